import type { Signal } from '@preact/signals';
import type { ComponentChildren } from 'preact';
import { useEffect, useMemo } from 'preact/hooks';
import { activeLocale, t } from '@/lib/i18n/format';
import { useLanguageHelpOn } from './enabled';
import { JobLine } from './JobLine';
import { busy } from './job';
import { languageName } from './language-name';
import { createMessageHelp } from './message-help';
import { onDeviceSupported } from './on-device';
import { TranslatedText } from './TranslatedText';
import './language-help.css';

/**
 * The customer's message with on-device language help: "Swedish · Translate" above it, the
 * translation in its place (the original one click away), and "Summary" above a long one. Without
 * the APIs, or with the feature off, the message alone.
 */
export function MessageHelp(props: {
  helpKey: string;
  text: string;
  customerLanguage: Signal<string | null>;
  original: ComponentChildren;
}) {
  const on = useLanguageHelpOn();
  if (!on || !onDeviceSupported() || !props.text.trim()) return <>{props.original}</>;
  return <MessageWithHelp {...props} />;
}

function MessageWithHelp({
  helpKey,
  text,
  customerLanguage,
  original,
}: {
  helpKey: string;
  text: string;
  customerLanguage: Signal<string | null>;
  original: ComponentChildren;
}) {
  const agentLanguage = activeLocale();
  const help = useMemo(
    () => createMessageHelp({ key: helpKey, text, agentLanguage, customerLanguage }),
    [helpKey, text, agentLanguage, customerLanguage],
  );
  useEffect(() => void help.start(), [help]);
  const foreign = help.foreign.value;
  const translation = help.translation.value;
  const showingTranslation = help.showing.value === 'translation' && !!help.translated.value;
  const summary = help.summary.value;
  const points = help.points.value;
  const from = foreign ? languageName(foreign) : '';
  const target = languageName(agentLanguage);
  return (
    <>
      <div class="lh-line">
        {help.detectOnClick.value && !foreign && (
          <button type="button" class="link" disabled={busy(help.detection.value)} onClick={help.detect}>
            {t('help.detect')}
          </button>
        )}
        {foreign &&
          (showingTranslation ? (
            <>
              <span>{t('help.translated', { language: from })}</span>
              <button type="button" class="link" onClick={help.showOriginal}>
                {t('help.show-original')}
              </button>
            </>
          ) : (
            <>
              <span>{from}</span>
              <span aria-hidden="true">·</span>
              <button
                type="button"
                class="link"
                aria-label={t('help.translate.label', { language: from, target })}
                disabled={busy(translation)}
                onClick={help.translate}
              >
                {busy(translation)
                  ? t('help.translating')
                  : help.translated.value && translation.state === 'done'
                    ? t('help.show-translation')
                    : t('help.translate')}
              </button>
            </>
          ))}
        {help.summaryOffered.value && !points && (
          <button
            type="button"
            class="link lh-summary-button"
            aria-label={t('help.summary.label')}
            disabled={busy(summary)}
            onClick={help.summarize}
          >
            {t('help.summary')}
          </button>
        )}
      </div>
      <JobLine
        job={help.detection.value}
        downloading={(percent) => t('help.download.detector', { percent })}
        retry={help.detect}
      />
      <JobLine
        job={translation}
        downloading={(percent) => t('help.download.translator', { from, to: target, percent })}
        failures={{ 'unsupported-pair': t('help.unsupported-pair', { from, target }) }}
        retry={help.translate}
      />
      <JobLine
        job={summary}
        downloading={(percent) => t('help.download.summarizer', { percent })}
        retry={help.summarize}
      />
      {summary.state === 'working' && <p role="status">{t('help.summarizing')}</p>}
      {points && (
        <section class="lh-summary" aria-label={t('help.summary.title')}>
          <h3>{t('help.summary.title')}</h3>
          <ul>
            {points.map((point, index) => (
              <li key={index}>{point}</li>
            ))}
          </ul>
        </section>
      )}
      {showingTranslation && help.translated.value ? (
        <TranslatedText
          blocks={help.translated.value}
          language={agentLanguage}
          streaming={busy(translation)}
        />
      ) : (
        original
      )}
    </>
  );
}
