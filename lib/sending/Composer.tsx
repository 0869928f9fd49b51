import type { ComponentChildren } from 'preact';
import { useRef, useState } from 'preact/hooks';
import { SanitizedFrame } from '@/lib/html/SanitizedFrame';
import { activeLocale, t } from '@/lib/i18n/format';
import type { SendKind } from '@/lib/records/reply-fields';
import type { SavedRepliesBinding } from '@/lib/saved-replies/composer/composer-binding';
import { SavedRepliesToolbar } from '@/lib/saved-replies/composer/SavedRepliesToolbar';
import { UnresolvedWarning } from '@/lib/saved-replies/composer/UnresolvedWarning';
import { InboxLink } from '@/lib/tickets/InboxLink';
import { formatRelative } from '@/lib/ui/relative-time';
import { useImported } from '@/lib/ui/use-imported';
import type { AttachmentsField } from './AttachmentsField';
import { type ComposerPanel, ComposerTools } from './ComposerTools';
import { isIdle, useEngaged } from './composer-fold';
import type { ComposerModel } from './composer-model';
import type { FormatBar } from './FormatBar';
import { MessageBox } from './MessageBox';
import { ReplyToField } from './ReplyToField';
import { SendMenu } from './SendMenu';
import type { SendToast } from './SendToast';
import { replyMarkup } from './send-control';
import './sending.css';

/**
 * The reply composer, pinned to the bottom of the panel. Ctrl/Cmd+Enter sends, Ctrl/Cmd+Shift+Enter
 * sends and completes; everything typed is kept as a draft. `blocked`: the ticket cannot be
 * answered now (the banner above says why), so nothing here can be used. On a short panel it folds
 * to the message box and Send while idle (composer-fold.ts); focus or a press inside unfolds it.
 */
