import { signal } from '@preact/signals';
import { forgetSnapshot } from '@/lib/first-paint/stored';
import { describeError, type MessageKey } from '@/lib/i18n/format';
import type { ProtocolClient } from '@/lib/messaging/client';
import type { ConnectionStep } from '@/lib/messaging/protocol';
import { browserPermissions, type PermissionsApi } from '../settings/host-access';
import type { Notice } from '../settings/settings-model';

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

/** Sign-out asks first: it deletes drafts the agent may still want. */
export function createSignOutModel(client: ProtocolClient) {
  const confirming = signal(false);
  const busy = signal(false);
  const notice = signal<Notice | null>(null);

  const ask = () => {
    notice.value = null;
    confirming.value = true;
  };
  const cancel = () => {
    confirming.value = false;
  };
  async function confirm(): Promise<void> {
    busy.value = true;
    forgetSnapshot(); // the popup's first paint shows ticket titles: they go with the agent
    try {
      const { brokerSignedOut } = await client.call({ op: 'signOut' });
      notice.value = brokerSignedOut
        ? {
            kind: 'ok',
            message: { key: 'options.sign-out.done' },
          }
        : {
            kind: 'warning',
            message: { key: 'options.sign-out.broker-unconfirmed' },
          };
    } catch (e) {
      notice.value = { kind: 'error', message: describeError(e) };
    } finally {
      busy.value = false;
      confirming.value = false;
    }
  }
  return { confirming, busy, notice, ask, cancel, confirm };
}
export type SignOutModel = ReturnType<typeof createSignOutModel>;

/** Desktop notifications are an optional permission: the checkbox asks for it or gives it back. */
export function createNotificationsModel(permissions: PermissionsApi = browserPermissions()) {
  const enabled = signal<boolean | null>(null);
  const notice = signal<Notice | null>(null);
  const wanted = { permissions: ['notifications'] };

  async function load(): Promise<void> {
    enabled.value = await permissions.contains(wanted).catch(() => false);
  }

  /** Synchronous up to the permission call: run it straight from the change event. */
  function toggle(on: boolean): Promise<void> {
    const change = on ? permissions.request(wanted) : permissions.remove(wanted).then((removed) => !removed);
    notice.value = null;
    return change
      .catch(() => !on)
      .then((nowEnabled) => {
        enabled.value = nowEnabled;
        if (on && !nowEnabled)
          notice.value = {
            kind: 'warning',
            message: { key: 'options.notify.refused' },
          };
      });
  }
  return { enabled, notice, load, toggle };
}
export type NotificationsModel = ReturnType<typeof createNotificationsModel>;
