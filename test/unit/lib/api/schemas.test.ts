import { describe, expect, it } from 'vitest';
import {
  brokerResponseSchema,
  categorySchema,
  categorySpec,
  createReplyBodySchema,
  ticketSchema,
  ticketSpec,
} from '@/lib/api/schemas';
import { sampleTicket } from '@/test/support/samples';

describe('schemas', () => {
  it('accept a ticket with an unknown status, an unknown sentiment and extra fields', () => {
    const raw = {
      ...sampleTicket(),
      status: 'escalated',
      sentiment: 'furious',
      priority: 3,
      properties: { isNew: true },
    };
    const ticket = ticketSchema.parse(raw);
    expect(ticket.status).toBe('escalated');
    expect(ticket.sentiment).toBe('furious');
    expect((ticket as Record<string, unknown>).priority).toBe(3);
  });

  it('reject a ticket whose id is not a number', () => {
    expect(ticketSchema.safeParse({ ...sampleTicket(), id: '12' }).success).toBe(false);
  });

  it('reject a timestamp without a UTC offset (the client reads it as unknown)', () => {
    const raw = { ...sampleTicket(), creationTime: '2026-11-02 09:14' };
    expect(ticketSpec.safeParse(raw).success).toBe(false);
    expect(ticketSchema.parse(raw).creationTime).toBeUndefined();
  });

  it('parse a recursive category tree', () => {
    const leaf = {
      id: 3,
      name: 'Leaf',
      parentId: 2,
      children: [],
      autoArchive: false,
      canBeChosen: true,
      isHidden: false,
      isMuted: true,
    };
    const root = {
      id: 1,
      name: 'Root',
      parentId: null,
      autoArchive: false,
      canBeChosen: false,
      isHidden: false,
      isMuted: false,
      children: [
        {
          id: 2,
          name: 'Mid',
          parentId: 1,
          autoArchive: true,
          canBeChosen: true,
          isHidden: true,
          isMuted: false,
          children: [leaf],
        },
      ],
    };
    expect(categorySchema.parse(root).children[0]?.children[0]?.name).toBe('Leaf');
    const bad = { ...root, children: [{ ...leaf, canBeChosen: 'yes' }] };
    expect(categorySpec.safeParse(bad).success).toBe(false);
    expect(categorySchema.parse(bad).children[0]).toMatchObject({
      id: 3,
      name: 'Leaf',
      canBeChosen: undefined,
    });
  });

  it('refuse a broker answer that carries a refresh token or lacks the agent', () => {
    const ok = {
      access_token: 'a.b.c',
      token_type: 'bearer',
      expires_in: 3599,
      agent: { email: 'a@b.co', name: 'A' },
    };
    expect(brokerResponseSchema.safeParse(ok).success).toBe(true);
    expect(brokerResponseSchema.safeParse({ ...ok, refresh_token: 'r' }).success).toBe(false);
    expect(brokerResponseSchema.safeParse({ ...ok, agent: undefined }).success).toBe(false);
  });

  it('default the omitted reply body fields and refuse wrong types', () => {
    const body = createReplyBodySchema.parse({ message: 'Hi', author: { email: 'agent@sidedesk.test' } });
    expect(body).toMatchObject({ isDraft: false, isHtml: false, parentReplyId: null, attachments: [] });
    expect(createReplyBodySchema.safeParse({ message: 'Hi', author: { email: 'x' } }).success).toBe(false);
    expect(
      createReplyBodySchema.safeParse({ message: 'Hi', author: { email: 'a@b.co' }, isDraft: 'yes' }).success,
    ).toBe(false);
  });
});
