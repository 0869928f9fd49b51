import { z } from 'zod';
import { authorSpec, categorySpec, replySpec, ticketSpec } from '../../../lib/api/schemas';
import { STATE_VERSION } from './types';

/**
 * Checks a data file before the sandbox serves it: a hand-edited or truncated file should stop
 * the start with a clear message, not surface later as an invalid API response.
 */
export const sandboxStateSchema = z.object({
  version: z.literal(STATE_VERSION),
  seed: z.string(),
  team: z.array(authorSpec),
  tickets: z.record(z.string(), ticketSpec),
  replies: z.record(
    z.string(),
    // A file written before the flag was stored: the reply did not complete the ticket on record.
    z.array(z.intersection(replySpec, z.object({ isTicketNeededToBeCompleted: z.boolean().default(false) }))),
  ),
  categories: z.array(categorySpec),
  instances: z.array(
    z.looseObject({
      name: z.string(),
      translations: z.record(z.string(), z.object({ displayName: z.string(), headerTitle: z.string() })),
    }),
  ),
  nextReplyId: z.number().int().positive(),
  refreshTokens: z.object({ valid: z.array(z.string()), configured: z.string() }),
});
