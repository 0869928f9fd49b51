import { baseAttachmentSchema } from '@/lib/api/schemas';
import { z } from '@/lib/zod';
import { MAX_REPLY_TEXT, replyOutcomes, type SavedReplyData, SHORTCUT_PATTERN } from './saved-reply';

// Apart from saved-reply.ts so that the pages that only show saved replies stay free of zod.

/** A saved reply as Import, Export, the team library and the protocol carry it. */
export const savedReplyDataSchema = z.strictObject({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  shortcut: z._default(z.union([z.literal(''), z.string().check(z.regex(SHORTCUT_PATTERN))]), ''),
  text: z.string().check(z.maxLength(MAX_REPLY_TEXT)),
  isHtml: z._default(z.boolean(), false),
  outcome: z._default(z.nullable(z.enum(replyOutcomes)), null),
  attachments: z._default(z.array(baseAttachmentSchema).check(z.maxLength(50)), []),
}) satisfies z.ZodMiniType<SavedReplyData, unknown>;
