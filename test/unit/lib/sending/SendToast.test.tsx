// @vitest-environment happy-dom
import { signal } from '@preact/signals';
import { render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLanguage } from '@/lib/i18n/language';
import type { ComposerModel } from '@/lib/sending/composer-model';
import { SendToast } from '@/lib/sending/SendToast';
import type { SendOutcome } from '@/lib/storage/items';
import { StatusBadge } from '@/lib/ui/StatusBadge';
import { useRenderRoot } from '@/test/support/render-root';
import { sampleReply } from '@/test/support/samples';

// The toast of a confirmed send names the ticket's status as the header badge does: the three the
// specification names in the agent's language, any other as the service spells it, quoted.

const root = useRenderRoot();
afterEach(() => loadLanguage('en'));

const sent = (completes = false, updatedAt = Date.now()) =>
  ({
    state: 'sent',
    sendId: 's1',
    ticketId: 7,
    startedAt: updatedAt - 5_000,
    updatedAt,
    previousSendIds: [],
    completes,
    isDraft: false,
    reply: sampleReply({ id: 77, ticketId: 7 }),
  }) as unknown as SendOutcome;

function toast(status: string, completes = false) {
  const model = {
    outcome: signal(sent(completes)),
    sending: signal(false),
    dismissOutcome: async () => undefined,
  } as unknown as ComposerModel;
  render(<SendToast model={model} inboxUrl={null} ticketStatus={status} />, root());
  return root().querySelector('[role=status]')?.textContent;
}

describe('the send toast', () => {
  it('belongs to the moment of its send: a ticket opened again minutes later shows no old toast', () => {
    const shown = (updatedAt: number) => {
      const model = {
        outcome: signal(sent(false, updatedAt)),
        sending: signal(false),
        dismissOutcome: async () => undefined,
      } as unknown as ComposerModel;
      render(<SendToast model={model} inboxUrl={null} ticketStatus="open" />, root());
      return root().textContent;
    };
    expect(shown(Date.now() - 1_000)).toBe('✓ Sent · status now open');
    expect(shown(Date.now() - 9 * 60_000)).toBe('');
  });

  it('says a known status in the agent’s language, never as the API spells it', async () => {
    expect(toast('pending')).toBe('✓ Sent · status now pending');
    await loadLanguage('nb');
    expect(toast('pending')).toBe('✓ Sendt · status nå venter');
    expect(toast('completed', true)).toBe('✓ Sendt og fullført · status nå fullført');
    await loadLanguage('fi');
    expect(toast('open')).not.toMatch(/\bopen\b/);
  });

  it('shows a status it does not know humanised, quoted the language’s way', async () => {
    expect(toast('awaiting_vendor')).toBe('✓ Sent · status now “Awaiting vendor”');
    await loadLanguage('nb');
    expect(toast('awaiting_vendor')).toBe('✓ Sendt · status nå «Awaiting vendor»');
    expect(toast('')).toBe('✓ Sendt · status nå ingen status');
  });

  it('words the status as the header badge does', async () => {
    await loadLanguage('sv');
    for (const status of ['open', 'completed', 'pending', 'escalated', 'awaiting_vendor']) {
      render(<StatusBadge status={status} />, root());
      const badge = root().textContent ?? '';
      expect(toast(status)).toContain(status === 'awaiting_vendor' ? `”${badge}”` : badge);
    }
  });

  it('says common statuses beyond the specification’s in the agent’s language (Escalated in nb)', async () => {
    expect(toast('escalated')).toBe('✓ Sent · status now escalated');
    await loadLanguage('nb');
    expect(toast('escalated')).toBe('✓ Sendt · status nå eskalert');
    expect(toast('On_Hold')).toBe('✓ Sendt · status nå på vent');
    render(<StatusBadge status="escalated" />, root());
    expect(root().textContent).toBe('eskalert');
  });

  it('names what the wait will do: send, send and complete, or save a draft', () => {
    const waiting = (over: Partial<SendOutcome>) => {
      const model = {
        outcome: signal({ ...sent(), state: 'waiting', dueAt: Date.now() + 4_500, ...over } as SendOutcome),
        sending: signal(false),
        undo: async () => undefined,
        dismissOutcome: async () => undefined,
      } as unknown as ComposerModel;
      render(<SendToast model={model} inboxUrl={null} ticketStatus="open" />, root());
      return root().querySelector('[role=status] p')?.textContent;
    };
    expect(waiting({})).toBe('Sending in 5 s…');
    expect(waiting({ completes: true })).toBe('Sending and completing in 5 s…');
    expect(waiting({ isDraft: true })).toBe('Saving draft in 5 s…');
  });
});
