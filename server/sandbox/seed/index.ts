import type { TicketSpec as Ticket } from '../../../lib/api/schemas';
import { type SandboxState, STATE_VERSION } from '../state/types';
import { createCategoryTree, flattenCategories } from './categories';
import { createInstances } from './instances';
import { createTeam } from './people';
import { createRandom } from './random';
import { REPLY_ID_FIRST, TICKET_ID_FIRST, TICKET_ID_LAST } from './ranges';
import { seedReplies } from './replies';
import { createTicket } from './tickets';

/** A fresh state; the same seed always gives the same state. */
export function createSeedState(seed: string, refreshToken: string): SandboxState {
  const random = createRandom(seed);
  const team = createTeam(random);
  const categories = createCategoryTree(random);
  const choosable = flattenCategories(categories)
    .filter((category) => category.canBeChosen)
    .map(({ id, name }) => ({ id, name }));
  const tickets: Record<string, Ticket> = {};
  for (let id = TICKET_ID_FIRST; id <= TICKET_ID_LAST; id++) {
    tickets[String(id)] = createTicket(id, { random, team, categories: choosable });
  }
  const state: SandboxState = {
    version: STATE_VERSION,
    seed,
    team,
    tickets,
    replies: {},
    categories,
    instances: createInstances(),
    nextReplyId: REPLY_ID_FIRST,
    refreshTokens: { valid: [refreshToken], configured: refreshToken },
  };
  seedReplies(state, random);
  return state;
}
