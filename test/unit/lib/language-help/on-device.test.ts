import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  availabilityOf,
  detectLanguage,
  onDeviceSupported,
  STALL_MS,
  translateText,
} from '@/lib/language-help/on-device';
import { installOnDeviceFake, type OnDeviceFakeConfig } from '@/test/support/on-device-fake';

// The adapter's handling of every state the browser's APIs can be in, against the test fake.

const g = globalThis as Record<string, unknown>;
afterEach(() => {
  for (const name of ['LanguageDetector', 'Translator', 'Summarizer', '__onDeviceFake']) delete g[name];
});
const fake = (config: OnDeviceFakeConfig = {}) => installOnDeviceFake(config);

describe('the on-device adapter', () => {
  it('says unavailable without the APIs (Firefox, an older Chrome)', async () => {
    expect(onDeviceSupported()).toBe(false);
    expect(await availabilityOf({ model: 'detector' })).toBe('unavailable');
    await expect(translateText({ from: 'sv', to: 'en' }, 'Hej', () => undefined)).rejects.toMatchObject({
      code: 'failed',
    });
  });

  it('passes each availability the browser reports', async () => {
    for (const state of ['unavailable', 'downloadable', 'downloading', 'available'] as const) {
      fake({ detector: state });
      expect(await availabilityOf({ model: 'detector' })).toBe(state);
    }
  });

  it('a download without a click is refused as needs-click; after a click it reports progress to 100 %', async () => {
    fake({ detector: 'downloadable', detected: { language: 'sv', confidence: 0.95 } });
    await expect(detectLanguage('Hej', () => undefined)).rejects.toMatchObject({ code: 'needs-click' });
    (g.__onDeviceFake as OnDeviceFakeConfig).clicked = true;
    const progress: number[] = [];
    expect(await detectLanguage('Hej', (loaded) => progress.push(loaded))).toEqual({
      language: 'sv',
      confidence: 0.95,
    });
    // 0 % is said at once, before the browser's own progress.
    expect(progress).toEqual([0, 0, 0.5, 1]);
    expect(await availabilityOf({ model: 'detector' })).toBe('available');
  });

  it('a download the browser starts but never reports is said at 0 %, not as nothing', async () => {
    // Debian's Chromium: the pair is downloadable, and create() neither settles nor reports.
    fake({ translator: 'downloadable', clicked: true });
    (g.Translator as { create: () => Promise<never> }).create = () => new Promise<never>(() => undefined);
    const progress: number[] = [];
    void translateText({ from: 'sv', to: 'da' }, 'Hej', (loaded) => progress.push(loaded));
    await expect.poll(() => progress).toEqual([0]);
  });

  it('a download whose progress stops is ended as stalled after a minute, and can be tried again', async () => {
    vi.useFakeTimers();
    try {
      fake({ translator: 'downloadable', clicked: true, stallAfter: 0.5 });
      const progress: number[] = [];
      const outcome = translateText({ from: 'sv', to: 'de' }, 'Hej', (loaded) => progress.push(loaded)).then(
        (text) => ({ text }),
        (error: unknown) => ({ error }),
      );
      await vi.advanceTimersByTimeAsync(10);
      expect(progress).toEqual([0, 0, 0.5]);
      // Each progress starts the minute again: nothing is said before a whole minute without one.
      await vi.advanceTimersByTimeAsync(STALL_MS - 100);
      let settled = false;
      void outcome.then(() => {
        settled = true;
      });
      await vi.advanceTimersByTimeAsync(0);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(200);
      expect(await outcome).toEqual({ error: expect.objectContaining({ code: 'download-stalled' }) });
      // Tried again, the download goes through: the stalled session was not kept.
      (g.__onDeviceFake as OnDeviceFakeConfig).stallAfter = undefined;
      const again = translateText({ from: 'sv', to: 'de' }, 'Hej', () => undefined);
      await vi.advanceTimersByTimeAsync(10);
      expect(await again).toBe('[de] Hej');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a download that reached 100 % is not taken for stalled while the browser readies the model', async () => {
    vi.useFakeTimers();
    try {
      fake({ translator: 'downloadable', clicked: true, stallAfter: 1 });
      const seen: unknown[] = [];
      void translateText({ from: 'sv', to: 'is' }, 'Hej', () => undefined).catch((error) => seen.push(error));
      await vi.advanceTimersByTimeAsync(STALL_MS * 3);
      expect(seen).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('an unsupported pair is said as such', async () => {
    fake({ unsupported: ['sv>fi'] });
    expect(await availabilityOf({ model: 'translator', from: 'sv', to: 'fi' })).toBe('unavailable');
    await expect(translateText({ from: 'sv', to: 'fi' }, 'Hej', () => undefined)).rejects.toMatchObject({
      code: 'unsupported-pair',
    });
  });

  it('streams the translation, and a failure mid-stream keeps what came', async () => {
    fake();
    const seen: string[] = [];
    expect(
      await translateText(
        { from: 'sv', to: 'en' },
        'Hej på dig',
        () => undefined,
        (s) => seen.push(s),
      ),
    ).toBe('[en] Hej på dig');
    expect(seen).toEqual(['[en] ', '[en] Hej ', '[en] Hej på ', '[en] Hej på dig']);
    fake({ failAfter: 2 });
    const partial: string[] = [];
    await expect(
      translateText(
        { from: 'sv', to: 'nb' },
        'Hej på dig',
        () => undefined,
        (s) => partial.push(s),
      ),
    ).rejects.toMatchObject({ code: 'failed' });
    expect(partial.at(-1)).toBe('[nb] Hej ');
  });
});
