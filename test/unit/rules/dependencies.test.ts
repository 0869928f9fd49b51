import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importGraph, importsOf, reachable } from '@/test/support/import-graph';
import { sourceFiles } from '@/test/support/source-files';

// The direction of the code, checked on the import graph (static, dynamic and type-only imports):
// - infrastructure (the folders below, and the helpers directly in lib/) builds on infrastructure
//   only, and its folders form a DAG: no two of them import each other, however indirectly;
// - a feature (any other folder of lib/: saved replies, sending, lookup …) builds on
//   infrastructure, never on another feature (but for the few edges named below, each with its
//   reason), a page or an entrypoint. What two features share moves down into infrastructure;
// - a page (components/popup, sidepanel, options) composes features; entrypoints wire everything.
// So lib/ never imports components/. And the worker's code never reaches a view: what the
// background entrypoint imports stays small.
// The servers: server/shared serves both; the broker and the sandbox never import each other, and
// of the extension they use only the specification's schemas and the language tags.

const INFRASTRUCTURE = [
  'api', // the Ticket API client and schemas
  'auth', // the token manager and the broker
  'diagnostics', // the one reporter of problems, and what support reads of them
  'first-paint', // a page's last display, painted before its model loads
  'html', // the sanitizer and Markdown
  'i18n', // the catalogs and the words for codes
  'messaging', // the protocol between pages and worker
  'records', // shapes the protocol and storage share: replies, saved replies, variables
  'settings',
  'storage',
  'text',
  'tickets', // what every feature knows of a ticket: references, changes, links, the panel's ticket
  'ui', // views every page uses
  'worker', // the context every worker side runs in
];

/** A feature importing another, each for one reason. Keep it short: move the shared part down. */
const FEATURE_EDGES: Record<string, string> = {
  'account → watch': 'signing out redraws the watch badge',
  'account → workspaces': 'signing out forgets each workspace’s local data, as removing one does',
  'workspaces → watch': 'removing a workspace reschedules the watch and redraws the badge',
  'page-integration → account':
    'composition: the worker wiring follows settings changes through the connection',
  'page-integration → watch': 'composition: a new language redraws the menus and the badge’s title',
  'page-integration → sending': '“Reply in ticket” puts the page’s text into the ticket’s draft',
  'sending → saved-replies': 'composition: the composer hosts the saved-replies toolbar and binding',
};

type Layer = 'infrastructure' | 'feature' | 'page' | 'entrypoint';
const MAY_IMPORT: Record<Layer, Layer[]> = {
  infrastructure: ['infrastructure'],
  feature: ['infrastructure', 'feature'],
  page: ['infrastructure', 'feature', 'page'],
  entrypoint: ['infrastructure', 'feature', 'page', 'entrypoint'],
};

/** The folder a file belongs to (`lib/sending`, `components/popup`); a helper directly in lib/ is its own. */
function unitOf(file: string): string {
  const [top, folder, rest] = file.split('/');
  return top === 'lib' && rest === undefined ? file : `${top}/${folder}`;
}

function layerOf(file: string): Layer {
  const [top, folder, rest] = file.split('/');
  if (top === 'entrypoints') return 'entrypoint';
  if (top === 'components') return 'page';
  return rest === undefined || INFRASTRUCTURE.includes(folder ?? '') ? 'infrastructure' : 'feature';
}

const featureEdge = (file: string, target: string) =>
  `${unitOf(file).slice('lib/'.length)} → ${unitOf(target).slice('lib/'.length)}`;

/** Why an import runs against the direction of the code; undefined when it does not. */
function against(file: string, target: string): string | undefined {
  const [from, to] = [layerOf(file), layerOf(target)];
  if (!MAY_IMPORT[from].includes(to)) return `${file} (${from}) → ${target} (${to})`;
  if (from === 'feature' && to === 'feature' && unitOf(file) !== unitOf(target)) {
    if (!(featureEdge(file, target) in FEATURE_EDGES))
      return `${file} (feature) → ${target} (another feature)`;
  }
  return undefined;
}

/** The cycles between infrastructure folders: each group of folders that reach one another. */
function infrastructureCycles(list: { file: string; target: string }[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const { file, target } of list) {
    const [from, to] = [unitOf(file), unitOf(target)];
    if (from === to || layerOf(file) !== 'infrastructure' || layerOf(target) !== 'infrastructure') continue;
    next.set(from, (next.get(from) ?? new Set()).add(to));
  }
  const reach = (start: string) => {
    const seen = new Set<string>();
    const queue = [start];
    for (let unit = queue.shift(); unit !== undefined; unit = queue.shift())
      for (const to of next.get(unit) ?? [])
        if (!seen.has(to)) {
          seen.add(to);
          queue.push(to);
        }
    return seen;
  };
  const reached = new Map([...next.keys()].map((unit) => [unit, reach(unit)]));
  const groups = new Map<string, string[]>();
  for (const [unit, seen] of reached) {
    if (!seen.has(unit)) continue;
    const group = [...seen].filter((other) => reached.get(other)?.has(unit)).sort();
    groups.set(group.join(' '), group);
  }
  return [...groups.values()];
}

const graph = importGraph();
const edges = [...graph].flatMap(([file, imports]) => imports.map((target) => ({ file, target })));

