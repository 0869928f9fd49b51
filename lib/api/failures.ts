import type { FetchResponse } from 'ofetch';
import { type AppError, quoteErrorText, SidedeskError } from './errors';
import { parseRetryAfter } from './retry';

// Every failure of the API client as a SidedeskError whose message is a sentence for the agent.
// `kind` matters: a write (reply POST) that may have reached the service is marked `ambiguous`.

export type Kind = 'read' | 'write';

export function readJson(text: unknown): unknown {
  if (typeof text !== 'string' || text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function transportError(error: unknown, kind: Kind, timeoutMs: number): SidedeskError {
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

export function failureFrom(
  response: FetchResponse<string>,
  kind: Kind,
  errorText?: string | null,
): SidedeskError {
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

export function signInAgain() {
  return new SidedeskError(
    'sign-in-required',
    'The Ticket API refused your access token twice. Sign in to the token broker again.',
  );
}

/**
 * An answer that arrived but cannot be read. For a reply POST it came with a success status, so
 * the service most likely created the reply: ambiguous, never "nothing was sent".
 */
export function invalid(detail: string, kind: Kind) {
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
