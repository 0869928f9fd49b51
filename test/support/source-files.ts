import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import ts from 'typescript';

// The project's own TypeScript, for the tests that check rules of the code on its syntax tree
// (imports, waits, catches) rather than on its lines.

/** Every .ts/.tsx file under `dir`. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The file's syntax tree (`text`: its source, when it is not read from disk). */
export const parse = (file: string, text = readFileSync(file, 'utf8')) =>
  ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);

/** `file:line` of a node. */
export const placeOf = (source: ts.SourceFile, node: ts.Node) =>
  `${source.fileName}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;

/**
 * A check over method calls: `file:line` (the line of the method's name, where a chain breaks) of
 * every call `x.name(…)` in the file (or in `text`) for which `wrong` holds.
 */
export function callsWhere(
  wrong: (call: ts.CallExpression, method: ts.PropertyAccessExpression, source: ts.SourceFile) => boolean,
) {
  return (file: string, text?: string): string[] => {
    const source = parse(file, text);
    const found: string[] = [];
    const visit = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        wrong(node, node.expression, source)
      )
        found.push(placeOf(source, node.expression.name));
      ts.forEachChild(node, visit);
    };
    visit(source);
    return found;
  };
}

/** The project file a module specifier in `from` names (`@/` and `~/` are the root); undefined for a package. */
export function moduleFile(from: string, spec: string): string | undefined {
  const local = /^[@~]\//.test(spec)
    ? spec.slice(2)
    : spec.startsWith('.')
      ? join(dirname(from), spec)
      : undefined;
  if (local === undefined) return undefined;
  const ends = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];
  return ends.map((end) => normalize(local) + end).find((f) => /\.tsx?$/.test(f) && existsSync(f));
}
