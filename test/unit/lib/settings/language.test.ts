// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { startInSettingsLanguage } from '@/lib/settings/language';
import type { Settings, SettingsFollower, SettingsState } from '@/lib/settings/read';
import { followTheme } from '@/lib/theme';
import { sampleSettings } from '@/test/support/samples';
import { eventually } from '@/test/support/settle';
import { settle } from '@/test/support/worker';

/** A page's follower whose changes the test sends; it counts who still listens. */
function fakeFollower(first: Partial<Settings>) {
  const listeners = new Set<(state: SettingsState) => void>();
  const state = (settings: Partial<Settings>) =>
    ({ settings: { ...sampleSettings(), ...settings } }) as SettingsState;
  const follower: SettingsFollower = {
    first: Promise.resolve(state(first)),
    current: () => null,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop: () => listeners.clear(),
  };
  const send = (settings: Partial<Settings>) => {
    for (const listener of [...listeners]) listener(state(settings));
  };
  return { follower, send, listening: () => listeners.size };
}

describe('the page owns what follows its settings', () => {
  it('the language redraws the page on a change, and no more once stopped', async () => {
    const { follower, send, listening } = fakeFollower({ language: 'en' });
    const redraw = vi.fn();
    const { language, stop } = await startInSettingsLanguage(follower, redraw);
    expect(language).toBe('en');
    send({ language: 'fi' });
    await eventually(() => expect(redraw).toHaveBeenCalledWith('fi'));
    stop();
    expect(listening()).toBe(0);
    send({ language: 'sv' });
    await settle();
    expect(redraw).toHaveBeenCalledTimes(1);
  });

  it('the theme follows the settings until stopped', () => {
    const { follower, send, listening } = fakeFollower({ theme: 'system' });
    const stop = followTheme(follower);
    send({ theme: 'dark' });
    expect(document.documentElement.dataset.theme).toBe('dark');
    stop();
    expect(listening()).toBe(0);
    send({ theme: 'light' });
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});
