/**
 * `fetch` for `ofetch.create`, with a time limit of its own for each attempt, body included. Not
 * ofetch's `timeout`: ofetch skips it when a call passes a `signal` (ours ends with the session),
 * and its retries reuse the first attempt's signal (unjs/ofetch#621), so a retry after a timeout
 * aborts at once and a retry after a 5xx has no limit at all.
 */
export function timedFetch(timeoutMs: number): typeof fetch {
  return (input, init) => {
    const limit = AbortSignal.timeout(timeoutMs);
    return fetch(input, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, limit]) : limit });
  };
}
