import ts from 'typescript';
import { moduleFile, parse, placeOf, sourceFiles } from './source-files';

// The project's modules and what each imports, as paths from the repository root: the graph that
// the rules on the code's structure (its direction, one writer per stored item) are checked on.

/** The pages' own entrypoints: whatever they reach runs in a page, never in the worker. */
export const PAGE_ENTRYPOINTS = ['popup', 'sidepanel', 'options'].map(
  (page) => `entrypoints/${page}/main.tsx`,
);

export interface Import {
  /** `file:line` of the import. */
  place: string;
  specifier: string;
  /** The project file it names; undefined for a package (or a CSS or HTML file). */
  target: string | undefined;
  /** Only types come in (`import type`, or every name marked `type`): nothing of it runs. */
  typeOnly: boolean;
}

/** Every import of `file`: declarations, re-exports and `import()` calls (`text`: its source). */
export function importsOf(file: string, text?: string): Import[] {
  const source = parse(file, text);
  const found: Import[] = [];
  const add = (node: ts.Node, specifier: ts.Expression | undefined, typeOnly: boolean) => {
    if (specifier && ts.isStringLiteral(specifier))
      found.push({
        place: placeOf(source, node),
        specifier: specifier.text,
        target: moduleFile(file, specifier.text),
        typeOnly,
      });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const named = clause?.namedBindings;
      const typeOnly =
        !!clause &&
        (clause.isTypeOnly ||
          (!clause.name && !!named && ts.isNamedImports(named) && named.elements.every((e) => e.isTypeOnly)));
      add(node, node.moduleSpecifier, typeOnly);
    } else if (ts.isExportDeclaration(node)) {
      add(node, node.moduleSpecifier, node.isTypeOnly);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(node, node.arguments[0], false);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node, node.argument.literal, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every module under `roots`, with the project files it imports (`values`: only imports that run). */
export function importGraph(
  roots = ['lib', 'components', 'entrypoints'],
  { values = false } = {},
): Map<string, string[]> {
  return new Map(
    roots.flatMap(sourceFiles).map((file) => {
      const imports = importsOf(file).filter((i) => !(values && i.typeOnly));
      return [file, [...new Set(imports.flatMap((i) => i.target ?? []))]];
    }),
  );
}

/**
 * Every module `starts` reach through `graph`, the starts included, each with the first chain of
 * imports that reached it. `stopAt(from, to)`: an edge not followed.
 */
export function reachable(
  graph: Map<string, string[]>,
  starts: string[],
  stopAt: (from: string, to: string) => boolean = () => false,
): Map<string, string[]> {
  const chains = new Map<string, string[]>();
  const queue = starts.map((file) => [file]);
  for (let chain = queue.shift(); chain; chain = queue.shift()) {
    const file = chain.at(-1) as string;
    if (chains.has(file)) continue;
    chains.set(file, chain);
    for (const next of graph.get(file) ?? []) if (!stopAt(file, next)) queue.push([...chain, next]);
  }
  return chains;
}
