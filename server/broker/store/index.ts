import type { Log } from '../log';
import { openFileStore } from './file-store';
import { openRedisStore } from './redis-store';
import type { BrokerStore } from './types';

export type { BrokerStore, CachedAccessToken } from './types';

interface StoreChoice {
  /** `redis://…`: several replicas share this Redis. */
  redisUrl?: string;
  redisPrefix: string;
  /** Otherwise the embedded store in this file (memory only when unset). */
  stateFile?: string;
  configuredToken: string;
  log: Log;
}

/** Redis when a URL is given, else the embedded file store (one replica). */
export function openStore(choice: StoreChoice): Promise<BrokerStore> {
  if (choice.redisUrl)
    return openRedisStore({
      url: choice.redisUrl,
      prefix: choice.redisPrefix,
      configuredToken: choice.configuredToken,
      log: choice.log,
    });
  return openFileStore(choice.stateFile, choice.configuredToken);
}
