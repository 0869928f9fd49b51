/**
 * At most `concurrency` password hashes at once, at most `queue` waiting; beyond that the caller
 * is told at once (503) instead of waiting behind a flood. scrypt runs on libuv's small thread
 * pool: without a cap, a burst of attempts delays every other sign-in by seconds.
 */
export function createHashGate({ concurrency, queue }: { concurrency: number; queue: number }) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return {
    /** Runs `task` when a slot is free; `undefined` at once when the queue is full. */
    run<T>(task: () => Promise<T>): Promise<T> | undefined {
      if (active >= concurrency && waiting.length >= queue) return undefined;
      return (async () => {
        if (active < concurrency) active += 1;
        else await new Promise<void>((resolve) => waiting.push(resolve)); // the slot is handed over
        try {
          return await task();
        } finally {
          const next = waiting.shift();
          if (next) next();
          else active -= 1;
        }
      })();
    },
  };
}
