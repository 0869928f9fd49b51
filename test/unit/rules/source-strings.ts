import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { sourceFiles } from '@/test/support/source-files';

// The string literals of the extension's own source, for the rules checked in catalog.test.ts.

export interface Literal {
  file: string;
  /** Offset of the opening quote in the file's text. */
  at: number;
  text: string;
  /** The code of the line before the literal (to recognise `console.warn(…)`). */
  lineBefore: string;
}

const ROOT = join(__dirname, '..', '..', '..');

/** The text of every .ts/.tsx file under `dirs` (declaration files left out), by its path from the root. */
export function sourceTexts(...dirs: string[]): { file: string; text: string }[] {
  return dirs
    .flatMap((dir) => sourceFiles(join(ROOT, dir)))
    .filter((path) => !path.endsWith('.d.ts'))
    .map((path) => ({ file: relative(ROOT, path), text: readFileSync(path, 'utf8') }));
}

/** Quoted and template literals outside comments (a template's `${…}` parts are kept as text). */
export function literalsOf(file: string, text: string): Literal[] {
  const found: Literal[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '/' && text[i + 1] === '/')
      i = text.indexOf('\n', i) === -1 ? text.length : text.indexOf('\n', i);
    else if (c === '/' && text[i + 1] === '*') i = text.indexOf('*/', i + 2) + 2;
    else if (c === "'" || c === '"' || c === '`') {
      let j = i + 1;
      while (j < text.length && text[j] !== c) j += text[j] === '\\' ? 2 : 1;
      const lineStart = text.lastIndexOf('\n', i) + 1;
      found.push({ file, at: i, text: text.slice(i + 1, j), lineBefore: text.slice(lineStart, i) });
      i = j + 1;
    } else i++;
  }
  return found;
}
