import { readFile } from 'node:fs/promises';
import type { Handler } from 'hono';
import type { Log } from '../log';

interface SavedRepliesRouteOptions {
  /** The team's saved-replies file (`BROKER_SAVED_REPLIES`); none: 404. */
  file: string | undefined;
  log: Log;
}

/**
 * `GET /saved-replies` (behind extensionOnly and signedInOnly): the team library, read
 * from the file at each request so an edit applies without a restart. The extension checks the
 * format (README, "Saved replies"); the broker only makes sure it is JSON.
 */
export function savedRepliesHandler(options: SavedRepliesRouteOptions): Handler {
  return async (c) => {
    if (!options.file) return c.json({ error: 'not_found' }, 404);
    try {
      return c.json(JSON.parse(await readFile(options.file, 'utf8')) as object);
    } catch (error) {
      options.log(`saved replies unavailable: ${(error as Error).message}`, 'warn');
      return c.json({ error: 'saved_replies_unavailable' }, 500);
    }
  };
}
