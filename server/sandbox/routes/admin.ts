import type { HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { categorySpec, createReplyBodySchema } from '../../../lib/api/schemas';
import type { PresentedTokens } from '../auth/presented-tokens';
import { fail, ok } from '../envelope';
import { faultConfigSchema } from '../faults/config';
import type { RequestCounts } from '../faults/middleware';
import type { Faults } from '../faults/state';
import { type RawOverrides, rawOverridesBodySchema } from '../raw-overrides';
import { addReply, findTeamMember } from '../replies';
import type { Store } from '../state/store';
import { parseBody } from '../validation';
import { adminGuard } from './admin-guard';
import { ticketFromPath } from './tickets';

interface AdminDependencies {
  store: Store;
  faults: Faults;
  counts: RequestCounts;
  presented: PresentedTokens;
  overrides: RawOverrides;
}

/** A reply "behind the client's back": by the ticket's customer, or by a team member. */
const { author: _author, ...replyBodyShape } = createReplyBodySchema.shape;
const adminReplySchema = z.strictObject({
  ...replyBodyShape,
  as: z.enum(['client', 'team']).default('client'),
  /** For `as: "team"`: which member (default: the first seeded one). */
  authorEmail: z.email().optional(),
});

/**
 * Test and demo controls under `/__admin`, not part of the API. They answer loopback peers only:
 * they can rewrite any state, so nothing off this machine may reach them.
 */
export function adminRoutes({ store, faults, counts, presented, overrides }: AdminDependencies) {
  const admin = new Hono<{ Bindings: HttpBindings }>();
  admin.use(adminGuard);
  // The benchmark's 10,000-node tree is the largest body; nothing needs more.
  admin.use(
    bodyLimit({ maxSize: 8 * 1024 * 1024, onError: (c) => c.json({ error: 'The body is too large.' }, 413) }),
  );
  admin.post('/reset', async (c) => {
    await store.reset();
    overrides.clear();
    return ok(c, { reset: true });
  });
  admin.get('/faults', (c) => ok(c, faults.current()));
  admin.post('/faults', async (c) => {
    const patch = await parseBody(c, faultConfigSchema);
    if ('problem' in patch) return fail(c, 'badRequest', patch.problem);
    faults.apply(patch.data);
    return ok(c, faults.current());
  });
  admin.delete('/faults', (c) => {
    faults.clear();
    return ok(c, faults.current());
  });
  admin.get('/stats', (c) => ok(c, { requests: counts, refreshTokens: presented.tally() }));
  admin.delete('/stats', (c) => {
    for (const route of Object.keys(counts)) counts[route as keyof RequestCounts] = 0;
    presented.reset();
    return ok(c, { requests: counts, refreshTokens: presented.tally() });
  });
  // The benchmark (test/bench) serves a generated 10,000-node tree; reset brings the seeded one back.
  admin.put('/categories', async (c) => {
    const body = await parseBody(c, z.array(categorySpec));
    if ('problem' in body) return fail(c, 'badRequest', body.problem);
    store.state.categories = body.data;
    await store.save();
    return ok(c, { topLevel: body.data.length });
  });
  // Serve this ticket with fields the specification does not allow: `{"title": null}`.
  admin.patch('/tickets/:ticketId/raw', async (c) => {
    const ticket = ticketFromPath(c, store);
    if (ticket instanceof Response) return ticket;
    const body = await parseBody(c, rawOverridesBodySchema);
    if ('problem' in body) return fail(c, 'badRequest', body.problem);
    overrides.set(ticket.id, { ...overrides.get(ticket.id), ...body.data });
    return ok(c, { overrides: overrides.get(ticket.id) });
  });
  admin.get('/tickets/:ticketId/replies', (c) => {
    const ticket = ticketFromPath(c, store);
    return ticket instanceof Response ? ticket : ok(c, store.state.replies[String(ticket.id)] ?? []);
  });
  admin.post('/tickets/:ticketId/replies', async (c) => {
    const ticket = ticketFromPath(c, store);
    if (ticket instanceof Response) return ticket;
    const body = await parseBody(c, adminReplySchema);
    if ('problem' in body) return fail(c, 'badRequest', body.problem);
    const { as, authorEmail, ...fields } = body.data;
    const author =
      as === 'client'
        ? ticket.author
        : findTeamMember(store.state, authorEmail ?? store.state.team[0]?.email ?? '');
    if (!author) return fail(c, 'badRequest', `${authorEmail} is not a team member.`);
    const outcome = addReply(store.state, ticket, { ...fields, author });
    if ('problem' in outcome) return fail(c, 'badRequest', outcome.problem);
    await store.save();
    return ok(c, { reply: outcome.stored, ticket });
  });
  return admin;
}
