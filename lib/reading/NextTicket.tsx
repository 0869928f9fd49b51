import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '@/lib/i18n/format';
import { type ProtocolClient, scopedClient } from '@/lib/messaging/client';
import type { SendOutcome } from '@/lib/storage/read';
import { isTyping } from '@/lib/ui/keys';
import { excludeNone, nextToAnswer, type QueuedTicket, type QueueExclusion } from './next-ticket';
import './next-ticket.css';

/** The key that opens the offered ticket: a plain letter, so it never clashes with the browser. */
const NEXT_KEY = 'n';

/**
 * After Send (Send and complete, Save as draft) in this pane, at once: the next ticket
 * that needs the agent, one click or one key (N) away, so working through a queue needs no trip
 * to the popup. `since`: when the pane opened (an older send is not this visit's). `exclude`:
 * tickets the queue passes over (snoozed ones). It takes focus when it shows, if `mayFocus` says
 * the agent is not at work elsewhere (typing a new reply, say): Enter then opens the next ticket,
 * whose pane puts the focus in its reply box. The next ticket may be in another of `workspaces`
 * (those the badge counts): the button names that workspace, and opening it switches to it.
 */
export function NextTicket({
  client,
  scope,
  ticketId,
  outcome,
  since,
  exclude = excludeNone,
  mayFocus = () => false,
  workspaces,
  open,
}: {
  /** The page's client (each request names the workspace of its ticket). */
  client: ProtocolClient;
  scope: string;
  ticketId: number;
  outcome: SendOutcome | null;
  since: number;
  exclude?: QueueExclusion;
  mayFocus?: () => boolean;
  /** The workspaces the badge counts, in the switcher's order: their scope and name. */
  workspaces: readonly { scope: string; name: string }[];
  /** Opens the offered ticket in the panel (in its workspace). */
  open: (next: QueuedTicket) => void;
}) {
  const button = useRef<HTMLButtonElement>(null);
  // Offered the moment Send is pressed: the undo window runs on (its bar follows the agent).
  const going = outcome?.state === 'sent' || outcome?.state === 'waiting';
  const sentId = going && outcome.updatedAt >= since ? outcome.sendId : null;
  /** Confirmed: focus may move here (while the window runs it stays on Undo). */
  const confirmed = outcome?.state === 'sent';
  const [next, setNext] = useState<QueuedTicket | null | undefined>(undefined);
  const scopes = workspaces.map((w) => w.scope);
  const scopesKey = scopes.join(' ');
  useEffect(() => {
    if (!sentId) return;
    setNext(undefined); // a second send: no stale answer while this one is read
    let current = true;
    const fresh = (where: string, id: number) =>
      scopedClient(client, where)
        .call({ op: 'getTicket', ticketId: id })
        .then((entry) => entry.ticket);
    void nextToAnswer(scopes, { scope, ticketId }, fresh, exclude).then(
      (found) => current && setNext(found),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [sentId, scope, ticketId, client, exclude, scopesKey]);
  const shown = !!sentId && !!next;
  useEffect(() => {
    if (shown && confirmed && mayFocus()) button.current?.focus();
  }, [shown, next, confirmed]);
  useEffect(() => {
    if (!shown || !next) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== NEXT_KEY || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.defaultPrevented || event.isComposing || isTyping(event.target)) return;
      event.preventDefault();
      open(next);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });
  if (!sentId || next === undefined) return null;
  if (next === null) return <p class="muted sp-next">{t('next.none')}</p>;
  const elsewhere = next.scope === scope ? null : workspaces.find((w) => w.scope === next.scope);
  return (
    <p class="sp-next">
      <button ref={button} type="button" aria-keyshortcuts="N" onClick={() => open(next)}>
        {t('next.activity')} <span aria-hidden="true">→</span> <span class="sp-id">#{next.ticketId}</span>
        <span aria-hidden="true">
          <kbd>N</kbd>
        </span>
        {elsewhere && (
          // A line of its own (next-ticket.css): a workspace's name never splits the first line.
          <span class="sp-next-where"> {t('next.in-workspace', { workspace: elsewhere.name })}</span>
        )}
      </button>
    </p>
  );
}
