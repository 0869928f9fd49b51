interface HashGateOptions {
  /** Hashes at once for attempts from unknown networks. */
  concurrency: number;
  /** Further slots only known (account, network) pairs may use. */
  reserved: number;
  /** Unknown attempts that may wait for a slot; beyond that they are refused at once. */
  queue: number;
  /** Known attempts of one account checked or waiting at once; beyond that, refused. */
  perAccount: number;
}

/**
 * Bounds password hashing, which runs on libuv's small thread pool: without a cap a burst of
 * attempts delays every sign-in by seconds. Two lanes: strangers share `concurrency` slots and a
 * short queue (a full queue answers at once instead of waiting behind a flood); an account
 * signing in from a network it signed in from before may also use the `reserved` slots, is
 * served first, accounts taking turns, and holds strangers' new hashes back while its own runs,
 * so no flood of strangers, nor one busy account, makes a known agent wait behind it.
 */
export function createHashGate(options: HashGateOptions) {
  const total = options.concurrency + options.reserved;
  let running = 0;
  let runningUnknown = 0;
  let runningKnown = 0;
  const unknownWaiting: (() => void)[] = [];
  // Insertion order is the turn order: an account served goes to the back.
  const knownWaiting = new Map<string, (() => void)[]>();
  const knownActive = new Map<string, number>();

  const pump = () => {
    while (running < total) {
      const [account, waiters] = knownWaiting.entries().next().value ?? [];
      const start = waiters?.shift();
      if (account !== undefined && start) {
        knownWaiting.delete(account);
        if (waiters?.length) knownWaiting.set(account, waiters);
        running += 1;
        runningKnown += 1;
        start();
        continue;
      }
      // While a known agent's hash runs, strangers start none: it gets the CPU, not a share of it.
      const next =
        runningUnknown < options.concurrency && runningKnown === 0 ? unknownWaiting.shift() : undefined;
      if (!next) return;
      running += 1;
      runningUnknown += 1;
      next();
    }
  };

  const admitted = async <T>(
    enqueue: (start: () => void) => void,
    task: () => Promise<T>,
    done: () => void,
  ) => {
    await new Promise<void>((resolve) => {
      enqueue(resolve);
      pump();
    });
    try {
      return await task();
    } finally {
      running -= 1;
      done();
      pump();
    }
  };

  return {
    /** Runs a stranger's `task` when a slot is free; `undefined` at once when the queue is full. */
    run<T>(task: () => Promise<T>): Promise<T> | undefined {
      const free = runningUnknown < options.concurrency && running < total && runningKnown === 0;
      if (!free && unknownWaiting.length >= options.queue) return undefined;
      return admitted(
        (start) => unknownWaiting.push(start),
        task,
        () => {
          runningUnknown -= 1;
        },
      );
    },
    /** Runs a known pair's `task` first in line; `undefined` when its account has enough going. */
    runKnown<T>(account: string, task: () => Promise<T>): Promise<T> | undefined {
      const active = knownActive.get(account) ?? 0;
      if (active >= options.perAccount) return undefined;
      knownActive.set(account, active + 1);
      const enqueue = (start: () => void) =>
        knownWaiting.set(account, [...(knownWaiting.get(account) ?? []), start]);
      return admitted(enqueue, task, () => {
        runningKnown -= 1;
        const left = (knownActive.get(account) ?? 1) - 1;
        if (left > 0) knownActive.set(account, left);
        else knownActive.delete(account);
      });
    },
  };
}
