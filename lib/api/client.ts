import { FetchError, type FetchOptions, type FetchResponse, ofetch } from 'ofetch';
import { SidedeskError } from './errors';
import { failureFrom, invalid, type Kind, transportError } from './failures';
import type { FieldProblem } from './field-problems';
import { describeIssue, MAX_NESTING, nestedDeeperThan, type Reading, readData } from './response-checks';
import { backoffDelay, parseRetryAfter } from './retry';
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
import { timedFetch } from './timed-fetch';

/** What the client needs from the token manager. */
export interface TokenSource {
  /** A valid access token; throws `sign-in-required`, `broker-unreachable`, … */
  getToken(): Promise<string>;
  /** Drops `token` if it is still the current one (a 401 proved it dead). */
  invalidate(token: string): void;
}

interface ApiClientOptions {
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

/** Statuses a read is asked again for: 408, 429 and every 5xx (ofetch counts no answer as 500). */
const READ_RETRY = [408, 429, ...Array.from({ length: 100 }, (_, i) => 500 + i)];
/**
 * A reply POST is repeated only when the service says it did nothing (429; a 401 is asked once
 * more by `answer`), never after a timeout, a lost connection or a 5xx: RFC 9110 9.2.2.
 */
const WRITE_RETRY = [429];

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient(options: ApiClientOptions) {
  const { tokens, timeoutMs = 20_000, attempts = 3, maxRetryAfter = 20, random = Math.random } = options;
  const retryAfterOf = (response: Response) => parseRetryAfter(response.headers.get('retry-after'));
  const api = ofetch.create(
    {
      baseURL: options.baseUrl,
      headers: { accept: 'application/json' },
      responseType: 'json',
      retry: attempts - 1,
      retryStatusCodes: READ_RETRY,
      // ofetch counts the retries left down from `retry`: attempts - 1 - left is the attempt that failed.
      retryDelay: ({ response, options: { retry } }) => {
        const after = response?.status === 429 ? retryAfterOf(response) : undefined;
        if (after !== undefined) return after * 1000;
        return backoffDelay(attempts - 1 - Number(retry), undefined, undefined, random);
      },
      async onRequest({ options: request }) {
        request.signal?.throwIfAborted(); // an ended session asks the broker for nothing
        request.headers.set('authorization', `Bearer ${await tokens.getToken()}`);
      },
      onResponseError({ response, options: request }) {
        if (response.status === 401) tokens.invalidate(bearerOf(request.headers));
        // A longer wait than one call can afford: fail now and say how long to wait.
        if (response.status === 429 && (retryAfterOf(response) ?? 0) > maxRetryAfter) request.retry = false;
      },
    },
    { fetch: timedFetch(timeoutMs) },
  );

  /** The service's answer, whatever its status, after ofetch's retries; a 401 once more with a fresh token. */
  async function answer(path: string, request: FetchOptions<'json'>, kind: Kind, refreshed = false) {
    try {
      return await api.raw<unknown>(path, request);
    } catch (error) {
      if (error instanceof SidedeskError) throw error; // from the token manager
      if (!(error instanceof FetchError) || !error.response) throw transportError(error, kind, timeoutMs);
      if (error.response.status === 401 && !refreshed) return answer(path, request, kind, true);
      return error.response as FetchResponse<unknown>;
    }
  }

  async function call<T>(
    reading: Reading<T> & { key: string },
    kind: Kind,
    path: string,
    init: FetchOptions<'json'> = {},
  ): Promise<T> {
    const request = {
      ...init,
      ...(kind === 'write' ? { retryStatusCodes: WRITE_RETRY } : {}),
      // This call's session: a sign-out aborts it, and ofetch does not retry an abort.
      ...(options.signal ? { signal: options.signal() } : {}),
    };
    return unwrap(await answer(path, request, kind), reading, kind);
  }

  function unwrap<T>(response: FetchResponse<unknown>, reading: Reading<T> & { key: string }, kind: Kind): T {
    // Final whatever the body says: the token was refused twice, or the wait was too long.
    if (response.status === 401 || response.status === 429) throw failureFrom(response, kind);
    const body = response._data;
    // zod checks recursive schemas (the category tree) recursively: a tree thousands of levels
    // deep would overflow the stack and reach the agent as an "unexpected problem".
    if (nestedDeeperThan(body, MAX_NESTING)) {
      throw invalid({ key: 'detail.nested-too-deep', params: { levels: MAX_NESTING } }, kind);
    }
    const envelope = envelopeSchema.safeParse(body);
    if (!envelope.success) {
      if (response.status >= 400) throw failureFrom(response, kind);
      throw invalid(
        // ofetch's parser (destr) gives back the text it cannot read as JSON.
        body === undefined || typeof body === 'string'
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
        body,
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

/** The token a request carried (`Bearer <token>`). */
const bearerOf = (headers: Headers) => (headers.get('authorization') ?? '').replace(/^Bearer /, '');

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
