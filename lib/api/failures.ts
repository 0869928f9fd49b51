import type { FetchResponse } from 'ofetch';
import type { Message } from '@/lib/i18n/format';
import { type AppError, quoteErrorText, SidedeskError } from './errors';
import { parseRetryAfter } from './retry';

// Every failure of the API client as a SidedeskError: a code, and a reason key with parameters.
// `kind` matters: a write (reply POST) that may have reached the service is marked `ambiguous`.

export type Kind = 'read' | 'write';

export function transportError(error: unknown, kind: Kind, timeoutMs: number): SidedeskError {
  const write = kind === 'write';
  const ambiguous = write ? { ambiguous: true } : {};
  if (isTimeout(error)) {
    return new SidedeskError('timeout', {
      reason: write ? 'error.timeout.write' : 'error.timeout.after',
      params: { count: Math.round(timeoutMs / 1000) },
      ...ambiguous,
    });
  }
  return new SidedeskError('network', write ? { reason: 'error.network.write', ambiguous: true } : {});
}

function isTimeout(error: unknown): boolean {
  for (let e = error as { name?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.name === 'TimeoutError') return true;
  }
  return false;
}

export function failureFrom(
  response: FetchResponse<unknown>,
  kind: Kind,
  errorText?: string | null,
): SidedeskError {
  const status = response.status;
  const said = quoteErrorText(errorText ?? readErrorText(response._data));
  const error = (code: AppError['code'], details: Omit<AppError, 'code'> = {}) =>
    new SidedeskError(code, { ...details, params: { status, ...details.params, ...(said ? { said } : {}) } });
  if (status === 404) return error('not-found');
  if (status === 401) return signInAgain();
  if (status === 403) return error('unauthorized');
  if (status === 413) {
    // Refused before anything was done (RFC 9110 15.5.14): a plain failure, never ambiguous.
    return error('api-error', {
      reason: kind === 'write' ? 'error.api-error.reply-too-large' : 'error.api-error.too-large',
    });
  }
  if (status === 429) {
    const retryAfter = parseRetryAfter(response.headers.get('retry-after'));
    if (retryAfter === undefined) return error('rate-limited');
    return error('rate-limited', {
      reason: 'error.rate-limited.wait',
      params: { count: retryAfter },
      retryAfter,
    });
  }
  if (status >= 500) {
    if (kind === 'read') return error('server', { reason: 'error.server.status' });
    return error('server', { reason: 'error.server.write', ambiguous: true });
  }
  return said ? error('api-error') : error('api-error', { reason: 'error.api-error.status' });
}

function readErrorText(body: unknown): string | null {
  const errorText = (body as { errorText?: unknown } | null | undefined)?.errorText;
  return typeof errorText === 'string' ? errorText : null;
}

function signInAgain() {
  return new SidedeskError('sign-in-required', { reason: 'error.sign-in-required.token-refused' });
}

/**
 * An answer that arrived but cannot be read; `detail` says what (e.g. `detail.not-json`). For a
 * reply POST it came with a success status, so the service most likely created the reply:
 * ambiguous, never "nothing was sent".
 */
export function invalid(detail: Message, kind: Kind) {
  if (kind === 'write') {
    return new SidedeskError('invalid-response', {
      reason: 'error.invalid-response.write',
      params: { detail },
      ambiguous: true,
    });
  }
  return new SidedeskError('invalid-response', { reason: 'error.invalid-response.read', params: { detail } });
}
