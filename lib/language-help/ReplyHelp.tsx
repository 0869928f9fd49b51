import type { Signal } from '@preact/signals';
import { useMemo } from 'preact/hooks';
import { activeLocale, t } from '@/lib/i18n/format';
import type { MessageFormat } from '@/lib/records/variables';
import { useLanguageHelpOn } from './enabled';
import { JobLine } from './JobLine';
import { busy } from './job';
import { languageName } from './language-name';
import { sameLanguage } from './message-help';
import { onDeviceSupported } from './on-device';
import { createReplyTranslation } from './reply-translation';
import './language-help.css';

interface ReplyHelpProps {
  message: Signal<string>;
  format: () => MessageFormat;
  /** The customer's language, once the message's was detected. */
  customerLanguage: Signal<string | null>;
  kept: () => Promise<string[]>;
}

/** "Translate into Swedish" under the reply box, when the customer writes in another language. */
export function ReplyHelp(props: ReplyHelpProps) {
  const on = useLanguageHelpOn();
  const to = props.customerLanguage.value;
  const from = activeLocale();
  if (!on || !onDeviceSupported() || !to || sameLanguage(to, from)) return null;
  return <ReplyTranslate key={to} {...props} from={from} to={to} />;
}

function ReplyTranslate({ message, format, kept, from, to }: ReplyHelpProps & { from: string; to: string }) {
  const reply = useMemo(
    () => createReplyTranslation({ message, format, from, to, kept }),
    [message, format, from, to, kept],
  );
  const language = languageName(to);
  const job = reply.job.value;
  // An empty box has nothing to translate: the button comes with the agent's first words.
  if (!message.value.trim() && job.state === 'idle' && !reply.translatedInBox.value) return null;
  return (
    <div class="lh-reply">
      {reply.translatedInBox.value ? (
        <>
          <span role="status">{t('help.reply.translated', { language })}</span>
          <button type="button" onClick={reply.restore}>
            {t('help.reply.mine')}
          </button>
        </>
      ) : (
        <button
          type="button"
          aria-label={t('help.reply.translate.label', { language })}
          disabled={busy(job) || !message.value.trim()}
          onClick={reply.translate}
        >
          {job.state === 'working' ? t('help.translating') : t('help.reply.translate', { language })}
        </button>
      )}
      <JobLine
        job={job}
        downloading={(percent) =>
          t('help.download.translator', { from: languageName(from), to: language, percent })
        }
        failures={{
          'unsupported-pair': t('help.unsupported-pair', { from: languageName(from), target: language }),
        }}
        retry={reply.translate}
      />
    </div>
  );
}
