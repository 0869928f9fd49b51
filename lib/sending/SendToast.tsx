import { useEffect, useRef, useState } from 'preact/hooks';
import { describeError, describeMessage, t } from '@/lib/i18n/format';
import { statusText } from '@/lib/i18n/status-text';
import type { SendOutcome } from '@/lib/storage/read';
import { InboxLink } from '@/lib/tickets/InboxLink';
import { isUndoKey, undoChord } from '@/lib/ui/keys';
import { CollisionBanner } from './CollisionBanner';
import type { ComposerModel } from './composer-model';
import './send-toast.css';

/** How long a toast that needs nothing from the agent stays. */
const TOAST_MS = 8_000;

/**
 * What became of the last send, in place above the composer (read from storage: it survives a
 * closed panel). Good news goes by itself; what needs a decision stays, safe action first.
 */
export function SendToast({
  model,
  inboxUrl,
  ticketStatus,
  onUndone,
}: {
  model: ComposerModel;
  inboxUrl: string | null;
  ticketStatus: string;
  /** The send was taken back: its text is in the box again (the composer puts focus there). */
  onUndone?: () => void;
}) {
  const outcome = model.outcome.value;
  const calm = outcome && (outcome.state === 'sent' || outcome.state === 'undone') && !outcome.acknowledged;
  // A confirmation belongs to the moment of its send: a ticket opened again later (its toast never
  // dismissed, the agent had moved on) shows the ticket as it is, not an old "Sent · status now…".
  const left = calm ? TOAST_MS - (Date.now() - outcome.updatedAt) : 0;
  useEffect(() => {
    if (!calm) return;
    const timer = setTimeout(() => void model.dismissOutcome(), Math.max(0, left));
    return () => clearTimeout(timer);
  }, [calm, outcome?.sendId, outcome?.state]);
  if (calm && left <= 0) return null;
  if (model.sending.value || outcome?.state === 'pending')
    return (
      <Toast kind="info">
        {t(outcome?.state === 'pending' && outcome.isDraft ? 'toast.saving-draft' : 'toast.sending')}
      </Toast>
    );
  if (!outcome || outcome.acknowledged) return null;
  const inbox = inboxUrl && <InboxLink url={inboxUrl} />;
  switch (outcome.state) {
    case 'waiting':
      return (
        <Waiting
          outcome={outcome}
          onUndo={() => void model.undo().then((undone) => undone && onUndone?.())}
        />
      );
    case 'undone':
      return <Toast kind="info">{t('toast.undone')}</Toast>;
    case 'queued':
      return (
        <Queued outcome={outcome} onSendNow={() => void model.sendNow()} onCancel={() => void model.undo()} />
      );
    case 'sent':
      return (
        <Toast kind="ok" actions={inbox}>
          ✓{' '}
          {outcome.isDraft
            ? t('toast.saved-draft')
            : t(outcome.completes ? 'toast.completed' : 'toast.sent', {
                status: statusText(ticketStatus, { inSentence: true }),
              })}
          {outcome.note && <strong> {describeMessage(outcome.note)}</strong>}
        </Toast>
      );
    case 'failed':
      return (
        <Toast kind="alert">
          {t('toast.failed', { reason: outcome.error })} {t('toast.failed-kept')}
        </Toast>
      );
    case 'held':
      return outcome.reason === 'late' || outcome.reason === 'waited' ? (
        <Toast kind="alert">{t(outcome.reason === 'late' ? 'toast.late' : 'toast.waited')}</Toast>
      ) : (
        <CollisionBanner
          outcome={outcome}
          inboxUrl={inboxUrl}
          onSendAnyway={() => void model.send(outcome.isDraft ? 'draft' : 'send', true)}
          onCancel={() => void model.dismissOutcome()}
        />
      );
    case 'unknown':
      return (
        <Toast
          kind="alert"
          actions={
            !outcome.checking && (
              <>
                {inbox}
                <button type="button" onClick={() => void model.clearSentText()}>
                  {t('ambiguous.clear')}
                </button>
                <button type="button" onClick={() => void model.sendAgain()}>
                  {t('ambiguous.send-again')}
                </button>
              </>
            )
          }
        >
          <strong>{describeMessage(outcome.verdict)}</strong> {outcome.inBox && `${t('toast.failed-kept')} `}
          <span class="muted">{describeError(outcome.error)}</span>
        </Toast>
      );
  }
}

