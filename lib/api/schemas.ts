import { z } from '../zod';

// One schema per resource of the Ticket API specification. Types are strict; the specification's
// open points stay open: enum-like strings accept any value and objects keep unknown fields.

/** ISO 8601 with fractional seconds and a UTC offset, e.g. 2024-03-01T10:15:30.123+00:00. */
export const timestampSchema = z.iso.datetime({ offset: true, local: false });

/** Open enums: the specification names values that occur, never the complete list. */
export const ticketStatusSchema = z.string(); // 'open' | 'completed' | 'pending' | …
export const authorStatusSchema = z.string(); // 'team' | 'client' | …

export const authorSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullable().optional(),
  customIdentifier: z.string().nullable().optional(),
  status: authorStatusSchema,
  isBot: z.boolean(),
});
export type Author = z.infer<typeof authorSchema>;

/** Element types of returned attachment arrays are not specified: accept anything. */
const unspecifiedArray = z.array(z.unknown());

export const baseAttachmentSchema = z.object({
  url: z.url({ protocol: /^https?$/ }),
  name: z.string().trim().min(1).max(255),
});
export type BaseAttachment = z.infer<typeof baseAttachmentSchema>;

export const replySchema = z.looseObject({
  id: z.number().int(),
  ticketId: z.number().int(),
  message: z.string(),
  htmlMessage: z.string(),
  author: authorSchema,
  attachments: unspecifiedArray,
  ccEmails: unspecifiedArray,
  toEmails: unspecifiedArray,
  creationTime: timestampSchema,
  level: z.number().int().nonnegative(),
  parentReplyId: z.number().int().nullable(),
  properties: z.looseObject({
    isByTeam: z.boolean(),
    isDraft: z.boolean(),
    isHidden: z.boolean(),
  }),
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

export const ticketSchema = z.looseObject({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  htmlMessage: z.string(),
  author: authorSchema,
  category: z.looseObject({ id: z.number().int(), name: z.string() }),
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
  // "object of booleans": the named flags, plus any the service adds later.
  properties: z.record(z.string(), z.boolean()),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const instanceSchema = z.looseObject({
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
});
export type Instance = z.infer<typeof instanceSchema>;

export interface Category {
  id: number;
  name: string;
  parentId: number | null;
  children: Category[];
  autoArchive: boolean;
  canBeChosen: boolean;
  isHidden: boolean;
  isMuted: boolean;
  [extra: string]: unknown;
}
export const categorySchema: z.ZodType<Category> = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  parentId: z.number().int().nullable(),
  get children() {
    return z.array(categorySchema);
  },
  autoArchive: z.boolean(),
  canBeChosen: z.boolean(),
  isHidden: z.boolean(),
  isMuted: z.boolean(),
});

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
