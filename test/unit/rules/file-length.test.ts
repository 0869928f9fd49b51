import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '@/test/support/source-files';

// Small files: one concern each, read in one sitting. A source file over the limit holds more
// than one thing (a send's run, its stored steps and its judgement; a composer's draft and its
// send), so it is split where those meet, into files beside it, never squeezed into fewer lines.

const MAX_LINES = 300;
const FOLDERS = ['lib', 'components', 'entrypoints', 'server'];

/** Lines of `text` as `wc -l` counts them (a final newline ends the last line). */
const linesOf = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

/** `file: N lines` when `text` (the file's source, unless given) has more than MAX_LINES. */
function tooLong(file: string, text = readFileSync(file, 'utf8')): string[] {
  const lines = linesOf(text);
  return lines > MAX_LINES ? [`${file}: ${lines} lines`] : [];
}

describe(`source files of at most ${MAX_LINES} lines`, () => {
  it('finds a file one line over, and passes one at the limit (the rule sees what it judges)', () => {
    const lines = (n: number) => 'const x = 1;\n'.repeat(n);
    expect(tooLong('x.ts', lines(MAX_LINES + 1))).toEqual([`x.ts: ${MAX_LINES + 1} lines`]);
    expect(tooLong('x.ts', lines(MAX_LINES))).toEqual([]);
    expect(tooLong('x.ts', lines(MAX_LINES).slice(0, -1))).toEqual([]);
    expect(linesOf('a\nb')).toBe(2);
  });

  it('no file in lib/, components/, entrypoints/ or server/ is longer', () => {
    const files = FOLDERS.flatMap(sourceFiles);
    // The check reads the whole source: it cannot pass by finding nothing.
    expect(files.length).toBeGreaterThan(300);
    expect(
      files.flatMap((file) => tooLong(file)),
      `Split these along their seams into files beside them (one concern each: e.g. a model's storage side apart from its actions), keeping the names their importers use. Not by squeezing lines.`,
    ).toEqual([]);
  });
});
