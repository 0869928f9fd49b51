import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importGraph, importsOf, reachable } from '@/test/support/import-graph';
import { sourceFiles } from '@/test/support/source-files';

// The direction of the code, checked on the import graph (static, dynamic and type-only imports):
// - infrastructure (the API client, auth, HTML, i18n, messaging, the shared records, settings,
//   storage, text, the worker's context, and the helpers directly in lib/) imports nothing else;
// - lib/ui/ (views every page uses) builds on infrastructure only;
// - a feature (any other folder of lib/: saved replies, sending, lookup …) builds on both, and on
//   other features, never on a page or an entrypoint;
// - a page (components/popup, sidepanel, options) composes features; entrypoints wire everything.
// And the worker's code never reaches a view: what the background entrypoint imports stays small.
// The servers: server/shared serves both; the broker and the sandbox never import each other, and
// of the extension they use only the specification's schemas and the language tags.

const INFRASTRUCTURE = [
  'api',
  'auth',
  'html',
  'i18n',
  'messaging',
  'records',
  'settings',
  'storage',
  'text',
  'tickets',
  'ui',
  'worker',
];
type Layer = 'infrastructure' | 'common' | 'feature' | 'page' | 'entrypoint';
const MAY_IMPORT: Record<Layer, Layer[]> = {
  infrastructure: ['infrastructure'],
  common: ['infrastructure', 'common'],
  feature: ['infrastructure', 'common', 'feature'],
  page: ['infrastructure', 'common', 'feature', 'page'],
  entrypoint: ['infrastructure', 'common', 'feature', 'page', 'entrypoint'],
};

function layerOf(file: string): Layer {
  const [top, folder, rest] = file.split('/');
  if (top === 'entrypoints') return 'entrypoint';
  if (top === 'components') return 'page';
  return rest === undefined || INFRASTRUCTURE.includes(folder ?? '') ? 'infrastructure' : 'feature';
}

const allowed = (file: string, target: string) => MAY_IMPORT[layerOf(file)].includes(layerOf(target));

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

  it('knows each layer', () => {
    expect(layerOf('lib/zod.ts')).toBe('infrastructure');
    expect(layerOf('lib/messaging/protocol.ts')).toBe('infrastructure');
    expect(layerOf('lib/saved-replies/worker/team-library.ts')).toBe('feature');
    expect(layerOf('lib/ui/Field.tsx')).toBe('infrastructure');
    expect(layerOf('components/popup/Popup.tsx')).toBe('page');
    expect(layerOf('entrypoints/background/handlers.ts')).toBe('entrypoint');
    expect(allowed('lib/sending/drafts.ts', 'lib/storage/items.ts')).toBe(true);
    expect(allowed('lib/storage/items.ts', 'lib/sending/drafts.ts')).toBe(false);
    expect(allowed('lib/sending/Composer.tsx', 'components/sidepanel/SidePanel.tsx')).toBe(false);
  });

  it('infrastructure never imports a feature, a feature never a page, nothing an entrypoint', () => {
    const against = edges
      .filter(({ file, target }) => !allowed(file, target))
      .map(({ file, target }) => `${file} (${layerOf(file)}) → ${target} (${layerOf(target)})`);
    expect(
      against,
      'Move the shared part down (a record shape to lib/records/, a widget to lib/ui/), or the importer up.',
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
    const against = ['lib', 'components', 'entrypoints', 'test/unit'].flatMap(sourceFiles).filter((file) =>
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
      'first-paint',
      'lookup',
      'page-integration',
      'reading',
      'saved-replies',
      'sending',
      'snooze',
      'ticket-lists',
      'watch',
      'workspaces',
    ]);
  });
});
