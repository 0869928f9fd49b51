import { signal } from '@preact/signals';
import { reported } from '@/lib/diagnostics/report';
import { browserPermissions, type PermissionsApi } from '@/lib/settings/host-access';
import type { Notice } from '@/lib/settings/settings-model';

/**
 * Desktop notifications are an optional permission: the box says what the agent wants, the
 * section's Save asks for it or gives it back.
 */
export function createNotificationsModel(permissions: PermissionsApi = browserPermissions()) {
  const enabled = signal<boolean | null>(null);
  /** The box as ticked (null until the browser answered whether it is allowed). */
  const wanted = signal<boolean | null>(null);
  const notice = signal<Notice | null>(null);
  const asked = { permissions: ['notifications'] };

  async function load(): Promise<void> {
    enabled.value = await permissions.contains(asked).catch(reported('notifications/permission', false));
    wanted.value = enabled.value;
  }

  /** Applies the box. Synchronous up to the permission call: run it straight from the Save click. */
  function apply(): Promise<void> {
    const on = wanted.value;
    notice.value = null;
    if (on === null || on === enabled.value) return Promise.resolve();
    const change = on ? permissions.request(asked) : permissions.remove(asked).then((removed) => !removed);
    return change
      .catch(() => !on)
      .then((nowEnabled) => {
        enabled.value = nowEnabled;
        wanted.value = nowEnabled;
        if (on && !nowEnabled)
          notice.value = {
            kind: 'warning',
            message: { key: 'options.notify.refused' },
          };
      });
  }
  return { enabled, wanted, notice, load, apply };
}
export type NotificationsModel = ReturnType<typeof createNotificationsModel>;
