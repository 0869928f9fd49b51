import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { parse, placeOf, sourceFiles } from '../../support/source-files';

// One writer per stored item, by construction. The worker writes every item (lib/storage/items.ts holds
// the write handles, lib/worker/ the code that uses them; the settings, the view and the policy's
// copy are written by lib/settings/worker/store.ts only). Pages get read-only handles
// (lib/storage/read.ts, lib/settings/read.ts) and ask the worker through the protocol. Checked on
// the import graph, followed from every page's entrypoint through every module it imports (static,
// re-exported or loaded with import()): a page that reaches a write handle by any path fails here.

/** A module path as the project names it (`lib/storage/items`), from an import in `file`. */
function target(file: string, specifier: string): string | null {
  const alias = /^(@@|~~|@|~)\//.exec(specifier);
  const path = alias
    ? specifier.slice(alias[0].length)
    : specifier.startsWith('.')
      ? normalize(join(dirname(file), specifier))
      : null;
  return path?.replace(/\.tsx?$/, '') ?? null;
}

/** The file of a module path (`lib/storage/items` → `lib/storage/items.ts`), or null for a non-source module. */
function fileOf(module: string): string | null {
  const candidates = ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((end) => `${module}${end}`);
  return candidates.find((file) => existsSync(file)) ?? null;
}

interface Import {
  place: string;
  module: string;
  /** Only types come in (`import type`, or every name marked `type`). */
  typeOnly: boolean;
}

