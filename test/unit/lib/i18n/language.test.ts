import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { activeLocale, describeError, t } from '@/lib/i18n/format';
import { languageOf, languageOfTag, loadLanguage } from '@/lib/i18n/language';
import { defaultSettings, settingsStorage } from '@/lib/settings/items';
import { loadSettingsLanguage } from '@/lib/settings/language';
import { formatRelative } from '@/lib/ui/relative-time';
import { catalogsFromSource } from '@/test/support/catalogs';

const uiLanguage = (tag: string) =>
  vi.spyOn(fakeBrowser, 'i18n', 'get').mockReturnValue({ getUILanguage: () => tag } as never);

beforeEach(() => {
  fakeBrowser.reset();
  catalogsFromSource();
});
afterEach(() => loadLanguage('en'));

describe('the interface language', () => {
  it('follows the browser: any Norwegian is Bokmål, the other Nordic languages as they are, else English', () => {
    expect(['nb', 'no', 'nn-NO', 'nb_NO'].map(languageOfTag)).toEqual(['nb', 'nb', 'nb', 'nb']);
    expect(['sv-SE', 'da', 'fi-FI', 'en-GB', 'de', '', undefined].map(languageOfTag)).toEqual([
      'sv',
      'da',
      'fi',
      'en',
      'en',
      'en',
      'en',
    ]);
    uiLanguage('fi');
    expect(languageOf('auto')).toBe('fi');
    // The locale the browser chose for the extension's _locales counts too (Chromium's --lang).
    vi.spyOn(fakeBrowser, 'i18n', 'get').mockReturnValue({
      getUILanguage: () => 'en-US',
      getMessage: (name: string) => (name === 'uiLanguage' ? 'nb' : ''),
    } as never);
    expect(languageOf('auto')).toBe('nb');
    uiLanguage('fi');
    expect(languageOf(undefined)).toBe('fi');
    expect(languageOf('da')).toBe('da');
  });

  it('speaks the chosen language once its catalog is loaded, sentences and failures alike', async () => {
    expect(t('tabs.recent')).toBe('Recent');
    await loadLanguage('nb');
    expect(activeLocale()).toBe('nb');
    expect(t('tabs.recent')).toBe('Nylige');
    expect(t('lists.count', { count: 2 })).toBe('2 saker');
    expect(describeError({ code: 'not-found' })).toBe(
      'Ikke funnet: saken finnes ikke, eller du har ikke tilgang til den.',
    );
    await loadLanguage('sv');
    expect(t('composer.send')).toBe('Skicka');
    await loadLanguage('en');
    expect(t('composer.send')).toBe('Send');
  });

  it('writes relative times in the language', async () => {
    await loadLanguage('da');
    const now = Date.parse('2026-11-23T12:00:00Z');
    expect(formatRelative('2026-11-23T11:55:00Z', now, activeLocale())).toBe('for 5 minutter siden');
  });

  it('uses the language chosen in Options over the browser’s', async () => {
    uiLanguage('sv-SE');
    await settingsStorage.setValue({ ...defaultSettings, language: 'fi' });
    expect(await loadSettingsLanguage()).toBe('fi');
    expect(t('composer.send')).toBe('Lähetä');
    await settingsStorage.setValue({ ...defaultSettings, language: 'auto' });
    expect(await loadSettingsLanguage()).toBe('sv');
  });
});
