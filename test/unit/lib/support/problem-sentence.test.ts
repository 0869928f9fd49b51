import { afterEach, describe, expect, it } from 'vitest';
import { catalogOf } from '@/lib/i18n/catalogs';
import { enAll } from '@/lib/i18n/en-all';
import { setCatalog } from '@/lib/i18n/format';
import { problemSentence } from '@/lib/support/problem-sentence';

// Options › Diagnostics says a problem's case as a sentence in the agent's language, never as the
// catalog key the problem keeps for support.

const at = 0;
const area = 'send-queue/send';

describe('a problem as the agent reads it', () => {
  afterEach(() => setCatalog('en', enAll));

  it('turns the case into its sentence, with the HTTP status', () => {
    setCatalog('en', enAll);
    expect(problemSentence({ at, area, code: 'server', reason: 'error.server.write', status: 503 })).toBe(
      'The Ticket API had a problem (HTTP 503). The reply may have been sent: check the ticket before sending again.',
    );
  });

  it('speaks the interface language', async () => {
    setCatalog('fi', await catalogOf('fi'));
    const sentence = problemSentence({ at, area, code: 'server', reason: 'error.server.write', status: 500 });
    expect(sentence).toMatch(/^Ticket API:ssa oli ongelma \(HTTP 500\)\./);
  });

  it("gives way to the code's sentence when the case needs words never kept", () => {
    setCatalog('en', enAll);
    expect(
      problemSentence({ at, area, code: 'permission-needed', reason: 'error.permission-needed.broker' }),
    ).toBe(problemSentence({ at, area, code: 'permission-needed', reason: 'error.permission-needed' }));
    expect(problemSentence({ at, area, code: 'server', reason: 'error.server.write' })).toBe(
      'The Ticket API had a problem. Try again in a moment.',
    );
  });

  it('shows a redacted message as it is, and nothing for no reason', () => {
    setCatalog('en', enAll);
    expect(problemSentence({ at, area, code: 'TypeError', reason: 'Failed to fetch' })).toBe(
      'Failed to fetch',
    );
    expect(problemSentence({ at, area, code: 'TypeError' })).toBeUndefined();
  });
});
