// @vitest-environment happy-dom
import { computed, signal } from '@preact/signals';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { BaseAttachment } from '@/lib/api/schemas';
import { emptyReplyFields, type SendKind } from '@/lib/records/reply-fields';
import type { MessageFormat } from '@/lib/records/variables';
import { bindSavedReplies } from '@/lib/saved-replies/composer/composer-binding';
import { createRepliesPicker } from '@/lib/saved-replies/composer/picker-model';
import { SavedRepliesToolbar } from '@/lib/saved-replies/composer/SavedRepliesToolbar';
import { UnresolvedWarning } from '@/lib/saved-replies/composer/UnresolvedWarning';
import { flush, useRenderRoot } from '@/test/support/render-root';
import { sampleSettings, sampleTicket, savedReply } from '@/test/support/samples';
import { eventually } from '@/test/support/settle';
import { inProcessClient, sampleAgent, setUpWorkspace } from '@/test/support/worker';

// A saved reply with fill-in fields asks before it goes in: the form, its keys, its checks, and
// Send's refusal of a field left in the message.

const refund = savedReply({
  name: 'Refund',
  shortcut: 'refund',
  text: 'Hi {{customer.firstName}}, order {{ask:Order}}: {{ask:Amount|number|default:0}} by {{ask:Ship|choice:Standard,Express}}. Order {{ask:Order|text}}.',
  outcome: 'complete',
});

const root = useRenderRoot();

async function setUp(format: MessageFormat = 'text') {
  const { client } = inProcessClient();
  const { id: _, ...data } = refund;
  await client.call({ op: 'saveSavedReply', reply: data });
  const picker = createRepliesPicker({
    client,
    ticket: () => sampleTicket(),
    agent: () => sampleAgent,
    workspace: () => sampleSettings().workspaces[0] ?? null,
    locale: 'en',
  });
  await picker.load();
  const sent: SendKind[] = [];
  const message = signal('');
  const composer = {
    message,
    format: signal(format),
    isDraft: signal(false),
    attachments: signal<BaseAttachment[]>([]),
    loaded: signal(true),
    signature: signal(''),
    untyped: computed(() => !message.value.trim()),
    complete: signal(false),
    suppressAutoupdate: signal(false),
    toReply: () => ({ ...emptyReplyFields(), message: message.value }),
    send: async (kind: SendKind) => void sent.push(kind),
  };
  const box = document.createElement('textarea');
  box.id = 'box';
  root().append(box);
  const binding = bindSavedReplies(picker, composer, 'box');
  const view = document.createElement('div');
  root().append(view);
  render(
    <>
      <SavedRepliesToolbar binding={binding} />
      <UnresolvedWarning binding={binding} />
    </>,
    view,
  );
  const choose = async (typed: string) => {
    message.value = typed;
    box.value = typed;
    box.setSelectionRange(typed.length, typed.length);
    await act(() => binding.onInput(typed));
    const item = picker.items.value.find((i) => i.kind === 'reply' && i.reply.name === 'Refund');
    if (!item) throw new Error('Refund is not listed');
    await act(() => binding.choose(item));
  };
  return { binding, composer, sent, choose, view };
}

const form = (view: HTMLElement) =>
  eventually(() => {
    const found = view.querySelector('fieldset.sp-fill-in');
    if (!found) throw new Error('no form yet');
    return found as HTMLFieldSetElement;
  });
const press = (target: Element, key: string) =>
  act(
    () => void target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })),
  );
const control = (view: HTMLElement, label: string) => {
  const found = [...view.querySelectorAll('label')].find((l) => l.textContent === label);
  return view.querySelector(`#${found?.htmlFor}`) as HTMLInputElement | HTMLSelectElement;
};

beforeEach(async () => {
  fakeBrowser.reset();
  await setUpWorkspace();
  vi.stubGlobal('requestAnimationFrame', (run: () => void) => setTimeout(run, 0));
});

