import { describe, expect, it, vi } from 'vitest';
import { createConnectionModel } from '@/lib/account/connection-model';
import { t } from '@/lib/i18n/format';
import type { ConnectionStatus } from '@/lib/messaging/protocol';
import { fail, fakeClient } from '@/test/support/fake-client';
import { eventually } from '@/test/support/settle';

function setup(status: ConnectionStatus | (() => never), opened = true) {
  const openOptions = vi.fn();
  const fake = fakeClient({
    getStatus: () => (typeof status === 'function' ? status() : status),
    signIn: () => ({ opened }),
  });
  return { ...fake, openOptions, model: createConnectionModel(fake.client, { openOptions }) };
}

describe('connection model', () => {
  it('says who is signed in, with no action', async () => {
    const { model } = setup({
      state: 'signed-in',
      agent: { email: 'agent@sidedesk.test', name: 'Alex Agent' },
    });
    expect(model.label.value).toBe('Checking connection…');
    await model.refresh();
    expect(model.label.value).toBe('Signed in as Alex Agent');
    expect(model.action.value).toBeNull();
    expect(model.detail.value).toBeNull();
  });

  it.each<[ConnectionStatus['state'], string, 'sign-in' | 'options']>([
    ['sign-in-required', 'Sign in needed', 'sign-in'],
    ['broker-unreachable', 'Broker unreachable', 'options'],
    ['not-configured', 'Not configured', 'options'],
    ['error', 'Connection problem', 'options'],
  ])('names the %s state and offers its action', async (state, label, action) => {
    const { model } = setup({ state, error: { code: 'network' } });
    await model.refresh();
    expect(model.label.value).toBe(label);
    expect(model.action.value).toBe(action);
    expect(model.detail.value).toBe(t('error.network'));
  });

  it('asks the worker to open the sign-in page, and checks again when it had none to open', async () => {
    const { model, count } = setup({ state: 'sign-in-required', error: { code: 'sign-in-required' } }, false);
    await model.signIn();
    expect(count('signIn')).toBe(1);
    expect(count('getStatus')).toBe(1);
  });

  it('opens the options page', async () => {
    const { model, openOptions } = setup({ state: 'not-configured' });
    await model.openOptions();
    expect(openOptions).toHaveBeenCalledOnce();
  });

  it('shows a failed status request as a sentence', async () => {
    const { model } = setup(() => {
      throw fail('internal', { reason: 'error.internal.no-answer' });
    });
    await model.refresh();
    expect(model.label.value).toBe('Connection problem');
    expect(model.detail.value).toMatch(/did not answer/);
  });

  it('follows a workspace switch at once: Checking, then the new one; a late answer of the old one is dropped', async () => {
    const answers = new Map<string | undefined, (status: ConnectionStatus) => void>();
    const fake = fakeClient({
      getStatus: (request) => new Promise((resolve) => answers.set(request.scope, resolve)),
      signIn: () => ({ opened: true }),
    });
    const model = createConnectionModel(fake.client);
    const first = model.refresh();
    model.show('first.scope'); // the workspace the first read was for: no second read
    expect(fake.count('getStatus')).toBe(1);
    answers.get(undefined)?.({ state: 'signed-in', agent: { email: 'a@first.test', name: 'First Agent' } });
    await first;
    expect(model.label.value).toBe('Signed in as First Agent');

    const late = model.refresh();
    model.show('second.scope');
    expect(model.label.value).toBe('Checking connection…');
    answers.get('first.scope')?.({
      state: 'signed-in',
      agent: { email: 'a@first.test', name: 'First Agent' },
    });
    await late;
    expect(model.label.value).toBe('Checking connection…');
    answers.get('second.scope')?.({ state: 'sign-in-required', error: { code: 'sign-in-required' } });
    await eventually(() => expect(model.label.value).toBe('Sign in needed'));
    await model.signIn();
    expect(fake.requests('signIn')).toEqual([{ op: 'signIn', scope: 'second.scope' }]);
  });
});
