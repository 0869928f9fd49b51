import { computed, type ReadonlySignal, type Signal, signal } from '@preact/signals';
import type { BaseAttachment } from '@/lib/api/schemas';
import { t } from '@/lib/i18n/format';
import type { ReplyFields, SendKind } from '@/lib/records/reply-fields';
import type { SavedReply } from '@/lib/records/saved-reply';
import { applyOutcome, type ReplyOutcome } from '@/lib/records/saved-reply';
import { unfilledFields } from '@/lib/records/unfilled-fields';
import type { MessageFormat as Format } from '@/lib/records/variables';
import { unresolvedIn } from '@/lib/records/variables';
import type { HeldTrigger, PickerItem, RepliesPicker } from './picker-model';
import { LISTBOX_ID } from './SavedRepliesListbox';

// Joins the Saved replies listbox to a composer: keys in the message box, insertion (text, caret,
// the macro's outcome on the send control) and the warning before a message with `{{` is sent.
// A reply with fill-in fields asks first (FillInForm.tsx): it is inserted, and its outcome set,
// only once the form is done; Send refuses a message that still holds a field.

/** A saved reply whose fill-in form is open, and where it goes. */
export interface Asking {
  reply: SavedReply;
  item: PickerItem;
  at: HeldTrigger;
}

export interface ComposerFieldsLike {
  message: Signal<string>;
  /** `html`: the message is HTML source, so inserted values are escaped. */
  format: Signal<Format>;
  isDraft: Signal<boolean>;
  attachments: Signal<BaseAttachment[]>;
  /** The stored draft has been read (before, the message box is not the agent's yet). */
  loaded: Signal<boolean>;
  /** The signature added to this new message: a message holding only it counts as empty. */
  signature: Signal<string>;
  /** Nothing typed: the message is blank or holds only the signature. */
  untyped: ReadonlySignal<boolean>;
  complete: Signal<boolean>;
  suppressAutoupdate: Signal<boolean>;
  toReply(): ReplyFields;
  send(kind: SendKind): Promise<void>;
}

export function bindSavedReplies(picker: RepliesPicker, composer: ComposerFieldsLike, boxId: string) {
  const box = () => document.getElementById(boxId) as HTMLTextAreaElement | null;
  /** The sentence saying which macro set the send control, or ''. */
  const outcomeNote = signal('');
  /** What Send found left in the message; the agent confirms or edits. */
  const unresolved = signal<string[]>([]);
  /** The saved reply whose form is open (nothing is inserted while it is). */
  const asking = signal<Asking | null>(null);
  /** The fields Send found unfilled: it refuses until they are filled. */
  const unfilled = signal<string[]>([]);
  /** The send the warning held back (Send, Send and complete). */
  let held: SendKind = 'send';
  /** Every value the agent filled in here: a translation of the reply keeps them as they are. */
  const filled: string[] = [];

  /**
   * ARIA of the message box while the listbox is open. A signal, not a function: a model's
   * functions are actions (untracked), so a view reading through one would not redraw.
   */
  const boxAttributes = computed(() => {
    const active = picker.active.value;
    return picker.open.value
      ? {
          'aria-controls': LISTBOX_ID,
          'aria-activedescendant': active ? picker.optionId(active) : undefined,
        }
      : {};
  });

  function setOutcome(name: string, outcome: ReplyOutcome | null) {
    if (!outcome) return;
    const next = applyOutcome(composer.toReply(), outcome);
    composer.isDraft.value = next.isDraft;
    composer.complete.value = next.complete;
    composer.suppressAutoupdate.value = next.suppressAutoupdate;
    outcomeNote.value = t('replies.picker.outcome', { name, outcome: t(`replies.outcome.${outcome}`) });
  }

  /** The macro's notice was about this message: it goes with the send. */
  function sendNow(kind: SendKind) {
    outcomeNote.value = '';
    void composer.send(kind);
  }

  function choose(item: PickerItem) {
    const caret = box()?.selectionStart ?? composer.message.value.length;
    if (item.kind === 'reply' && item.reply.text.includes('{{ask:')) {
      asking.value = { reply: item.reply, item, at: picker.hold(caret) };
      return;
    }
    insert(item, caret);
  }

  function insert(item: PickerItem, caret: number, filled?: Parameters<RepliesPicker['choose']>[4]) {
    const element = box();
    const result = picker.choose(item, composer.message.value, caret, composer.format.value, filled);
    composer.message.value = result.message;
    unresolved.value = [];
    unfilled.value = [];
    if (item.kind === 'reply') {
      setOutcome(item.reply.name, result.outcome);
      // The saved reply's attachments join the composer's (an attachment already there stays once).
      const have = composer.attachments.value;
      const added = item.reply.attachments.filter((a) => !have.some((h) => h.url === a.url));
      if (added.length) composer.attachments.value = [...have, ...added];
    }
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(result.caret, result.caret);
    });
  }

  return {
    picker,
    outcomeNote,
    unresolved,
    unfilled,
    asking,
    choose,
    /** The values filled in so far, as the agent gave them (before the message's escaping). */
    filledValues: (): readonly string[] => filled,
    /** The form is done: the reply goes in with the values (`fieldEntries`), then its outcome. */
    fill(fields: Record<string, string>) {
      const held = asking.value;
      if (!held) return;
      asking.value = null;
      filled.push(...Object.values(fields));
      insert(held.item, held.at.start, { fields, at: held.at });
    },
    /** Escape or Cancel in the form: nothing is inserted; the caret goes back where it was. */
    cancelFill() {
      asking.value = null;
      requestAnimationFrame(() => box()?.focus());
    },
    onInput(text: string) {
      unresolved.value = [];
      unfilled.value = [];
      picker.follow(text, box()?.selectionStart ?? text.length);
    },
    /** Arrows, Enter and Escape while the listbox is open; true when the key was used. */
    onKeyDown(event: KeyboardEvent): boolean {
      if (!picker.open.value || event.ctrlKey || event.metaKey || event.altKey) return false;
      const active = picker.active.value;
      if (event.key === 'ArrowDown') picker.move(1);
      else if (event.key === 'ArrowUp') picker.move(-1);
      else if (event.key === 'Escape') picker.close();
      else if (event.key === 'Enter' && active) choose(active);
      else return false;
      event.preventDefault();
      event.stopPropagation();
      return true;
    },
    openFromToolbar() {
      const element = box();
      picker.openAt(element?.selectionStart ?? composer.message.value.length);
      element?.focus();
    },
    boxAttributes,
    /**
     * Send, unless the message still holds a fill-in field (refused) or `{{` (warned first:
     * `sendAnyway` goes on).
     */
    send(kind: SendKind = 'send') {
      // The reply waiting for its form is not in the message yet: nothing goes before it is.
      if (asking.value) return;
      // A draft stays in the ticket, never reaches the customer: it may keep a field for later.
      const open = kind === 'draft' ? [] : unfilledFields(composer.message.value);
      unfilled.value = open;
      if (open.length) {
        unresolved.value = [];
        return;
      }
      // Nothing typed (empty, or only the signature): the composer says "write a message first".
      const left = composer.untyped.value ? [] : unresolvedIn(composer.message.value);
      // A draft stays in the ticket, never reaches the customer: no warning for it.
      if (left.length && kind !== 'draft') {
        held = kind;
        unresolved.value = left;
        return;
      }
      sendNow(kind);
    },
    sendAnyway() {
      unresolved.value = [];
      sendNow(held);
    },
  };
}
export type SavedRepliesBinding = ReturnType<typeof bindSavedReplies>;
