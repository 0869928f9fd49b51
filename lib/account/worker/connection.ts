import { browser } from 'wxt/browser';
import { SidedeskError, toAppError } from '@/lib/api/errors';
import type { Agent } from '@/lib/api/schemas';
import { brokerFetch } from '@/lib/auth/broker-fetch';
import { isOnBrokerOrigin } from '@/lib/auth/sign-in-url';
import { expected } from '@/lib/diagnostics/report';
import type { MessageKey, Params } from '@/lib/i18n/format';
import type { ConnectionStatus, ConnectionStep } from '@/lib/messaging/protocol';
import type { Settings } from '@/lib/settings/types';
import { activeWorkspace, emptyWorkspace, scopeOf, type Workspace } from '@/lib/settings/workspace';
import { tokenStorageOf } from '@/lib/storage/items';
import { requireHostAccess, type WorkerContext } from '@/lib/worker/context';
import { rememberedProblems } from '@/lib/worker/remembered-problems';
import { followSignInTab } from './sign-in-tab';

/**
 * "Signed in as …", or why not; never throws. A broker call this ask joined can be ended under it
 * (its broker URL changed, or a sign-out: `clear()` in token-manager.ts): that answer is about
 * the workspace as it was, so the state is asked once more (a sign-out then answers from its mark,
 * a new broker for itself). Without it the popup said "Sign in needed" for a broker that was down.
 */
export async function getStatus(context: WorkerContext, workspaceId?: string): Promise<ConnectionStatus> {
  const status = await statusOnce(context, workspaceId);
  const endedUnderIt = status.error?.reason === 'error.sign-in-required.signed-out';
  return endedUnderIt ? statusOnce(context, workspaceId) : status;
}

async function statusOnce(context: WorkerContext, workspaceId?: string): Promise<ConnectionStatus> {
  const workspace = await workspaceNamed(context, workspaceId);
  if (!workspace?.brokerUrl || !workspace.apiBaseUrl) {
    return { state: 'not-configured', error: { code: 'not-configured' } };
  }
  try {
    return { state: 'signed-in', agent: await context.tokensOf(workspace).getAgent() };
  } catch (thrown) {
    const error = toAppError(thrown);
    const { code, signInUrl } = error;
    if (code === 'sign-in-required') return { state: code, error, ...(signInUrl ? { signInUrl } : {}) };
    if (code === 'broker-unreachable' || code === 'not-configured') return { state: code, error };
    return { state: 'error', error };
  }
}

/**
 * The agent pressed Sign in: the broker is asked at once, even for a signed-out workspace. A
 * broker session that lives on signs in without a tab; else its sign-in page opens in a tab,
 * which the worker follows (sign-in-tab.ts) until it signs in or closes.
 */
export async function signIn(context: WorkerContext, workspaceId?: string): Promise<{ opened: boolean }> {
  const workspace = await workspaceNamed(context, workspaceId);
  if (!workspace?.brokerUrl || !workspace.apiBaseUrl) return { opened: false };
  try {
    await context.tokensOf(workspace).askNow();
    return { opened: false };
  } catch (thrown) {
    const { code, signInUrl } = toAppError(thrown);
    if (code !== 'sign-in-required' || !signInUrl || !isOnBrokerOrigin(signInUrl, workspace.brokerUrl))
      return { opened: false };
    const tab = await browser.tabs.create({ url: signInUrl });
    await followSignInTab(workspace.id, tab.id);
    return { opened: true };
  }
}

const originOf = (url: string) => new URL(url).origin;

/** The workspace with this id, or the active one; undefined when the id names none. */
async function workspaceNamed(context: WorkerContext, id?: string): Promise<Workspace | undefined> {
  const settings = await context.settings();
  return id ? settings.workspaces.find((w) => w.id === id) : activeWorkspace(settings);
}

/**
 * Step one on its own: does anything answer at the broker URL? Any HTTP status counts (HEAD is
 * not how tokens are asked for); only a failed connection or a timeout means "unreachable".
 */
