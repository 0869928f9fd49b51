import type { BaseAttachment as DraftAttachment } from '@/lib/api/schemas';
import { t } from '@/lib/i18n/format';
import { checkAttachment } from '@/lib/sending/attachment-check';

/** The file name at the end of a URL's path, else its host: a sensible default attachment name. */
export function nameFromUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const last = parsed.pathname.split('/').filter(Boolean).pop();
    return last ? decodeURIComponent(last) : parsed.hostname;
  } catch {
    return '';
  }
}

/** The attachment the agent typed, or the sentence that says what is wrong with it. */
export function readAttachment(
  url: string,
  name: string,
  existing: readonly DraftAttachment[],
): { attachment: DraftAttachment } | { problem: string } {
  const trimmedUrl = url.trim();
  if (!trimmedUrl) return { problem: t('attach.no-url') };
  const parsed = checkAttachment({ url: trimmedUrl, name: name.trim() || nameFromUrl(trimmedUrl) });
  if (!parsed.ok) {
    return parsed.field === 'name' ? { problem: t('attach.bad-name') } : { problem: t('attach.bad-url') };
  }
  if (existing.some((a) => a.url === parsed.attachment.url)) return { problem: t('attach.duplicate') };
  if (existing.length >= 50) return { problem: t('attach.too-many', { max: 50 }) };
  return { attachment: parsed.attachment };
}
