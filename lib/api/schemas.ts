import { z } from '../zod';

// One schema per resource of the Ticket API specification, in two readings:
// - `xSpec` is the specification, strict: what the sandbox serves and its contract tests check,
//   and what names the fields a real answer got wrong.
// - `xSchema` is what the client reads: only what it cannot work without (ticket id, reply id and
//   ticketId, category id) must be right; every display field that is missing, `null` or of another
//   type becomes `undefined` and is shown as unknown, so one bad field never hides a ticket.
// The specification's open points stay open in both: enum-like strings accept any value and
// objects keep unknown fields.

/** ISO 8601 with fractional seconds and a UTC offset, e.g. 2024-03-01T10:15:30.123+00:00. */
export const timestampSchema = z.iso.datetime({ offset: true, local: false });

/** Open enums: the specification names values that occur, never the complete list. */
export const ticketStatusSchema = z.string(); // 'open' | 'completed' | 'pending' | …
export const authorStatusSchema = z.string(); // 'team' | 'client' | …

/** A display field: whatever arrives that does not fit reads as `undefined` ("unknown"). */
const shown = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

/** Every field of `shape` made a display field. */
function tolerant<S extends Record<string, z.ZodType>>(shape: S) {
  const entries = Object.entries(shape).map(([key, schema]) => [key, shown(schema)]);
  return Object.fromEntries(entries) as { [K in keyof S]: z.ZodCatch<z.ZodOptional<S[K]>> };
}

/** A list in which an item that cannot be read is left out, and its siblings stay. */
function listOf<T>(item: z.ZodType<T>) {
  return z
    .array(z.unknown())
    .catch([])
    .transform((items) =>
      items.flatMap((value) => {
        const read = item.safeParse(value);
        return read.success ? [read.data] : [];
      }),
    );
}

