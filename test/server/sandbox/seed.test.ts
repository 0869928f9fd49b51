import { describe, expect, it } from 'vitest';
import { timestampSchema } from '@/lib/api/schemas';
import { createSeedState } from '@/server/sandbox/seed';
import { hostilePayloads } from '@/server/sandbox/seed/hostile-html';
import {
  HOSTILE_TICKET_ID_FIRST,
  TICKET_ID_LAST,
  TICKET_WITH_DRAFT,
  TICKETS_WITH_REPLIES_FIRST,
  TICKETS_WITH_REPLIES_LAST,
} from '@/server/sandbox/seed/ranges';

// The seed is checked in-process: these are properties of the data the README promises, and the
// contract tests (sandbox-tickets) prove the same data is what the API serves.
const state = createSeedState('sidedesk', 'refresh');
const tickets = Object.values(state.tickets);

describe('sandbox seed', () => {
  it('is deterministic: the same seed gives the same state, another seed another one', () => {
    expect(createSeedState('sidedesk', 'refresh')).toEqual(state);
    expect(createSeedState('other', 'refresh').tickets).not.toEqual(state.tickets);
  });

  it('has varied statuses, including one the spec does not name', () => {
    const statuses = new Set(tickets.map((ticket) => ticket.status));
    expect([...statuses].sort()).toEqual(['completed', 'escalated', 'open', 'pending']);
  });

  it('has team and client authors, bots, unknown sentiments, tags, attachments and locked tickets', () => {
    expect(new Set(tickets.map((ticket) => ticket.author.status))).toEqual(new Set(['team', 'client']));
    expect(tickets.some((ticket) => ticket.author.isBot)).toBe(true);
    expect(tickets.some((ticket) => ticket.sentiment !== 'question')).toBe(true);
    expect(tickets.some((ticket) => ticket.tags.length > 0)).toBe(true);
    expect(tickets.some((ticket) => ticket.attachments.length > 0 && ticket.properties.hasAttachments)).toBe(
      true,
    );
    expect(tickets.some((ticket) => ticket.lockedBy !== null && ticket.properties.isLocked)).toBe(true);
  });

  it('writes every timestamp with fractional seconds and an offset', () => {
    const stamps = [
      ...tickets.flatMap((ticket) => [ticket.creationTime, ticket.lastThreadElementCreationTime]),
      ...Object.values(state.replies).flatMap((replies) => replies.map((reply) => reply.creationTime)),
    ];
    for (const stamp of stamps) {
      expect(timestampSchema.safeParse(stamp).success).toBe(true);
      expect(stamp).toMatch(/\.\d{3}\+00:00$/);
    }
  });

  it('serves one hostile-HTML payload per ticket from the documented id to the last ticket', () => {
    expect(HOSTILE_TICKET_ID_FIRST + hostilePayloads.length - 1).toBe(TICKET_ID_LAST);
    hostilePayloads.forEach((payload, index) => {
      expect(state.tickets[String(HOSTILE_TICKET_ID_FIRST + index)]?.htmlMessage).toContain(payload.html);
    });
    const html = hostilePayloads.map((payload) => payload.html).join('');
    for (const marker of [
      '<script',
      'onerror=',
      'javascript:',
      '<svg onload',
      '<iframe',
      '<style',
      '<form',
      '<meta',
      '<base',
      'data:',
    ]) {
      expect(html).toContain(marker);
    }
  });

  it('gives the documented tickets a thread with sub-replies, counted in replyCount, and one draft', () => {
    for (let id = TICKETS_WITH_REPLIES_FIRST; id <= TICKETS_WITH_REPLIES_LAST; id++) {
      const replies = state.replies[String(id)] ?? [];
      const ticket = state.tickets[String(id)];
      expect(replies.length).toBeGreaterThan(0);
      expect(ticket?.replyCount).toBe(replies.filter((reply) => !reply.properties.isDraft).length);
    }
    const all = Object.values(state.replies).flat();
    expect(all.some((reply) => reply.level > 0)).toBe(true);
    expect(state.replies[String(TICKET_WITH_DRAFT)]?.some((reply) => reply.properties.isDraft)).toBe(true);
    expect(state.tickets[String(TICKET_WITH_DRAFT)]?.properties.hasDraft).toBe(true);
  });

  it('makes both broker agents team members', () => {
    const emails = state.team.map((member) => member.email);
    expect(emails).toEqual(expect.arrayContaining(['agent@sidedesk.test', 'sam@sidedesk.test']));
  });
});
