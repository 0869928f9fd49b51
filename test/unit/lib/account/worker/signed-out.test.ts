import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { getStatus, signIn } from '@/lib/account/worker/connection';
import { registerSignInTabs } from '@/lib/account/worker/sign-in-tab';
import { signOut } from '@/lib/account/worker/sign-out';
import { settingsStorage } from '@/lib/settings/items';
import { DEFAULT_WORKSPACE_ID } from '@/lib/settings/workspace';
import { agentStorage, signedOutStorageOf, tokenStorageOf } from '@/lib/storage/items';
import { createWorkerContext, type WorkerContext } from '@/lib/worker/context';
import { sendJson, startStub } from '@/test/support/http-stub';
import { SCOPE, sampleSettings } from '@/test/support/samples';
import { eventually } from '@/test/support/settle';

// Signed out means signed out: after a sign-out (or the broker's word that the session is gone)
// nothing asks the broker for a token until the agent presses Sign in; then the worker follows
// the sign-in tab it opened. The real worker context and token manager, against a stub broker.

type Stub = Awaited<ReturnType<typeof startStub>>;
const agent = { email: 'agent@sidedesk.test', name: 'Alex Agent' };
let broker: Stub;
/** Whether the stub broker has a live session for this browser. */
let brokerSession: boolean;
/** What the stub broker answers to `POST /sign-out`. */
let signOutAnswer: [number, unknown];
let context: WorkerContext;
const record = signedOutStorageOf(DEFAULT_WORKSPACE_ID);

beforeEach(async () => {
  fakeBrowser.reset();
  Object.assign(fakeBrowser, {
    permissions: { contains: async () => true, onRemoved: fakeBrowser.permissions.onRemoved },
  });
  brokerSession = true;
  signOutAnswer = [200, { signedOut: true }];
  broker = await startStub((req, res) => {
    if (req.path === '/sign-out') return sendJson(res, ...signOutAnswer);
    if (brokerSession)
      return sendJson(res, 200, { access_token: 'token-1', token_type: 'bearer', expires_in: 3600, agent });
    sendJson(res, 401, { error: 'sign_in_required', signInUrl: `${broker.url}/sign-in` });
  });
  await settingsStorage.setValue(sampleSettings({}, { brokerUrl: `${broker.url}/token` }));
  context = createWorkerContext();
  registerSignInTabs(context);
});
afterEach(() => broker.close());

const tokenRequests = () => broker.count('POST', '/token');
/** The tabs the worker opened (the fake browser starts with a blank one). */
const opened = async () => (await fakeBrowser.tabs.query({})).filter((tab) => tab.url);

/** The browser tells that a page finished loading in `tab` (the fake's update tells no status). */
const loaded = (tab: { id?: number } | undefined) =>
  fakeBrowser.tabs.onUpdated.trigger(tab?.id as number, { status: 'complete' }, tab as never);

/** Signed in (a token came), then signed out in Options. */
async function signedInThenOut() {
  expect((await getStatus(context)).state).toBe('signed-in');
  await signOut(context);
}

