import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeSchema, type ReplySpec as Reply, replySpec } from '@/lib/api/schemas';
import { AGENT_EMAIL, startSandbox, type TestSandbox } from './helpers';

describe('sandbox POST /tickets/:ticketId/replies', () => {
  let sandbox: TestSandbox;
  /** Seeded tickets without replies, handed out one per test so tests stay independent. */
  let freshTickets: (status: string) => number;
  beforeAll(async () => {
    sandbox = await startSandbox();
    const used = new Set<number>();
    freshTickets = (status) => {
      const id = sandbox.findTicketId(
        (ticket) =>
          ticket.status === status &&
          ticket.author.status === 'client' &&
          !used.has(ticket.id) &&
          !sandbox.sandbox.store.state.replies[ticket.id],
      );
      used.add(id);
      return id;
    };
  });
  afterAll(() => sandbox.close());

  const created = async (ticketId: number, body: Record<string, unknown> = {}): Promise<Reply> => {
    const result = await sandbox.reply(ticketId, body);
    expect(result.status).toBe(200);
    const envelope = envelopeSchema.parse(result.json);
    expect(envelope).toMatchObject({ errorCode: -1, errorText: null });
    return replySpec.parse(envelope.data);
  };

  it('creates a first-level reply (level 0, no parent) and counts it in the ticket', async () => {
    const ticketId = freshTickets('open');
    const before = await sandbox.getTicket(ticketId);
    const reply = await created(ticketId, { message: 'Hello <b>there</b> & welcome' });
    expect(reply).toMatchObject({ ticketId, level: 0, parentReplyId: null, ccEmails: [], toEmails: [] });
    expect(reply.author).toMatchObject({ email: AGENT_EMAIL, status: 'team', name: 'Alex Agent' });
    expect(reply.properties).toEqual({ isByTeam: true, isDraft: false, isHidden: false });
    // isHtml false: htmlMessage holds the plain text, escaped so it can never become markup.
    expect(reply.message).toBe('Hello <b>there</b> & welcome');
    expect(reply.htmlMessage).toBe('Hello &lt;b&gt;there&lt;/b&gt; &amp; welcome');
    const after = await sandbox.getTicket(ticketId);
    expect(after.replyCount).toBe(before.replyCount + 1);
    expect(after.lastThreadElementCreationTime).toBe(reply.creationTime);
    // The sandbox keeps what was asked beside the reply; the API's answer does not carry it.
    expect(reply).not.toHaveProperty('isTicketNeededToBeCompleted');
    expect((await sandbox.admin('GET', `/tickets/${ticketId}/replies`)).data).toEqual([
      { ...reply, isTicketNeededToBeCompleted: false },
    ]);
  });

  it('keeps isTicketNeededToBeCompleted of each reply as it was asked', async () => {
    const ticketId = freshTickets('open');
    const asked = await created(ticketId, { message: 'Done', isTicketNeededToBeCompleted: true });
    const stored = (await sandbox.admin('GET', `/tickets/${ticketId}/replies`)).data as unknown[];
    expect(stored).toEqual([{ ...asked, isTicketNeededToBeCompleted: true }]);
  });

  it('keeps the message as given with isHtml true, and the attachments', async () => {
    const attachments = [{ url: 'https://files.example.com/manual.pdf', name: 'manual.pdf' }];
    const reply = await created(freshTickets('open'), {
      isHtml: true,
      message: '<p>See <em>the manual</em></p>',
      attachments,
    });
    expect(reply.htmlMessage).toBe('<p>See <em>the manual</em></p>');
    expect(reply.attachments).toEqual(attachments);
  });

  it('creates sub-replies one level below their parent', async () => {
    const ticketId = freshTickets('open');
    const first = await created(ticketId);
    const second = await created(ticketId, { parentReplyId: first.id });
    const third = await created(ticketId, { parentReplyId: second.id });
    expect([second.level, second.parentReplyId]).toEqual([1, first.id]);
    expect([third.level, third.parentReplyId]).toEqual([2, second.id]);
    expect(new Set([first.id, second.id, third.id]).size).toBe(3);
  });

  describe('states table', () => {
    it.each(['open', 'pending', 'escalated', 'completed'])(
      'isTicketNeededToBeCompleted completes a %s ticket',
      async (status) => {
        const ticketId = freshTickets(status);
        await created(ticketId, { isTicketNeededToBeCompleted: true });
        expect((await sandbox.getTicket(ticketId)).status).toBe('completed');
      },
    );

    it('isTicketNeededToBeCompleted takes precedence over suppressTicketStatusAutoupdate', async () => {
      const ticketId = freshTickets('open');
      await created(ticketId, { isTicketNeededToBeCompleted: true, suppressTicketStatusAutoupdate: true });
      expect((await sandbox.getTicket(ticketId)).status).toBe('completed');
    });

    it.each(['open', 'pending', 'escalated', 'completed'])(
      'suppressTicketStatusAutoupdate leaves a %s ticket as it was',
      async (status) => {
        const ticketId = freshTickets(status);
        await created(ticketId, { suppressTicketStatusAutoupdate: true });
        expect((await sandbox.getTicket(ticketId)).status).toBe(status);
      },
    );

    it.each([
      ['open', 'pending'],
      ['escalated', 'pending'],
      ['pending', 'pending'],
      ['completed', 'completed'],
    ])('the automatic update moves a %s ticket to %s on a team reply', async (status, next) => {
      const ticketId = freshTickets(status);
      await created(ticketId);
      expect((await sandbox.getTicket(ticketId)).status).toBe(next);
    });

    it.each(['pending', 'completed'])(
      'the automatic update reopens a %s ticket on a customer reply',
      async (status) => {
        const ticketId = freshTickets(status);
        const result = await sandbox.admin('POST', `/tickets/${ticketId}/replies`, {
          as: 'client',
          message: 'Any news?',
        });
        expect(result.status).toBe(200);
        const ticket = await sandbox.getTicket(ticketId);
        expect(ticket.status).toBe('open');
        expect(ticket.lastThreadElementCreationTime).toBe(
          replySpec.parse((result.data as { reply: unknown }).reply).creationTime,
        );
      },
    );
  });

  describe('drafts', () => {
    it('creates a draft that sets hasDraft but leaves count, last activity and status alone', async () => {
      const ticketId = freshTickets('open');
      const before = await sandbox.getTicket(ticketId);
      const draft = await created(ticketId, { isDraft: true });
      expect(draft.properties.isDraft).toBe(true);
      const after = await sandbox.getTicket(ticketId);
      expect(after.properties.hasDraft).toBe(true);
      expect(after.replyCount).toBe(before.replyCount);
      expect(after.lastThreadElementCreationTime).toBe(before.lastThreadElementCreationTime);
      expect(after.status).toBe('open');
    });

    it('a draft with isTicketNeededToBeCompleted still completes the ticket (the first row applies to any reply)', async () => {
      const ticketId = freshTickets('open');
      await created(ticketId, { isDraft: true, isTicketNeededToBeCompleted: true });
      expect((await sandbox.getTicket(ticketId)).status).toBe('completed');
    });
  });
});
