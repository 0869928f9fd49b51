import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type CategorySpec as Category, categorySpec, envelopeSchema, ticketSpec } from '@/lib/api/schemas';
import { TICKET_ID_FIRST, TICKET_ID_LAST } from '@/server/sandbox/seed/ranges';
import { request, startSandbox, type TestSandbox } from './helpers';

const success = (json: unknown) => {
  const envelope = envelopeSchema.parse(json);
  expect(envelope.errorCode).toBe(-1);
  expect(envelope.errorText).toBeNull();
  return envelope.data;
};

const flatten = (nodes: Category[]): Category[] => nodes.flatMap((node) => [node, ...flatten(node.children)]);
const depthOf = (nodes: Category[]): number =>
  nodes.length === 0 ? 0 : 1 + Math.max(...nodes.map((node) => depthOf(node.children)));

describe('sandbox GET /tickets/:ticketId', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(() => sandbox.close());

  it('answers every seeded ticket in the documented range, valid for the extension', async () => {
    const ids = Array.from(
      { length: TICKET_ID_LAST - TICKET_ID_FIRST + 1 },
      (_, index) => TICKET_ID_FIRST + index,
    );
    expect(ids.length).toBeGreaterThanOrEqual(200);
    const tickets = await Promise.all(
      ids.map(async (id) => ticketSpec.parse(success((await sandbox.api(`/tickets/${id}`)).json))),
    );
    expect(tickets.map((ticket) => ticket.id)).toEqual(ids);
  });

  it('answers 404 with errorCode 1004 for a ticket that does not exist', async () => {
    const result = await sandbox.api(`/tickets/${TICKET_ID_LAST + 1}`);
    expect(result.status).toBe(404);
    expect(envelopeSchema.parse(result.json)).toMatchObject({
      data: null,
      errorCode: 1004,
      errorText: expect.stringContaining(`${TICKET_ID_LAST + 1}`),
    });
  });

  it.each(['abc', '0', '-5', '1.5', '12abc', '1e3', '99999999999999999999'])(
    'answers 400 with errorCode 1001 for the ticket id "%s"',
    async (id) => {
      const result = await sandbox.api(`/tickets/${id}`);
      expect(result.status).toBe(400);
      expect(envelopeSchema.parse(result.json)).toMatchObject({
        data: null,
        errorCode: 1001,
        errorText: expect.stringContaining('ticket id'),
      });
    },
  );

  it('answers unknown routes with a 404 envelope (errorCode 1005)', async () => {
    for (const path of ['/nope', '/tickets', '/tickets/4478900/replies/1']) {
      const result = await sandbox.api(path);
      expect(result.status).toBe(404);
      expect(envelopeSchema.parse(result.json)).toMatchObject({ data: null, errorCode: 1005 });
    }
    const wrongMethod = await request(`${sandbox.url}/categories`, { method: 'DELETE' });
    expect(wrongMethod.status).toBe(404);
  });
});

describe('sandbox GET /categories', () => {
  let sandbox: TestSandbox;
  let tree: Category[];
  beforeAll(async () => {
    sandbox = await startSandbox();
    tree = z.array(categorySpec).parse(success((await sandbox.api('/categories')).json));
  });
  afterAll(() => sandbox.close());

  it('answers the full tree: top-level nodes with their descendants, 100+ nodes, depth 5', () => {
    const nodes = flatten(tree);
    expect(nodes.length).toBeGreaterThanOrEqual(100);
    expect(depthOf(tree)).toBe(5);
    expect(tree.every((node) => node.parentId === null)).toBe(true);
    for (const node of nodes) {
      for (const child of node.children) expect(child.parentId).toBe(node.id);
    }
    expect(new Set(nodes.map((node) => node.id)).size).toBe(nodes.length);
  });

  it('holds every combination of the four flags', () => {
    const combinations = new Set(
      flatten(tree).map((node) => [node.isHidden, node.isMuted, node.autoArchive, node.canBeChosen].join()),
    );
    expect(combinations.size).toBe(16);
  });
});
