import { afterEach, describe, expect, it } from 'vitest';
import {
  availabilityOf,
  detectLanguage,
  onDeviceSupported,
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
