import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { importGraph, importsOf, PAGE_ENTRYPOINTS, reachable } from '@/test/support/import-graph';
import { parse, placeOf, sourceFiles } from '@/test/support/source-files';

// One writer per stored item, by construction. The worker writes every item but `unsaved:*`, the
// typing a closing side panel writes and the worker takes over (lib/storage/items.ts holds
// the write handles, lib/worker/ the code that uses them; the settings, the view and the policy's
// copy are written by lib/settings/worker/store.ts only). Pages get read-only handles
// (lib/storage/read.ts, lib/settings/read.ts) and ask the worker through the protocol. Checked on
// the import graph, followed from every page's entrypoint through every module it imports (static,
// re-exported or loaded with import()): a page that reaches a write handle by any path fails here.

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

/** `localStorage.setItem/removeItem/clear(…)` calls. */
function localStorageWrites(file: string): string[] {
  const source = parse(file);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ['setItem', 'removeItem', 'clear'].includes(node.expression.name.text) &&
      /\blocalStorage$/.test(node.expression.expression.getText(source))
    )
      found.push(placeOf(source, node));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The storage modules: they hold the write handles, and only the worker may import them. */
const STORAGE_MODULES = [
  'lib/storage/items.ts',
  'lib/storage/item.ts',
  'lib/storage/collection.ts',
  'lib/settings/items.ts',
];
/** Modules whose values only the worker may import: the storage modules, and every `worker/` folder. */
const WORKER_ONLY = (file: string) => STORAGE_MODULES.includes(file) || file.includes('/worker/');
/**
 * The pages' doors to storage: they import the storage modules and export read-only handles
 * (typed without set or remove). The walk checks what else they import.
 */
const READ_ONLY_DOORS = ['lib/storage/read.ts', 'lib/settings/read.ts'];

/** The raw settings items: read and resolved by lib/settings/, written by the worker's settings store. */
const RAW_SETTINGS_READERS = (file: string) => file.startsWith('lib/settings/');

const values = importGraph(['lib', 'components', 'entrypoints'], { values: true });
const PAGE_ROOTS = [...PAGE_ENTRYPOINTS, 'entrypoints/sanitizer.sandbox/main.ts'];
const pageModules = reachable(
  values,
  PAGE_ROOTS,
  (from, to) => READ_ONLY_DOORS.includes(from) && STORAGE_MODULES.includes(to),
);
const workerModules = reachable(values, ['entrypoints/background/index.ts']);
const said = (chain: string[]) => chain.join(' → ');

describe('one writer per stored item', () => {
  it('the walk starts from every page and reaches what the worker writes with', () => {
    for (const root of PAGE_ROOTS) expect(values.has(root), root).toBe(true);
    // Pages reach their read-only doors, and lazily loaded modules (import()).
    for (const module of [
      ...READ_ONLY_DOORS,
      'lib/lookup/launcher.ts',
      'lib/categories-and-faq/more-views.tsx',
    ])
      expect(pageModules.has(module), module).toBe(true);
    // The worker's graph reaches every storage module and lib/worker/, and the raw-write finder
    // sees the writes there: the checks below would find a page that reached them.
    for (const module of [...STORAGE_MODULES, 'lib/settings/worker/store.ts'])
      expect(workerModules.has(module), module).toBe(true);
    for (const file of ['lib/storage/item.ts', 'lib/storage/collection.ts', 'lib/settings/worker/store.ts'])
      expect(rawWrites(file), file).not.toEqual([]);
  });

  it('no page reaches a write handle or a worker/ folder, by any chain of imports', () => {
    const offences = [...pageModules].filter(([file]) => WORKER_ONLY(file)).map(([, chain]) => said(chain));
    expect(
      offences,
      'A page imports a write handle. Import lib/storage/read.ts or lib/settings/read.ts, and add a protocol operation (lib/messaging/protocol.ts) for the worker to write.',
    ).toEqual([]);
  });

  it('the one write handle pages get is the closing panel’s unsaved typing', () => {
    // lib/storage/read.ts types every handle it passes on read-only, but this one.
    const untyped = [...readFileSync('lib/storage/read.ts', 'utf8').matchAll(/^export const (\w+) = /gm)].map(
      (match) => match[1],
    );
    expect(
      untyped,
      'A page got a write handle: type it read-only, or say here and in README.md why not.',
    ).toEqual(['unsavedTypingStorage']);
  });

  it('no module a page reaches writes storage through the browser API', () => {
    const offences = [...pageModules].flatMap(([file, chain]) =>
      rawWrites(file).map((place) => `${place} (${said(chain)})`),
    );
    expect(offences, 'A page writes storage. Ask the worker through the protocol.').toEqual([]);
  });

  it('only lib/settings/ and the worker’s settings store touch the raw settings, view and policy items', () => {
    const offences = [...sourceFiles('lib'), ...sourceFiles('components'), ...sourceFiles('entrypoints')]
      .filter((file) => !RAW_SETTINGS_READERS(file))
      .flatMap((file) =>
        importsOf(file)
          .filter((i) => !i.typeOnly && i.target === 'lib/settings/items.ts')
          .map((i) => `${i.place} imports ${i.target}`),
      );
    expect(
      offences,
      'Read the settings through lib/settings/read.ts (pages) or lib/settings/worker/store.ts (the worker).',
    ).toEqual([]);
  });

  it('localStorage holds only a page’s own display state, written by the modules listed here', () => {
    // Not stored items: nothing the worker reads (it has no localStorage) and nothing a fact lives
    // in. Each is synchronous to read before a page's first paint, and lost with no harm:
    const PAGE_DISPLAY_STATE = [
      'lib/first-paint/stored.ts', // the popup's last draw, its next first paint (docs/performance.md)
      'lib/ticket-lists/first-read.ts', // which workspace the popup showed, to read its lists early
      'components/sidepanel/PanelDivider.tsx', // where the side panel's divider was left
    ];
    const writers = [
      ...sourceFiles('lib'),
      ...sourceFiles('components'),
      ...sourceFiles('entrypoints'),
    ].filter((file) => localStorageWrites(file).length > 0);
    expect(
      writers.sort(),
      'A page keeps something in localStorage. Facts go to storage through the worker (lib/messaging/protocol.ts); display state of one page may stay there, listed above with why.',
    ).toEqual([...PAGE_DISPLAY_STATE].sort());
  });

  it('the check sees value imports, and lets types through', () => {
    const file = 'lib/ticket-lists/list-keys.ts';
    const of = (text: string) => importsOf(file, text).map(({ target, typeOnly }) => ({ target, typeOnly }));
    expect(of("import { recentStorage, type Draft } from '@/lib/storage/items';")).toEqual([
      { target: 'lib/storage/items.ts', typeOnly: false },
    ]);
    expect(of("import type { Draft } from '../storage/items';")).toEqual([
      { target: 'lib/storage/items.ts', typeOnly: true },
    ]);
    expect(of("import { type Session } from '@/lib/worker/context';")).toEqual([
      { target: 'lib/worker/context.ts', typeOnly: true },
    ]);
    expect(of("export { x } from './first-read'; const z = () => import('~/lib/storage/items');")).toEqual([
      { target: 'lib/ticket-lists/first-read.ts', typeOnly: false },
      { target: 'lib/storage/items.ts', typeOnly: false },
    ]);
    expect(of("type T = typeof import('@/lib/storage/items');")).toEqual([
      { target: 'lib/storage/items.ts', typeOnly: true },
    ]);
  });
});
