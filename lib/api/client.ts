import { type FetchResponse, ofetch } from 'ofetch';
import { z } from '../zod';
import { type AppError, quoteErrorText, SidedeskError } from './errors';
import { backoffDelay, parseRetryAfter, sleep } from './retry';
import {
  type Category,
  type CreateReplyBody,
  categorySchema,
  envelopeSchema,
  type Instance,
  instanceSchema,
  replySchema,
  SUCCESS_CODE,
  ticketSchema,
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
}

type Kind = 'read' | 'write';
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
    schema: z.ZodType<T>,
    kind: Kind,
    path: string,
    init: RequestInit & { body?: unknown } = {},
  ) {
    let refreshed = false;
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
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const failure = transportError(error, kind, timeoutMs);
        if (kind === 'read' && attempt + 1 < attempts) {
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
      if (!outcome) return unwrap(response, schema, kind);
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

  function unwrap<T>(response: FetchResponse<string>, schema: z.ZodType<T>, kind: Kind): T {
    const body = readJson(response._data);
    // zod checks recursive schemas (the category tree) recursively: a tree thousands of levels
    // deep would overflow the stack and reach the agent as an "unexpected problem".
    if (nestedDeeperThan(body, MAX_NESTING)) {
      throw invalid(`its data is nested more than ${MAX_NESTING} levels deep`, kind);
    }
    const envelope = envelopeSchema.safeParse(body);
    if (!envelope.success) {
      if (response.status >= 400) throw failureFrom(response, kind);
      throw invalid(
        body === undefined
          ? 'it is not valid JSON'
          : `it is not the expected envelope (${describeIssue(envelope.error)})`,
        kind,
      );
    }
    if (envelope.data.errorCode !== SUCCESS_CODE) throw failureFrom(response, kind, envelope.data.errorText);
    let data: ReturnType<typeof schema.safeParse>;
    try {
      data = schema.safeParse(envelope.data.data);
    } catch {
      // A validator that throws (rather than reporting issues) must still end in a sentence.
      throw invalid('its data could not be checked', kind);
    }
    if (!data.success) throw invalid(describeIssue(data.error), kind);
    return data.data;
  }

  return {
    /** Fails with not-found, sign-in-required, network, timeout, invalid-response, api-error … */
    getTicket: (ticketId: number) => call(ticketSchema, 'read', `/tickets/${ticketId}`),
    /** Never repeated after a timeout, network error or 5xx: those errors are marked `ambiguous`. */
    createReply: (ticketId: number, body: CreateReplyBody) =>
      call(replySchema, 'write', `/tickets/${ticketId}/replies`, { method: 'POST', body: body as never }),
    /** FAQ instances in `language` (an Accept-Language value; only the first language counts). */
    listFaqInstances: (language?: string) =>
      call(
        instanceArray,
        'read',
        '/faq/instances',
        language ? { headers: { 'accept-language': language } } : {},
      ) as Promise<Instance[]>,
    /** The whole category tree; fails like getTicket. */
    getCategories: () => call(categoryArray, 'read', '/categories') as Promise<Category[]>,
  };
}

const instanceArray = z.array(instanceSchema);
const categoryArray = z.array(categorySchema);

function readJson(text: unknown): unknown {
  if (typeof text !== 'string' || text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function transportError(error: unknown, kind: Kind, timeoutMs: number): SidedeskError {
  const ambiguous = kind === 'write' ? { ambiguous: true } : {};
  const suffix =
    kind === 'write' ? ' The reply may have been sent: check the ticket before sending again.' : '';
  if (isTimeout(error)) {
    return new SidedeskError(
      'timeout',
      `The Ticket API did not answer within ${Math.round(timeoutMs / 1000)} seconds.${suffix}`,
      ambiguous,
    );
  }
  return new SidedeskError(
    'network',
    `The Ticket API could not be reached.${suffix || ' Check your connection and try again.'}`,
    ambiguous,
  );
}

function isTimeout(error: unknown): boolean {
  for (let e = error as { name?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.name === 'TimeoutError') return true;
  }
  return false;
}

function failureFrom(response: FetchResponse<string>, kind: Kind, errorText?: string | null): SidedeskError {
  const status = response.status;
  const said = quoteErrorText(errorText ?? readErrorText(response._data));
  const quote = said ? ` The service said: "${said}"` : '';
  const error = (code: AppError['code'], sentence: string, extra: Omit<AppError, 'code' | 'message'> = {}) =>
    new SidedeskError(code, `${sentence}${quote}`, extra);
  if (status === 404) return error('not-found', 'Not found: the ticket does not exist or you cannot see it.');
  if (status === 401) return signInAgain();
  if (status === 403) return error('unauthorized', 'The Ticket API does not allow this for your account.');
  if (status === 413) {
    // Refused before anything was done (RFC 9110 15.5.14): a plain failure, never ambiguous.
    const what = kind === 'write' ? 'The reply is' : 'The request is';
    return error(
      'api-error',
      `${what} too large for the Ticket API: shorten it, or attach large content by URL.`,
    );
  }
  if (status === 429) {
    const retryAfter = parseRetryAfter(response.headers.get('retry-after'));
    const wait =
      retryAfter !== undefined
        ? ` Wait ${retryAfter === 1 ? '1 second' : `${retryAfter} seconds`} and try again.`
        : ' Wait a moment and try again.';
    return error(
      'rate-limited',
      `The Ticket API is limiting requests.${wait}`,
      retryAfter !== undefined ? { retryAfter } : {},
    );
  }
  if (status >= 500) {
    const sent =
      kind === 'write'
        ? ' The reply may have been sent: check the ticket before sending again.'
        : ' Try again in a moment.';
    return error(
      'server',
      `The Ticket API had a problem (HTTP ${status}).${sent}`,
      kind === 'write' ? { ambiguous: true } : {},
    );
  }
  return error(
    'api-error',
    said ? 'The Ticket API refused the request.' : `The Ticket API refused the request (HTTP ${status}).`,
  );
}

function readErrorText(text: unknown): string | null {
  const body = readJson(text) as { errorText?: unknown } | undefined;
  return typeof body?.errorText === 'string' ? body.errorText : null;
}

function signInAgain() {
  return new SidedeskError(
    'sign-in-required',
    'The Ticket API refused your access token twice. Sign in to the token broker again.',
  );
}

/**
 * An answer that arrived but cannot be read. For a reply POST it came with a success status, so
 * the service most likely created the reply: ambiguous, never "nothing was sent".
 */
function invalid(detail: string, kind: Kind) {
  const prefix = `The Ticket API sent a response Sidedesk cannot read: ${detail}.`;
  if (kind === 'write') {
    return new SidedeskError(
      'invalid-response',
      `${prefix} The reply may have been sent: check the ticket before sending again.`,
      { ambiguous: true },
    );
  }
  return new SidedeskError(
    'invalid-response',
    `${prefix} Try again; if it persists, the API may have changed.`,
  );
}

/** JSON nesting allowed in a response: far deeper than any real ticket or category tree. */
export const MAX_NESTING = 400;

/** Whether `value` nests objects/arrays deeper than `limit` (iterative: no stack to overflow). */
export function nestedDeeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop() as [unknown, number];
    if (typeof node !== 'object' || node === null) continue;
    if (depth >= limit) return true;
    for (const child of Array.isArray(node) ? node : Object.values(node)) stack.push([child, depth + 1]);
  }
  return false;
}

/**
 * "author.email is missing" or "replyCount is not a number" for the first issue, so the agent can
 * report it; zod's own wording ("received undefined") reads like a bug to the agent.
 */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'unknown problem';
  const path = issue.path.length ? issue.path.join('.') : 'the data';
  if (issue.code === 'invalid_type') {
    if (/received undefined$/i.test(issue.message)) return `${path} is missing`;
    return `${path} is not ${/^[aeiou]/.test(issue.expected) ? 'an' : 'a'} ${issue.expected}`;
  }
  return `${path}: ${issue.message.toLowerCase()}`;
}
