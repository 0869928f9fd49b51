import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languageOfAcceptLanguage } from '@/lib/i18n/language-tag';
import { pageWords } from '@/server/broker/page-words';
import { type Stack, startStack } from './helpers';

// The broker's pages speak the language the browser prefers among Sidedesk's five.

const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)]
    .map((m) => m[1])
    .sort()
    .join();

describe('the broker’s page words', () => {
  it('picks the first of the five the browser prefers, by q', () => {
    expect(languageOfAcceptLanguage('nb-NO,nb;q=0.9,en;q=0.8')).toBe('nb');
    expect(languageOfAcceptLanguage('no')).toBe('nb');
    expect(languageOfAcceptLanguage('de-DE,sv;q=0.7,en;q=0.5')).toBe('sv');
    expect(languageOfAcceptLanguage('en;q=0.4,fi;q=0.9')).toBe('fi');
    expect(languageOfAcceptLanguage('en-US,da;q=0.9')).toBe('en');
    expect(languageOfAcceptLanguage('de, fr')).toBe('en');
    expect(languageOfAcceptLanguage(undefined)).toBe('en');
  });

  it('has every English word in every language, with the same placeholders', () => {
    const differ = Object.entries(pageWords).flatMap(([language, words]) =>
      Object.entries(pageWords.en)
        .filter(
          ([key, english]) => placeholders(words[key as keyof typeof words] ?? '') !== placeholders(english),
        )
        .map(([key]) => `${language}.${key}`),
    );
    expect(differ).toEqual([]);
  });
});

describe('the broker’s sign-in page', { timeout: 30_000 }, () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack.close());

  it.each([
    ['nb-NO,nb;q=0.9,en;q=0.8', 'nb', 'Passord', 'Logg inn'],
    ['sv-SE', 'sv', 'Lösenord', 'Logga in'],
    ['da', 'da', 'Adgangskode', 'Log ind'],
    ['fi-FI,en;q=0.5', 'fi', 'Salasana', 'Kirjaudu sisään'],
    ['de-DE', 'en', 'Password', 'Sign in'],
  ])('is in the language of Accept-Language %s', async (header, lang, password, button) => {
    const page = await stack.call('/sign-in', { headers: { 'Accept-Language': header } });
    expect(page.text).toContain(`<html lang="${lang}">`);
    expect(page.text).toContain(`<label for="password">${password}</label>`);
    expect(page.text).toContain(`<button type="submit">${button}</button>`);
  });
});
