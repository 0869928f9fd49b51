import { t } from '@/lib/i18n/format';
import { unknownWord } from '@/lib/ui/unknown';
import './reading.css';

/** The element type of returned attachments is not specified: show what can be read, as text. */
function readOne(attachment: unknown, index: number): { name: string; url: string | null } {
  if (typeof attachment === 'string') return { name: attachment, url: safeUrl(attachment) };
  if (attachment && typeof attachment === 'object') {
    const { name, fileName, url, link } = attachment as Record<string, unknown>;
    const label = [name, fileName].find((v): v is string => typeof v === 'string' && v.trim() !== '');
    const href = [url, link].find((v): v is string => typeof v === 'string');
    return {
      name: label ?? href ?? t('view.attachment', { number: index + 1 }),
      url: href ? safeUrl(href) : null,
    };
  }
  return { name: t('view.attachment', { number: index + 1 }), url: null };
}

/** Only https links become links; anything else stays text. */
function safeUrl(value: string): string | null {
  try {
    return new URL(value).protocol === 'https:' ? value : null;
  } catch {
    return null;
  }
}

export function TicketAttachments({ attachments }: { attachments: unknown[] | undefined }) {
  if (attachments === undefined) {
    return (
      <>
        <h2>{t('view.attachments')}</h2>
        <p class="muted">{unknownWord()}</p>
      </>
    );
  }
  if (attachments.length === 0) return null;
  return (
    <>
      <h2>{t('view.attachments')}</h2>
      <ul class="sp-attachments">
        {attachments.map((attachment, index) => {
          const { name, url } = readOne(attachment, index);
          return (
            <li key={index}>
              {url ? (
                <a href={url} target="_blank" rel="noopener noreferrer">
                  {name}
                </a>
              ) : (
                name
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
