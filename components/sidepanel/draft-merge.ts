import type { Draft } from '@/lib/storage';

type DraftFields = Omit<Draft, 'updatedAt'>;

/** Same content, whenever it was saved. */
export function sameDraft(a: DraftFields, b: DraftFields): boolean {
  return (
    a.message === b.message &&
    a.isHtml === b.isHtml &&
    a.isDraft === b.isDraft &&
    a.complete === b.complete &&
    a.suppressAutoupdate === b.suppressAutoupdate &&
    a.parentReplyId === b.parentReplyId &&
    a.attachments.length === b.attachments.length &&
    a.attachments.every((x, i) => x.url === b.attachments[i]?.url && x.name === b.attachments[i]?.name)
  );
}

/**
 * The stored draft changed behind the composer (a quote appended from the context menu) while the
 * agent has unsaved typing: keep the typing and add what was appended. Never loses either side.
 */
export function mergeExternalDraft(
  local: DraftFields,
  lastSaved: DraftFields,
  stored: DraftFields | undefined,
): Pick<DraftFields, 'message' | 'attachments'> {
  if (!stored) return { message: local.message, attachments: local.attachments };
  const base = lastSaved.message.trimEnd();
  let message: string;
  if (stored.message.startsWith(base)) {
    const added = stored.message.slice(base.length);
    const mine = local.message.trimEnd();
    message = mine ? `${mine}${added}` : added.trimStart();
  } else {
    message = local.message.trim() ? `${local.message.trimEnd()}\n\n${stored.message}` : stored.message;
  }
  const known = new Set(local.attachments.map((a) => a.url));
  const attachments = [...local.attachments, ...stored.attachments.filter((a) => !known.has(a.url))];
  return { message, attachments };
}