const authorShape = {
  id: z.string(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullable().optional(),
  customIdentifier: z.string().nullable().optional(),
  status: authorStatusSchema,
  isBot: z.boolean(),
};
export const authorSpec = z.looseObject(authorShape);
export type AuthorSpec = z.infer<typeof authorSpec>;
export const authorSchema = z.looseObject(tolerant(authorShape));
export type Author = z.infer<typeof authorSchema>;

/** Element types of returned attachment arrays are not specified: accept anything. */
const unspecifiedArray = z.array(z.unknown());

export const baseAttachmentSchema = z.object({
  url: z.url({ protocol: /^https?$/ }),
  name: z.string().trim().min(1).max(255),
});
export type BaseAttachment = z.infer<typeof baseAttachmentSchema>;

const replyFlags = { isByTeam: z.boolean(), isDraft: z.boolean(), isHidden: z.boolean() };
const replyKeys = { id: z.number().int(), ticketId: z.number().int() };
const replyShape = {
  message: z.string(),
  htmlMessage: z.string(),
  attachments: unspecifiedArray,
  ccEmails: unspecifiedArray,
  toEmails: unspecifiedArray,
  creationTime: timestampSchema,
  level: z.number().int().nonnegative(),
  parentReplyId: z.number().int().nullable(),
};
export const replySpec = z.looseObject({
  ...replyKeys,
  ...replyShape,
  author: authorSpec,
  properties: z.looseObject(replyFlags),
});
export type ReplySpec = z.infer<typeof replySpec>;
export const replySchema = z.looseObject({
  ...replyKeys,
  ...tolerant({ ...replyShape, author: authorSchema, properties: z.looseObject(tolerant(replyFlags)) }),
});
export type Reply = z.infer<typeof replySchema>;

export const ticketFlags = [
  'isAnonymized',
  'isMuted',
  'hasAttachments',
  'hasDraft',
  'isAssignedToBot',
  'isDeleted',
  'isExpired',
  'isHidden',
  'isLocked',
  'isSpam',
  'isSensitive',
] as const;
export type TicketFlag = (typeof ticketFlags)[number];

const categoryRef = { id: z.number().int(), name: z.string() };
const ticketShape = {
  title: z.string(),
  message: z.string(),
  htmlMessage: z.string(),
  creationTime: timestampSchema,
  lastThreadElementCreationTime: timestampSchema,
  customFields: unspecifiedArray,
  lockedBy: z.unknown().nullable(),
  originalLink: z.unknown().nullable(),
  replyCount: z.number().int().nonnegative(),
  sentiment: z.string(),
  source: z.string(),
  detailedSource: z.string(),
  sourceName: z.string().nullable(),
  status: ticketStatusSchema,
  tags: z.array(z.string()),
  attachments: unspecifiedArray,
};
export const ticketSpec = z.looseObject({
  id: z.number().int(),
  ...ticketShape,
  author: authorSpec,
  category: z.looseObject(categoryRef),
  // "object of booleans": the named flags, plus any the service adds later.
  properties: z.record(z.string(), z.boolean()),
});
export type TicketSpec = z.infer<typeof ticketSpec>;
export const ticketSchema = z.looseObject({
  id: z.number().int(),
  ...tolerant({
    ...ticketShape,
    author: authorSchema,
    category: z.looseObject(tolerant(categoryRef)),
    properties: z.record(z.string(), shown(z.boolean())),
  }),
});
export type Ticket = z.infer<typeof ticketSchema>;

const instanceShape = {
  name: z.string(),
  displayName: z.string(),
  isDefault: z.boolean(),
  language: z.number().int(),
  availableLanguages: z.array(z.string()),
  templateType: z.string(),
  creationTime: timestampSchema,
  activeTopicCount: z.number().int(),
  publishedTopicCount: z.number().int(),
  headerTitle: z.string(),
  headerSubTitle: z.unknown().nullable(),
  defaultFormLink: z.string(),
  formLink: z.unknown().nullable(),
  logoLink: z.unknown().nullable(),
  bigLogoLink: z.unknown().nullable(),
  faviconLink: z.unknown().nullable(),
  customerWebsiteLink: z.unknown().nullable(),
  facebookLink: z.unknown().nullable(),
  instagramLink: z.unknown().nullable(),
  twitterLink: z.unknown().nullable(),
  customCss: z.unknown().nullable(),
  footerContent: z.unknown().nullable(),
  googleAnalyticsCode: z.unknown().nullable(),
  googleTagManagerCode: z.unknown().nullable(),
  isChatEnabled: z.boolean(),
  isCookieMessageHidden: z.boolean(),
  isFooterHidden: z.boolean(),
  stickyButtonColor1: z.string(),
  stickyButtonColor2: z.string(),
  stickyButtonColor3: z.string(),
  stickyButtonTextColor1: z.string(),
  stickyButtonTextColor2: z.string(),
  stickyButtonTextColor3: z.string(),
};
export const instanceSpec = z.looseObject(instanceShape);
export type InstanceSpec = z.infer<typeof instanceSpec>;
/** Nothing in an instance is essential: only an item that is not an object is left out. */
export const instanceSchema = z.looseObject(tolerant(instanceShape));
export type Instance = z.infer<typeof instanceSchema>;
export const instanceListSpec = z.array(instanceSpec);
export const instanceListSchema = listOf(instanceSchema);

const categoryFields = {
  name: z.string(),
  parentId: z.number().int().nullable(),
  autoArchive: z.boolean(),
  canBeChosen: z.boolean(),
  isHidden: z.boolean(),
  isMuted: z.boolean(),
};
export interface CategorySpec {
  id: number;
  name: string;
  parentId: number | null;
  children: CategorySpec[];
  autoArchive: boolean;
  canBeChosen: boolean;
  isHidden: boolean;
  isMuted: boolean;
  [extra: string]: unknown;
}
export const categorySpec: z.ZodType<CategorySpec> = z.looseObject({
  id: z.number().int(),
  ...categoryFields,
  get children() {
    return z.array(categorySpec);
  },
});
export const categoryListSpec = z.array(categorySpec);

/** A category as the client reads it: a node without a readable id is left out, not its siblings. */
export interface Category {
  id: number;
  name?: string;
  parentId?: number | null;
  children: Category[];
  autoArchive?: boolean;
  canBeChosen?: boolean;
  isHidden?: boolean;
  isMuted?: boolean;
  [extra: string]: unknown;
}
export const categorySchema: z.ZodType<Category> = z.looseObject({
  id: z.number().int(),
  ...tolerant(categoryFields),
  get children() {
    return categoryListSchema;
  },
});
export const categoryListSchema: z.ZodType<Category[]> = listOf(categorySchema);

/** The wrapper of every ticket-endpoint response; success is `errorCode === -1` and nothing else. */
export const envelopeSchema = z.looseObject({
  data: z.unknown(),
  errorCode: z.number().int(),
  errorText: z.string().nullable().optional(),
});
export type Envelope = z.infer<typeof envelopeSchema>;
export const SUCCESS_CODE = -1;

/** Upstream `POST {auth_url}/token` response (server side only: it holds a refresh token). */
export const tokenResponseSchema = z.looseObject({
  access_token: z.string().min(1),
  token_type: z.string().regex(/^bearer$/i),
  expires_in: z.number().int().positive(),
  refresh_token: z.string().min(1),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const agentSchema = z.object({ email: z.email(), name: z.string() });
export type Agent = z.infer<typeof agentSchema>;

/**
 * The token broker's answer to the extension. Strict: an unknown field (above all a
 * `refresh_token`) means the broker is not the one we documented, and the answer is refused.
 */
export const brokerResponseSchema = z.strictObject({
  access_token: z.string().min(1),
  token_type: z.string().regex(/^bearer$/i),
  expires_in: z.number().int().positive(),
  agent: agentSchema,
});
export type BrokerResponse = z.infer<typeof brokerResponseSchema>;

/** The broker's 401 body: the agent has no broker session. */
export const brokerSignInSchema = z.looseObject({
  error: z.string().optional(),
  signInUrl: z.url({ protocol: /^https?$/ }),
});

/**
 * `POST /tickets/{id}/replies` body. Which fields are required is not specified; the sandbox
 * requires `message` and `author` and defaults the rest, and the extension always sends all.
 */
export const createReplyBodySchema = z.strictObject({
  attachments: z.array(baseAttachmentSchema).max(50).default([]),
  author: z.strictObject({ email: z.email() }),
  isDraft: z.boolean().default(false),
  isHtml: z.boolean().default(false),
  isTicketNeededToBeCompleted: z.boolean().default(false),
  message: z.string().min(1),
  parentReplyId: z.number().int().positive().nullable().default(null),
  suppressTicketStatusAutoupdate: z.boolean().default(false),
});
export type CreateReplyBody = z.infer<typeof createReplyBodySchema>;

/** Ticket ids are positive integers within JavaScript's safe range. */
export const ticketIdSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
