// @vitest-environment happy-dom
import type { VNode } from 'preact';
import { render } from 'preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { Options } from '@/components/options/Options';
import { Popup } from '@/components/popup/Popup';
import { SidePanel } from '@/components/sidepanel/SidePanel';
import type { ProtocolClient } from '@/lib/messaging/client';
import type { PermissionsApi } from '@/lib/settings/host-access';
import { followSettings } from '@/lib/settings/read';
import { currentSettings } from '@/lib/settings/worker/store';
import { flush } from '@/test/support/render-root';
import { sampleTicket } from '@/test/support/samples';
import { fakeWorkerContext, inProcessClient, sampleAgent, setUpWorkspace } from '@/test/support/worker';

// Each page mounted and unmounted 100 times (a panel opened and closed all day) leaves behind no
// listener: no browser event listener (storage watches among them), no window or document listener,
// no timer, no signal effect still running (a model's effects end with its view). What one mount leaves for good (a module's own first-use listener) is counted after the
// first round; the 99 rounds after it add nothing.

type Live = Map<string, number>;
const live: Live = new Map();
/** Where each browser listener or signal effect still held was added: said when one is left behind. */
const stacks = new Map<object, string>();
const bump = (key: string, by: number) => live.set(key, (live.get(key) ?? 0) + by);

// Every effect() of the app's code, counted from its start to its disposal.
const effects = vi.hoisted(() => ({ counted: false, bump: (_key: string, _by: number) => {} }));
vi.mock('@preact/signals', async (importOriginal) => {
  const signals = await importOriginal<typeof import('@preact/signals')>();
  const effect: typeof signals.effect = (fn, options) => {
    let instance: { dispose: () => void } | undefined;
    const dispose = signals.effect(function (this: { dispose: () => void }) {
      instance ??= this;
      return fn.call(this);
    }, options);
    if (!effects.counted) return dispose;
    let running = true;
    effects.bump('signal effects', 1);
    const stop = Object.assign(() => {
      if (running) effects.bump('signal effects', -1);
      running = false;
      stacks.delete(stop);
      dispose();
    }, dispose);
    stacks.set(stop, new Error().stack ?? '');
    // A createModel model disposes its effects through each Effect's own dispose().
    if (instance) instance.dispose = stop;
    return stop;
  };
  return { ...signals, effect };
});
effects.bump = bump;

/** Counts the listeners every browser event of the fake browser holds (storage.onChanged …). */
function countBrowserListeners() {
  const seen = new Set<object>();
  const visit = (node: unknown, path: string, depth: number) => {
    if (!node || typeof node !== 'object' || seen.has(node) || depth > 4) return;
    seen.add(node);
    const event = node as { addListener?: unknown; removeListener?: unknown };
    if (typeof event.addListener === 'function' && typeof event.removeListener === 'function') {
      const add = event.addListener.bind(node) as (cb: unknown) => void;
      const remove = event.removeListener.bind(node) as (cb: unknown) => void;
      const has = (node as { hasListener: (cb: unknown) => boolean }).hasListener.bind(node);
      vi.spyOn(event as { addListener: (cb: unknown) => void }, 'addListener').mockImplementation((cb) => {
        if (!has(cb)) bump(path, 1);
        stacks.set(cb as object, new Error().stack ?? '');
        add(cb);
      });
      vi.spyOn(event as { removeListener: (cb: unknown) => void }, 'removeListener').mockImplementation(
        (cb) => {
          if (has(cb)) bump(path, -1);
          stacks.delete(cb as object);
          remove(cb);
        },
      );
      return;
    }
    for (const key of Object.keys(node))
      visit((node as Record<string, unknown>)[key], `${path}.${key}`, depth + 1);
  };
  visit(fakeBrowser, 'browser', 0);
}

/** Counts the window's and the document's listeners, and the timers still to fire. */
function countPageListeners() {
  for (const [name, target] of [
    ['window', window],
    ['document', document],
  ] as const) {
    const held = new Set<string>();
    const add = target.addEventListener.bind(target);
    const remove = target.removeEventListener.bind(target);
    const keyOf = (type: string, listener: unknown) => `${type}:${listenerId(listener)}`;
    vi.spyOn(target, 'addEventListener').mockImplementation(((
      type: string,
      listener: never,
      options: never,
    ) => {
      const key = keyOf(type, listener);
      if (!held.has(key)) bump(`${name}.${type}`, 1);
      held.add(key);
      add(type, listener, options);
    }) as never);
    vi.spyOn(target, 'removeEventListener').mockImplementation(((
      type: string,
      listener: never,
      options: never,
    ) => {
      const key = keyOf(type, listener);
      if (held.delete(key)) bump(`${name}.${type}`, -1);
      remove(type, listener, options);
    }) as never);
  }
  const setInterval = window.setInterval.bind(window);
  const clearInterval = window.clearInterval.bind(window);
  const intervals = new Set<unknown>();
  vi.spyOn(window, 'setInterval').mockImplementation(((...args: Parameters<typeof window.setInterval>) => {
    const id = setInterval(...args);
    intervals.add(id);
    bump('intervals', 1);
    return id;
  }) as never);
  vi.spyOn(window, 'clearInterval').mockImplementation(((id: number) => {
    if (intervals.delete(id)) bump('intervals', -1);
    clearInterval(id);
  }) as never);
}

