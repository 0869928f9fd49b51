import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { envelopeSchema, ticketSpec } from '@/lib/api/schemas';
import { startSandbox, type TestSandbox } from './helpers';

// The raw knob serves a ticket the specification does not allow. These tests read the raw JSON:
// the specification must disagree with what is served, or the knob would test nothing.

describe('sandbox PATCH /__admin/tickets/:ticketId/raw', () => {
  let sandbox: TestSandbox;
  let ticketId: number;
  let otherId: number;
  const served = async (id: number) =>
    envelopeSchema.parse((await sandbox.api(`/tickets/${id}`)).json).data as Record<string, unknown>;

  beforeAll(async () => {
    sandbox = await startSandbox();
    [ticketId, otherId] = Object.values(sandbox.sandbox.store.state.tickets).map((t) => t.id) as [
      number,
      number,
    ];
  });
  beforeEach(() => sandbox.admin('POST', '/reset'));
  afterAll(() => sandbox.close());

  it('serves the ticket with the given values, whatever their type, and only that ticket', async () => {
    const patch = await sandbox.admin('PATCH', `/tickets/${ticketId}/raw`, { title: null, author: 7 });
    expect(patch.status).toBe(200);
    await sandbox.admin('PATCH', `/tickets/${ticketId}/raw`, { 'category.name': 5 });
    const ticket = await served(ticketId);
    expect(ticket.title).toBeNull();
    expect(ticket.author).toBe(7);
    expect((ticket.category as Record<string, unknown>).name).toBe(5);
    expect(ticket.id).toBe(ticketId);
    expect(ticketSpec.safeParse(ticket).success).toBe(false);
    expect(ticketSpec.safeParse(await served(otherId)).success).toBe(true);
  });

  it('changes what is served, not what is stored: replies still work', async () => {
    await sandbox.admin('PATCH', `/tickets/${ticketId}/raw`, { title: null, replyCount: 'many' });
    const reply = await sandbox.reply(ticketId, { message: 'Still answerable' });
    expect(reply.status).toBe(200);
    const stored = sandbox.sandbox.store.state.tickets[String(ticketId)];
    expect(typeof stored?.title).toBe('string');
    expect((await served(ticketId)).replyCount).toBe('many');
  });

  it('is dropped by reset', async () => {
    await sandbox.admin('PATCH', `/tickets/${ticketId}/raw`, { title: null });
    await sandbox.admin('POST', '/reset');
    expect(ticketSpec.safeParse(await served(ticketId)).success).toBe(true);
  });

  it.each([
    ['a body that is not an object', [1, 2]],
    ['a prototype key', JSON.parse('{"__proto__": {"polluted": true}}')],
    ['a nested prototype key', { 'author.constructor': 1 }],
    ['a key that is not a field path', { 'title; drop': 1 }],
  ])('refuses %s', async (_name, body) => {
    const result = await sandbox.admin('PATCH', `/tickets/${ticketId}/raw`, body);
    expect(result.status).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('answers 404 for a ticket that does not exist', async () => {
    expect((await sandbox.admin('PATCH', '/tickets/1/raw', { title: null })).status).toBe(404);
  });
});
