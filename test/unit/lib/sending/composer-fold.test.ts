import { signal } from '@preact/signals';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { SavedRepliesBinding } from '@/lib/saved-replies/composer/composer-binding';
import { isIdle } from '@/lib/sending/composer-fold';
import { type ComposerModel, createComposerModel } from '@/lib/sending/composer-model';
import type { SendOutcome } from '@/lib/storage/items';
import { fakeClient } from '@/test/support/fake-client';
import { SCOPE } from '@/test/support/samples';

// When the composer of a short panel may fold: only when folding hides nothing the agent put
// there and nothing that waits on them.

beforeEach(() => fakeBrowser.reset());

/** Each test's composers, disposed after it (they follow storage from their creation). */
const made: ComposerModel[] = [];
afterEach(() => {
  for (const model of made.splice(0)) model[Symbol.dispose]();
});
const composer = () => {
  const model = createComposerModel(fakeClient().client, SCOPE, 4478963);
  made.push(model);
  return model;
};
const outcome = (state: 'failed' | 'held' | 'unknown' | 'sent' | 'waiting', acknowledged = false) =>
  ({ sendId: 's', ticketId: 4478963, startedAt: 1, updatedAt: 1, state, acknowledged }) as SendOutcome;
const replies = (open: boolean, unresolved: string[] = [], unfilled: string[] = [], asking: unknown = null) =>
  ({
    picker: { open: signal(open) },
    unresolved: signal(unresolved),
    unfilled: signal(unfilled),
    asking: signal(asking),
  }) as unknown as SavedRepliesBinding;

describe('isIdle', () => {
  it('holds for a new reply, blank lines, or only the signature', () => {
    const model = composer();
    expect(isIdle(model)).toBe(true);
    model.message.value = ' \n\n';
    expect(isIdle(model)).toBe(true);
    model.signature.value = 'Best regards,\nAlex';
    model.message.value = '\n\nBest regards,\nAlex';
    expect(isIdle(model, replies(false))).toBe(true);
  });

  const holding: [string, (model: ComposerModel) => void][] = [
    ['text', (m) => (m.message.value = 'Hi')],
    [
      'text above the signature',
      (m) => {
        m.signature.value = 'Alex';
        m.message.value = 'Hi\n\nAlex';
      },
    ],
    ['an attachment', (m) => (m.attachments.value = [{ url: 'https://x.example/a.pdf', name: 'a.pdf' }])],
    ['an attachment address half typed', (m) => (m.attachmentUrl.value = 'https://x.exa')],
    ['a parent reply', (m) => (m.parentChoice.value = 'other')],
    ['Complete ticket', (m) => (m.complete.value = true)],
    ['Don’t change status', (m) => (m.suppressAutoupdate.value = true)],
    ['a draft chosen by a saved reply', (m) => (m.isDraft.value = true)],
    ['a send under way', (m) => (m.sending.value = true)],
    ['a send waiting out the undo window', (m) => (m.outcome.value = outcome('waiting'))],
    ['a failed send', (m) => (m.outcome.value = outcome('failed'))],
    ['a held send', (m) => (m.outcome.value = outcome('held'))],
    ['a send that may have gone', (m) => (m.outcome.value = outcome('unknown'))],
    ['a refused Send', (m) => (m.formError.value = 'Write a message before sending.')],
    ['a draft storage could not keep', (m) => (m.draftError.value = 'Storage is full.')],
  ];
  it.each(holding)('does not hold with %s', (_, change) => {
    const model = composer();
    change(model);
    expect(isIdle(model)).toBe(false);
  });

  it('does not hold while the saved replies list is open or a variable warning shows', () => {
    expect(isIdle(composer(), replies(true))).toBe(false);
    expect(isIdle(composer(), replies(false, ['{{order.id}}']))).toBe(false);
    // A fill-in form open, or Send's refusal of an unfilled field, holds it open too.
    expect(isIdle(composer(), replies(false, [], ['Order']))).toBe(false);
    expect(isIdle(composer(), replies(false, [], [], { reply: {} }))).toBe(false);
  });

  it('holds again once a sent reply, or a failure the agent dismissed, is all there is', () => {
    const model = composer();
    model.outcome.value = outcome('sent');
    expect(isIdle(model)).toBe(true);
    model.outcome.value = outcome('failed', true);
    expect(isIdle(model)).toBe(true);
  });
});
