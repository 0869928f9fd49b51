// Retry timing shared by the API client (as ofetch's `retryDelay`) and the watch poller.

/** Full-jitter exponential backoff: a random wait in [0, base * 2^attempt), capped. */
export function backoffDelay(attempt: number, baseMs = 300, capMs = 5_000, random = Math.random): number {
  return Math.floor(random() * Math.min(capMs, baseMs * 2 ** attempt));
}

/** `Retry-After` as seconds or an HTTP date (RFC 9110 10.2.3); undefined when absent or unreadable. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}