export function Composer({
  model,
  blocked,
  inboxUrl,
  ticketStatus,
  lockedBy,
  replies,
  underBox,
}: {
  model: ComposerModel;
  blocked: boolean;
  inboxUrl: string | null;
  ticketStatus: string;
  /** Who holds the ticket's lock (null: someone unnamed); undefined: not locked. Send asks first. */
  lockedBy?: string | null | undefined;
  /** Saved replies: the `/` listbox, its toolbar button and the warning on unresolved variables. */
  replies?: SavedRepliesBinding;
  /** The page's line under the message box (on-device translation of the reply). */
  underBox?: ComponentChildren;
}) {
  const box = useRef<HTMLTextAreaElement | null>(null);
  /** The panel under the tools row that is open (preview or attachments), if any. */
  const [panel, setPanel] = useState<ComposerPanel>(null);
  const section = useRef<HTMLElement | null>(null);
  // Send and its menu decide by their click (a send under way or the reason it was refused keeps
  // the composer open): unfolding on their press would move them from under the pointer when a
  // short ticket leaves the composer room to grow downwards, and the click would be lost.
  const [engaged, setEngaged] = useEngaged(section, '.sp-unfold, .sp-divider, .sp-next, .sp-send-group');
  const folded = !engaged && isIdle(model, replies);
  const canSend = model.canSend.value && !blocked;
  /** Why Send (and its menu) cannot be pressed now: said in its tooltip and description. */
  const sendWhy = canSend
    ? undefined
    : t(
        blocked
          ? 'composer.why.blocked'
          : !model.loaded.value
            ? 'composer.why.loading'
            : model.undecided.value
              ? 'composer.why.undecided'
              : 'composer.why.in-flight',
      );
  // One message about the draft at a time: the toast of "Save as draft", else the inbox's copy,
  // else the copy saved as the agent types.
  const last = model.outcome.value;
  const draftToast = last?.state === 'sent' && last.isDraft && !last.acknowledged;
  const inInbox = model.savedInInbox.value !== null && !draftToast;
  const savedHere = model.draftSaved.value && !model.untyped.value && !inInbox && !draftToast;
  /** A reply to a locked ticket waits for the agent's yes (once per ticket); a draft does not. */
  const [asking, setAsking] = useState<SendKind | null>(null);
  const [lockAccepted, setLockAccepted] = useState(false);
  const post = (kind: SendKind) => (replies ? replies.send(kind) : void model.send(kind));
  const send = (kind: SendKind) => {
    if (lockedBy !== undefined && !lockAccepted && kind !== 'draft') setAsking(kind);
    else post(kind);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (replies?.onKeyDown(event)) return;
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      if (canSend) send(event.shiftKey ? 'complete' : 'send');
    }
  };
  const format = model.format.value;
  const sendingAs = model.author.value ? t('composer.sending-as', { author: model.author.value }) : undefined;
  const message = model.message.value;
  // What the reply posts, shown before it is: the same markup through the same profile (send-control.ts).
  const preview = replyMarkup(message, format) ?? '';
  const check = (label: string, value: typeof model.complete, why?: string) => (
    <label class="sp-check" title={why}>
      <input
        type="checkbox"
        checked={value.value}
        disabled={!!why}
        onChange={(e) => (value.value = e.currentTarget.checked)}
      />
      {label}
    </label>
  );
  return (
    <section
      ref={section}
      class={folded ? 'sp-composer sp-folded' : 'sp-composer'}
      aria-labelledby="sp-composer-title"
    >
      <LazyToast
        model={model}
        inboxUrl={inboxUrl}
        ticketStatus={ticketStatus}
        onUndone={() => {
          // The text is back in the box (undo took it in): focus and caret follow it there.
          requestAnimationFrame(() => {
            const field = box.current;
            field?.focus();
            field?.setSelectionRange(field.value.length, field.value.length);
          });
        }}
      />
      {/* No submit button: Enter in a field must never send; only the buttons and the shortcuts do. */}
      <form onSubmit={(e) => e.preventDefault()} onKeyDown={onKeyDown}>
        <fieldset class="sp-compose" disabled={blocked}>
          <legend class="visually-hidden">{t('composer.title')}</legend>
          <div class="sp-compose-head">
            <h2 id="sp-composer-title">{t('composer.title')}</h2>
            {folded && (
              // Shown on a short panel only (sending.css). Focus goes to the box, which keeps it open.
              <button
                type="button"
                class="sp-unfold"
                aria-expanded="false"
                onClick={() => {
                  setEngaged(true);
                  box.current?.focus();
                }}
              >
                {t('composer.options')}
              </button>
            )}
            <div class="sp-compose-tools">
              <ReplyToField model={model} />
              <ComposerTools model={model} canPreview={!!preview.trim()} open={panel} onToggle={setPanel} />
              {replies && <SavedRepliesToolbar binding={replies} />}
              {format === 'markdown' && (
                <LazyFormatBar box={() => box.current} onEdit={(text) => (model.message.value = text)} />
              )}
            </div>
            <span class="sp-saved" role="status">
              {savedHere ? `✓ ${t('composer.draft-saved')}` : ''}
            </span>
          </div>
          {panel === 'preview' && preview.trim() && (
            <div class="sp-preview" id="sp-panel-preview">
              <SanitizedFrame html={preview} title={t('composer.preview')} fallback={message} reply />
            </div>
          )}
          {panel === 'attachments' && (
            <div class="sp-attach-box" id="sp-panel-attachments">
              <LazyAttachments model={model} />
            </div>
          )}
          <label for="sp-message" class="visually-hidden">
            {t('composer.message')}
          </label>
          <MessageBox
            {...replies?.boxAttributes.value}
            id="sp-message"
            boxRef={box}
            rows={4}
            placeholder={t('composer.placeholder')}
            value={message}
            // Only while this page hands the reply over: the text then leaves the box, so a reply
            // the worker is still posting never blocks typing the next one (no key press is lost).
            readOnly={model.sending.value || !model.loaded.value}
            onInput={(text) => {
              model.message.value = text;
              replies?.onInput(text);
            }}
            aria-describedby={model.draftError.value ? 'sp-draft-error' : undefined}
          />
          {underBox}
          {model.draftError.value && (
            <p role="alert" class="error" id="sp-draft-error">
              {model.draftError.value}
            </p>
          )}
          {inInbox && model.savedInInbox.value !== null && (
            <p class="muted sp-in-inbox">
              {t('composer.in-inbox', {
                time: formatRelative(
                  new Date(model.savedInInbox.value).toISOString(),
                  undefined,
                  activeLocale(),
                ),
              })}{' '}
              {inboxUrl && <InboxLink url={inboxUrl} />}
            </p>
          )}
          {model.formError.value && (
            <p role="alert" class="error">
              {model.formError.value}
            </p>
          )}
          {replies && <UnresolvedWarning binding={replies} />}
          <div class="sp-choices">
            {check(t('composer.complete'), model.complete)}
            {check(
              t('composer.keep-status'),
              model.suppressAutoupdate,
              model.complete.value ? t('composer.why.keep-status') : undefined,
            )}
          </div>
          {asking && (
            <div class="sp-toast sp-toast-alert" role="alert">
              <p>{lockedBy ? t('composer.locked-by', { name: lockedBy }) : t('composer.locked')}</p>
              <div class="sp-toast-actions">
                <button
                  type="button"
                  onClick={() => {
                    setLockAccepted(true);
                    setAsking(null);
                    post(asking);
                  }}
                >
                  {t('collision.send-anyway')}
                </button>
                <button type="button" onClick={() => setAsking(null)}>
                  {t('collision.cancel')}
                </button>
              </div>
            </div>
          )}
          <div class="sp-send-row">
            <div class="sp-send-group">
              <button
                type="button"
                class="sp-send"
                disabled={!canSend}
                aria-label={model.completes.value ? t('composer.send-and-complete') : t('composer.send')}
                aria-keyshortcuts="Control+Enter"
                aria-describedby={canSend ? 'sp-status-line sp-author' : 'sp-send-why sp-status-line'}
                title={sendWhy ?? sendingAs}
                onClick={() => send('send')}
              >
                {model.completes.value ? t('composer.send-and-complete') : t('composer.send')}
                <kbd>{t('composer.shortcut')}</kbd>
              </button>
              <SendMenu disabled={!canSend} why={sendWhy} onPick={send} />
            </div>
            <p id="sp-status-line" class="sp-status-line">
              {t(model.status.value)}
            </p>
            {/* Who the reply is from: Send's tooltip and description, not a line of its own. */}
            <span id="sp-author" class="visually-hidden">
              {sendingAs}
            </span>
            <span id="sp-send-why" class="visually-hidden">
              {sendWhy}
            </span>
          </div>
        </fieldset>
      </form>
    </section>
  );
}

/** What became of a send: its view loads with import() once there is a send to speak of. */
function LazyToast(props: Parameters<typeof SendToast>[0]) {
  const { model } = props;
  const needed = model.sending.value || !!model.outcome.value;
  const Toast = useImported(needed, () => import('./SendToast').then((m) => m.SendToast));
  return Toast && <Toast {...props} />;
}

/** The attachments panel, loaded with import() when the agent first opens it. */
function LazyAttachments(props: Parameters<typeof AttachmentsField>[0]) {
  const Field = useImported(true, () => import('./AttachmentsField').then((m) => m.AttachmentsField));
  return Field && <Field {...props} />;
}

/** Markdown's buttons, loaded with import() when a reply is first written in Markdown. */
function LazyFormatBar(props: Parameters<typeof FormatBar>[0]) {
  const Bar = useImported(true, () => import('./FormatBar').then((m) => m.FormatBar));
  return Bar && <Bar {...props} />;
}
