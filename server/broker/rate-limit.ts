export type RateLimitCheck = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * A fixed-window counter per key (an agent's e-mail). Enough for a team broker: it stops a
 * runaway client without remembering more than one number per agent.
 */
export function createRateLimiter({ limit, windowSeconds }: { limit: number; windowSeconds: number }) {
  const windows = new Map<string, { startedAt: number; count: number }>();
  const windowMs = windowSeconds * 1000;
  return (key: string, now = Date.now()): RateLimitCheck => {
    // Keys can come from strangers (the e-mail typed into the sign-in form): drop finished windows
    // once there are many, so the map cannot grow without bound.
    if (windows.size > 10_000) {
      for (const [staleKey, stale] of windows)
        if (now - stale.startedAt >= windowMs) windows.delete(staleKey);
    }
    let window = windows.get(key);
    if (!window || now - window.startedAt >= windowMs) {
      window = { startedAt: now, count: 0 };
      windows.set(key, window);
    }
    window.count += 1;
    if (window.count <= limit) return { allowed: true };
    const retryAfterMs = window.startedAt + windowMs - now;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
  };
}
