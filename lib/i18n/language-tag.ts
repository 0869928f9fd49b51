// Pure: which of Sidedesk's languages a BCP 47 tag or an Accept-Language header asks for. Shared by
// the extension (lib/i18n/language.ts) and the broker's pages (server/broker/page-words.ts).

export const languages = ['en', 'nb', 'sv', 'da', 'fi'] as const;

/**
 * A message of the extension's _locales that names the language of the locale the browser picked
 * for its UI (en, nb, sv, da or fi): the browser's own choice, with its own fallbacks (nb -> no).
 */
export const UI_LANGUAGE_MESSAGE = 'uiLanguage';
export type Language = (typeof languages)[number];

/** The language of a tag, or null when it is none of the five: any Norwegian (no, nb, nn) is Bokmål. */
export function knownLanguageOf(tag: string | undefined): Language | null {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  if (primary === 'no' || primary === 'nb' || primary === 'nn') return 'nb';
  return (languages as readonly string[]).includes(primary) ? (primary as Language) : null;
}

/** The language of a tag; English when it is none of the five. */
export const languageOfTag = (tag: string | undefined): Language => knownLanguageOf(tag) ?? 'en';

/** The first of the five an Accept-Language header prefers (by q, then order); else English. */
export function languageOfAcceptLanguage(header: string | undefined): Language {
  const ranked = (header ?? '')
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { tag, q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const language = knownLanguageOf(tag);
    if (language) return language;
  }
  return 'en';
}
