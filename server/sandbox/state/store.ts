import { createSerialWriter, readJsonFile } from '../../shared/json-file';
import { createSeedState } from '../seed';
import { sandboxStateSchema } from './schema';
import type { SandboxState } from './types';

interface StoreOptions {
  /** State file; without one the state lives in memory only. */
  dataFile?: string;
  seed: string;
  /** The refresh token a fresh seed accepts. */
  refreshToken: string;
  /** Reseed even when the data file holds a state. */
  reset?: boolean;
}

export interface Store {
  /** The current state; replaced by reset(), so read it at each use and never keep it. */
  readonly state: SandboxState;
  /** Persists the current state (atomically; overlapping saves are serialized). */
  save(): Promise<void>;
  /** Reseeds the data from the seed and persists; issued refresh tokens stay valid. */
  reset(): Promise<void>;
}

async function loadState(dataFile: string): Promise<SandboxState | undefined> {
  const raw = await readJsonFile(dataFile);
  if (raw === undefined) return undefined;
  const parsed = sandboxStateSchema.safeParse(raw);
  if (!parsed.success) {
    throw new Error(
      `The sandbox data file ${dataFile} is not a state this version can read. Start with --reset to reseed it.`,
    );
  }
  // Validated above; the declared type is stricter than the schema's loose output type.
  return raw as SandboxState;
}

export async function openStore(options: StoreOptions): Promise<Store> {
  const { dataFile, seed, refreshToken } = options;
  const write = dataFile ? createSerialWriter(dataFile) : undefined;
  const fromFile = dataFile && !options.reset ? await loadState(dataFile) : undefined;
  let state = fromFile ?? createSeedState(seed, refreshToken);
  const store: Store = {
    get state() {
      return state;
    },
    save: async () => {
      await write?.(() => state);
    },
    reset: async () => {
      // Credentials are not test data: a running broker holding a rotated token keeps working.
      const { refreshTokens } = state;
      state = { ...createSeedState(seed, refreshToken), refreshTokens };
      await store.save();
    },
  };
  if (!fromFile) await store.save();
  return store;
}
