import { type FetchResponse, ofetch } from 'ofetch';
import type { SidedeskError } from './errors';
import { failureFrom, invalid, type Kind, readJson, signInAgain, transportError } from './failures';
import type { FieldProblem } from './field-problems';
import { describeIssue, MAX_NESTING, nestedDeeperThan, type Reading, readData } from './response-checks';
import { backoffDelay, parseRetryAfter, sleep } from './retry';
import {
  type CreateReplyBody,
  categoryListSchema,
  categoryListSpec,
  envelopeSchema,
  instanceListSchema,
  instanceListSpec,
  replySchema,
  replySpec,
  SUCCESS_CODE,
  ticketSchema,
  ticketSpec,
} from './schemas';

/** What the client needs from the token manager. */
export interface TokenSource {
  /** A valid access token; throws `sign-in-required`, `broker-unreachable`, … */
  getToken(): Promise<string>;
  /** Drops `token` if it is still the current one (a 401 proved it dead). */
  invalidate(token: string): void;
}

export interface ApiClientOptions {
  baseUrl: string;
  tokens: TokenSource;
  /** Per attempt; the worker is killed at 30 s of a pending fetch, so stay well under it. */
  timeoutMs?: number;
  /** Attempts for GETs (network error, 408, 429, 5xx); reply POSTs only repeat after 401/429. */
  attempts?: number;
  /** Longest `Retry-After` we wait for inside one call, in seconds. */
  maxRetryAfter?: number;
  random?: () => number;
  /** Aborts every call in flight (sign-out); read at each call. */
  signal?: () => AbortSignal;
  /**
   * After every answer read: the display fields it got wrong (none for a sound answer), under a
   * key per resource (`ticket:12`, `reply:12`, `categories`, `faq-instances`).
   */
  onRead?: (key: string, problems: FieldProblem[]) => void;
}

