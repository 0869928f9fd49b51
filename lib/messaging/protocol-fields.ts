import { baseAttachmentSchema, ticketIdSchema } from '@/lib/api/schemas';
import type { ReplyFields } from '@/lib/records/reply-fields';
import { MAX_SAVED_REPLIES } from '@/lib/records/saved-reply';
import { savedReplyDataSchema } from '@/lib/records/saved-reply-schema';
import { WORKSPACE_FIELDS } from '@/lib/settings/changes';
import { PREFERENCE_NAMES } from '@/lib/settings/preferences';
import { z } from '@/lib/zod';

// The parts the protocol's operations are made of (lib/messaging/protocol.ts): how the worker
// checks what a page sends, field by field.

/** A string of `min` to `max` characters. */
export const text = (min: number, max: number) => z.string().check(z.minLength(min), z.maxLength(max));
/**
 * `scope`: the workspace scope the page shows (lib/settings/workspace.ts). The worker then works in that
 * workspace whichever is active, and refuses when no workspace has that scope any more: a page
 * that still shows one workspace never reads from, or sends to, another. Absent: the active one.
 */
const scopeSchema = z.optional(text(1, 200));
export const workspaceIdSchema = text(1, 100);
export const op = <Name extends string, Shape extends z.core.$ZodShape>(name: Name, shape: Shape) =>
  z.strictObject({ op: z.literal(name), scope: scopeSchema, ...shape });

/** A list of at most `max` items. */
export const upTo = <T extends z.ZodMiniType>(max: number, item: T) => z.array(item).check(z.maxLength(max));

/** The one reply shape (lib/records/reply-fields.ts), as the worker checks it from a page. */
export const replyFieldsSchema = z.strictObject({
  message: text(0, 20_000_000),
  isHtml: z.boolean(),
  isDraft: z.boolean(),
  complete: z.boolean(),
  suppressAutoupdate: z.boolean(),
  parentReplyId: z.nullable(ticketIdSchema),
  attachments: upTo(50, baseAttachmentSchema),
}) satisfies z.ZodMiniType<ReplyFields>;
/** A reply to send: the same shape, with a message. */
export const replyToSendSchema = z.extend(replyFieldsSchema, { message: text(1, 20_000_000) });
export const snapshotSchema = z.strictObject({
  replyCount: z.int().check(z.nonnegative()),
  lastThreadElementCreationTime: text(0, 100),
  hasDraft: z.optional(z.boolean()),
  status: z.optional(text(0, 200)),
});
export const listSchema = z.enum(['recent', 'watched']);
export const listEntrySchema = z.strictObject({
  id: ticketIdSchema,
  at: z.number(),
  back: z.optional(z.number()),
});
export const savedReplyIdSchema = text(1, 200);
/** On a first run: the ready-made examples the page showed, stored with the first change. */
export const seedSchema = z.optional(
  upTo(MAX_SAVED_REPLIES, z.extend(savedReplyDataSchema, { id: savedReplyIdSchema })),
);

/** A JSON value of a setting, at most a workspace (lib/settings/changes.ts). */
const settingValue = z.optional(z.unknown());
export const settingsChangeSchema = z.union([
  z.strictObject({ preference: z.enum(PREFERENCE_NAMES), from: settingValue, to: settingValue }),
  z.strictObject({
    workspace: workspaceIdSchema,
    field: z.optional(z.enum(WORKSPACE_FIELDS)),
    from: settingValue,
    to: settingValue,
  }),
]);