const ids = new WeakMap<object, number>();
let nextId = 0;
const listenerId = (listener: unknown) => {
  if (!listener || (typeof listener !== 'object' && typeof listener !== 'function')) return String(listener);
  if (!ids.has(listener)) ids.set(listener, ++nextId);
  return ids.get(listener);
};

const ourFrames = (stack: string) =>
  stack
    .split('\n')
    .filter(
      (line) => !line.includes('node:') && !line.includes('node_modules') && !line.includes('mount-unmount'),
    )
    .slice(0, 6)
    .join('\n');

const ROUNDS = Number(process.env.MOUNT_ROUNDS ?? 100);

/** Mounts and unmounts `page` ROUNDS times; the live counts after the first round and after the last. */
async function cycle(drawn: string, page: () => { view: VNode; end?: () => void }) {
  const root = document.createElement('div');
  document.body.append(root);
  let first: Record<string, number> = {};
  let before = new Set<object>();
  for (let round = 1; round <= ROUNDS; round++) {
    const { view, end } = page();
    render(view, root);
    await flush(3);
    // Drawn, with what the page loads with import() beside its first read (Options' workspaces).
    await expect
      .poll(() => root.querySelector(drawn), { message: `the page drew ${drawn}`, timeout: 30_000 })
      .not.toBeNull();
    render(null, root);
    end?.();
    await flush(1);
    if (round === 1) {
      first = Object.fromEntries(live);
      before = new Set(stacks.keys());
    }
  }
  root.remove();
  const last = Object.fromEntries(live);
  const grown = Object.keys(last).filter((key) => (last[key] ?? 0) > (first[key] ?? 0));
  const leftBy = [...stacks].filter(([cb]) => !before.has(cb)).map(([, stack]) => ourFrames(stack));
  return {
    grown: Object.fromEntries(grown.map((key) => [key, `${first[key] ?? 0} → ${last[key]}`])),
    last,
    /** Where the browser listeners left behind were added (the project's frames). */
    leftBy: [...new Set(leftBy)].join('\n\n'),
  };
}

let client: ProtocolClient;
beforeEach(async () => {
  fakeBrowser.reset();
  live.clear();
  await setUpWorkspace();
  const getTicket = async (id: number) => sampleTicket({ id });
  client = inProcessClient(fakeWorkerContext({ api: { getTicket } }), {
    getStatus: () => ({ state: 'signed-in', agent: sampleAgent }),
  }).client;
  await currentSettings(); // the in-process worker's own first-use listener, before counting
  countBrowserListeners();
  countPageListeners();
  effects.counted = true;
});
afterEach(() => {
  effects.counted = false;
  vi.restoreAllMocks();
});

const permissions: PermissionsApi = {
  request: async () => true,
  remove: async () => true,
  contains: async () => true,
  getAll: async () => ({ origins: [] }),
};

describe('a page mounted and unmounted 100 times', () => {
  it('the popup leaves no listener behind', { timeout: 120_000 }, async () => {
    const env = {
      openPanel: async () => {},
      close: () => {},
      readTab: async () => undefined,
      language: 'en',
    };
    const { grown, last, leftBy } = await cycle('.popup-tabs, [role=tablist]', () => ({
      view: <Popup client={client} env={env} />,
    }));
    expect(grown, leftBy).toEqual({});
    expect(Object.keys(last).length, 'the counting saw the page listen').toBeGreaterThan(0);
  });

  it('the side panel, with a ticket and its composer open, leaves no listener behind', {
    timeout: 120_000,
  }, async () => {
    await client.call({ op: 'showInPanel', ticketId: 42 });
    const { grown, last, leftBy } = await cycle('#sp-message', () => {
      const settings = followSettings();
      return { view: <SidePanel client={client} settings={settings} />, end: () => settings.stop() };
    });
    expect(grown, leftBy).toEqual({});
    expect(Object.keys(last).length, 'the counting saw the page listen').toBeGreaterThan(0);
  });

  it('Options leaves no listener behind', { timeout: 120_000 }, async () => {
    const { grown, last, leftBy } = await cycle('#ws-name', () => {
      const follower = followSettings();
      return {
        view: <Options client={client} env={{ follower, permissions }} />,
        end: () => follower.stop(),
      };
    });
    expect(grown, leftBy).toEqual({});
    expect(Object.keys(last).length, 'the counting saw the page listen').toBeGreaterThan(0);
  });
});
