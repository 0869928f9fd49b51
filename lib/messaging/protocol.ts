import type { CategoryTable } from '@/lib/api/category-table';
import type { AppError } from '@/lib/api/errors';
import type { FieldProblem } from '@/lib/api/field-problems';
import type { Agent, Instance, Ticket } from '@/lib/api/schemas';
import { ticketIdSchema } from '@/lib/api/schemas';
import type { Diagnostics } from '@/lib/diagnostics/problem';
import type { MessageKey, Params } from '@/lib/i18n/format';
import type { ReplyUsage, SavedReply } from '@/lib/records/saved-reply';
import { savedReplyDataSchema } from '@/lib/records/saved-reply-schema';
import type { Settings } from '@/lib/settings/types';
import type { Draft, SendOutcome, TicketListEntry } from '@/lib/storage/items';
import { z } from '@/lib/zod';
import {
  listEntrySchema,
  listSchema,
  op,
  replyFieldsSchema,
  replyToSendSchema,
  savedReplyIdSchema,
  seedSchema,
  settingsChangeSchema,
  snapshotSchema,
  text,
  upTo,
  workspaceIdSchema,
} from './protocol-fields';

// The one protocol between the pages (popup, side panel, options) and the worker: a closed set of
// operations. Callers name an operation and its arguments, never a URL, a method or a header.

/** The team's saved replies from the broker, and when they were fetched. */
export interface TeamLibraryResult {
  replies: SavedReply[];
  fetchedAt: number | null;
  /** Why the last attempt failed (the replies are then the kept ones). */
  error?: AppError;
}

