import { describe, expect, it } from 'vitest';
import { createAccountModel } from '@/lib/account/account-models';
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
});
