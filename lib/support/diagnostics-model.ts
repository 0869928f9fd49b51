import { signal } from '@preact/signals';
import type { Diagnostics } from '@/lib/diagnostics/problem';
import { report } from '@/lib/diagnostics/report';
import type { MessageKey } from '@/lib/i18n/format';
import type { ProtocolClient } from '@/lib/messaging/client';
import { problemsStorage } from '@/lib/storage/read';
import { supportJson } from './support-json';

type Clipboard = Pick<globalThis.Clipboard, 'writeText'>;

/** Options › Diagnostics: what the worker kept (read again as problems come), and Copy for support. */
export function createDiagnosticsModel(client: ProtocolClient, clipboard?: Clipboard) {
  const found = signal<Diagnostics | null>(null);
  const failed = signal(false);
  /** The outcome of the last Copy for support. */
  const copied = signal<{ kind: 'ok' | 'error'; key: MessageKey } | null>(null);

  async function load(): Promise<void> {
    try {
      found.value = await client.call({ op: 'getDiagnostics' });
      failed.value = false;
    } catch (error) {
      failed.value = true;
      report(error, 'diagnostics/load');
    }
  }

  /** Loads now and whenever a problem is kept; answers the stop. */
  function follow(): () => void {
    void load();
    return problemsStorage.watch(() => void load());
  }

  async function copy(): Promise<void> {
    await load();
    const shown = found.value;
    try {
      if (!shown) throw new Error('nothing to copy');
      await (clipboard ?? navigator.clipboard).writeText(supportJson(shown));
      copied.value = { kind: 'ok', key: 'diagnostics.copied' };
    } catch (error) {
      copied.value = { kind: 'error', key: 'diagnostics.copy-failed' };
      report(error, 'diagnostics/copy');
    }
  }

  return { found, failed, copied, load, follow, copy };
}
export type DiagnosticsModel = ReturnType<typeof createDiagnosticsModel>;
