import { t } from '@/lib/i18n/format';
import { type Language, type LanguageChoice, languages } from '@/lib/i18n/language';

/** Each language's name in itself, as the choice lists it (the same in every language). */
const languageNames: Record<Language, string> = {
  en: 'English',
  nb: 'Norsk (bokmål)',
  sv: 'Svenska',
  da: 'Dansk',
  fi: 'Suomi',
};

/** The interface language: the browser's, or one of the five, each named in its own language. */
export function LanguageField({
  value,
  onChange,
}: {
  value: LanguageChoice;
  onChange: (v: LanguageChoice) => void;
}) {
  return (
    <div class="field">
      <label for="language">{t('options.language')}</label>
      <select id="language" value={value} onChange={(e) => onChange(e.currentTarget.value as LanguageChoice)}>
        <option value="auto">{t('options.language.auto')}</option>
        {languages.map((language) => (
          <option key={language} value={language} lang={language}>
            {languageNames[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
