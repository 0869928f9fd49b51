import { browser } from 'wxt/browser';
import { SidedeskError } from '@/lib/api/errors';
import { expected } from '@/lib/diagnostics/report';
import { sameValue } from '@/lib/same-value';
import { STORED } from '@/lib/settings/items';
import type { ManagedSetup } from '@/lib/settings/managed';
import { resolveState } from '@/lib/settings/resolve';
import type { Settings, SettingsState, WorkspaceView } from '@/lib/settings/types';
import { readMemo, writeMemo } from '@/lib/storage/worker/memo';

// The worker's copy of the settings, the view and the policy: read from storage once, kept in
// memory, and written only here, one change at a time. Each change updates the memory in the same
// step as its write (lib/storage/worker/memo.ts), so a message answered meanwhile already sees it,
// and no message reads three storage items to learn the settings. A change made outside the worker
// (a test, devtools) drops the copy and the next read takes it from storage. Worker only.

const SETTINGS_KEY = STORED.settings.key;
const VIEW_KEY = STORED.view.key;
const MANAGED_KEY = STORED.managed.key;
/** Keys that outlive a sign-out: the settings belong to the browser, not to the agent. */
export const SETTINGS_KEYS = [SETTINGS_KEY, MANAGED_KEY];

interface Stored {
  settings: Settings;
  view: WorkspaceView;
  managed: ManagedSetup;
}

async function stored(): Promise<Stored> {
  const [settings, view, managed] = await Promise.all([
    readMemo(SETTINGS_KEY, STORED.settings.decode),
    readMemo(VIEW_KEY, STORED.view.decode),
    readMemo(MANAGED_KEY, STORED.managed.decode),
  ]);
  return { settings, view, managed };
}

/** The resolved settings and the active workspace's panel ticket, from memory once read. */
export async function currentState(): Promise<SettingsState> {
  const { settings, view, managed } = await stored();
  return resolveState(settings, managed, view);
}

export const currentSettings = async (): Promise<Settings> => (await currentState()).settings;

let queue: Promise<unknown> = Promise.resolve();

/**
 * Runs `work` after every change asked for before it: a switch, an open and a save never
 * interleave, so none reads a value another is about to replace.
 */
function inStep<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work);
  queue = run.catch(expected('caller-told'));
  return run;
}

type SettingsListener = (before: Settings, after: Settings) => void;
const listeners: SettingsListener[] = [];
/**
 * Settings this worker wrote and already told its listeners of, oldest first: storage's echo of
 * each (storage.onChanged, in the order of the writes) is not told again.
 */
const told: Settings[] = [];

/** Stores what `next` changed (memory first, then storage); call inside `inStep`. */
async function write(before: Stored, next: Partial<Stored>): Promise<void> {
  const values: Parameters<typeof writeMemo>[0] = {};
  const settings = next.settings && !sameValue(next.settings, before.settings) ? next.settings : null;
  if (settings) values[SETTINGS_KEY] = [settings, settings];
  if (next.view && !sameValue(next.view, before.view)) values[VIEW_KEY] = [next.view, next.view];
  if (next.managed && !sameValue(next.managed, before.managed))
    values[MANAGED_KEY] = [next.managed, next.managed];
  if (!Object.keys(values).length) return;
  if (settings) told.push(JSON.parse(JSON.stringify(settings))); // as storage keeps it: no field undefined
  await writeMemo(values);
  // Told before the change is answered: what it ends (a broker's sessions) has ended by the time
  // the page acts on the answer (a Test connection right after a Save is not cut off by it).
  if (settings) for (const listener of listeners) listener(before.settings, settings);
}

/**
 * One serialized change of the stored items: `change` gets them as they are now (resolved too)
 * and returns what to store, and what to answer.
 */
export function changeStored<T>(
  change: (now: Stored & { state: SettingsState }) => { next: Partial<Stored>; answer: T },
): Promise<T> {
  return inStep(async () => {
    const now = await stored();
    const { next, answer } = change({ ...now, state: resolveState(now.settings, now.managed, now.view) });
    await write(now, next);
    return answer;
  });
}

/** The view as it is now, changed by `change` (null: leave it) in one serialized step. */
export function changeView(change: (view: WorkspaceView, state: SettingsState) => WorkspaceView | null) {
  return changeStored(({ view, state }) => {
    const next = change(view, state);
    return { next: next ? { view: next } : {}, answer: state };
  });
}

/** Stores the settings in the current shape (layout 4, lib/worker/migrations.ts). */
export async function rewriteSettings(): Promise<void> {
  const { [SETTINGS_KEY]: settings } = await browser.storage.local.get(SETTINGS_KEY);
  if (settings !== undefined)
    await browser.storage.local.set({ [SETTINGS_KEY]: STORED.settings.decode(settings) });
}

/** The policy as the worker last read it from `storage.managed` (lib/settings/managed.ts). */
export const storeManaged = (managed: ManagedSetup) =>
  changeStored(() => ({ next: { managed }, answer: undefined }));

export const noSuchWorkspace = () =>
  new SidedeskError('bad-input', { reason: 'error.bad-input.no-such-workspace' });

/**
 * Calls `listener` with the stored settings before and after each change, whoever made it: the
 * worker's own writes as they are made, before they are answered; others' (a test, devtools) as
 * storage tells of them. Register synchronously at the top of the worker.
 */
export function onStoredSettingsChange(listener: SettingsListener): void {
  const { onChanged } = browser.storage;
  if (!onChanged.hasListener(toldByStorage)) onChanged.addListener(toldByStorage);
  listeners.push(listener);
}

function toldByStorage(changes: Record<string, { oldValue?: unknown; newValue?: unknown }>, area: string) {
  const change = area === 'local' ? changes[SETTINGS_KEY] : undefined;
  if (!change) return;
  const own = told.findIndex((settings) => sameValue(settings, change.newValue));
  if (own >= 0) {
    told.splice(0, own + 1); // this write's echo (and any whose echo never came)
    return;
  }
  const before = STORED.settings.decode(change.oldValue);
  const after = STORED.settings.decode(change.newValue);
  for (const listener of listeners) listener(before, after);
}
