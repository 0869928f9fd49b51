import { consoleLog } from './log';
import type { BrokerAgent } from './options';
import { defaultSignInLimits } from './sign-in/guard';

export const brokerDefaults = {
  agents: [] as BrokerAgent[],
  allowedOrigins: [] as string[],
  allowAnyFirefoxExtension: false,
  redisPrefix: 'sidedesk:broker:',
  teamName: 'Sidedesk',
  rateLimit: { limit: 60, windowSeconds: 60 },
  signInLimits: defaultSignInLimits,
  refreshSkewSeconds: 60,
  refreshLeaseSeconds: 5,
  sessionTtlSeconds: 12 * 60 * 60,
  now: Date.now as () => number,
  log: consoleLog,
};
