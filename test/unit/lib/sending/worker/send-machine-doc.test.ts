import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EVENT_MEANINGS, EVENTS, STATE_MEANINGS, STATES } from '@/lib/sending/worker/send-machine';
import { cell } from '@/test/support/send-samples';

// docs/outbox.md shows the send's machine as three tables; they are read here and compared with the
// machine, so a state, an event or a move changed in the code without the page fails this test.
// Regenerate the rows from the failure's "Received" side.

const page = readFileSync('docs/outbox.md', 'utf8');
const section = page.slice(
  page.indexOf('## The machine'),
  page.indexOf('\n## ', page.indexOf('## The machine') + 1),
);

/** The rows of the table whose header starts with `header`, each as its cells without backticks. */
function table(header: string): string[][] {
  const lines = section.split('\n');
  // The formatter pads the cells to align the columns: compared with single spaces.
  const start = lines.findIndex((line) => line.replace(/ +/g, ' ').startsWith(`| ${header}`));
  if (start < 0) return [];
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .slice(1, -1)
        .split('|')
        .map((c) => c.trim().replaceAll('`', '')),
    );
  }
  return rows;
}

describe('docs/outbox.md: the machine', () => {
  it('lists every state with what it is', () => {
    expect(table('state | what')).toEqual(STATES.map((state) => [state, STATE_MEANINGS[state]]));
  });

  it('lists every event with what it is', () => {
    expect(table('event | what')).toEqual(EVENTS.map((event) => [event, EVENT_MEANINGS[event]]));
  });

  it('shows every move of the machine, and no other', () => {
    const moves = STATES.flatMap((state) =>
      EVENTS.flatMap((event) => {
        const moved = cell(state, event);
        if (moved === '-') return [];
        const [to = '', effects = ''] = moved.split(': ');
        return [[state, event, to, effects]];
      }),
    );
    expect(moves.length).toBeGreaterThan(STATES.length);
    expect(table('state | event')).toEqual(moves);
  });

  it('says whose a kept reply is and for how long', () => {
    expect(page).toMatch(/belongs to them\s+alone/);
    expect(page).toContain('**7 days**');
  });
});