const operations = [
  /** `workspaceId`: that workspace's (Options), else the active one's. */
  op('getStatus', { workspaceId: z.optional(workspaceIdSchema) }),
  op('signIn', { workspaceId: z.optional(workspaceIdSchema) }),
  op('signOut', { workspaceId: z.optional(workspaceIdSchema) }),
  op('testConnection', { workspaceId: z.optional(workspaceIdSchema) }),
  /** The switcher: the popup and the side panel show this workspace from now on. */
  op('setActiveWorkspace', { workspaceId: workspaceIdSchema }),
  /**
   * Options: field changes, each with the value the page started from (lib/settings/changes.ts).
   * The worker checks and stores them; the answer names the changes that replaced a newer value.
   */
  op('changeSettings', { changes: upTo(200, settingsChangeSchema) }),
  /** A workspace was removed in Options: it leaves the settings, and its local data (every scope of it) goes. */
  op('forgetWorkspace', { workspaceId: workspaceIdSchema }),
  /** `maxAgeMs`: a cached copy younger than this is good enough (0 or absent: always fetch). */
  op('getTicket', { ticketId: ticketIdSchema, maxAgeMs: z.optional(z.int().check(z.nonnegative())) }),
  /** The ticket's last send outcome; settles one a dead worker left pending (compares the ticket). */
  op('checkSend', { ticketId: ticketIdSchema }),
  /** The agent has seen the ticket's send outcome. */
  op('acknowledgeSend', { ticketId: ticketIdSchema }),
  /** `base`: the draft the composer last loaded or saved; the worker merges what moved since. */
  op('saveDraft', {
    ticketId: ticketIdSchema,
    draft: replyFieldsSchema,
    base: z.nullable(replyFieldsSchema),
  }),
  /** A Drafts row's Delete: the local draft goes; the answer holds it for Undo. */
  op('discardDraft', { ticketId: ticketIdSchema }),
  /** Undo of `discardDraft`: the draft exactly as it was answered. */
  op('restoreDraft', {
    draft: z.extend(replyFieldsSchema, {
      ticketId: ticketIdSchema,
      updatedAt: z.number().check(z.nonnegative()),
      savedInInbox: z.optional(
        z.strictObject({ at: z.number().check(z.nonnegative()), replyId: ticketIdSchema }),
      ),
    }),
  }),
  /**
   * The agent looked at the ticket: into Recent as of `openedAt` (epoch ms when the agent opened it;
   * absent: now), new-activity marker cleared.
   */
  op('noteOpened', { ticketId: ticketIdSchema, openedAt: z.optional(z.number().check(z.nonnegative())) }),
  op('setWatched', { ticketId: ticketIdSchema, watched: z.boolean() }),
  /**
   * Out of Watched and the badge until `until` (epoch ms, the page computes it in the agent's
   * time zone) or, with null, until the customer replies (lib/snooze/worker/snooze.ts).
   */
  op('snooze', { ticketId: ticketIdSchema, until: z.nullable(z.number().check(z.nonnegative())) }),
  /** Ends a snooze now: the ticket goes back to the top of Watched. */
  op('unsnooze', { ticketId: ticketIdSchema }),
  op('removeFromList', { list: listSchema, ticketIds: upTo(500, ticketIdSchema) }),
  /** Undo of a removal: puts the entries back. */
  op('restoreToList', { list: listSchema, entries: upTo(500, listEntrySchema) }),
  op('clearList', { list: listSchema }),
  /**
   * The side panel of the scope's workspace (absent: the active one when the request's turn comes)
   * follows this ticket (null: it asks for one). `route`: a link in that workspace's own form, which
   * makes it the active workspace in the same step.
   */
  op('showInPanel', { ticketId: z.nullable(ticketIdSchema), route: z.optional(z.boolean()) }),
  /** Moves the quote waiting for a ticket into this ticket's draft. */
  op('claimQuote', { ticketId: ticketIdSchema }),
  op('discardQuote', {}),
  op('getCategories', { refresh: z.optional(z.boolean()) }),
  /** The side panel's path of a ticket's category: names only, never the whole tree. */
  op('getCategoryPath', { categoryId: z.int() }),
  op('listFaqInstances', { language: z.optional(text(0, 100)) }),
  /**
   * `seed`: on a first run (nothing stored), the ready-made examples in the page's language,
   * stored then as ordinary saved replies: a later change of language changes none of them.
   */
  op('listSavedReplies', { seed: seedSchema }),
  /** Adds a saved reply (no `id`) or replaces the one with this id. */
  op('saveSavedReply', {
    reply: z.extend(savedReplyDataSchema, { id: z.optional(savedReplyIdSchema) }),
    seed: seedSchema,
  }),
  op('deleteSavedReply', { id: savedReplyIdSchema, seed: seedSchema }),
  op('moveSavedReply', { id: savedReplyIdSchema, to: z.int().check(z.nonnegative()), seed: seedSchema }),
  /** A saved-replies file's text (README, "Saved replies"); a bad file changes nothing. */
  op('importSavedReplies', { text: text(0, 5_000_000), seed: seedSchema }),
  op('noteSavedReplyUsed', { id: savedReplyIdSchema }),
  /** The team's saved replies from the broker (asked at most every 10 minutes, kept offline). */
  op('getTeamLibrary', {}),
  op('getBrokerConfig', {}), // the broker's `GET /config`: its inbox link template, or null
  /** "Mark all seen": the tickets' new-activity markers clear (and the badge with them). */
  op('markAllSeen', { ticketIds: upTo(500, ticketIdSchema) }),
  /**
   * Send with Undo: the reply waits out the undo window (Options) in the worker, then is posted
   * once, unless the ticket moved since `seen` (what the agent saw; `unknown`: it could not be
   * compared; null: send anyway).
   */
  op('queueReply', {
    ticketId: ticketIdSchema,
    sendId: z.uuid(),
    reply: replyToSendSchema,
    seen: z.nullable(z.union([snapshotSchema, z.literal('unknown')])),
    /** What the agent typed (the shorthand before it became HTML): what Undo puts back. */
    typed: z.optional(replyFieldsSchema),
    /** "Send anyway" after a held send: no second undo window (`seen` is null then). */
    anyway: z.optional(z.literal(true)),
  }),
  /** Undo a reply still waiting (or Cancel one in the outbox): nothing is posted, its text goes back to the draft. */
  op('undoSend', { ticketId: ticketIdSchema, sendId: z.uuid() }),
  /** A reply in the outbox is tried at once (never before a Retry-After the service asked for). */
  op('sendNow', { ticketId: ticketIdSchema, sendId: z.uuid() }),
  /** A page's problem (lib/diagnostics/report.ts), kept by the worker with its own. */
  op('reportProblem', {
    problem: z.strictObject({
      at: z.number(),
      area: text(1, 100),
      code: text(1, 100),
      reason: z.optional(text(0, 300)),
      status: z.optional(z.int().check(z.gte(100), z.lte(599))),
    }),
  }),
  /** Options › Diagnostics: the kept problems, the version, the browser and the unfinished sends. */
  op('getDiagnostics', {}),
] as const;
export type Request = z.infer<(typeof operations)[number]>;
/** Every operation's name (a test proves each has a caller: no unused route around a safeguard). */
export const operationNames: readonly string[] = operations.map((schema) =>
  String(schema.shape.op.def.values[0]),
);
type Checked = { success: true; data: Request } | { success: false };

