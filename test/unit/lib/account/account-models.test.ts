import { describe, expect, it } from 'vitest';
import { createAccountModel } from '@/lib/account/account-models';
import { statusLabel } from '@/lib/account/connection-model';
import type { ConnectionStatus } from '@/lib/messaging/protocol';
import { fakeClient } from '@/test/support/fake-client';

const signedIn: ConnectionStatus = {
  state: 'signed-in',
  agent: { email: 'agent@sidedesk.test', name: 'Alex Agent' },
};

describe('account model', () => {
  it('after a sign-out the workspace shows as signed out, without asking the worker (that would fetch a token)', async () => {
    const fake = fakeClient({
      getStatus: () => signedIn,
      signOut: () => ({ ok: true, brokerSignedOut: false }),
    });
    const model = createAccountModel(fake.client);
    await model.refresh(['a', 'b']);
    expect(fake.count('getStatus')).toBe(2);
    model.ask('a', 'Workspace 1');
    await model.confirm();
    expect(model.statuses.value.a?.state).toBe('sign-in-required');
    expect(model.statuses.value.b).toEqual(signedIn);
    expect(fake.requests('getStatus').slice(2)).toEqual([{ op: 'getStatus', workspaceId: 'b' }]);
  });

  it('Sign in without a page to open (the broker session lives on) reads the row again', async () => {
    const fake = fakeClient({ getStatus: () => signedIn, signIn: () => ({ opened: false }) });
    const model = createAccountModel(fake.client);
    model.statuses.value = { a: { state: 'sign-in-required', error: { code: 'sign-in-required' } } };
    await model.signIn('a');
    expect(model.statuses.value.a).toEqual(signedIn);
  });

  it('a sign-out the broker did not answer says so, shows Signed out, and offers to try again', async () => {
    let brokerAnswers = false;
    const fake = fakeClient({
      getStatus: () => signedIn,
      signOut: () => ({ ok: true, brokerSignedOut: brokerAnswers }),
    });
    const model = createAccountModel(fake.client);
    model.ask('a', 'Workspace 1');
    await model.confirm();
    expect(model.notice.value).toMatchObject({
      kind: 'error',
      message: { key: 'account.signed-out.broker-unconfirmed' },
    });
    expect(statusLabel(model.statuses.value.a ?? null)).toBe('Signed out');
    expect(model.unconfirmed.value).toEqual({ id: 'a', name: 'Workspace 1' });
    brokerAnswers = true;
    await model.retrySignOut();
    expect(fake.requests('signOut')).toEqual([
      { op: 'signOut', workspaceId: 'a' },
      { op: 'signOut', workspaceId: 'a' },
    ]);
    expect(model.notice.value).toMatchObject({ kind: 'ok', message: { key: 'account.signed-out' } });
    expect(model.unconfirmed.value).toBeNull();
  });

  it('an SSO sign-out says the company sign-in stays open, and offers no retry', async () => {
    const fake = fakeClient({
      getStatus: () => signedIn,
      signOut: () => ({
        ok: true,
        brokerSignedOut: false,
        ssoSession: true,
        logoutUrl: 'https://sso.example/out',
      }),
    });
    const model = createAccountModel(fake.client);
    model.ask('a', 'Workspace 1');
    await model.confirm();
    expect(model.notice.value).toMatchObject({
      kind: 'warning',
      message: { key: 'account.signed-out.sso-page' },
    });
    expect(model.unconfirmed.value).toBeNull();
  });
});
