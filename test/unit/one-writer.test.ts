import { dirname, join, normalize } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { parse, placeOf, sourceFiles } from '../support/source-files';

// One writer per stored item, by construction. The worker writes every item (lib/storage.ts holds
// the write handles, lib/worker/ the code that uses them; the settings, the view and the policy's
// copy are written by lib/worker/settings-store.ts only). Pages get read-only handles
// (lib/storage-read.ts, lib/settings/read.ts) and ask the worker through the protocol. Checked on
// the import graph: a page that imports a write handle, or a module that reads the raw settings
// items, fails here, whatever its lines look like.

/** A module path as the project names it (`lib/storage`), from an import in `file`. */
function target(file: string, specifier: string): string | null {
  const path = specifier.startsWith('@/')
    ? specifier.slice(2)
    : specifier.startsWith('.')
      ? normalize(join(dirname(file), specifier))
      : null;
  return path?.replace(/\.tsx?$/, '') ?? null;
}

interface Import {
  place: string;
  module: string;
  /** Only types come in (`import type`, or every name marked `type`). */
  typeOnly: boolean;
}

function importsOf(file: string, text?: string): Import[] {
  const source = parse(file, text);
  return source.statements.flatMap((statement) => {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) return [];
    const module = target(file, statement.moduleSpecifier.text);
    if (!module) return [];
    const clause = statement.importClause;
    const named = clause?.namedBindings;
    const typeOnly =
      !!clause &&
      (clause.isTypeOnly ||
        (!clause.name && !!named && ts.isNamedImports(named) && named.elements.every((e) => e.isTypeOnly)));
    return [{ place: placeOf(source, statement), module, typeOnly }];
  });
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
      /\bstorage\.(local|sync|session)$/.test(node.expression.expression.getText(source))
    )
      found.push(placeOf(source, node));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const PAGES = [
  ...sourceFiles('components'),
  ...sourceFiles('entrypoints').filter((file) => !file.startsWith('entrypoints/background')),
];
/** Modules whose values only the worker may import. */
const WORKER_ONLY = (module: string) =>
  ['lib/storage', 'lib/storage-item', 'lib/storage-collection', 'lib/settings/items'].includes(module) ||
  module.startsWith('lib/worker/');
/** The raw settings items: read and resolved by lib/settings/, written by the worker's settings store. */
const RAW_SETTINGS_READERS = (file: string) =>
  file.startsWith('lib/settings/') || file === 'lib/worker/settings-store.ts';

describe('one writer per stored item', () => {
  it('pages import read-only handles only: never lib/storage, the storage helpers or lib/worker/', () => {
    const offences = PAGES.flatMap((file) =>
      importsOf(file)
        .filter((i) => !i.typeOnly && WORKER_ONLY(i.module))
        .map((i) => `${i.place} imports ${i.module}`),
    );
    expect(
      offences,
      'A page imports a write handle. Import lib/storage-read.ts or lib/settings/read.ts, and add a protocol operation (lib/messaging/protocol.ts) for the worker to write.',
    ).toEqual([]);
  });

  it('pages never write storage through the browser API', () => {
    expect(PAGES.flatMap(rawWrites), 'A page writes storage. Ask the worker through the protocol.').toEqual(
      [],
    );
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
      'Read the settings through lib/settings/read.ts (pages) or lib/worker/settings-store.ts (the worker).',
    ).toEqual([]);
  });

  it('the check sees value imports, and lets types through', () => {
    const file = 'components/popup/x.ts';
    const of = (text: string) => importsOf(file, text).map(({ module, typeOnly }) => ({ module, typeOnly }));
    expect(of("import { recentStorage, type Draft } from '@/lib/storage';")).toEqual([
      { module: 'lib/storage', typeOnly: false },
    ]);
    expect(of("import type { Draft } from '../../lib/storage';")).toEqual([
      { module: 'lib/storage', typeOnly: true },
    ]);
    expect(of("import { type Session } from '@/lib/worker/context';")).toEqual([
      { module: 'lib/worker/context', typeOnly: true },
    ]);
  });
});