describe('the fill-in form', () => {
  it('asks once per name, in order, focused first, and inserts nothing until Enter', async () => {
    const { composer, choose, view } = await setUp();
    await choose('Thanks! /refund');
    const fieldset = await form(view);
    expect([...fieldset.querySelectorAll('label')].map((l) => l.textContent)).toEqual([
      'Order',
      'Amount',
      'Ship',
    ]);
    await eventually(() => expect(document.activeElement).toBe(control(view, 'Order')));
    // Tab stops: the three fields, Insert and Cancel, nothing else.
    expect(fieldset.querySelectorAll('input, select, button')).toHaveLength(5);
    expect(composer.message.value).toBe('Thanks! /refund');
    expect(composer.complete.value).toBe(false); // the macro waits for the form
  });

  it('refuses an empty field without a default, then inserts the values as data and sets the outcome', async () => {
    const { binding, composer, choose, view } = await setUp('html');
    await choose('/refund');
    await form(view);
    const order = control(view, 'Order') as HTMLInputElement;
    await press(order, 'Enter');
    expect(view.querySelector(`#${order.getAttribute('aria-describedby')}`)?.textContent).toBe(
      'Fill this in: it has no default.',
    );
    expect(composer.message.value).toBe('/refund');
    order.value = '<b>A-1</b> {{customer.name}}';
    await act(() => void order.dispatchEvent(new Event('input', { bubbles: true })));
    expect(order.getAttribute('aria-invalid')).toBeNull(); // the sentence went with its cause
    (control(view, 'Ship') as HTMLSelectElement).value = 'Express';
    await press(order, 'Enter');
    await flush();
    expect(composer.message.value).toBe(
      'Hi Dana, order &lt;b&gt;A-1&lt;/b&gt; {{customer.name}}: 0 by Express. Order &lt;b&gt;A-1&lt;/b&gt; {{customer.name}}.',
    );
    expect(composer.complete.value).toBe(true);
    expect(view.querySelector('fieldset.sp-fill-in')).toBeNull();
    // As the agent gave them: a translation of the reply keeps them (reply-translation.ts).
    expect(new Set(binding.filledValues())).toEqual(
      new Set(['<b>A-1</b> {{customer.name}}', '0', 'Express']),
    );
  });

  it('Escape inserts nothing and sets no outcome', async () => {
    const { composer, choose, view } = await setUp();
    await choose('/refund');
    await form(view);
    await press(control(view, 'Amount'), 'Escape');
    expect(view.querySelector('fieldset.sp-fill-in')).toBeNull();
    expect(composer.message.value).toBe('/refund');
    expect(composer.complete.value).toBe(false);
  });

  it('says a number field holding no number', async () => {
    const { composer, choose, view } = await setUp();
    await choose('/refund');
    await form(view);
    (control(view, 'Order') as HTMLInputElement).value = 'A-1';
    (control(view, 'Ship') as HTMLSelectElement).value = 'Standard';
    const amount = control(view, 'Amount') as HTMLInputElement;
    amount.type = 'text'; // happy-dom keeps what a number field would refuse: the check is ours
    amount.value = 'ten';
    await press(amount, 'Enter');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(view.textContent).toContain('Write a number.');
    expect(composer.message.value).toBe('/refund');
  });
});

describe('Send and fill-in fields', () => {
  it('refuses a message that still holds a field, by its name; a draft may keep it', async () => {
    const { binding, composer, sent, view } = await setUp();
    composer.message.value = 'Your order {{ask:Order number}} and {{ask:Amount|number}} left';
    await act(() => binding.send('complete'));
    expect(sent).toEqual([]);
    expect(view.querySelector('[role="alert"]')?.textContent).toBe(
      'The fields Order number, Amount are not filled in yet. Put their values in their place before sending.',
    );
    await act(() => binding.send('draft'));
    expect(sent).toEqual(['draft']);
    composer.message.value = 'Your order 42';
    await act(() => binding.onInput(composer.message.value));
    expect(view.querySelector('[role="alert"]')).toBeNull();
    await act(() => binding.send('send'));
    expect(sent).toEqual(['draft', 'send']);
  });

  it('sends nothing while a form is open', async () => {
    const { binding, sent, choose, view } = await setUp();
    await choose('/refund');
    await form(view);
    await act(() => binding.send('complete'));
    expect(sent).toEqual([]);
  });
});