const byName = new Map<unknown, z.ZodMiniType>(
  operations.map((schema) => [schema.shape.op.def.values[0], schema]),
);

/** A page's message as a request: an operation by its name, checked against that operation's shape. */
export function checkRequest(message: unknown): Checked {
  const schema = byName.get((message as { op?: unknown } | null)?.op);
  const checked = schema?.safeParse(message);
  return checked?.success ? { success: true, data: checked.data as Request } : { success: false };
}
export type Operation = Request['op'];
export type RequestOf<Op extends Operation> = Extract<Request, { op: Op }>;

type ConnectionState = 'signed-in' | 'sign-in-required' | 'broker-unreachable' | 'not-configured' | 'error';
export interface ConnectionStatus {
  state: ConnectionState;
  agent?: Agent;
  signInUrl?: string;
  /** Why, for states other than signed-in (the page turns it into a sentence). */
  error?: AppError;
  /** Signed in: this agent's kept replies deleted while they were signed out, and why. */
  repliesDeleted?: { count: number; reason: 'other-agent' | 'expired' };
}

/** One step of "Test connection": what it found, as a catalog key (`step.failed` nests the error). */
export interface ConnectionStep {
  name: 'settings' | 'broker' | 'signed-in' | 'token' | 'api';
  ok: boolean;
  key: MessageKey;
  params?: Params;
  /** Fields the service sent unusable (shown as unknown), for the agent to report. */
  notes?: FieldProblem[];
}

export interface Results {
  getStatus: ConnectionStatus;
  signIn: { opened: boolean };
  /**
   * `brokerSignedOut`: the broker session ended too; else `ssoSession` when the broker answered
   * that the company sign-in (SSO) holds it (`logoutUrl`: its logout page, which the worker
   * opened), or neither when the broker did not answer (the agent may try again).
   */
  signOut: { ok: true; brokerSignedOut: boolean; ssoSession?: true; logoutUrl?: string };
  testConnection: { steps: ConnectionStep[] };
  setActiveWorkspace: { ok: true };
  /** The settings as now stored (resolved); `replaced`: changes whose field had moved since the page read it. */
  changeSettings: { settings: Settings; replaced: string[] };
  forgetWorkspace: { ok: true };
  getTicket: { ticket: Ticket; fetchedAt: number };
  checkSend: { outcome: SendOutcome | null };
  acknowledgeSend: { outcome: SendOutcome | null };
  saveDraft: { draft: Draft | null };
  discardDraft: { draft: Draft | null };
  restoreDraft: { ok: true };
  noteOpened: { ok: true };
  setWatched: { ok: true };
  snooze: { ok: true };
  unsnooze: { ok: true };
  removeFromList: { removed: TicketListEntry[] };
  restoreToList: { ok: true };
  clearList: { removed: TicketListEntry[] };
  showInPanel: { ok: true };
  claimQuote: { claimed: boolean };
  discardQuote: { ok: true };
  /** The tree as a table (lib/api/category-table.ts): a fraction of the nested tree's JSON. */
  getCategories: { table: CategoryTable; fetchedAt: number };
  /** Names from the top down to the category (null: unknown); null when it is not in the tree. */
  getCategoryPath: { path: (string | null)[] | null };
  listFaqInstances: { instances: Instance[]; language: string };
  /** `replies` is null on a first run (no saved reply stored yet). */
  listSavedReplies: { replies: SavedReply[] | null; usage: ReplyUsage };
  saveSavedReply: { replies: SavedReply[] };
  deleteSavedReply: { replies: SavedReply[] };
  moveSavedReply: { replies: SavedReply[] };
  importSavedReplies: { replies: SavedReply[]; imported: number };
  noteSavedReplyUsed: { ok: true };
  getTeamLibrary: TeamLibraryResult;
  getBrokerConfig: { inboxLink: string | null };
  markAllSeen: { ok: true };
  queueReply: { outcome: SendOutcome };
  undoSend: { undone: boolean; outcome: SendOutcome | null };
  sendNow: { outcome: SendOutcome | null };
  reportProblem: { ok: true };
  getDiagnostics: Diagnostics;
}

export type Response<Op extends Operation = Operation> =
  | { ok: true; result: Results[Op] }
  | { ok: false; error: AppError };
