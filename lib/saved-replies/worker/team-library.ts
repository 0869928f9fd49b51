import type { FetchResponse } from 'ofetch';
import { SidedeskError, toAppError } from '@/lib/api/errors';
import { brokerFetch } from '@/lib/auth/broker-fetch';
import type { TeamLibraryResult } from '@/lib/messaging/protocol';
import type { SavedReply } from '@/lib/records/saved-reply';
import { parseRepliesJson } from '@/lib/saved-replies/replies-file';
import { type TeamLibrary, teamLibraryStorage } from '@/lib/storage/items';
import { requireHostAccess, type WorkerContext, whySignedOut } from '@/lib/worker/context';

// The team's saved replies, served by the broker at `GET {broker origin}/saved-replies` with the
// same credentials as the token call (README, "Saved replies"). Read-only, asked for at most every
// 10 minutes, and kept in storage so they are there offline.

export const TEAM_LIBRARY_MAX_AGE_MS = 10 * 60_000;
/** After a failed attempt (offline, signed out), the next one waits this long. */
const RETRY_AFTER_FAILURE_MS = 20_000;

const teamLibraryUrl = (brokerUrl: string) => new URL('/saved-replies', brokerUrl).href;

/** The replies of the broker's answer; none for 404. Throws an AppError-shaped SidedeskError. */
async function fetchLibrary(brokerUrl: string, signal: AbortSignal): Promise<SavedReply[]> {
  const origin = new URL(brokerUrl).origin;
  let response: FetchResponse<unknown>;
  try {
    response = await brokerFetch.raw(teamLibraryUrl(brokerUrl), { signal });
  } catch {
    throw new SidedeskError('broker-unreachable', {
      reason: 'error.broker-unreachable.at',
      params: { origin },
    });
  }
  if (response.status === 404) return [];
  if (response.status === 401) throw new SidedeskError('sign-in-required');
  if (!response.ok)
    throw new SidedeskError('broker-unreachable', {
      reason: 'error.broker-unreachable.status',
      params: { status: response.status },
    });
  try {
    const replies = parseRepliesJson(response._data);
    return replies.map((reply) => ({ ...reply, id: `team:${reply.name}` }));
  } catch (error) {
    throw new SidedeskError('invalid-response', {
      reason: 'error.invalid-response.team-library',
      params: { problem: toAppError(error) },
    });
  }
}

export async function getTeamLibrary(context: WorkerContext, now = Date.now): Promise<TeamLibraryResult> {
  const session = await context.session();
  const [kept, signedOut] = await Promise.all([
    teamLibraryStorage.get(session.scope),
    whySignedOut(session.workspace.id),
  ]);
  const known = (library: TeamLibrary | null): TeamLibraryResult => ({
    replies: library?.replies ?? [],
    fetchedAt: library?.fetchedAt || null,
    ...(library?.error ? { error: library.error } : {}),
  });
  // Signed out: the broker is not asked. Its cookie may still open a session there (SSO), and
  // only Sign in ends the signed-out state. Nothing is written: sign-out forgot the library.
  if (signedOut) return { ...known(kept), error: toAppError(signedOut) };
  // A sign-in the agent may have done since is no reason to wait: ask again at once then.
  const wait = !kept?.error
    ? TEAM_LIBRARY_MAX_AGE_MS
    : kept.error.code === 'sign-in-required'
      ? 0
      : RETRY_AFTER_FAILURE_MS;
  if (kept && now() - kept.checkedAt < wait) return known(kept);
  const checkedAt = now();
  try {
    await requireHostAccess(session.workspace.brokerUrl, 'broker');
    const replies = await fetchLibrary(session.workspace.brokerUrl, session.signal);
    const library = { replies, fetchedAt: checkedAt, checkedAt };
    if (session.alive()) await teamLibraryStorage.set(session.scope, library);
    return known(library);
  } catch (error) {
    const failed = {
      replies: kept?.replies ?? [],
      fetchedAt: kept?.fetchedAt ?? 0,
      checkedAt,
      error: toAppError(error),
    };
    if (session.alive()) await teamLibraryStorage.set(session.scope, failed);
    return known(failed);
  }
}