describe('the direction of the code', () => {
  it('every project import resolves to a file, so no edge is missed', () => {
    const unresolved = [...graph.keys()].flatMap((file) =>
      importsOf(file)
        .filter((i) => /^(\.|[@~]\/)/.test(i.specifier) && !/\.(css|html)$/.test(i.specifier) && !i.target)
        .map((i) => `${i.place} → ${i.specifier}`),
    );
    expect(unresolved).toEqual([]);
    expect(edges.length).toBeGreaterThan(500);
  });

  it('knows each layer, and fails on a sample of each bad edge', () => {
    expect(layerOf('lib/zod.ts')).toBe('infrastructure');
    expect(layerOf('lib/messaging/protocol.ts')).toBe('infrastructure');
    expect(layerOf('lib/ui/Field.tsx')).toBe('infrastructure');
    expect(layerOf('lib/tickets/ticket-ref.ts')).toBe('infrastructure');
    expect(layerOf('lib/saved-replies/worker/team-library.ts')).toBe('feature');
    expect(layerOf('components/popup/Popup.tsx')).toBe('page');
    expect(layerOf('entrypoints/background/handlers.ts')).toBe('entrypoint');
    expect(against('lib/sending/drafts.ts', 'lib/storage/items.ts')).toBeUndefined();
    expect(against('lib/sending/drafts.ts', 'lib/sending/worker/outbox.ts')).toBeUndefined();
    expect(
      against('lib/sending/Composer.tsx', 'lib/saved-replies/composer/composer-binding.ts'),
    ).toBeUndefined();
    // Infrastructure importing a feature; a feature importing another (not named above), a page.
    expect(against('lib/storage/items.ts', 'lib/sending/drafts.ts')).toBeDefined();
    expect(against('lib/reading/TicketView.tsx', 'lib/sending/Composer.tsx')).toBeDefined();
    expect(against('lib/saved-replies/ranking.ts', 'lib/sending/drafts.ts')).toBeDefined();
    expect(against('lib/sending/Composer.tsx', 'components/sidepanel/SidePanel.tsx')).toBeDefined();
    expect(against('lib/ui/Field.tsx', 'components/options/Options.tsx')).toBeDefined();
    // A cycle between infrastructure folders, closed by one sample edge.
    const sample = { file: 'lib/ui/Field.tsx', target: 'lib/tickets/ticket-ref.ts' };
    const tickets = { file: 'lib/tickets/TicketChangeLine.tsx', target: 'lib/ui/RelativeTime.tsx' };
    expect(infrastructureCycles([tickets])).toEqual([]);
    expect(infrastructureCycles([tickets, sample])).toEqual([['lib/tickets', 'lib/ui']]);
  });

  it('infrastructure never imports a feature, a feature never another feature, a page or an entrypoint', () => {
    const bad = edges.flatMap(({ file, target }) => against(file, target) ?? []);
    expect(
      bad,
      'Move the shared part down (a record shape to lib/records/, ticket knowledge to lib/tickets/, a widget to lib/ui/), or the importer up into a page.',
    ).toEqual([]);
  });

  it('names only feature edges that exist, so the list stays as short as the code allows', () => {
    const used = new Set(
      edges
        .filter(({ file, target }) => layerOf(file) === 'feature' && layerOf(target) === 'feature')
        .filter(({ file, target }) => unitOf(file) !== unitOf(target))
        .map(({ file, target }) => featureEdge(file, target)),
    );
    expect(Object.keys(FEATURE_EDGES).filter((edge) => !used.has(edge))).toEqual([]);
  });

  it('infrastructure folders form a DAG: no two import each other, however indirectly', () => {
    expect(
      infrastructureCycles(edges),
      'Break the cycle: move what both need into the lower folder, or pass it in as an argument.',
    ).toEqual([]);
  });

  it('the worker never reaches a view or a page', () => {
    const worker = reachable(graph, ['entrypoints/background/index.ts']);
    expect(worker.has('lib/worker/context.ts'), 'the background entrypoint reaches the worker').toBe(true);
    expect(
      [...worker.keys()].filter((file) => file.endsWith('.tsx') || file.startsWith('components/')),
    ).toEqual([]);
  });

  it('the broker and the sandbox stand apart, on server/shared and the specification only', () => {
    const FROM_THE_EXTENSION = ['lib/api/schemas.ts', 'lib/i18n/language-tag.ts'];
    const part = (file: string) => (file.startsWith('server/') ? file.split('/')[1] : file);
    const server = [...importGraph(['server'])].flatMap(([file, imports]) =>
      imports.map((target) => ({ file, target })),
    );
    expect(server.length).toBeGreaterThan(100);
    const against = server.filter(({ file, target }) => {
      if (!target.startsWith('server/')) return !FROM_THE_EXTENSION.includes(target);
      const [from, to] = [part(file), part(target)];
      return from !== to && to !== 'shared' && !['main.ts', 'start.ts'].includes(from ?? '');
    });
    expect(against.map(({ file, target }) => `${file} → ${target}`)).toEqual([]);
  });

  it('one import style: another folder is named from the root (`@/lib/…`), never with `../`', () => {
    const PARENT = /(?:\bfrom|\bimport|vi\.(?:mock|importActual|doMock))\s*\(?\s*['"]\.\.\//;
    expect(PARENT.test("import { t } from '../i18n/format';")).toBe(true);
    expect(PARENT.test("import { t } from '@/lib/i18n/format';")).toBe(false);
    const against = ['lib', 'components', 'entrypoints', 'test'].flatMap(sourceFiles).filter((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .some((line) => PARENT.test(line.trim()) && /^(import|export|\} from|vi\.)/.test(line.trim())),
    );
    expect(against).toEqual([]);
  });

  it('lists every source folder it judges', () => {
    const folders = new Set(sourceFiles('lib').map((file) => file.split('/')[1]));
    const features = [...folders].filter(
      (name) => !name?.includes('.') && !INFRASTRUCTURE.includes(name ?? ''),
    );
    expect(features.sort()).toEqual([
      'account',
      'categories-and-faq',
      'language-help',
      'lookup',
      'page-integration',
      'reading',
      'saved-replies',
      'sending',
      'snooze',
      'support',
      'ticket-lists',
      'watch',
      'workspaces',
    ]);
  });
});
