import type { Category, Reply, Ticket } from '@/lib/api/schemas';
import { emptyReplyFields } from '@/lib/records/reply-fields';
import type { SavedReply } from '@/lib/records/saved-reply';
import { preferenceDefaults } from '@/lib/settings/preferences';
import type { Settings } from '@/lib/settings/types';
import { DEFAULT_WORKSPACE_ID, emptyWorkspace, scopeOf, type Workspace } from '@/lib/settings/workspace';
import type { Draft } from '@/lib/storage/items';

// Minimal valid resources for unit tests, shaped exactly as the specification describes them.
// Pure data (no storage module is loaded here): the end-to-end tests import it too.

export const author = {
  id: '0b4f2a64-6a7e-4c55-9d43-2f4f7f2a9e10',
  name: 'Dana Customer',
  email: 'dana@example.com',
  image: null,
  customIdentifier: null,
  status: 'client',
  isBot: false,
};

export function sampleTicket(overrides: Partial<Ticket> = {}): Ticket {
  return {
    id: 4478963,
    title: 'Cannot log in',
    message: 'Hello, I cannot log in.',
    htmlMessage: '<p>Hello, I cannot log in.</p>',
    author,
    category: { id: 12, name: 'Accounts' },
    creationTime: '2026-11-02T09:14:03.512+00:00',
    lastThreadElementCreationTime: '2026-11-03T10:00:00.000+00:00',
    customFields: [],
    lockedBy: null,
    originalLink: null,
    replyCount: 2,
    sentiment: 'question',
    source: 'web',
    detailedSource: 'web_website',
    sourceName: null,
    status: 'open',
    tags: ['login'],
    attachments: [],
    properties: { isMuted: false, isLocked: false, hasDraft: false, isSpam: false },
    ...overrides,
  };
}

export function sampleReply(overrides: Partial<Reply> = {}): Reply {
  return {
    id: 901,
    ticketId: 4478963,
    message: 'Thanks, we are on it.',
    htmlMessage: 'Thanks, we are on it.',
    author: { ...author, status: 'team', email: 'agent@sidedesk.test', name: 'Alex Agent' },
    attachments: [],
    ccEmails: [],
    toEmails: [],
    creationTime: '2026-11-03T10:05:00.000+00:00',
    level: 0,
    parentReplyId: null,
    properties: { isByTeam: true, isDraft: false, isHidden: false },
    ...overrides,
  };
}

export const envelope = (data: unknown) => ({ data, errorCode: -1, errorText: null });

/** A category node with ordinary flags (override any); children as given. */
export function sampleCategory(
  id: number,
  name: string,
  children: Category[] = [],
  flags: Partial<Category> = {},
): Category {
  return {
    id,
    name,
    parentId: null,
    children,
    autoArchive: false,
    canBeChosen: true,
    isHidden: false,
    isMuted: false,
    ...flags,
  };
}

/** A stored draft as the side panel writes it, holding `message`. */
export function sampleDraft(ticketId: number, message: string): Draft {
  return { ticketId, ...emptyReplyFields(), message, updatedAt: Date.now() };
}

/** A tab in `windowId`, the second argument of a dispatched menu click or command. */
export function sampleTab(windowId: number) {
  return { id: 1, index: 0, windowId, highlighted: true, active: true, pinned: false, incognito: false };
}

/** The one workspace of the unit tests (an API at https://api.example, a broker beside it). */
export function sampleWorkspace(overrides: Partial<Workspace> = {}): Workspace {
  return {
    ...emptyWorkspace(),
    name: 'Example',
    brokerUrl: 'https://broker.example/token',
    apiBaseUrl: 'https://api.example',
    ...overrides,
  };
}

/** Settings (version 2) with one active workspace: `sampleWorkspace(workspace)`. */
export function sampleSettings(
  overrides: Partial<Settings> = {},
  workspace: Partial<Workspace> = {},
): Settings {
  return {
    workspaces: [sampleWorkspace(workspace)],
    activeWorkspaceId: DEFAULT_WORKSPACE_ID,
    ...preferenceDefaults(),
    ...overrides,
  };
}

/** The storage scope of `sampleWorkspace()`. */
export const SCOPE = scopeOf(sampleWorkspace()) as string;

/** A saved reply that is a macro (send and complete), with a variable and an attachment. */
export const savedReply = (overrides: Partial<SavedReply> = {}): SavedReply => ({
  id: 'r1',
  name: 'Refund done',
  shortcut: 'refund',
  text: 'Hi {{customer.firstName}},\n\nrefunded. <b>not HTML</b>',
  isHtml: false,
  outcome: 'complete',
  attachments: [{ url: 'https://files.example/terms.pdf', name: 'terms.pdf' }],
  ...overrides,
});

/** A second workspace: another service whose ticket ids are the same numbers as the first's. */
export function secondWorkspace(overrides: Partial<Workspace> = {}): Workspace {
  return sampleWorkspace({
    id: 'second',
    name: 'Second',
    brokerUrl: 'https://broker.second.example/token',
    apiBaseUrl: 'https://api.second.example',
    inboxLink: 'https://inbox.second.example/desk/ticket/{id}',
    ...overrides,
  });
}

/** Settings with two workspaces (the first active): `sampleWorkspace()` and `secondWorkspace()`. */
export function twoWorkspaceSettings(overrides: Partial<Settings> = {}): Settings {
  return sampleSettings({
    workspaces: [sampleWorkspace({ linkPatterns: ['https://first.example/case/{id}'] }), secondWorkspace()],
    ...overrides,
  });
}

/** The storage scope of `secondWorkspace()`. */
export const SECOND_SCOPE = scopeOf(secondWorkspace()) as string;
