import { browser } from 'wxt/browser';
import { sameValue } from '@/lib/same-value';

// The worker's memory of storage.local keys it read or wrote, so that a hot path (a cached ticket,
// the category tree, the ticket index) is not read and deserialized again per message. Sound
// because the worker is the only writer of these keys (lib/storage/items.ts): it records what it writes.
// A change it did not make (a test, devtools, a migration) drops the copy: every change event is
// compared with what is remembered. A read during which any change happened is not remembered.
// Worker only.

interface Entry {
  /** The value as storage holds it (compared with change events). */
  stored: unknown;
  /** The value as the caller wants it (decoded). */
  value: unknown;
}

/** At most this many keys are remembered (least recently used go first). */
const MEMO_CAP = 400;

const entries = new Map<string, Entry>();
let changes = 0;

function onChanged(changed: Record<string, { newValue?: unknown }>, area: string): void {
  if (area !== 'local') return;
  changes++;
  for (const [key, change] of Object.entries(changed)) {
    const entry = entries.get(key);
    if (entry && !sameValue(entry.stored, change.newValue)) entries.delete(key);
  }
}

/** Listening before anything is remembered; a browser whose listeners were reset (tests) starts over. */
function listening(): void {
  if (browser.storage.onChanged.hasListener(onChanged)) return;
  entries.clear();
  browser.storage.onChanged.addListener(onChanged);
}

function keep(key: string, entry: Entry): void {
  entries.delete(key);
  entries.set(key, entry);
  if (entries.size > MEMO_CAP) entries.delete(entries.keys().next().value as string);
}

/** The value of `key` (decoded), from memory when the worker knows it, else from storage. */
export async function readMemo<T>(key: string, decode: (stored: unknown) => T): Promise<T> {
  listening();
  const known = entries.get(key);
  if (known) {
    keep(key, known);
    return known.value as T;
  }
  const before = changes;
  const stored = (await browser.storage.local.get(key))[key];
  const value = decode(stored);
  if (changes === before) keep(key, { stored, value });
  return value;
}

/**
 * Writes `values` (key → [stored form, decoded value]; undefined removes the key) and remembers
 * them at once: a read while the write is under way gets the new value, as storage will hold it
 * (storage applies one context's writes in order). A failed write forgets them. The one way the
 * worker writes a key it reads through `readMemo`.
 */
export async function writeMemo(values: Record<string, [stored: unknown, value: unknown] | undefined>) {
  listening();
  changes++; // a read under way may return the old value: it is not remembered
  const set: Record<string, unknown> = {};
  const removed: string[] = [];
  for (const [key, pair] of Object.entries(values)) {
    if (pair) {
      set[key] = pair[0];
      keep(key, { stored: pair[0], value: pair[1] });
    } else {
      removed.push(key);
      entries.delete(key);
    }
  }
  try {
    if (Object.keys(set).length) await browser.storage.local.set(set);
    if (removed.length) await browser.storage.local.remove(removed);
  } catch (error) {
    for (const key in set) entries.delete(key);
    throw error;
  }
}
