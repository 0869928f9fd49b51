import { signal } from '@preact/signals';
import { toAppError } from '@/lib/api/errors';
import { forgetSnapshot } from '@/lib/first-paint/stored';
import { describeError, type MessageKey } from '@/lib/i18n/format';
import type { ProtocolClient } from '@/lib/messaging/client';
import type { ConnectionStatus, ConnectionStep } from '@/lib/messaging/protocol';
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
  /** Signs out of the workspace asked about; answers its id once done (for a refresh). */
  async function confirm(): Promise<void> {
    const asked = confirming.value;
    if (!asked || busy.value) return;
    const { id, name } = asked;
    busy.value = true;
    forgetSnapshot(); // the popup's first paint shows ticket titles: they go with the agent
    try {
      const { brokerSignedOut } = await client.call({ op: 'signOut', workspaceId: id });
      notice.value = brokerSignedOut
        ? { kind: 'ok', message: { key: 'account.signed-out', params: { name } } }
        : { kind: 'warning', message: { key: 'account.signed-out.broker-unconfirmed', params: { name } } };
      // Not asked of the worker: asking fetches a token, which signs the agent in again at once at
      // a broker that kept its session (the notice above tells them to sign out there too). It
      // shows as signed out until the agent signs in (or the page reads every row again).
      statuses.value = {
        ...statuses.value,
        [id]: { state: 'sign-in-required', error: { code: 'sign-in-required' } },
      };
      await refresh(Object.keys(statuses.value).filter((other) => other !== id));
    } catch (e) {
      notice.value = { kind: 'error', message: describeError(e) };
    } finally {
      busy.value = false;
      confirming.value = null;
    }
  }
  return { statuses, confirming, busy, notice, refresh, makeActive, signIn, ask, cancel, confirm };
}
export type AccountModel = ReturnType<typeof createAccountModel>;
