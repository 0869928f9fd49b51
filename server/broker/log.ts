type LogLevel = 'info' | 'warn' | 'error';

/** Where the broker's operational messages go; never a token, cookie or password in them. */
export type Log = (message: string, level?: LogLevel) => void;

/** One line per message on stdout: an ISO timestamp, the level, then the message. */
export const consoleLog: Log = (message, level = 'info') => {
  console.log(`${new Date().toISOString()} ${level.padEnd(5)} broker: ${message}`);
};
