import { AttachmentsField } from './AttachmentsField';
import type { ComposerModel } from './composer-model';
import { MessageBox } from './MessageBox';
import { ReplyToField } from './ReplyToField';
import { SanitizedFrame } from './SanitizedFrame';
import { SendOutcomeNotice } from './SendOutcomeNotice';
import type { SavedRepliesBinding } from './saved-replies/composer-binding';
import { SavedRepliesToolbar } from './saved-replies/SavedRepliesToolbar';
import { UnresolvedWarning } from './saved-replies/UnresolvedWarning';

/** The reply composer. Ctrl/Cmd+Enter sends; everything typed is kept as a draft. */
export function Composer({ model, replies }: { model: ComposerModel; replies?: SavedRepliesBinding }) {
  const busy = model.inFlight.value;
  const send = () => (replies ? replies.send() : void model.send());
  const onKeyDown = (event: KeyboardEvent) => {
    if (replies?.onKeyDown(event)) return;
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      send();
    }
  };
  const check = (label: string, value: typeof model.isDraft) => (
    <label class="sp-check">
      <input
        type="checkbox"
        checked={value.value}
        onChange={(e) => (value.value = e.currentTarget.checked)}
      />
      {label}
    </label>
  );
  return (
    <section class="sp-composer" aria-labelledby="sp-composer-title">
      <h2 id="sp-composer-title">Reply</h2>
      {model.author.value && <p class="muted">Sending as {model.author.value}</p>}
      {/* No submit button: Enter in a field must never send; only the button and Ctrl/Cmd+Enter do. */}
      <form onSubmit={(e) => e.preventDefault()} onKeyDown={onKeyDown}>
        <label for="sp-message">Message</label>
        {replies && <SavedRepliesToolbar binding={replies} />}
        <MessageBox
          {...replies?.boxAttributes()}
          id="sp-message"
          rows={8}
          value={model.message.value}
          readOnly={busy || !model.loaded.value}
          onInput={(text) => {
            model.message.value = text;
            replies?.onInput(text);
          }}
          aria-describedby={model.draftError.value ? 'sp-draft-error' : undefined}
        />
        {model.draftError.value && (
          <p role="alert" class="error" id="sp-draft-error">
            {model.draftError.value}
          </p>
        )}
        <fieldset class="sp-options" disabled={busy}>
          <legend class="visually-hidden">Reply options</legend>
          {check('HTML', model.isHtml)}
          {model.isHtml.value && model.message.value.trim() && (
            <SanitizedFrame
              html={model.message.value}
              title="Preview of your reply (sanitized)"
              fallback={model.message.value}
            />
          )}
          <ReplyToField model={model} />
          {check('Save as draft', model.isDraft)}
          {check('Complete ticket', model.complete)}
          {check('Don’t update status automatically', model.suppressAutoupdate)}
          <AttachmentsField model={model} />
        </fieldset>
        {model.formError.value && (
          <p role="alert" class="error">
            {model.formError.value}
          </p>
        )}
        {replies && <UnresolvedWarning binding={replies} />}
        <SendOutcomeNotice model={model} />
        {!model.undecided.value && (
          <button type="button" class="sp-send" disabled={!model.canSend.value} onClick={send}>
            {busy ? 'Sending…' : model.sendLabel.value}
          </button>
        )}
      </form>
    </section>
  );
}
