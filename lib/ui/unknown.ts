import { t } from '@/lib/i18n/format';

// A display field the service sent as null, of another type, or not at all reads as `undefined`
// (lib/api/schemas.ts). These helpers say so in words, the same way on every page. No zod here:
// pages import types only.

/** The word for a value the service did not send in a usable form. */
export const unknownWord = (): string => t('unknown');

/** The value as text, or "unknown". */
export const orUnknown = (value: string | number | undefined): string =>
  value === undefined ? unknownWord() : String(value);

/** A ticket's title: "Title unknown" when it was unusable, "(no title)" when it was empty. */
export const titleText = (title: string | undefined): string =>
  title === undefined ? t('unknown.title') : title || t('unknown.no-title');

/** "3 replies", "1 reply", or "replies unknown". */
export const replyCountText = (count: number | undefined): string =>
  count === undefined ? t('unknown.replies') : t('row.replies', { count });
