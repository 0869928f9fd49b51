import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeSchema } from '@/lib/api/schemas';
import { TICKET_ID_LAST, TICKETS_WITH_REPLIES_FIRST } from '@/server/sandbox/seed/ranges';
import { AGENT_EMAIL, startSandbox, type TestSandbox } from './helpers';

const TICKET = TICKETS_WITH_REPLIES_FIRST + 1;
const OTHER_TICKET = TICKETS_WITH_REPLIES_FIRST;
const valid = { author: { email: AGENT_EMAIL }, message: 'Hello' };

describe('sandbox refuses bad reply requests and changes nothing', () => {
  let sandbox: TestSandbox;
  let otherTicketReplyId: number;
  beforeAll(async () => {
    sandbox = await startSandbox();
    otherTicketReplyId = sandbox.sandbox.store.state.replies[OTHER_TICKET]?.[0]?.id ?? 0;
  });
  afterAll(() => sandbox.close());

  /** Ticket and full thread, to compare before and after a refused request. */
  const snapshot = async () => ({
    ticket: await sandbox.getTicket(TICKET),
    replies: (await sandbox.admin('GET', `/tickets/${TICKET}/replies`)).data,
  });

  const cases: [string, unknown, RegExp][] = [
    ['invalid JSON', '{"message": "unterminated', /not valid JSON/],
    ['an empty body', '', /not valid JSON/],
    ['an array', [valid], /not valid/],
    ['no message', { author: valid.author }, /message/],
    ['an empty message', { ...valid, message: '' }, /message/],
    ['a number as message', { ...valid, message: 42 }, /message: .*expected string/],
    ['a string as isDraft', { ...valid, isDraft: 'yes' }, /isDraft: .*expected boolean/],
    ['a string as isHtml', { ...valid, isHtml: 'true' }, /isHtml/],
    [
      'a number as isTicketNeededToBeCompleted',
      { ...valid, isTicketNeededToBeCompleted: 1 },
      /isTicketNeededToBeCompleted/,
    ],
    [
      'null as suppressTicketStatusAutoupdate',
      { ...valid, suppressTicketStatusAutoupdate: null },
      /suppressTicketStatusAutoupdate/,
    ],
    ['an unknown field', { ...valid, priority: 'high' }, /priority/],
    ['no author', { message: 'Hello' }, /author/],
    ['an author that is no e-mail', { ...valid, author: { email: 'agent' } }, /author\.email/],
    [
      'an author who is no team member',
      { ...valid, author: { email: 'customer@example.com' } },
      /customer@example\.com is not a team member/,
    ],
    ['a string as parentReplyId', { ...valid, parentReplyId: '5' }, /parentReplyId/],
    ['an unknown parentReplyId', { ...valid, parentReplyId: 123 }, /Reply 123 is not a reply of ticket/],
    ['an attachment without a URL', { ...valid, attachments: [{ name: 'a.pdf' }] }, /attachments\.0\.url/],
    [
      'an attachment with a javascript: URL',
      { ...valid, attachments: [{ url: 'javascript:alert(1)', name: 'x' }] },
      /attachments\.0\.url/,
    ],
    ['attachments that are no array', { ...valid, attachments: 'a.pdf' }, /attachments/],
  ];

  it.each(cases)('answers 400 (errorCode 1001) to %s', async (_, body, text) => {
    const before = await snapshot();
    const result = await sandbox.api(`/tickets/${TICKET}/replies`, { body });
    expect(result.status).toBe(400);
    const envelope = envelopeSchema.parse(result.json);
    expect(envelope).toMatchObject({ data: null, errorCode: 1001 });
    expect(envelope.errorText).toMatch(text);
    expect(await snapshot()).toEqual(before);
  });

  it('answers 400 to a parent that is a reply of another ticket', async () => {
    expect(otherTicketReplyId).toBeGreaterThan(0);
    const before = await snapshot();
    const result = await sandbox.api(`/tickets/${TICKET}/replies`, {
      body: { ...valid, parentReplyId: otherTicketReplyId },
    });
    expect(result.status).toBe(400);
    expect(envelopeSchema.parse(result.json).errorText).toMatch(
      `Reply ${otherTicketReplyId} is not a reply of ticket ${TICKET}`,
    );
    expect(await snapshot()).toEqual(before);
  });

  it('answers 404 (1004) for a reply to a ticket that does not exist, 400 (1001) for a bad ticket id', async () => {
    const missing = await sandbox.api(`/tickets/${TICKET_ID_LAST + 1}/replies`, { body: valid });
    expect([missing.status, envelopeSchema.parse(missing.json).errorCode]).toEqual([404, 1004]);
    const bad = await sandbox.api('/tickets/x1/replies', { body: valid });
    expect([bad.status, envelopeSchema.parse(bad.json).errorCode]).toEqual([400, 1001]);
  });

  it('answers 413 (1013) for a body over 1 MB', async () => {
    const before = await snapshot();
    const result = await sandbox.api(`/tickets/${TICKET}/replies`, {
      body: { ...valid, message: 'x'.repeat(1_100_000) },
    });
    expect([result.status, envelopeSchema.parse(result.json).errorCode]).toEqual([413, 1013]);
    expect(await snapshot()).toEqual(before);
  });
});
