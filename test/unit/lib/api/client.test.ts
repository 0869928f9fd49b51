import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient, type TokenSource } from '@/lib/api/client';
import { MAX_NESTING, nestedDeeperThan } from '@/lib/api/response-checks';
import { describeError } from '@/lib/i18n/format';
import { type StubHandler, sendJson, startStub } from '@/test/support/http-stub';
import { envelope, sampleReply, sampleTicket } from '@/test/support/samples';

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

/** The status line and the start of the body, then the connection drops. */
function cutOff(res: ServerResponse) {
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': '4096' });
  res.write('{"data":{', () => res.socket?.destroy());
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
      params: { said: 'Ticket is archived' },
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
      params: { said: 'Ticket 5 not found' },
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

  it('fails a GET at once when the service asks for a longer wait than a call can afford', async () => {
    const { client: c } = await client((_req, res) =>
      sendJson(res, 429, { data: null, errorCode: 1029, errorText: 'slow down' }, { 'retry-after': '120' }),
    );
    await expect(c.getTicket(1)).rejects.toMatchObject({ code: 'rate-limited', retryAfter: 120 });
    expect(api.requests).toHaveLength(1);
  });

  it('gives every attempt its own time limit: a GET that timed out is asked again and answered', async () => {
    let calls = 0;
    const { client: c } = await client(
      (_req, res) =>
        ++calls === 1 ? undefined /* never answers */ : sendJson(res, 200, envelope(sampleTicket())),
      300,
    );
    expect((await c.getTicket(1)).id).toBe(4478963);
    expect(api.requests).toHaveLength(2);
  });

  it('bounds the retry after a 503 too: a GET whose retries never answer ends in a timeout', async () => {
    let calls = 0;
    const { client: c } = await client(
      (_req, res) => (++calls === 1 ? sendJson(res, 503, 'busy') : undefined /* never answers */),
      300,
    );
    await expect(c.getTicket(1)).rejects.toMatchObject({ code: 'timeout' });
    expect(api.requests).toHaveLength(3);
  });

  it('reads a GET again when its answer is cut off halfway', async () => {
    let calls = 0;
    const { client: c } = await client((_req, res) =>
      ++calls === 1 ? cutOff(res) : sendJson(res, 200, envelope(sampleTicket())),
    );
    expect((await c.getTicket(1)).id).toBe(4478963);
    expect(api.requests).toHaveLength(2);
  });

  it('stops a call when its session ends, and asks neither the service nor the broker again', async () => {
    api = await startStub(() => undefined /* never answers */);
    const tokens = fakeTokens();
    const session = new AbortController();
    const c = createApiClient({ baseUrl: api.url, tokens, signal: () => session.signal, random: () => 0 });
    const pending = c.getTicket(1).catch((error: unknown) => error);
    while (api.requests.length === 0) await new Promise((r) => setTimeout(r, 5));
    session.abort();
    expect(await pending).toMatchObject({ code: 'network' });
    await new Promise((r) => setTimeout(r, 100));
    expect(api.requests).toHaveLength(1);
    expect(tokens.issued).toBe(1);
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

  it('sends a reply POST exactly once when its answer is cut off halfway, and marks it ambiguous', async () => {
    const { client: c } = await client((_req, res) => cutOff(res));
    await expect(c.createReply(1, body)).rejects.toMatchObject({ code: 'network', ambiguous: true });
    expect(api.count('POST', '/tickets/1/replies')).toBe(1);
  });

  it('sends a reply POST again after a 429 (nothing was created), once', async () => {
    let calls = 0;
    const { client: c } = await client((_req, res) =>
      ++calls === 1
        ? sendJson(res, 429, { data: null, errorCode: 1029, errorText: 'slow down' }, { 'retry-after': '0' })
        : sendJson(res, 200, envelope(sampleReply())),
    );
    expect((await c.createReply(1, body)).id).toBe(901);
    expect(api.count('POST', '/tickets/1/replies')).toBe(2);
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

  it('says what is wrong with a response whose ticket id is malformed', async () => {
    const { client: c } = await client((_req, res) =>
      sendJson(res, 200, envelope({ ...sampleTicket(), id: 'many' })),
    );
    await expect(c.getTicket(1)).rejects.toMatchObject({
      code: 'invalid-response',
      reason: 'error.invalid-response.read',
      params: {
        detail: {
          key: 'detail.wrong-type',
          params: { path: 'id', expected: { key: 'type.number' } },
        },
      },
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

/** A success envelope holding a category chain `depth` levels deep, written as text (no recursion). */
function deepCategoryTree(depth: number): string {
  const open = (i: number) =>
    `{"id":${i},"name":"Level ${i}","parentId":${i === 1 ? 'null' : i - 1},"autoArchive":false,` +
    `"canBeChosen":true,"isHidden":false,"isMuted":false,"children":[`;
  const chain = Array.from({ length: depth }, (_, i) => open(i + 1)).join('') + ']}'.repeat(depth);
  return `{"data":[${chain}],"errorCode":-1,"errorText":null}`;
}

/** What every failure the agent sees must be: one plain sentence, no stack, no JSON. */
const SENTENCE = /^[A-Z][^{}\n]*[.!?"”]$/;

describe('API client on bad input', () => {
  it('refuses a category tree 10,000 levels deep with a sentence, not a stack overflow', async () => {
    const { client: c } = await client((_req, res) => sendJson(res, 200, deepCategoryTree(10_000)));
    const failure = await c.getCategories().catch((error: unknown) => error);
    expect(failure).toMatchObject({
      name: 'SidedeskError',
      code: 'invalid-response',
      params: { detail: { key: 'detail.nested-too-deep', params: { levels: MAX_NESTING } } },
    });
    expect(describeError(failure)).toBe(
      `The Ticket API sent a response Sidedesk cannot read: its data is nested more than ${MAX_NESTING} levels deep. Try again; if it persists, the API may have changed.`,
    );
  });

  it('still reads a deep but sane category tree (150 levels)', async () => {
    const { client: c } = await client((_req, res) => sendJson(res, 200, deepCategoryTree(150)));
    const [root] = await c.getCategories();
    let depth = 0;
    for (let node = root; node; node = node.children[0]) depth++;
    expect(depth).toBe(150);
  });

  it('measures nesting without recursion', () => {
    expect(nestedDeeperThan({ a: [1, { b: 2 }] }, 3)).toBe(false);
    expect(nestedDeeperThan({ a: [1, { b: {} }] }, 3)).toBe(true);
    expect(nestedDeeperThan('text', 0)).toBe(false);
    let deep: unknown = [];
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(nestedDeeperThan(deep, MAX_NESTING)).toBe(true);
  });

  it.each([
    ['invalid JSON', '{"data":{"id":4478963,"tit', 'it is not valid JSON'],
    ['an envelope of the wrong types', { data: 0, errorCode: '-1', errorText: 0 }, 'errorCode'],
    [
      'data without the ticket id',
      { data: { title: 'Hello' }, errorCode: -1, errorText: null },
      'id is missing',
    ],
  ])('names the problem with %s in a sentence', async (_name, payload, named) => {
    const { client: c } = await client((_req, res) => sendJson(res, 200, payload));
    const failure = (await c.getTicket(1).catch((error: unknown) => error)) as Error & { code: string };
    expect(failure.code).toBe('invalid-response');
    expect(describeError(failure)).toContain(named);
    expect(describeError(failure)).toMatch(SENTENCE);
  });

  it('marks an unreadable answer to a reply POST ambiguous: the reply was most likely created', async () => {
    const { client: c } = await client((_req, res) => sendJson(res, 201, '{"data":{"id":90000'));
    await expect(c.createReply(1, body)).rejects.toMatchObject({
      code: 'invalid-response',
      reason: 'error.invalid-response.write',
      ambiguous: true,
    });
    expect(api.count('POST', '/tickets/1/replies')).toBe(1);
  });

  it('says a reply over the body limit (413) is too large, and that nothing was created', async () => {
    const { client: c } = await client((_req, res) =>
      sendJson(res, 413, { data: null, errorCode: 1013, errorText: 'The body is larger than 1 MB.' }),
    );
    const failure = (await c.createReply(1, body).catch((error: unknown) => error)) as Error & {
      ambiguous?: boolean;
    };
    expect(failure).toMatchObject({ code: 'api-error' });
    expect(failure.ambiguous).toBeUndefined();
    expect(failure).toMatchObject({ reason: 'error.api-error.reply-too-large' });
    expect(describeError(failure)).toMatch(/^The reply is too large for the Ticket API/);
    expect(describeError(failure)).toMatch(SENTENCE);
  });
});
