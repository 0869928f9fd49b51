import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import ts from 'typescript';
import { sourceFiles } from './source-files';

// The project's modules and what each imports (static, dynamic and type-only), as paths from the
// repository root: the graph that the rules on the code's structure are checked on.

/** The pages' own entrypoints: whatever they reach runs in a page, never in the worker. */
export const PAGE_ENTRYPOINTS = ['popup', 'sidepanel', 'options'].map(
  (page) => `entrypoints/${page}/main.tsx`,
);

const extensions = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The project file that an import of `specifier` in `file` names; undefined for a package. */
export function resolveImport(file: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? specifier.slice(2)
    : specifier.startsWith('.')
      ? normalize(join(dirname(file), specifier))
      : undefined;
  if (base === undefined) return undefined;
  return extensions
    .map((extension) => base + extension)
    .find((path) => /\.tsx?$/.test(path) && existsSync(path));
}

/** Every module under `roots`, with the project modules it imports. */
export function importGraph(roots = ['lib', 'components', 'entrypoints']): Map<string, string[]> {
  return new Map(
    roots.flatMap(sourceFiles).map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      const imports = importedFiles.flatMap(({ fileName }) => resolveImport(file, fileName) ?? []);
      return [file, [...new Set(imports)]];
    }),
  );
}

/** Every module that `starts` reach through `graph`, the starts included. */
export function reachable(graph: Map<string, string[]>, starts: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of graph.get(file) ?? []) visit(next);
  };
  for (const start of starts) visit(start);
  return seen;
}
