import { z } from '@/lib/zod';

// One schema per resource of the Ticket API specification, in two readings:
// - `xSpec` is the specification, strict: what the sandbox serves and its contract tests check,
//   and what names the fields a real answer got wrong.
// - `xSchema` is what the client reads: only what it cannot work without (ticket id, reply id and
//   ticketId, category id) must be right; every display field that is missing, `null` or of another
//   type becomes `undefined` and is shown as unknown, so one bad field never hides a ticket.
// The specification's open points stay open in both: enum-like strings accept any value and
// objects keep unknown fields. Schemas only the servers use are marked pure, so that the
// extension's bundles, which never read them, leave them out.

/** ISO 8601 with fractional seconds and a UTC offset, e.g. 2024-03-01T10:15:30.123+00:00. */
export const timestampSchema = z.iso.datetime({ offset: true, local: false });

/** Open enums: the specification names values that occur, never the complete list. */
const ticketStatusSchema = z.string(); // 'open' | 'completed' | 'pending' | …
const authorStatusSchema = z.string(); // 'team' | 'client' | …

/** A display field: whatever arrives that does not fit reads as `undefined` ("unknown"). */
const shown = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);

/** Every field of `shape` made a display field. */
function tolerant<S extends Record<string, z.ZodMiniType>>(shape: S) {
  const entries = Object.entries(shape).map(([key, schema]) => [key, shown(schema)]);
  return Object.fromEntries(entries) as { [K in keyof S]: z.ZodMiniCatch<z.ZodMiniOptional<S[K]>> };
}

/** A list in which an item that cannot be read is left out, and its siblings stay. */
function listOf<T>(item: z.ZodMiniType<T>) {
  return z.pipe(
    z.catch(z.array(z.unknown()), []),
    z.transform((items: unknown[]) =>
      items.flatMap((value) => {
        const read = item.safeParse(value);
        return read.success ? [read.data] : [];
      }),
    ),
  );
}

const int = () => z.int();
const text = (min: number, max?: number) =>
  z.string().check(z.minLength(min), ...(max === undefined ? [] : [z.maxLength(max)]));
const webUrl = () => z.url({ protocol: /^https?$/ });

const authorShape = {
  id: z.string(),
  name: z.string(),
  email: z.string(),
  image: z.optional(z.nullable(z.string())),
  customIdentifier: z.optional(z.nullable(z.string())),
  status: authorStatusSchema,
  isBot: z.boolean(),
};
export const authorSpec = /* @__PURE__ */ z.looseObject(authorShape);
export type AuthorSpec = z.infer<typeof authorSpec>;
const authorSchema = z.looseObject(tolerant(authorShape));

/** Element types of returned attachment arrays are not specified: accept anything. */
const unspecifiedArray = z.array(z.unknown());

export const baseAttachmentSchema = z.object({
  url: webUrl(),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(255)),
});
export type BaseAttachment = z.infer<typeof baseAttachmentSchema>;

