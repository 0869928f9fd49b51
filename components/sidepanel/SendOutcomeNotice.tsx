import type { JSX } from 'preact';
import { RelativeTime } from '@/components/common/RelativeTime';
import { describeError, describeMessage } from '@/lib/i18n/format';
import type { SendOutcome, TicketSnapshot } from '@/lib/storage';
import type { ComposerModel } from './composer-model';

/** What happened to the last send of this ticket, read from storage (it survives a closed panel). */
export function SendOutcomeNotice({ model }: { model: ComposerModel }) {
  const outcome = model.outcome.value;
  if (model.sending.value || outcome?.state === 'pending') return <p role="status">Sending your reply…</p>;
  if (!outcome || outcome.acknowledged) return null;
  const dismiss = (
    <button type="button" onClick={() => void model.dismissOutcome()}>
      Dismiss
    </button>
  );
  if (outcome.state === 'sent') return <Sent outcome={outcome} dismiss={dismiss} />;
  if (outcome.state === 'failed') {
    return (
      <div role="alert" class="sp-outcome sp-outcome-failed">
        <p>{describeError(outcome.error)}</p>
        <p>
          {model.draftError.value
            ? 'Nothing was sent. Your text is still here, but it is not saved as a draft.'
            : 'Nothing was sent. Your text is kept as a draft.'}
        </p>
        {dismiss}
      </div>
    );
  }
  return (
    <div role="alert" class="sp-outcome sp-outcome-unknown">
      <p>
        <strong>Your reply may have been sent.</strong> {describeError(outcome.error)}
      </p>
      <p>{describeMessage(outcome.verdict)}</p>
      {outcome.before && outcome.after && <Found before={outcome.before} after={outcome.after} />}
      {!outcome.checking && (
        <p class="sp-row">
          <button type="button" onClick={() => void model.sendAgain()}>
            Send again
          </button>
          <button type="button" onClick={() => void model.dismissOutcome()}>
            Keep editing
          </button>
        </p>
      )}
    </div>
  );
}

function Sent({ outcome, dismiss }: { outcome: SendOutcome & { state: 'sent' }; dismiss: JSX.Element }) {
  const { reply } = outcome;
  const draft = reply.properties?.isDraft === true;
  const parent = reply.parentReplyId;
  const what = typeof parent === 'number' ? `answer to reply #${parent}` : 'reply';
  return (
    <p role="status" class="sp-outcome sp-outcome-sent">
      Your {what} was {draft ? 'saved as a draft' : 'sent'} <RelativeTime iso={reply.creationTime} /> (reply #
      {reply.id}). {outcome.note && <strong>{describeMessage(outcome.note)} </strong>}
      {dismiss}
    </p>
  );
}

const replies = (n: number) => (n === 1 ? '1 reply' : `${n} replies`);

function Found({ before, after }: { before: TicketSnapshot; after: TicketSnapshot }) {
  return (
    <p class="muted">
      Before you pressed Send: {replies(before.replyCount)}, last activity{' '}
      <RelativeTime iso={before.lastThreadElementCreationTime} />. Now: {replies(after.replyCount)}, last
      activity <RelativeTime iso={after.lastThreadElementCreationTime} />.
    </p>
  );
}
