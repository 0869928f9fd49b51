// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient, type TokenSource } from '../../../lib/api/client';
import { type StubHandler, sendJson, startStub } from '../../support/http-stub';
import { envelope, sampleReply, sampleTicket } from '../../support/samples';

type Stub = Awaited<ReturnType<typeof startStub>>;
let api: Stub;
afterEach(() => api?.close());

/** A token source that hands out token-1, token-2 … and records invalidations. */
function fakeTokens(): TokenSource & { issued: number; invalidated: string[] } {
  let current: string | null = null;
  const source = {
    issued: 0,
    invalidated: [] as string[],
    getToken: async () => {
      current ??= `token-${++source.issued}`;
      return current;
    },
    invalidate: (token: string) => {
      source.invalidated.push(token);
      if (token === current) current = null;
    },
  };
  return source;
}

async function client(handler: StubHandler, timeoutMs = 2_000) {
  api = await startStub(handler);
  const tokens = fakeTokens();
  return { tokens, client: createApiClient({ baseUrl: api.url, tokens, timeoutMs, random: () => 0 }) };
}

const body = {
  attachments: [],
  author: { email: 'agent@sidedesk.test' },
  isDraft: false,
  isHtml: false,
  isTicketNeededToBeCompleted: false,
  message: 'Hello',
  parentReplyId: null,
  suppressTicketStatusAutoupdate: false,
};

describe('API client', () => {
  it('unwraps the envelope and sends the bearer token', async () => {
    const { client: c } = await client((_req, res) => sendJson(res, 200, envelope(sampleTicket())));
    expect((await c.getTicket(4478963)).title).toBe('Cannot log in');
    expect(api.requests[0]?.headers.authorization).toBe('Bearer token-1');
    expect(api.requests[0]?.path).toBe('/tickets/4478963');
  });

  it('treats errorCode other than -1 under HTTP 200 as an error quoting errorText', async () => {
    const { client: c } = await client((_req, res) =>
      sendJson(res, 200, { data: null, errorCode: 17, errorText: 'Ticket is archived' }),
    );
    await expect(c.getTicket(1)).rejects.toMatchObject({
      code: 'api-error',
      message: expect.stringContaining('Ticket is archived'),
    });
  });

  it('accepts a success envelope whatever the HTTP status', async () => {
    const { client: c } = await client((_req, res) => sendJson(res, 202, envelope(sampleTicket())));
    expect((await c.getTicket(1)).id).toBe(4478963);
  });

  it('maps a 404 envelope to not-found with the service text', async () => {
    const { client: c } = await client((_req, res) =>
      sendJson(res, 404, { data: null, errorCode: 1004, errorText: 'Ticket 5 not found' }),
    );
    await expect(c.getTicket(5)).rejects.toMatchObject({
      code: 'not-found',
      message: expect.stringContaining('Ticket 5 not found'),
    });
  });

  it('refreshes the token once after a 401 and retries once', async () => {
    let calls = 0;
    const { client: c, tokens } = await client((_req, res) =>
      ++calls === 1
        ? sendJson(res, 401, { data: null, errorCode: 1002, errorText: 'expired' })
        : sendJson(res, 200, envelope(sampleTicket())),
    );
    expect((await c.getTicket(1)).id).toBe(4478963);
    expect(tokens.invalidated).toEqual(['token-1']);
    expect(api.requests.map((r) => r.headers.authorization)).toEqual(['Bearer token-1', 'Bearer token-2']);
  });

  it('asks to sign in after a second 401, with no loop', async () => {
    const { client: c, tokens } = await client((_req, res) =>
      sendJson(res, 401, { data: null, errorCode: 1002, errorText: 'bad token' }),
    );
    await expect(c.getTicket(1)).rejects.toMatchObject({ code: 'sign-in-required' });
    expect(api.requests).toHaveLength(2);
    expect(tokens.issued).toBe(2);
  });

  it('retries a GET after 503 and honours Retry-After on 429', async () => {
    let calls = 0;
    const { client: c } = await client((_req, res) => {
      calls++;
      if (calls === 1) return sendJson(res, 503, 'busy');
      if (calls === 2)
        return sendJson(
          res,
          429,
          { data: null, errorCode: 1029, errorText: 'slow down' },
          { 'retry-after': '1' },
        );
      return sendJson(res, 200, envelope(sampleTicket()));
    });
    const started = Date.now();
    await c.getTicket(1);
    expect(calls).toBe(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });

  it('gives up a GET after three attempts with a server error', async () => {
    const { client: c } = await client((_req, res) =>
      sendJson(res, 500, { data: null, errorCode: 1500, errorText: 'boom' }),
    );
    await expect(c.getTicket(1)).rejects.toMatchObject({ code: 'server' });
    expect(api.requests).toHaveLength(3);
  });

  it('sends a reply POST exactly once when it gets a 500, and marks the failure ambiguous', async () => {
    const { client: c } = await client((_req, res) =>
      sendJson(res, 500, { data: null, errorCode: 1500, errorText: 'boom' }),
    );
    await expect(c.createReply(1, body)).rejects.toMatchObject({ code: 'server', ambiguous: true });
    expect(api.count('POST', '/tickets/1/replies')).toBe(1);
  });

  it('sends a reply POST exactly once when it times out', async () => {
    const { client: c } = await client(() => undefined /* never answers */, 300);
    await expect(c.createReply(1, body)).rejects.toMatchObject({ code: 'timeout', ambiguous: true });
    await new Promise((r) => setTimeout(r, 100));
    expect(api.count('POST', '/tickets/1/replies')).toBe(1);
  });

  it('sends a reply POST exactly once when the connection drops', async () => {
    const { client: c } = await client((_req, res) => void res.socket?.destroy());
    await expect(c.createReply(1, body)).rejects.toMatchObject({ code: 'network', ambiguous: true });
    expect(api.count('POST', '/tickets/1/replies')).toBe(1);
  });

  it('retries a reply POST after a 401 (nothing was created) and returns the reply', async () => {
    let calls = 0;
    const { client: c } = await client((_req, res) =>
      ++calls === 1
        ? sendJson(res, 401, { data: null, errorCode: 1002, errorText: 'expired' })
        : sendJson(res, 200, envelope(sampleReply())),
    );
    expect((await c.createReply(1, body)).id).toBe(901);
    expect(JSON.parse(api.requests[1]?.body ?? '')).toEqual(body);
  });

  it('says what is wrong with a malformed response', async () => {
    const { client: c } = await client((_req, res) =>
      sendJson(res, 200, envelope({ ...sampleTicket(), replyCount: 'many' })),
    );
    await expect(c.getTicket(1)).rejects.toMatchObject({
      code: 'invalid-response',
      message: expect.stringContaining('replyCount'),
    });
  });

  it('says a non-JSON success body cannot be read', async () => {
    const { client: c } = await client((_req, res) => sendJson(res, 200, '<html>proxy login</html>'));
    await expect(c.getTicket(1)).rejects.toMatchObject({ code: 'invalid-response' });
  });

  it('sends the requested FAQ language', async () => {
    const { client: c } = await client((_req, res) => sendJson(res, 200, envelope([])));
    await c.listFaqInstances('nb-NO');
    expect(api.requests[0]?.headers['accept-language']).toBe('nb-NO');
  });
});
