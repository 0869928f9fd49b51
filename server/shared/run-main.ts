/**
 * Runs a command-line entry point: a start-up failure (a bad variable, a busy port, an unreadable
 * data file) prints its message, not a stack trace, and exits non-zero. SIGINT/SIGTERM run `stop`.
 * Resolves once started, so `await import('./main')` (server/start.ts) waits for the servers.
 */
export function runMain(start: () => Promise<{ stop: () => Promise<void> }>): Promise<void> {
  return start().then(
    ({ stop }) => {
      const shutdown = () => stop().then(() => process.exit(0));
      process.once('SIGINT', shutdown);
      process.once('SIGTERM', shutdown);
    },
    (error: Error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
