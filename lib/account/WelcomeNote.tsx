import { t } from '@/lib/i18n/format';

/**
 * The guide shipped with the extension that explains the token broker: a view of the Options page
 * (entrypoints/options/main.tsx), not a page of its own, so the pages' shared code stays one chunk.
 */
export const BROKER_HELP_PAGE = '/options.html#token-broker';

/** First run: what to fill in, and what a token broker is. */
export function WelcomeNote() {
  return (
    <section class="welcome" aria-labelledby="welcome-heading">
      <h2 id="welcome-heading">{t('options.welcome.title')}</h2>
      <p>{t('options.welcome.intro')}</p>
      <p>
        {t('options.welcome.broker')}{' '}
        <a href={BROKER_HELP_PAGE} target="_blank" rel="noopener noreferrer">
          {t('options.welcome.broker-link')}
        </a>
      </p>
    </section>
  );
}