async function probeBroker(brokerUrl: string): Promise<void> {
  try {
    await brokerFetch.raw(brokerUrl, {
      method: 'HEAD',
      credentials: 'omit',
      cache: 'no-store',
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    throw new SidedeskError('broker-unreachable', {
      reason: 'error.broker-unreachable.nothing-at',
      params: { url: brokerUrl },
    });
  }
}

/**
 * "Test connection": broker reachable, signed in, token received, one API call. Each step names
 * what it found (a catalog key); the first failure ends the test (later steps could only fail too).
 */
export async function testConnection(
  context: WorkerContext,
  workspaceId?: string,
): Promise<{ steps: ConnectionStep[] }> {
  const workspace = (await workspaceNamed(context, workspaceId)) ?? emptyWorkspace();
  const { brokerUrl, apiBaseUrl } = workspace;
  const tokens = context.tokensOf(workspace);
  const steps: ConnectionStep[] = [];
  const done = () => ({ steps });
  const pass = (name: ConnectionStep['name'], key: MessageKey, params?: Params) =>
    steps.push({ name, ok: true, key, ...(params ? { params } : {}) });
  const fail = (name: ConnectionStep['name'], key: MessageKey, params?: Params) => {
    steps.push({ name, ok: false, key, ...(params ? { params } : {}) });
    return done();
  };
  const failWith = (name: ConnectionStep['name'], error: unknown) =>
    fail(name, 'step.failed', { reason: toAppError(error) });

  if (!brokerUrl) return fail('broker', 'step.broker.not-saved');
  // Bound to the session it starts in: a sign-out meanwhile ends the test, and it fetches (so
  // stores) no token after it. A token fetch already under way is dropped by the sign-out itself.
  const session = await context.session(workspace.id).catch(expected('no-session', null));
  const signedOut = () => !!session && !session.alive();
  const endedBySignOut = () =>
    failWith(
      'signed-in',
      new SidedeskError('sign-in-required', { reason: 'error.sign-in-required.signed-out' }),
    );
  try {
    await requireHostAccess(brokerUrl, 'broker');
    await probeBroker(brokerUrl);
  } catch (error) {
    return failWith('broker', error);
  }
  pass('broker', 'step.broker.ok', { origin: originOf(brokerUrl) });

  if (signedOut()) return endedBySignOut();
  await tokens.clear(); // the whole path, not a token from earlier
  // No await between this check and the fetch it guards.
  if (signedOut()) return endedBySignOut();
  let agent: Agent;
  try {
    agent = await tokens.getAgent();
  } catch (error) {
    const failure = toAppError(error);
    if (failure.code === 'sign-in-required') return fail('signed-in', 'step.signed-in.no');
    if (failure.code !== 'invalid-response') return failWith('signed-in', failure);
    pass('signed-in', 'step.signed-in.ok');
    return failWith('token', failure);
  }
  pass('signed-in', 'step.signed-in.as', { name: agent.name, email: agent.email });
  const stored = await tokenStorageOf(workspace.id).getValue();
  const minutes = stored ? Math.max(1, Math.round((stored.refreshAt - Date.now()) / 60_000)) : 0;
  if (minutes) pass('token', 'step.token.minutes', { count: minutes });
  else pass('token', 'step.token.ok');

  if (signedOut()) return endedBySignOut();
  try {
    const api = await context.api(session ?? (await context.session(workspace.id)));
    const categories = await api.getCategories();
    pass('api', 'step.api.ok', { origin: originOf(apiBaseUrl), count: categories.length });
    // Display fields the service sent unusable (shown as unknown), so the agent can report them.
    const notes = await rememberedProblems();
    if (notes.length) (steps.at(-1) as ConnectionStep).notes = notes;
  } catch (error) {
    failWith('api', error);
  }
  return done();
}

/**
 * A different broker or API means a different account: the workspace's token from before must
 * not be used, and work still running for it must not store anything. A removed workspace ends
 * too. Switching the active workspace ends nothing: each workspace's work stays in its own scope.
 */
export function onSettingsChanged(context: WorkerContext, before: Settings, after: Settings): void {
  for (const old of before.workspaces) {
    const current = after.workspaces.find((w) => w.id === old.id);
    if (!current || old.brokerUrl !== current.brokerUrl || scopeOf(old) !== scopeOf(current))
      context.endSessions(old.id);
  }
}
