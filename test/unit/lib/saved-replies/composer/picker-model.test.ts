import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { SavedReply } from '@/lib/records/saved-reply';
import { createRepliesPicker } from '@/lib/saved-replies/composer/picker-model';
import { triggerAt } from '@/lib/saved-replies/composer/trigger';
import { sampleSettings, sampleTicket, savedReply } from '@/test/support/samples';
import { inProcessClient, sampleAgent, setUpWorkspace } from '@/test/support/worker';

// The composer's Saved replies listbox: when `/` opens it, what it lists, and what inserting gives.

const mine: SavedReply[] = [
  savedReply(),
  savedReply({
    id: 'r2',
    name: 'Greeting',
    shortcut: 'hi',
    text: 'Hi {{customer.firstName}}, {{cursor}}',
    outcome: null,
  }),
  savedReply({ id: 'r3', name: 'Order', shortcut: 'order', text: 'Order of {{customer.name}} {{order.id}}' }),
];

async function picker(signature = '') {
  const { client } = inProcessClient();
  for (const { id: _, ...reply } of mine) await client.call({ op: 'saveSavedReply', reply });
  const workspace = sampleSettings({}, { signature }).workspaces[0] ?? null;
  const p = createRepliesPicker({
    client,
    ticket: () => sampleTicket(),
    agent: () => sampleAgent,
    workspace: () => workspace,
    locale: 'en',
  });
  await p.load();
  return p;
}

beforeEach(async () => {
  fakeBrowser.reset();
  await setUpWorkspace();
});

describe('typing / in the message', () => {
  it('opens at the start or after a space, never inside a word or a link', () => {
    expect(triggerAt('/ref', 4)).toEqual({ start: 0, query: 'ref' });
    expect(triggerAt('Hello /hi', 9)).toEqual({ start: 6, query: 'hi' });
    expect(triggerAt('Hello\n/', 7)).toEqual({ start: 6, query: '' });
    expect(triggerAt('and/or', 6)).toBeNull();
    expect(triggerAt('see https://x.example/path', 26)).toBeNull();
    expect(triggerAt('/ref more', 9)).toBeNull();
  });

  it('lists the matching replies, moves with the arrows and closes', async () => {
    const p = await picker();
    p.follow('/re', 3);
    expect(p.items.value.map((i) => (i.kind === 'reply' ? i.reply.name : i.faq.name))).toEqual([
      'Refund done',
    ]);
    p.follow('/', 1);
    expect(p.items.value).toHaveLength(3);
    p.move(1);
    p.move(1);
    p.move(1);
    expect(p.active.value?.kind === 'reply' && p.active.value.reply.name).toBe('Refund done');
    p.move(-1);
    expect(p.active.value?.kind === 'reply' && p.active.value.reply.name).toBe('Order');
    p.close();
    expect(p.open.value).toBe(false);
  });
});

describe('inserting a saved reply', () => {
  it('replaces the /query with the resolved text, puts the caret at {{cursor}} and gives the outcome', async () => {
    const p = await picker();
    p.follow('Hello /hi', 9);
    const item = p.active.value;
    if (!item) throw new Error('no option');
    const result = p.choose(item, 'Hello /hi', 9, 'markdown');
    expect(result).toEqual({ message: 'Hello Hi Dana, ', caret: 15, outcome: null, unresolved: [] });
    expect(p.open.value).toBe(false);
  });

  it('reports what stays unresolved, and a macro’s outcome', async () => {
    const p = await picker();
    p.follow('/order', 6);
    const [order] = p.items.value;
    if (!order) throw new Error('no option');
    expect(p.choose(order, '/order', 6, 'markdown')).toMatchObject({
      message: 'Order of Dana Customer {{order.id}}',
      unresolved: ['{{order.id}}'],
    });
    p.follow('/refund', 7);
    const [refund] = p.items.value;
    if (!refund) throw new Error('no option');
    expect(p.choose(refund, '/refund', 7, 'html').outcome).toBe('complete');
  });

  it('goes above the signature of a new message, which is never doubled', async () => {
    const p = await picker('Best regards, Alex');
    const message = '/hi\n\nBest regards, Alex';
    p.follow(message, 3);
    const [hi] = p.items.value;
    if (!hi) throw new Error('no option');
    expect(p.choose(hi, message, 3, 'markdown').message).toBe('Hi Dana, \n\nBest regards, Alex');
  });

  it('resolves the signature’s variables, and a reply still goes above the resolved signature', async () => {
    const p = await picker('Best regards,\n{{agent.firstName}}');
    const first = sampleAgent.name.split(' ')[0];
    const signature = p.signatureText('markdown');
    expect(signature).toBe(`Best regards,\n${first}`);
    const message = `/hi\n\n${signature}`;
    p.follow(message, 3);
    const [hi] = p.items.value;
    if (!hi) throw new Error('no option');
    expect(p.choose(hi, message, 3, 'markdown').message).toBe(`Hi Dana, \n\n${signature}`);
    expect((await picker('')).signatureText('markdown')).toBe('');
  });

  it('inserts at the caret from the toolbar button, without eating a character', async () => {
    const p = await picker();
    p.openAt(5);
    const order = p.items.value.find((i) => i.kind === 'reply' && i.reply.shortcut === 'order');
    if (!order) throw new Error('no option');
    expect(p.choose(order, 'Hey! Bye', 5, 'markdown').message).toBe(
      'Hey! Order of Dana Customer {{order.id}}Bye',
    );
  });
});
