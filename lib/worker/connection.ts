import { browser } from 'wxt/browser';
import { SidedeskError, toAppError } from '../api/errors';
import type { Agent } from '../api/schemas';
import type { ConnectionStatus, ConnectionStep } from '../messaging/protocol';
import { defaultSettings, type Settings, tokenStorage } from '../storage';
import { requireHostAccess, type WorkerContext } from './context';
import { describeProblem, rememberedProblems } from './field-problems';

/** "Signed in as …", or why not; never throws. */
export async function getStatus(context: WorkerContext): Promise<ConnectionStatus> {
  const { brokerUrl, apiBaseUrl } = await context.settings();
  if (!brokerUrl || !apiBaseUrl) {
    return {
      state: 'not-configured',
      message: 'Sidedesk is not set up yet: add the token broker URL and API base URL in Options.',
    };
  }
  try {
    return { state: 'signed-in', agent: await context.tokens.getAgent() };
  } catch (error) {
    const { code, message, signInUrl } = toAppError(error);
    if (code === 'sign-in-required')
      return { state: 'sign-in-required', message, ...(signInUrl ? { signInUrl } : {}) };
    if (code === 'broker-unreachable') return { state: 'broker-unreachable', message };
    if (code === 'not-configured') return { state: 'not-configured', message };
    return { state: 'error', message };
  }
}

/** Opens the broker's sign-in page in a tab, when the broker asks for one. */
export async function signIn(context: WorkerContext): Promise<{ opened: boolean }> {
  const status = await getStatus(context);
  if (status.state !== 'sign-in-required' || !status.signInUrl) return { opened: false };
  await browser.tabs.create({ url: status.signInUrl });
  return { opened: true };
}

const originOf = (url: string) => new URL(url).origin;

/**
 * Step one on its own: does anything answer at the broker URL? Any HTTP status counts (HEAD is
 * not how tokens are asked for); only a failed connection or a timeout means "unreachable".
 */
async function probeBroker(brokerUrl: string): Promise<void> {
  try {
    await fetch(brokerUrl, {
      method: 'HEAD',
      credentials: 'omit',
      cache: 'no-store',
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    throw new SidedeskError(
      'broker-unreachable',
      `Nothing answered at ${brokerUrl}. Check the token broker URL, and that the broker is running.`,
    );
  }
}

/**
 * "Test connection": broker reachable, signed in, token received, one API call. Each step says
 * in words what it found; the first failure ends the test (later steps could only fail too).
 */
export async function testConnection(context: WorkerContext): Promise<{ steps: ConnectionStep[] }> {
  const { brokerUrl } = await context.settings();
  const steps: ConnectionStep[] = [];
  const done = () => ({ steps });
  const pass = (name: ConnectionStep['name'], message: string) => steps.push({ name, ok: true, message });
  const fail = (name: ConnectionStep['name'], message: string) => {
    steps.push({ name, ok: false, message });
    return done();
  };

  if (!brokerUrl) return fail('broker', 'No token broker URL is saved yet: enter it above and press Save.');
  try {
    await requireHostAccess(brokerUrl, 'token broker');
    await probeBroker(brokerUrl);
  } catch (error) {
    return fail('broker', toAppError(error).message);
  }
  pass('broker', `The token broker at ${originOf(brokerUrl)} answered.`);

  await context.tokens.clear(); // the whole path, not a token from earlier
  let agent: Agent;
  try {
    agent = await context.tokens.getAgent();
  } catch (error) {
    const failure = toAppError(error);
    if (failure.code === 'sign-in-required') {
      return fail(
        'signed-in',
        'You are not signed in at the token broker. Sign in there (the toolbar popup opens its sign-in page), then test again.',
      );
    }
    if (failure.code !== 'invalid-response') return fail('signed-in', failure.message);
    pass('signed-in', 'The token broker accepted your session.');
    return fail('token', failure.message);
  }
  pass('signed-in', `You are signed in at the token broker as ${agent.name} <${agent.email}>.`);
  const stored = await tokenStorage.getValue();
  const minutes = stored ? Math.max(1, Math.round((stored.refreshAt - Date.now()) / 60_000)) : 0;
  pass(
    'token',
    minutes
      ? `An access token was received; it is good for about ${minutes} minutes.`
      : 'An access token was received.',
  );

  try {
    const api = await context.api();
    const categories = await api.getCategories();
    const { apiBaseUrl } = await context.settings();
    pass(
      'api',
      [
        `The Ticket API at ${originOf(apiBaseUrl)} accepted the token and listed ${categories.length} top-level ${categories.length === 1 ? 'category' : 'categories'}.`,
        ...(await rememberedProblems()).map(describeProblem), // fields the service sent unusable
      ].join(' '),
    );
  } catch (error) {
    fail('api', toAppError(error).message);
  }
  return done();
}

/** A different broker or API means a different account: the token from before must not be used. */
export async function onSettingsChanged(
  context: WorkerContext,
  before: Settings | undefined,
  after: Settings | undefined,
) {
  const was = before ?? defaultSettings; // never saved: the defaults were in force
  const now = after ?? defaultSettings;
  if (was.brokerUrl !== now.brokerUrl || was.apiBaseUrl !== now.apiBaseUrl) await context.tokens.clear();
}