const replyFlags = { isByTeam: z.boolean(), isDraft: z.boolean(), isHidden: z.boolean() };
const replyKeys = { id: int(), ticketId: int() };
const replyShape = {
  message: z.string(),
  htmlMessage: z.string(),
  attachments: unspecifiedArray,
  ccEmails: unspecifiedArray,
  toEmails: unspecifiedArray,
  creationTime: timestampSchema,
  level: int().check(z.nonnegative()),
  parentReplyId: z.nullable(int()),
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

const categoryRef = { id: int(), name: z.string() };
const ticketShape = {
  title: z.string(),
  message: z.string(),
  htmlMessage: z.string(),
  creationTime: timestampSchema,
  lastThreadElementCreationTime: timestampSchema,
  customFields: unspecifiedArray,
  lockedBy: z.nullable(z.unknown()),
  originalLink: z.nullable(z.unknown()),
  replyCount: int().check(z.nonnegative()),
  sentiment: z.string(),
  source: z.string(),
  detailedSource: z.string(),
  sourceName: z.nullable(z.string()),
  status: ticketStatusSchema,
  tags: z.array(z.string()),
  attachments: unspecifiedArray,
};
export const ticketSpec = z.looseObject({
  id: int(),
  ...ticketShape,
  author: authorSpec,
  category: z.looseObject(categoryRef),
  // "object of booleans": the named flags, plus any the service adds later.
  properties: z.record(z.string(), z.boolean()),
});
export type TicketSpec = z.infer<typeof ticketSpec>;
export const ticketSchema = z.looseObject({
  id: int(),
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
  language: int(),
  availableLanguages: z.array(z.string()),
  templateType: z.string(),
  creationTime: timestampSchema,
  activeTopicCount: int(),
  publishedTopicCount: int(),
  headerTitle: z.string(),
  headerSubTitle: z.nullable(z.unknown()),
  defaultFormLink: z.string(),
  formLink: z.nullable(z.unknown()),
  logoLink: z.nullable(z.unknown()),
  bigLogoLink: z.nullable(z.unknown()),
  faviconLink: z.nullable(z.unknown()),
  customerWebsiteLink: z.nullable(z.unknown()),
  facebookLink: z.nullable(z.unknown()),
  instagramLink: z.nullable(z.unknown()),
  twitterLink: z.nullable(z.unknown()),
  customCss: z.nullable(z.unknown()),
  footerContent: z.nullable(z.unknown()),
  googleAnalyticsCode: z.nullable(z.unknown()),
  googleTagManagerCode: z.nullable(z.unknown()),
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
const instanceSchema = z.looseObject(tolerant(instanceShape));
export type Instance = z.infer<typeof instanceSchema>;
export const instanceListSpec = z.array(instanceSpec);
export const instanceListSchema = listOf(instanceSchema);

const categoryFields = {
  name: z.string(),
  parentId: z.nullable(int()),
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
export const categorySpec: z.ZodMiniType<CategorySpec> = z.looseObject({
  id: int(),
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
export const categorySchema: z.ZodMiniType<Category> = z.looseObject({
  id: int(),
  ...tolerant(categoryFields),
  get children() {
    return categoryListSchema;
  },
});
export const categoryListSchema: z.ZodMiniType<Category[]> = listOf(categorySchema);

/** The wrapper of every ticket-endpoint response; success is `errorCode === -1` and nothing else. */
export const envelopeSchema = z.looseObject({
  data: z.unknown(),
  errorCode: int(),
  errorText: z.optional(z.nullable(z.string())),
});
export const SUCCESS_CODE = -1;

/** Upstream `POST {auth_url}/token` response (server side only: it holds a refresh token). */
export const tokenResponseSchema = /* @__PURE__ */ (() =>
  z.looseObject({
    access_token: text(1),
    token_type: z.string().check(z.regex(/^bearer$/i)),
    expires_in: int().check(z.positive()),
    refresh_token: text(1),
  }))();
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const agentSchema = z.object({ email: z.email(), name: z.string() });
export type Agent = z.infer<typeof agentSchema>;

/**
 * The token broker's answer to the extension. Strict: an unknown field (above all a
 * `refresh_token`) means the broker is not the one we documented, and the answer is refused.
 */
export const brokerResponseSchema = z.strictObject({
  access_token: text(1),
  token_type: z.string().check(z.regex(/^bearer$/i)),
  expires_in: int().check(z.positive()),
  agent: agentSchema,
});

/** The broker's 401 body: the agent has no broker session. */
export const brokerSignInSchema = z.looseObject({
  error: z.optional(z.string()),
  signInUrl: webUrl(),
});

/**
 * `POST /tickets/{id}/replies` body. Which fields are required is not specified; the sandbox
 * requires `message` and `author` and defaults the rest, and the extension always sends all.
 */
export const createReplyBodySchema = /* @__PURE__ */ (() =>
  z.strictObject({
    attachments: z._default(z.array(baseAttachmentSchema).check(z.maxLength(50)), []),
    author: z.strictObject({ email: z.email() }),
    isDraft: z._default(z.boolean(), false),
    isHtml: z._default(z.boolean(), false),
    isTicketNeededToBeCompleted: z._default(z.boolean(), false),
    message: text(1),
    parentReplyId: z._default(z.nullable(int().check(z.positive())), null),
    suppressTicketStatusAutoupdate: z._default(z.boolean(), false),
  }))();
export type CreateReplyBody = z.infer<typeof createReplyBodySchema>;

/** Ticket ids are positive integers within JavaScript's safe range. */
export const ticketIdSchema = int().check(z.positive(), z.maximum(Number.MAX_SAFE_INTEGER));
