import { vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';

/**
 * Slows storage.local of the fake browser as a busy browser does (each read and write answers
 * after `ms`), deterministically: the value is read or written when the call is made, answered
 * later, and calls keep their order. Races that depend on what a read saw across awaits show.
 */
export function slowStorage(ms: { get: number; set: number } = { get: 50, set: 40 }) {
  const area = fakeBrowser.storage.local;
  const later = <T>(value: T, delay: number) =>
    new Promise<T>((resolve) => setTimeout(() => resolve(value), delay));
  const get = area.get.bind(area);
  const set = area.set.bind(area);
  vi.spyOn(area, 'get').mockImplementation(((keys: never) =>
    get(keys).then((v) => later(v, ms.get))) as never);
  vi.spyOn(area, 'set').mockImplementation(((items: never) =>
    set(items).then(() => later(undefined, ms.set))) as never);
}
