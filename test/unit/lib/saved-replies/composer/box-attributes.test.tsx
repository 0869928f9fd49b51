// @vitest-environment happy-dom
import { computed, createModel, signal } from '@preact/signals';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { BaseAttachment } from '@/lib/api/schemas';
import { emptyReplyFields } from '@/lib/records/reply-fields';
import { bindSavedReplies } from '@/lib/saved-replies/composer/composer-binding';
import { createRepliesPicker } from '@/lib/saved-replies/composer/picker-model';
import { LISTBOX_ID } from '@/lib/saved-replies/composer/SavedRepliesListbox';
import { useRenderRoot } from '@/test/support/render-root';
import { sampleSettings, sampleTicket, savedReply } from '@/test/support/samples';
import { inProcessClient, sampleAgent, setUpWorkspace } from '@/test/support/worker';

// The message box's ARIA follows the Saved replies listbox, read through a createModel model:
// its functions are actions (untracked), so what a view reads must be a signal to redraw it.

const root = useRenderRoot();

beforeEach(async () => {
  fakeBrowser.reset();
  await setUpWorkspace();
});

describe('the message box while the listbox opens and closes', () => {
  it('gets and loses aria-controls and the active option, as a model the composer pane builds', async () => {
    const { client } = inProcessClient();
    const { id: _, ...reply } = savedReply({ name: 'Greeting', shortcut: 'hi' });
    await client.call({ op: 'saveSavedReply', reply });
    const picker = createRepliesPicker({
      client,
      ticket: () => sampleTicket(),
      agent: () => sampleAgent,
      workspace: () => sampleSettings().workspaces[0] ?? null,
      locale: 'en',
    });
    await picker.load();
    const message = signal('');
    const composer = {
      message,
      format: signal<'text' | 'html'>('text'),
      isDraft: signal(false),
      attachments: signal<BaseAttachment[]>([]),
      loaded: signal(true),
      signature: signal(''),
      untyped: computed(() => !message.value.trim()),
      complete: signal(false),
      suppressAutoupdate: signal(false),
      toReply: () => ({ ...emptyReplyFields(), message: message.value }),
      send: async () => undefined,
    };
    const Model = createModel(() => bindSavedReplies(picker, composer, 'box'));
    const model = new Model();
    // As Composer.tsx draws the box.
    const Box = () => <textarea id="box" {...model.boxAttributes.value} />;
    render(<Box />, root());
    const box = () => root().querySelector('textarea') as HTMLTextAreaElement;
    expect(box().getAttribute('aria-controls')).toBeNull();

    await act(() => model.openFromToolbar());
    expect(box().getAttribute('aria-controls')).toBe(LISTBOX_ID);
    expect(box().getAttribute('aria-activedescendant')).toMatch(/^saved-reply-/);

    await act(() => picker.close());
    expect(box().getAttribute('aria-controls')).toBeNull();
    model[Symbol.dispose]();
  });
});
