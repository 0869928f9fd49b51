import { activeLocale } from '@/lib/i18n/format';

/** A language's name in the interface's language ("Swedish", "svensk"), capitalized as a label. */
export function languageName(tag: string): string {
  let name = tag;
  try {
    name = new Intl.DisplayNames([activeLocale()], { type: 'language' }).of(tag) ?? tag;
  } catch {
    // An odd tag from the detector: said as it is.
  }
  return name.charAt(0).toLocaleUpperCase(activeLocale()) + name.slice(1);
}
