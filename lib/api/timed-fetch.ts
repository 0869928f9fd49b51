/**
 * The `fetch` given to `ofetch.create`: each attempt has a time limit of its own and returns only
 * once the whole answer is in. ofetch reads the body after its retry handling, so an answer cut
 * off halfway would escape the retry rules; read here, it fails as the attempt, and ofetch retries
 * it as any lost connection (a read) or not at all (a reply POST).
 *
 * Not ofetch's `timeout`: ofetch skips it when a call passes a `signal` (ours ends with the
 * session), and its retries reuse the first attempt's signal (unjs/ofetch#621), so a retry after a
 * timeout aborts at once and a retry after a 5xx has no limit at all.
 */
export function timedFetch(timeoutMs: number): typeof fetch {
  return async (input, init) => {
    const limit = AbortSignal.timeout(timeoutMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, limit]) : limit;
    const response = await fetch(input, { ...init, signal });
    const body = await response.arrayBuffer();
    return new Response(body.byteLength ? body : null, response);
  };
}
