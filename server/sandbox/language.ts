/**
 * FAQ languages. The real service names them (`SbLanguage: norwegian`) and also reads
 * `Accept-Language`, of which only the first entry counts (shared/docs/api-notes.md, beside the repository).
 */
const languages = [
  { name: 'english', id: 1, code: 'en', aliases: ['en'] },
  { name: 'norwegian', id: 2, code: 'nb', aliases: ['nb', 'no', 'nn'] },
  { name: 'swedish', id: 3, code: 'sv', aliases: ['sv'] },
  { name: 'finnish', id: 4, code: 'fi', aliases: ['fi'] },
  { name: 'danish', id: 5, code: 'da', aliases: ['da'] },
  { name: 'german', id: 6, code: 'de', aliases: ['de'] },
] as const;

export type Language = (typeof languages)[number];
export type LanguageName = Language['name'];
export const DEFAULT_LANGUAGE: Language = languages[0];

export function languageByName(name: string): Language | undefined {
  return languages.find((language) => language.name === name.trim().toLowerCase());
}

/**
 * The language a request asks for: `SbLanguage` wins (it is the service's own, explicit header),
 * else the first `Accept-Language` entry, by primary subtag (`nb-NO;q=0.9` -> norwegian). A later
 * entry is ignored even when the first is unknown, as the real service does.
 */
export function requestedLanguage(headers: {
  sbLanguage?: string;
  acceptLanguage?: string;
}): Language | undefined {
  if (headers.sbLanguage) return languageByName(headers.sbLanguage);
  const first = headers.acceptLanguage?.split(',')[0]?.split(';')[0]?.trim().toLowerCase();
  const primary = first?.split('-')[0];
  if (!primary) return undefined;
  return languages.find((language) => (language.aliases as readonly string[]).includes(primary));
}