/** Every import of `file`: declarations, re-exports and `import()` calls. */
function importsOf(file: string, text?: string): Import[] {
  const source = parse(file, text);
  const found: Import[] = [];
  const add = (node: ts.Node, specifier: ts.Expression | undefined, typeOnly: boolean) => {
    const module = specifier && ts.isStringLiteral(specifier) ? target(file, specifier.text) : null;
    if (module) found.push({ place: placeOf(source, node), module, typeOnly });
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
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** `browser.storage.<area>.set/remove/clear(…)` calls: a write that needs no handle at all. */
function rawWrites(file: string): string[] {
  const source = parse(file);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ['set', 'remove', 'clear'].includes(node.expression.name.text) &&
      /\bstorage(\.(local|sync|session)|\[\w+\])$/.test(node.expression.expression.getText(source))
    )
      found.push(placeOf(source, node));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The storage modules: they hold the write handles, and only the worker may import them. */
const STORAGE_MODULES = [
  'lib/storage/items',
  'lib/storage/item',
  'lib/storage/collection',
  'lib/settings/items',
];
/** Modules whose values only the worker may import. */
const WORKER_ONLY = (module: string) =>
  STORAGE_MODULES.includes(module) ||
  module.startsWith('lib/worker/') ||
  module === 'lib/storage/worker/migrations';
/**
 * The pages' doors to storage: they import the storage modules and export read-only handles
 * (typed without set or remove). The walk checks what else they import.
 */
const READ_ONLY_DOORS = ['lib/storage/read', 'lib/settings/read'];

/**
 * Every module reached from `roots` by value imports, each with the chain that reached it first.
 * `stopAt(from, to)`: an edge not followed.
 */
function reach(roots: string[], stopAt: (from: string, to: string) => boolean = () => false) {
  const chains = new Map<string, string[]>();
  const queue = roots.map((file) => [file.replace(/\.tsx?$/, '')]);
  for (let chain = queue.shift(); chain; chain = queue.shift()) {
    const module = chain.at(-1) as string;
    if (chains.has(module)) continue;
    chains.set(module, chain);
    const file = fileOf(module);
    if (!file) continue;
    for (const i of importsOf(file))
      if (!i.typeOnly && !stopAt(module, i.module) && fileOf(i.module)) queue.push([...chain, i.module]);
  }
  return chains;
}

const PAGE_ROOTS = readdirSync('entrypoints', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'background')
  .flatMap((entry) => sourceFiles(join('entrypoints', entry.name)));
const pageModules = reach(
  PAGE_ROOTS,
  (from, to) => READ_ONLY_DOORS.includes(from) && STORAGE_MODULES.includes(to),
);
const workerModules = reach(sourceFiles('entrypoints/background'));
const said = (chain: string[]) => chain.join(' → ');

/** The raw settings items: read and resolved by lib/settings/, written by the worker's settings store. */
const RAW_SETTINGS_READERS = (file: string) =>
  file.startsWith('lib/settings/') || file === 'lib/settings/worker/store.ts';

describe('one writer per stored item', () => {
  it('the walk starts from every page and reaches what the worker writes with', () => {
    expect(PAGE_ROOTS).toEqual(
      expect.arrayContaining([
        'entrypoints/popup/main.tsx',
        'entrypoints/sidepanel/main.tsx',
        'entrypoints/options/main.tsx',
        'entrypoints/sanitizer.sandbox/main.ts',
      ]),
    );
    // Pages reach their read-only doors, and lazily loaded modules (import()).
    for (const module of [...READ_ONLY_DOORS, 'lib/lookup/launcher', 'lib/categories-and-faq/more-views'])
      expect(pageModules.has(module), module).toBe(true);
    // The worker's graph reaches every storage module and lib/worker/, and the raw-write finder
    // sees the writes there: the checks below would find a page that reached them.
    for (const module of [...STORAGE_MODULES, 'lib/settings/worker/store'])
      expect(workerModules.has(module), module).toBe(true);
    for (const file of ['lib/storage/item.ts', 'lib/storage/collection.ts', 'lib/settings/worker/store.ts'])
      expect(rawWrites(file), file).not.toEqual([]);
  });

  it('no page reaches a write handle or lib/worker/, by any chain of imports', () => {
    const offences = [...pageModules.values()]
      .filter((chain) => WORKER_ONLY(chain.at(-1) as string))
      .map(said);
    expect(
      offences,
      'A page imports a write handle. Import lib/storage/read.ts or lib/settings/read.ts, and add a protocol operation (lib/messaging/protocol.ts) for the worker to write.',
    ).toEqual([]);
  });

  it('no module a page reaches writes storage through the browser API', () => {
    const offences = [...pageModules.values()].flatMap((chain) => {
      const file = fileOf(chain.at(-1) as string);
      return file ? rawWrites(file).map((place) => `${place} (${said(chain)})`) : [];
    });
    expect(offences, 'A page writes storage. Ask the worker through the protocol.').toEqual([]);
  });

  it('only lib/settings/ and the worker’s settings store touch the raw settings, view and policy items', () => {
    const offences = [...sourceFiles('lib'), ...sourceFiles('components'), ...sourceFiles('entrypoints')]
      .filter((file) => !RAW_SETTINGS_READERS(file))
      .flatMap((file) =>
        importsOf(file)
          .filter((i) => !i.typeOnly && i.module === 'lib/settings/items')
          .map((i) => `${i.place} imports ${i.module}`),
      );
    expect(
      offences,
      'Read the settings through lib/settings/read.ts (pages) or lib/settings/worker/store.ts (the worker).',
    ).toEqual([]);
  });

  it('the check sees value imports, and lets types through', () => {
    const file = 'components/popup/x.ts';
    const of = (text: string) => importsOf(file, text).map(({ module, typeOnly }) => ({ module, typeOnly }));
    expect(of("import { recentStorage, type Draft } from '@/lib/storage/items';")).toEqual([
      { module: 'lib/storage/items', typeOnly: false },
    ]);
    expect(of("import type { Draft } from '../../../lib/storage/items';")).toEqual([
      { module: 'lib/storage/items', typeOnly: true },
    ]);
    expect(of("import { type Session } from '@/lib/worker/context';")).toEqual([
      { module: 'lib/worker/context', typeOnly: true },
    ]);
    expect(of("export { x } from './y'; const z = () => import('~/lib/storage');")).toEqual([
      { module: 'components/popup/y', typeOnly: false },
      { module: 'lib/storage/items', typeOnly: false },
    ]);
    expect(of("type T = typeof import('@/lib/storage/items');")).toEqual([]);
  });
});
