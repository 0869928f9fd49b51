import { computed, signal } from '@preact/signals';
import { browser } from 'wxt/browser';
import { toAppError } from '@/lib/api/errors';
import { describeError, t } from '@/lib/i18n/format';
import type { ProtocolClient } from '@/lib/messaging/client';
import type { ConnectionStatus } from '@/lib/messaging/protocol';

interface ConnectionDeps {
  openOptions?: () => Promise<void> | void;
}

/** The reasons of a workspace the worker keeps signed out (lib/worker/context.ts): "Signed out". */
const SIGNED_OUT_REASONS = new Set<string>([
  'error.sign-in-required.after-sign-out',
  'error.sign-in-required.session-ended',
]);

/** Who is signed in, or what stands in the way, in a few words (the connection line, Options' Account). */
export function statusLabel(current: ConnectionStatus | null): string {
  if (!current) return t('connection.checking');
  switch (current.state) {
    case 'signed-in':
      return t('connection.signed-in-as', {
        name: current.agent?.name || current.agent?.email || t('connection.unknown-agent'),
      });
    case 'sign-in-required':
      return SIGNED_OUT_REASONS.has(current.error?.reason ?? '')
        ? t('connection.signed-out')
        : t('connection.sign-in-needed');
    case 'broker-unreachable':
      return t('connection.broker-unreachable');
    case 'not-configured':
      return t('connection.not-configured');
    default:
      return t('connection.problem');
  }
}

/** The connection line: who is signed in, or what stands in the way and the one action that helps. */
export function createConnectionModel(client: ProtocolClient, deps: ConnectionDeps = {}) {
  const openOptionsPage = deps.openOptions ?? (() => browser.runtime.openOptionsPage());
  const status = signal<ConnectionStatus | null>(null);
  const problem = signal<string | null>(null);

  const label = computed(() => statusLabel(status.value));
  /** The sentence under the label, for every state but signed-in. */
  const detail = computed(
    () =>
      problem.value ??
      (status.value?.error && status.value.state !== 'signed-in' ? describeError(status.value.error) : null),
  );
  const action = computed<'sign-in' | 'options' | null>(() => {
    const state = status.value?.state;
    if (state === 'sign-in-required') return 'sign-in';
    if (state === 'not-configured' || state === 'error' || state === 'broker-unreachable') return 'options';
    return null;
  });

  async function refresh(): Promise<void> {
    try {
      status.value = await client.call({ op: 'getStatus' });
      problem.value = null;
    } catch (error) {
      status.value = { state: 'error', error: toAppError(error) };
    }
  }

  /** Opens the broker's sign-in page in a tab (the worker knows its address). */
  async function signIn(): Promise<void> {
    problem.value = null;
    try {
      const { opened } = await client.call({ op: 'signIn' });
      if (!opened) await refresh();
    } catch (error) {
      problem.value = describeError(error);
    }
  }

  async function openOptions(): Promise<void> {
    try {
      await openOptionsPage();
    } catch {
      problem.value = t('connection.options-failed');
    }
  }

  return { status, label, detail, action, refresh, signIn, openOptions };
}
export type ConnectionModel = ReturnType<typeof createConnectionModel>;
