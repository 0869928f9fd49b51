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

  /** The workspace shown (its scope): every request names it. Unknown at first: the active one. */
  let scope: string | undefined;
  let named = false;
  /** Bumped by each read and each switch: an answer for an older one is dropped. */
  let turn = 0;
  const within = () => (scope ? { scope } : {});

  async function refresh(): Promise<void> {
    const asked = ++turn;
    try {
      const answer = await client.call({ op: 'getStatus', ...within() });
      if (asked !== turn) return;
      status.value = answer;
      problem.value = null;
    } catch (error) {
      if (asked === turn) status.value = { state: 'error', error: toAppError(error) };
    }
  }

  /**
   * The page shows this workspace now. The first one named is the one the first read was for
   * (the active one); another one is read at once, and until it answers the line says Checking:
   * never "Signed in as" someone of the workspace left behind.
   */
  function show(next: string | null): void {
    const changed = (next ?? undefined) !== scope;
    const first = !named;
    named = true;
    scope = next ?? undefined;
    if (first || !changed) return;
    turn++;
    status.value = null;
    problem.value = null;
    void refresh();
  }

  /** Opens the broker's sign-in page in a tab (the worker knows its address). */
  async function signIn(): Promise<void> {
    problem.value = null;
    try {
      const { opened } = await client.call({ op: 'signIn', ...within() });
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

  return { status, label, detail, action, refresh, show, signIn, openOptions };
}
export type ConnectionModel = ReturnType<typeof createConnectionModel>;
