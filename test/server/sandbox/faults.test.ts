import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelopeSchema, replySpec, ticketSpec, tokenResponseSchema } from '@/lib/api/schemas';
import { AGENT_EMAIL, request, startSandbox, type TestSandbox, tokenForm } from './helpers';

const TICKET = 4478960;

describe('sandbox fault knobs', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterEach(() => sandbox.admin('DELETE', '/faults'));
  afterAll(() => sandbox.close());

  const setFaults = async (faults: unknown) => {
    const result = await sandbox.admin('POST', '/faults', faults);
    expect(result.status).toBe(200);
  };

  it('fails the next N requests of a route with 500 (errorCode 1500), then recovers', async () => {
    await setFaults({ routes: { ticket: { failNext: 2 } } });
    for (let attempt = 0; attempt < 2; attempt++) {
      const result = await sandbox.api(`/tickets/${TICKET}`);
      expect([result.status, envelopeSchema.parse(result.json).errorCode]).toEqual([500, 1500]);
    }
    expect((await sandbox.api(`/tickets/${TICKET}`)).status).toBe(200);
    // Other routes were never affected.
    expect((await sandbox.api('/categories')).status).toBe(200);
  });

  it('answers 429 (errorCode 1029) with Retry-After for the next N requests, on every route with "*"', async () => {
    await setFaults({ routes: { '*': { rateLimitNext: 2, retryAfterSeconds: 7 } } });
    const limited = await sandbox.api('/faq/instances');
    expect([limited.status, envelopeSchema.parse(limited.json).errorCode]).toEqual([429, 1029]);
    expect(limited.headers.get('Retry-After')).toBe('7');
    const token = await request(`${sandbox.url}/token`, tokenForm());
    expect(token.status).toBe(429);
    expect(token.headers.get('Retry-After')).toBe('7');
    expect((await sandbox.api('/faq/instances')).status).toBe(200);
  });

  it('delays a route by the configured latency', async () => {
    await setFaults({ routes: { categories: { latencyMs: 300 } } });
    const started = performance.now();
    expect((await sandbox.api('/categories')).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('sends invalid JSON once', async () => {
    await setFaults({ routes: { ticket: { malformedNext: 1, malformedKind: 'invalid-json' } } });
    const broken = await sandbox.api(`/tickets/${TICKET}`);
    expect(broken.status).toBe(200);
    expect(() => JSON.parse(broken.text)).toThrow();
    expect(JSON.parse((await sandbox.api(`/tickets/${TICKET}`)).text)).toBeTruthy();
  });

  it('sends an envelope with wrong types that the extension refuses', async () => {
    await setFaults({ routes: { ticket: { malformedNext: 1, malformedKind: 'wrong-types' } } });
    const broken = await sandbox.api(`/tickets/${TICKET}`);
    expect(envelopeSchema.safeParse(broken.json).success).toBe(false);
  });

  it('sends a ticket with missing fields inside a valid envelope', async () => {
    await setFaults({ routes: { ticket: { malformedNext: 1, malformedKind: 'missing-fields' } } });
    const envelope = envelopeSchema.parse((await sandbox.api(`/tickets/${TICKET}`)).json);
    expect(envelope.errorCode).toBe(-1);
    expect(ticketSpec.safeParse(envelope.data).success).toBe(false);
  });

  it('sends a token response without its fields', async () => {
    await setFaults({ routes: { token: { malformedNext: 1, malformedKind: 'missing-fields' } } });
    const broken = await request(`${sandbox.url}/token`, tokenForm());
    expect(tokenResponseSchema.safeParse(broken.json).success).toBe(false);
  });

  it('commits a reply, then drops the connection before the answer', async () => {
    const before = await sandbox.getTicket(TICKET);
    const repliesBefore = (await sandbox.admin('GET', `/tickets/${TICKET}/replies`)).data as unknown[];
    await setFaults({ routes: { reply: { dropConnectionNext: 1 } } });
    await expect(sandbox.reply(TICKET, { message: 'Sent into the void' })).rejects.toThrow();
    const replies = z.array(replySpec).parse((await sandbox.admin('GET', `/tickets/${TICKET}/replies`)).data);
    expect(replies).toHaveLength(repliesBefore.length + 1);
    expect(replies.at(-1)).toMatchObject({ message: 'Sent into the void', author: { email: AGENT_EMAIL } });
    expect((await sandbox.getTicket(TICKET)).replyCount).toBe(before.replyCount + 1);
  });

  it('drops the connection before the work: the client sees the same error, and nothing is saved', async () => {
    const before = await sandbox.getTicket(TICKET);
    const repliesBefore = (await sandbox.admin('GET', `/tickets/${TICKET}/replies`)).data as unknown[];
    await setFaults({ routes: { reply: { dropBeforeNext: 1 } } });
    await expect(sandbox.reply(TICKET, { message: 'Never arrived' })).rejects.toThrow();
    const replies = z.array(replySpec).parse((await sandbox.admin('GET', `/tickets/${TICKET}/replies`)).data);
    expect(replies).toHaveLength(repliesBefore.length);
    expect((await sandbox.getTicket(TICKET)).replyCount).toBe(before.replyCount);
    // One request only: the next is handled.
    expect((await sandbox.reply(TICKET, { message: 'Arrived' })).status).toBe(200);
  });

  it('drops the connection of a large answer too, never sending the real answer behind it', async () => {
    await setFaults({ routes: { categories: { dropConnectionNext: 1 } } });
    await expect(sandbox.api('/categories')).rejects.toThrow();
    expect((await sandbox.api('/categories')).status).toBe(200);
  });

  it('shortens the lifetime of new access tokens', async () => {
    await setFaults({ tokenTtlSeconds: 5 });
    const token = tokenResponseSchema.parse((await request(`${sandbox.url}/token`, tokenForm())).json);
    expect(token.expires_in).toBe(5);
  });

  it('counts the requests each route received', async () => {
    await sandbox.admin('DELETE', '/stats');
    await sandbox.api('/categories');
    await sandbox.api('/categories');
    const { data } = await sandbox.admin('GET', '/stats');
    expect(data).toMatchObject({ requests: { categories: 2, ticket: 0 } });
  });

  it.each([
    ['an unknown route', { routes: { tickets: { failNext: 1 } } }],
    ['a negative count', { routes: { reply: { failNext: -1 } } }],
    ['an unknown knob', { routes: { reply: { explode: true } } }],
  ])('refuses a fault configuration with %s', async (_, faults) => {
    const result = await sandbox.admin('POST', '/faults', faults);
    expect([result.status, envelopeSchema.parse(result.json).errorCode]).toEqual([400, 1001]);
  });

  it('answers admin requests from loopback only', async () => {
    const fromNetwork = { incoming: { socket: { remoteAddress: '192.0.2.10' } } };
    const response = await sandbox.sandbox.app.request('/__admin/faults', { method: 'GET' }, fromNetwork);
    expect(response.status).toBe(403);
    const spoofed = await sandbox.sandbox.app.request(
      '/__admin/reset',
      { method: 'POST', headers: { 'X-Forwarded-For': '127.0.0.1' } },
      fromNetwork,
    );
    expect(spoofed.status).toBe(403);
  });
});
