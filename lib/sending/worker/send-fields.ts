import type { AppError } from '@/lib/api/errors';
import type { Message } from '@/lib/i18n/format';
import type { ReplyFields } from '@/lib/records/reply-fields';
import type { SendOutcome } from '@/lib/storage/items';

// The parts of a send's record that its machine (send-machine.ts) carries from state to state.

/** The record still holds the reply's text. */
export const hasText = (send: SendOutcome) => 'reply' in send && send.reply !== undefined;

/** The fields every record of the send keeps, whatever its state. */
export function base(send: SendOutcome) {
  const { sendId, ticketId, startedAt, previousSendIds, isDraft, completes, seen, agent } = send;
  return {
    sendId,
    ticketId,
    startedAt,
    previousSendIds,
    isDraft,
    completes,
    seen,
    ...(agent ? { agent } : {}),
  };
}

/** The text, in every record until the service or the draft has it. */
function text(send: SendOutcome): { reply: ReplyFields; typed?: ReplyFields } {
  const { reply, typed } = send as { reply?: ReplyFields; typed?: ReplyFields };
  // Only a record of an older version has none; the machine never sends or gives back such a one.
  return (reply ? { reply, ...(typed ? { typed } : {}) } : {}) as { reply: ReplyFields };
}

/** The text is in the box now: the record drops it (one place for the agent's words). */
export function withoutText(send: SendOutcome): SendOutcome {
  const { reply: _, typed: __, ...rest } = send as SendOutcome & { reply?: unknown; typed?: unknown };
  return { ...rest, inBox: true } as SendOutcome;
}

/** How far the attempts went (a pending or judged record carries them from its queued one). */
export function progress(send: SendOutcome) {
  const { attempts, checked, queuedAt } = send as { attempts?: number; checked?: boolean; queuedAt?: number };
  return { attempts: attempts ?? 1, checked: checked === true, queuedAt };
}

/** What a record of the send that is not posted carries: its fields and its text, as of `now`. */
export const carried = (send: SendOutcome, now: number) => ({ ...base(send), ...text(send), updatedAt: now });

/** The send in the outbox, due at `nextAt` (`queuedAt`: when it first went there). */
export function queuedOf(send: SendOutcome, now: number, error: AppError, nextAt: number, queuedAt?: number) {
  const { attempts, checked } = progress(send);
  const since = queuedAt ?? progress(send).queuedAt ?? now;
  return {
    ...carried(send, now),
    state: 'queued' as const,
    error,
    nextAt,
    attempts,
    checked,
    queuedAt: since,
  };
}

/** A lost POST being judged: the ticket is read again (`error`: what the POST ended with). */
export function checkingOf(
  send: SendOutcome & { state: 'pending' },
  error: AppError,
  now: number,
): SendOutcome {
  const verdict: Message = { key: 'verdict.checking' };
  return { ...send, updatedAt: now, state: 'unknown', error, verdict, checking: true };
}