describe('signed out', () => {
  it('asks the broker for no token from any status read after a sign-out, even with a live broker session', async () => {
    await signedInThenOut();
    const before = tokenRequests();
    for (let i = 0; i < 3; i++) {
      const status = await getStatus(context);
      expect(status.state).toBe('sign-in-required');
      expect(status.error?.reason).toBe('error.sign-in-required.after-sign-out');
    }
    await expect(
      context.tokensOf((await context.settings()).workspaces[0] as never).getToken(),
    ).rejects.toThrow();
    expect(tokenRequests()).toBe(before);
    expect(await context.confirmedAgent(DEFAULT_WORKSPACE_ID)).toBeNull();
  });

  it('stays signed out across a worker restart', async () => {
    await signedInThenOut();
    const before = tokenRequests();
    const restarted = createWorkerContext();
    expect((await getStatus(restarted)).state).toBe('sign-in-required');
    expect(tokenRequests()).toBe(before);
  });

  it('Sign in with the broker session alive signs in at once, opening no tab', async () => {
    await signedInThenOut();
    const heard = vi.fn();
    context.onToken?.(heard);
    expect(await signIn(context)).toEqual({ opened: false });
    expect(heard).toHaveBeenCalledWith(DEFAULT_WORKSPACE_ID, agent);
    await eventually(async () => expect(await record.getValue()).toBeNull());
    expect(await getStatus(context)).toMatchObject({ state: 'signed-in', agent });
    expect(await context.confirmedAgent(DEFAULT_WORKSPACE_ID)).toEqual(agent);
  });

  it('Sign in opens the broker page and follows that tab until the agent has signed in there', async () => {
    brokerSession = false;
    await signOut(context);
    expect(await signIn(context)).toEqual({ opened: true });
    const [tab] = await opened();
    expect(tab?.url).toBe(`${broker.url}/sign-in`);
    expect(await record.getValue()).toMatchObject({ why: 'signed-out', signInTab: tab?.id });
    // The sign-in page loads: still signed out, and status reads still ask nothing.
    await loaded(tab);
    await eventually(() => expect(tokenRequests()).toBe(2));
    expect((await getStatus(context)).state).toBe('sign-in-required');
    expect(tokenRequests()).toBe(2);
    // The agent signs in; the signed-in page loads in that tab.
    brokerSession = true;
    await loaded(tab);
    await eventually(async () => expect(await record.getValue()).toBeNull());
    expect(await getStatus(context)).toMatchObject({ state: 'signed-in', agent });
  });

  it('a sign-in tab closed without signing in leaves the workspace signed out, following nothing', async () => {
    brokerSession = false;
    await signOut(context);
    expect(await signIn(context)).toEqual({ opened: true });
    const [tab] = await opened();
    // The agent closes it (the fake's own tabs.remove fails looking up its window).
    await fakeBrowser.tabs.onRemoved.trigger(tab?.id as number, { isWindowClosing: false, windowId: 1 });
    await eventually(async () =>
      expect(await record.getValue()).toEqual({ at: expect.any(Number), why: 'signed-out' }),
    );
    const before = tokenRequests();
    expect((await getStatus(context)).state).toBe('sign-in-required');
    expect(tokenRequests()).toBe(before);
  });
});

describe('the broker says the session is gone', () => {
  it('signs a signed-in workspace out: no token is asked again until Sign in', async () => {
    await agentStorage.set(SCOPE, agent); // it was signed in
    brokerSession = false;
    const status = await getStatus(context);
    expect(status.error?.reason).toBeUndefined(); // the broker's own answer, with its sign-in page
    expect(status.signInUrl).toBe(`${broker.url}/sign-in`);
    expect(await record.getValue()).toMatchObject({ why: 'session-ended' });
    expect(await context.confirmedAgent(DEFAULT_WORKSPACE_ID)).toBeNull();
    expect((await getStatus(context)).error?.reason).toBe('error.sign-in-required.session-ended');
    expect(tokenRequests()).toBe(1);
  });

  it('leaves a workspace never signed in as it is, so a sign-in in any tab is found by the next read', async () => {
    brokerSession = false;
    await getStatus(context);
    expect(await record.getValue()).toBeNull();
    brokerSession = true;
    expect((await getStatus(context)).state).toBe('signed-in');
  });
});

describe('sign-out at the broker', () => {
  it('says so when the broker could not be reached, and still signs out here', async () => {
    await signedInThenOut();
    await broker.close();
    expect(await signOut(context)).toEqual({ ok: true, brokerSignedOut: false });
    expect(await tokenStorageOf(DEFAULT_WORKSPACE_ID).getValue()).toBeNull();
    expect(await record.getValue()).toMatchObject({ why: 'signed-out' });
  });

  it('opens the SSO logout page the broker names when it cannot end the session itself', async () => {
    signOutAnswer = [200, { signedOut: false, logoutUrl: 'https://sso.example/logout' }];
    expect(await signOut(context)).toEqual({
      ok: true,
      brokerSignedOut: false,
      ssoSession: true,
      logoutUrl: 'https://sso.example/logout',
    });
    expect((await opened()).map((tab) => tab.url)).toEqual(['https://sso.example/logout']);
  });

  it('never opens a logout address that is not a web page', async () => {
    signOutAnswer = [200, { signedOut: false, logoutUrl: 'javascript:alert(1)' }];
    expect(await signOut(context)).toEqual({ ok: true, brokerSignedOut: false, ssoSession: true });
    expect(await opened()).toEqual([]);
  });
});
