import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Docs that cannot rot: every repository path named in the README, docs/ and the code's comments
// exists. A moved or deleted file fails here with where it is still named, so the mention is
// fixed in the same change. A path is a word that starts at one of the project's top folders and
// names a file with an extension (`lib/sending/drafts.ts`) or a folder ending in `/`.

const TOP = ['lib', 'components', 'entrypoints', 'server', 'test', 'docs', 'public', '.ci'];
const PATH = new RegExp(
  `(?<![\\w./@~-])(?:\\.\\./)*((?:${TOP.map((t) => t.replace('.', '\\.')).join('|')})/[\\w./-]*[\\w/])`,
  'g',
);

/** Files whose text is read: the README, docs, and the source and test files (their comments). */
function filesToRead(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name.startsWith('.output') || name === 'results') return [];
    if (statSync(path).isDirectory()) return filesToRead(path);
    return /\.(ts|tsx|md|css|html)$/.test(name) ? [path] : [];
  });
}

/** Paths named in `text` that do not exist. */
function missingPaths(text: string, exists: (path: string) => boolean): string[] {
  const missing = new Set<string>();
  for (const match of text.matchAll(PATH)) {
    const path = (match[1] ?? '').replace(/[.,:;)]+$/, '');
    // A pattern (`test/unit/**`), a placeholder (`lib/<feature>/`) or a URL path is not a file.
    if (/[*<>{}]/.test(path) || !/\.\w+$|\/$/.test(path)) continue;
    if (!exists(path)) missing.add(path);
  }
  return [...missing];
}

describe('paths named in the README, docs/ and comments', () => {
  it('finds a missing path and passes an existing one (the rule sees what it judges)', () => {
    // The missing path is put together here, so that this file does not name it.
    const gone = ['lib', 'nowhere', 'gone.ts'].join('/');
    const text = `See lib/messaging/protocol.ts and ${gone}, and \`test/unit/**\` patterns.`;
    expect(missingPaths(text, existsSync)).toEqual([gone]);
  });

  it('every one exists', () => {
    const files = [
      'README.md',
      'server/README.md',
      ...['docs', 'lib', 'components', 'entrypoints', 'server', 'test'].flatMap(filesToRead),
    ];
    expect(files.length).toBeGreaterThan(300);
    const problems = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      // Code is read for its comments and strings alike: a path in a string is a path too.
      return missingPaths(text, existsSync).map((path) => `${file} names ${path}`);
    });
    expect(problems, 'Rename or remove these mentions: the files they name do not exist').toEqual([]);
  });
});