/** What happened in one paragraph (read out as the alert or status), the actions beside it. */
function Toast({
  kind,
  children,
  actions,
}: {
  kind: 'info' | 'ok' | 'alert';
  children: preact.ComponentChildren;
  actions?: preact.ComponentChildren;
}) {
  return (
    <div class={`sp-toast sp-toast-${kind}`} role={kind === 'alert' ? 'alert' : 'status'}>
      <p>{children}</p>
      {actions && <div class="sp-toast-actions">{actions}</div>}
    </div>
  );
}

/** Which wait the outbox's reply is in, in the agent's words. */
function queuedKey(code: string) {
  if (code === 'broker-unreachable') return 'toast.queued-broker';
  if (code === 'sign-in-required') return 'toast.queued-signed-out';
  if (code === 'server' || code === 'rate-limited') return 'toast.queued-service';
  return 'toast.queued';
}

/** In the outbox: what it waits for, when it is tried next, its text (readable), Send now and Cancel. */
function Queued({
  outcome,
  onSendNow,
  onCancel,
}: {
  outcome: SendOutcome & { state: 'queued' };
  onSendNow: () => void;
  onCancel: () => void;
}) {
  const left = () => Math.max(0, Math.ceil((outcome.nextAt - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    const timer = setInterval(() => setSeconds(left()), 1000);
    return () => clearInterval(timer);
  }, [outcome.nextAt]);
  const text = (outcome.typed ?? outcome.reply).message;
  return (
    <Toast
      kind="info"
      actions={
        <>
          <button type="button" onClick={onSendNow}>
            {t('toast.send-now')}
          </button>
          <button type="button" onClick={onCancel}>
            {t('toast.cancel-send')}
          </button>
        </>
      }
    >
      <strong>{t(queuedKey(outcome.error.code))}</strong>{' '}
      <span class="muted">
        {describeError(outcome.error)} {seconds > 0 && t('toast.queued-next', { seconds })}
      </span>
      <span class="sp-toast-text" role="note" aria-label={t('toast.queued-text')}>
        {text}
      </span>
    </Toast>
  );
}

/**
 * The undo window. Undo takes focus when the agent has just sent (focus in the composer, or
 * nowhere), so one key takes the reply back: Enter or Space on Undo, or Escape or Ctrl+Z (⌘Z)
 * anywhere but in a field while the toast shows (keys.ts). When the toast goes, focus it held
 * goes back to the composer (`onGone`), never to the page's body.
 */
function Waiting({ outcome, onUndo }: { outcome: SendOutcome & { state: 'waiting' }; onUndo: () => void }) {
  const left = () => Math.max(0, Math.ceil((outcome.dueAt - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  const undo = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const timer = setInterval(() => setSeconds(left()), 250);
    return () => clearInterval(timer);
  }, [outcome.dueAt]);
  useEffect(() => {
    const button = undo.current;
    const focused = document.activeElement;
    const composer = button?.closest('.sp-composer');
    if (!focused || focused === document.body || composer?.contains(focused)) button?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (!isUndoKey(event)) return;
      event.preventDefault();
      onUndo();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      // Focus on Undo would fall to the body with the toast: it goes to the reply box instead.
      if (document.activeElement === button || document.activeElement === document.body)
        composer?.querySelector<HTMLElement>('#sp-message')?.focus();
    };
  }, [outcome.sendId]);
  return (
    <Toast
      kind="info"
      actions={
        <button
          ref={undo}
          type="button"
          class="sp-undo"
          aria-label={t('toast.undo')}
          aria-keyshortcuts={`Escape ${undoChord() === '⌘Z' ? 'Meta+Z' : 'Control+Z'}`}
          onClick={onUndo}
        >
          {t('toast.undo')} <kbd>{t('toast.undo-keys', { chord: undoChord() })}</kbd>
        </button>
      }
    >
      {/* The wait names what will happen: a send, a send that completes, or a draft saved. */}
      {t(
        outcome.isDraft
          ? 'toast.waiting-draft'
          : outcome.completes
            ? 'toast.waiting-complete'
            : 'toast.waiting',
        { seconds },
      )}
    </Toast>
  );
}
