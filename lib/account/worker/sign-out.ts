import { browser } from 'wxt/browser';
import { brokerFetch } from '@/lib/auth/broker-fetch';
import { reported } from '@/lib/diagnostics/report';
import { SETTINGS_KEYS } from '@/lib/settings/worker/store';
import { activeWorkspace } from '@/lib/settings/workspace';
import { areaKeyOf } from '@/lib/storage/item';
import {
  layoutStorage,
  problemsStorage,
  savedRepliesStorage,
  savedReplyUseStorage,
  signedOutStorageOf,
} from '@/lib/storage/items';
import { renderBadge } from '@/lib/watch/worker/badge';
import type { WorkerContext } from '@/lib/worker/context';
import { forgetWorkspaceData } from '@/lib/workspaces/worker/forget-workspace';
import { z } from '@/lib/zod';

// Sign-out forgets everything tied to the agent: the token, ticket data and caches, drafts and
// pending quotes, lists, send outcomes, alarms and notifications. Only the settings stay (they
// belong to the browser, not to the agent), and the replies the agent sent that have not gone out
// yet (the outbox): kept for that agent's next sign-in (lib/sending/worker/outbox-keep.ts). Clearing "everything but" means a storage item added
// later cannot be forgotten here. The agent's own saved replies stay too: like the signature, they
// are the agent's setup of the workspace, not ticket data (the team library is forgotten).

const KEPT = [...SETTINGS_KEYS, areaKeyOf(layoutStorage)];
// The signed-out state itself stays: it is what keeps the workspace signed out.
const KEPT_SCOPED = [
  ...[savedRepliesStorage, savedReplyUseStorage].map((item) => `${item.name}:`),
  signedOutStorageOf('').key.replace(/^local:/, ''),
];
const kept = (key: string) => KEPT.includes(key) || KEPT_SCOPED.some((prefix) => key.startsWith(prefix));

/** Clears everything tied to the agent but the settings, their setup and the keys in `keep`. */
export async function clearUserData(keep: readonly string[] = []): Promise<void> {
  const stored = await browser.storage.local.get(null);
  const forget = Object.keys(stored).filter((key) => !kept(key) && !keep.includes(key));
  if (forget.length) await browser.storage.local.remove(forget);
  // The problems kept for support stay: they hold nothing of the agent (lib/diagnostics/problem.ts).
  const session = Object.keys(await browser.storage.session.get(null));
  const problems = areaKeyOf(problemsStorage);
  await browser.storage.session.remove(session.filter((key) => key !== problems));
  await browser.alarms.clearAll();
  const notifications = (browser as unknown as { notifications?: typeof browser.notifications })
    .notifications;
  if (notifications) {
    const shown = await notifications.getAll().catch(reported('sign-out/notifications', {}));
    await Promise.all(Object.keys(shown).map((id) => notifications.clear(id)));
  }
}

/**
 * What the broker said of its session: ended, or not. `ssoSession`: it answered, but the session
 * is the company sign-in's (SSO), which the broker cannot end; `logoutUrl`: where the agent can.
 */
interface BrokerSignOut {
  brokerSignedOut: boolean;
  ssoSession?: true;
  logoutUrl?: string;
}

const brokerAnswerSchema = z.object({ signedOut: z.boolean(), logoutUrl: z.optional(z.string()) });

/** Ends the broker session too (the reference broker's `POST sign-out`); not signed out when it could not. */
async function signOutAtBroker(brokerUrl: string): Promise<BrokerSignOut> {
  try {
    // Shorter than a token call may take: the agent is waiting to be signed out.
    const response = await brokerFetch.raw(new URL('sign-out', brokerUrl).href, {
      method: 'POST',
      signal: AbortSignal.timeout(5_000),
    });
    const answer = brokerAnswerSchema.safeParse(response._data);
    if (!response.ok || !answer.success) return { brokerSignedOut: false };
    const { signedOut, logoutUrl } = answer.data;
    if (signedOut) return { brokerSignedOut: true };
    return {
      brokerSignedOut: false,
      ssoSession: true,
      ...(logoutUrl && isWebPage(logoutUrl) ? { logoutUrl } : {}),
    };
  } catch {
    return { brokerSignedOut: false };
  }
}

/** The SSO logout page is opened only as a web page (never a `javascript:` or extension URL). */
function isWebPage(url: string): boolean {
  try {
    return /^https?:$/.test(new URL(url).protocol);
  } catch {
    return false;
  }
}

/**
 * Signs out of the workspace (the active one when no id is given). With one workspace, everything
 * tied to the agent goes; with several, that workspace's data and token only: the others stay
 * signed in. The workspace stays signed out (no token is asked for it) until the agent presses
 * Sign in, whatever the broker answered: `brokerSignedOut` says whether its session ended too,
 * and the SSO logout page, when the broker names one, is opened for the agent.
 */
export async function signOut(
  context: WorkerContext,
  workspaceId?: string,
): Promise<{ ok: true } & BrokerSignOut> {
  const settings = await context.settings();
  const workspace = workspaceId
    ? settings.workspaces.find((w) => w.id === workspaceId)
    : activeWorkspace(settings);
  const alone = settings.workspaces.length <= 1;
  const brokerUrl = workspace?.brokerUrl ?? '';
  const ids = alone ? settings.workspaces.map((w) => w.id) : workspace ? [workspace.id] : [];
  // Signed out first: from here no status read, poll, alarm or send asks the broker for a token
  // (only Sign in ends this state). Then, synchronously: aborts the broker call, API calls and
  // polls in flight, so that none of them stores anything after the data below is cleared.
  await Promise.all(ids.map((id) => signedOutStorageOf(id).setValue({ at: Date.now(), why: 'signed-out' })));
  if (alone) context.endSessions();
  else if (workspace) context.endSessions(workspace.id);
  const broker = brokerUrl ? await signOutAtBroker(brokerUrl) : { brokerSignedOut: false };
  // The features' own sign-out steps (the outbox keeps a signed-out agent's waiting replies).
  const keep = (await Promise.all(ids.map((id) => context.signingOut?.(id) ?? []))).flat();
  if (alone) await clearUserData(keep);
  else if (workspace) await forgetWorkspaceData(workspace.id, { keepSetup: true, keep });
  await renderBadge();
  // The browser refusing to open the SSO logout page leaves the local sign-out done; it is said.
  if (broker.logoutUrl)
    await browser.tabs.create({ url: broker.logoutUrl }).catch(reported('sign-out/sso-logout-page'));
  // The kept replies' alarms went with the rest, and no token is handed out while signed out: they
  // wait for the agent's next sign-in.
  return { ok: true, ...broker };
}
