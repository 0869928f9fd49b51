type LogLevel = 'info' | 'warn' | 'error';

/** Where the broker's operational messages go; never a token, cookie or password in them. */
export type Log = (message: string, level?: LogLevel) => void;

/** One line per message on stdout: an ISO timestamp, the level, then the message. */
export const consoleLog: Log = (message, level = 'info') => {
  console.log(`${new Date().toISOString()} ${level.padEnd(5)} broker: ${message}`);
};

/** `scheme://user:password@host` in any message: the user info never reaches a log line. */
const USER_INFO = /\/\/[^\s/@]*@/g;

/** `log`, with the user info of every URL in its messages cut out (an upstream URL may carry some). */
export const withoutUrlCredentials =
  (log: Log): Log =>
  (message, level) =>
    log(message.replace(USER_INFO, '//…@'), level);
