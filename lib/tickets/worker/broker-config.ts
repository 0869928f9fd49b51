import { SidedeskError } from '@/lib/api/errors';
import { brokerFetch } from '@/lib/auth/broker-fetch';
import { report } from '@/lib/diagnostics/report';
import { brokerConfigStorage } from '@/lib/storage/items';
import { requireHostAccess, type WorkerContext, whySignedOut } from '@/lib/worker/context';
import { z } from '@/lib/zod';

// What the team sets for every agent of a broker, served at `GET {broker origin}/config` with the
// token call's credentials (server/broker/README.md, "Team settings"): today the web inbox link,
// used when the agent set none and managed policy gives none. Asked at most every 10 minutes and
// kept, so it is there offline; a failure is reported and the kept answer stays.

const MAX_AGE_MS = 10 * 60_000;
const RETRY_AFTER_FAILURE_MS = 60_000;

/** Fields this extension does not know are ignored: a newer broker may add some. */
const configSchema = z.looseObject({ inboxLink: z.optional(z.string().check(z.maxLength(2_000))) });

/** A usable template: https, with `{id}` for the ticket (as managed policy requires). */
const usable = (link: string | undefined) =>
  link?.startsWith('https://') && link.includes('{id}') ? link : null;

async function fetchConfig(brokerUrl: string, signal: AbortSignal): Promise<string | null> {
  const response = await brokerFetch.raw(new URL('/config', brokerUrl).href, { signal });
  // A broker older than /config has none: nothing to report.
  if (response.status === 404) return null;
  if (response.status === 401) throw new SidedeskError('sign-in-required');
  if (!response.ok)
    throw new SidedeskError('broker-unreachable', {
      reason: 'error.broker-unreachable.status',
      params: { status: response.status },
    });
  const config = configSchema.safeParse(response._data);
  if (!config.success) throw new SidedeskError('invalid-response');
  return usable(config.data.inboxLink);
}

/** The broker's inbox link template for the page's workspace (null: none), asked again when old. */
export async function getBrokerConfig(
  context: WorkerContext,
  now = Date.now,
): Promise<{ inboxLink: string | null }> {
  const session = await context.session();
  const kept = await brokerConfigStorage.get(session.scope);
  const known = { inboxLink: kept?.inboxLink ?? null };
  if (await whySignedOut(session.workspace.id)) return known;
  const wait = kept?.failed ? RETRY_AFTER_FAILURE_MS : MAX_AGE_MS;
  if (kept && now() - kept.checkedAt < wait) return known;
  const checkedAt = now();
  try {
    await requireHostAccess(session.workspace.brokerUrl, 'broker');
    const inboxLink = await fetchConfig(session.workspace.brokerUrl, session.signal);
    if (session.alive()) await brokerConfigStorage.set(session.scope, { inboxLink, checkedAt });
    return { inboxLink };
  } catch (error) {
    report(error, 'broker-config');
    if (session.alive()) await brokerConfigStorage.set(session.scope, { ...known, checkedAt, failed: true });
    return known;
  }
}
