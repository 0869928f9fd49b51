import type { BaseAttachment as DraftAttachment } from '@/lib/api/schemas';
import { checkAttachment } from '@/lib/tickets/attachment-check';

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
  if (!trimmedUrl) return { problem: 'Enter the attachment’s URL first.' };
  const parsed = checkAttachment({ url: trimmedUrl, name: name.trim() || nameFromUrl(trimmedUrl) });
  if (!parsed.ok) {
    return parsed.field === 'name'
      ? { problem: 'Give the attachment a name of at most 255 characters.' }
      : {
          problem:
            'The attachment URL must be a full http or https address, like https://example.com/file.pdf.',
        };
  }
  if (existing.some((a) => a.url === parsed.attachment.url))
    return { problem: 'That attachment is already added.' };
  if (existing.length >= 50) return { problem: 'A reply can carry at most 50 attachments.' };
  return { attachment: parsed.attachment };
}
