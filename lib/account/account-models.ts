import { signal } from '@preact/signals';
import { toAppError } from '@/lib/api/errors';
import { forgetSnapshot } from '@/lib/first-paint/stored';
import { describeError, type MessageKey } from '@/lib/i18n/format';
import type { ProtocolClient } from '@/lib/messaging/client';
import type { ConnectionStatus, ConnectionStep, Results } from '@/lib/messaging/protocol';
import type { Notice } from '@/lib/settings/settings-model';
import { unsentRepliesOf } from '@/lib/storage/outbox-count';

/** The four steps of "Test connection", in order, as the agent reads them. */
export const CONNECTION_STEPS: { name: ConnectionStep['name']; label: MessageKey }[] = [
  { name: 'broker', label: 'options.test.broker' },
  { name: 'signed-in', label: 'options.test.signed-in' },
  { name: 'token', label: 'options.test.token' },
  { name: 'api', label: 'options.test.api' },
];

export function createConnectionTestModel(client: ProtocolClient) {
  const steps = signal<ConnectionStep[] | null>(null);
  const running = signal(false);
  const error = signal<string | null>(null);

  async function run(): Promise<void> {
    if (running.value) return;
    running.value = true;
    error.value = null;
    steps.value = null;
    try {
      steps.value = (await client.call({ op: 'testConnection' })).steps;
    } catch (e) {
      error.value = describeError(e);
    } finally {
      running.value = false;
    }
  }
  return { steps, running, error, run };
}
export type ConnectionTestModel = ReturnType<typeof createConnectionTestModel>;

const SIGNED_OUT: ConnectionStatus = {
  state: 'sign-in-required',
  error: { code: 'sign-in-required', reason: 'error.sign-in-required.after-sign-out' },
};

/** What a sign-out ended, in words: here and at the broker, here only (SSO), or here and maybe not there. */
function signOutNotice(answer: Results['signOut'], name: string): Notice {
  if (answer.brokerSignedOut) return { kind: 'ok', message: { key: 'account.signed-out', params: { name } } };
  if (answer.ssoSession) {
    const key = answer.logoutUrl ? 'account.signed-out.sso-page' : 'account.signed-out.sso';
    return { kind: 'warning', message: { key, params: { name } } };
  }
  return { kind: 'error', message: { key: 'account.signed-out.broker-unconfirmed', params: { name } } };
}

/**
 * Options' Account: each workspace's sign-in, made active or signed out of one by one (through the
 * protocol's `getStatus`, `setActiveWorkspace`, `signIn`, `signOut` with the workspace's id).
 * Sign-out asks first: it deletes drafts the agent may still want.
 */
export function createAccountModel(client: ProtocolClient) {
  const statuses = signal<Record<string, ConnectionStatus>>({});
  /** The workspace whose sign-out waits for the agent's answer. */
  /** The sign-out asked about, with how many of its replies have not gone out yet. */
  const confirming = signal<{ id: string; name: string; unsent: number } | null>(null);
  const busy = signal(false);
  const notice = signal<Notice | null>(null);

  async function refresh(ids: string[]): Promise<void> {
    const entries = await Promise.all(
      ids.map(async (workspaceId) => {
        const status: ConnectionStatus = await client
          .call({ op: 'getStatus', workspaceId })
          .catch((error) => ({ state: 'error' as const, error: toAppError(error) }));
        return [workspaceId, status] as const;
      }),
    );
    statuses.value = { ...statuses.value, ...Object.fromEntries(entries) };
  }

  async function makeActive(workspaceId: string, name: string): Promise<void> {
    try {
      await client.call({ op: 'setActiveWorkspace', workspaceId });
      notice.value = { kind: 'ok', message: { key: 'account.now-active', params: { name } } };
    } catch {
      notice.value = { kind: 'error', message: { key: 'account.not-active', params: { name } } };
    }
  }

  /** Opens the workspace's broker sign-in page in a tab (none when the broker's session lives on). */
  async function signIn(workspaceId: string): Promise<void> {
    notice.value = null;
    try {
      const { opened } = await client.call({ op: 'signIn', workspaceId });
      // No page to sign in on: the worker signed in with the broker's session. Else the row is
      // read again when the agent comes back from the broker's tab.
      if (!opened) await refresh([workspaceId]);
    } catch (e) {
      notice.value = { kind: 'error', message: describeError(e) };
    }
  }

  const ask = (id: string, name: string) => {
    notice.value = null;
    confirming.value = { id, name, unsent: 0 };
    void unsentRepliesOf(id).then((unsent) => {
      if (confirming.value?.id === id) confirming.value = { id, name, unsent };
    });
  };
  const cancel = () => {
    confirming.value = null;
  };
  /** A sign-out whose broker did not answer: the agent may try again (its session there may live on). */
  const unconfirmed = signal<{ id: string; name: string } | null>(null);

  /** Signs out of the workspace (again, for Try again) and says what the broker answered. */
  async function signOutOf(id: string, name: string): Promise<void> {
    busy.value = true;
    unconfirmed.value = null;
    forgetSnapshot(); // the popup's first paint shows ticket titles: they go with the agent
    try {
      const answer = await client.call({ op: 'signOut', workspaceId: id });
      notice.value = signOutNotice(answer, name);
      if (!answer.brokerSignedOut && !answer.ssoSession) unconfirmed.value = { id, name };
      // The worker keeps the workspace signed out: reading its row asks the broker nothing.
      statuses.value = { ...statuses.value, [id]: SIGNED_OUT };
      await refresh(Object.keys(statuses.value).filter((other) => other !== id));
    } catch (e) {
      notice.value = { kind: 'error', message: describeError(e) };
    } finally {
      busy.value = false;
    }
  }

  /** Signs out of the workspace asked about. */
  async function confirm(): Promise<void> {
    const asked = confirming.value;
    if (!asked || busy.value) return;
    await signOutOf(asked.id, asked.name);
    confirming.value = null;
  }

  /** Try again: the broker did not answer the sign-out. */
  async function retrySignOut(): Promise<void> {
    const last = unconfirmed.value;
    if (last && !busy.value) await signOutOf(last.id, last.name);
  }
  return {
    statuses,
    confirming,
    busy,
    notice,
    unconfirmed,
    refresh,
    makeActive,
    signIn,
    ask,
    cancel,
    confirm,
    retrySignOut,
  };
}
export type AccountModel = ReturnType<typeof createAccountModel>;
