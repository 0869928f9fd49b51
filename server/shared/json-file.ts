import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/** Reads a JSON file; `undefined` when it does not exist (any other error is thrown). */
export async function readJsonFile(path: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Writes JSON atomically: a temporary file in the same directory, then a rename over the target,
 * so a crash mid-write leaves either the old or the new content, never half of one. Mode 0600:
 * the files hold refresh tokens or test data nobody else needs to read.
 */
async function writeJsonFileAtomic(path: string, value: unknown): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, `${JSON.stringify(value, null, 2)}\n`, { mode: 0o600 });
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/**
 * Serializes writes to one file: without it, two overlapping saves could rename in the wrong
 * order and leave the older state on disk.
 */
export function createSerialWriter(path: string) {
  let queue: Promise<void> = Promise.resolve();
  return (value: () => unknown): Promise<void> => {
    const next = queue.then(() => writeJsonFileAtomic(path, value()));
    queue = next.catch(() => undefined);
    return next;
  };
}