type Outcome = { retry: false; error: SidedeskError } | { retry: true; delayMs: number };

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient(options: ApiClientOptions) {
  const { tokens, timeoutMs = 20_000, attempts = 3, maxRetryAfter = 20 } = options;
  const fetcher = ofetch.create({
    baseURL: options.baseUrl,
    retry: false,
    ignoreResponseError: true,
    responseType: 'text',
  });

  async function call<T>(
    reading: Reading<T> & { key: string },
    kind: Kind,
    path: string,
    init: RequestInit & { body?: unknown } = {},
  ) {
    let refreshed = false;
    const stop = options.signal?.(); // this call's session: a sign-out aborts it
    for (let attempt = 0; ; attempt++) {
      const token = await tokens.getToken();
      let response: FetchResponse<string>;
      try {
        response = await fetcher.raw<string, 'text'>(path, {
          ...(init as object),
          headers: {
            ...(init.headers as Record<string, string>),
            authorization: `Bearer ${token}`,
            accept: 'application/json',
          },
          // Our own signal (not ofetch's `timeout`) so that reading a stalled body is bounded too.
          signal: withTimeout(stop, timeoutMs),
        });
      } catch (error) {
        const failure = transportError(error, kind, timeoutMs);
        if (kind === 'read' && attempt + 1 < attempts && !stop?.aborted) {
          await sleep(backoffDelay(attempt, undefined, undefined, options.random));
          continue;
        }
        throw failure;
      }
      if (response.status === 401 && !refreshed) {
        // Retry once with a fresh token; a second 401 is final.
        refreshed = true;
        tokens.invalidate(token);
        attempt--;
        continue;
      }
      const outcome = judge(response, kind, attempt);
      if (!outcome) return unwrap(response, reading, kind);
      if (!outcome.retry) throw outcome.error;
      await sleep(outcome.delayMs);
    }
  }

  function judge(response: FetchResponse<string>, kind: Kind, attempt: number): Outcome | undefined {
    const { status } = response;
    const last = attempt + 1 >= attempts;
    if (status === 401) return { retry: false, error: signInAgain() };
    if (status === 429) {
      const retryAfter = parseRetryAfter(response.headers.get('retry-after'));
      if (!last && (retryAfter ?? 0) <= maxRetryAfter) {
        return { retry: true, delayMs: retryAfter !== undefined ? retryAfter * 1000 : backoffDelay(attempt) };
      }
      return { retry: false, error: failureFrom(response, kind) };
    }
    if (kind === 'read' && !last && (status === 408 || status >= 500)) {
      return { retry: true, delayMs: backoffDelay(attempt, undefined, undefined, options.random) };
    }
    // Anything else is decided by the envelope (success is errorCode -1, whatever the status).
    return undefined;
  }

  function unwrap<T>(response: FetchResponse<string>, reading: Reading<T> & { key: string }, kind: Kind): T {
    const body = readJson(response._data);
    // zod checks recursive schemas (the category tree) recursively: a tree thousands of levels
    // deep would overflow the stack and reach the agent as an "unexpected problem".
    if (nestedDeeperThan(body, MAX_NESTING)) {
      throw invalid({ key: 'detail.nested-too-deep', params: { levels: MAX_NESTING } }, kind);
    }
    const envelope = envelopeSchema.safeParse(body);
    if (!envelope.success) {
      if (response.status >= 400) throw failureFrom(response, kind);
      throw invalid(
        body === undefined
          ? { key: 'detail.not-json' }
          : { key: 'detail.not-envelope', params: { issue: describeIssue(envelope.error, body) } },
        kind,
      );
    }
    if (envelope.data.errorCode !== SUCCESS_CODE) throw failureFrom(response, kind, envelope.data.errorText);
    let read: ReturnType<typeof readData<T>>;
    try {
      read = readData(reading, envelope.data.data);
    } catch {
      // A validator that throws (rather than reporting issues) must still end in a sentence.
      throw invalid({ key: 'detail.unchecked' }, kind);
    }
    // Only what the client cannot work without fails the answer (an id, the envelope).
    if ('error' in read) throw invalid(describeIssue(read.error, envelope.data.data), kind);
    options.onRead?.(reading.key, read.problems);
    return read.value;
  }

  return {
    /** Fails with not-found, sign-in-required, network, timeout, invalid-response, api-error … */
    getTicket: (ticketId: number) =>
      call({ ...ticketReading, key: `ticket:${ticketId}` }, 'read', `/tickets/${ticketId}`),
    /** Never repeated after a timeout, network error or 5xx: those errors are marked `ambiguous`. */
    createReply: (ticketId: number, body: CreateReplyBody) =>
      call({ ...replyReading, key: `reply:${ticketId}` }, 'write', `/tickets/${ticketId}/replies`, {
        method: 'POST',
        body: body as never,
      }),
    /** FAQ instances in `language` (an Accept-Language value; only the first language counts). */
    listFaqInstances: (language?: string) =>
      call(
        { ...instancesReading, key: 'faq-instances' },
        'read',
        '/faq/instances',
        language ? { headers: { 'accept-language': language } } : {},
      ),
    /** The whole category tree (a node without an id is left out); fails like getTicket. */
    getCategories: () => call({ ...categoriesReading, key: 'categories' }, 'read', '/categories'),
  };
}

const withTimeout = (signal: AbortSignal | undefined, ms: number) =>
  signal ? AbortSignal.any([signal, AbortSignal.timeout(ms)]) : AbortSignal.timeout(ms);

const ticketReading = { resource: 'ticket', spec: ticketSpec, schema: ticketSchema } as const;
const replyReading = { resource: 'reply', spec: replySpec, schema: replySchema } as const;
const instancesReading = {
  resource: 'faq-instance',
  spec: instanceListSpec,
  schema: instanceListSchema,
} as const;
const categoriesReading = {
  resource: 'category',
  spec: categoryListSpec,
  schema: categoryListSchema,
} as const;
