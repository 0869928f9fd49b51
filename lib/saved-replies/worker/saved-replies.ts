import { SidedeskError } from '@/lib/api/errors';
import {
  MAX_SAVED_REPLIES,
  type ReplyUsage,
  type SavedReply,
  type SavedReplyData,
} from '@/lib/records/saved-reply';
import { parseRepliesFile } from '@/lib/saved-replies/replies-file';
import { serialized } from '@/lib/storage/collection';
import { savedRepliesStorage, savedReplyUseStorage } from '@/lib/storage/items';
import type { Session } from '@/lib/worker/context';

// The agent's saved replies of the active workspace: the worker is their only writer. Each change
// is a read-modify-write of one key, serialized so two pages' requests never lose each other's.

type Change = (replies: SavedReply[]) => SavedReply[];
const newId = () => crypto.randomUUID();

/**
 * The saved replies, or null on a first run. With `seed` (the ready-made examples in the page's
 * language), a first run stores them, once: from then on they are the agent's, whatever language.
 */
export async function listSavedReplies(
  session: Session,
  seed?: SavedReply[],
): Promise<{ replies: SavedReply[] | null; usage: ReplyUsage }> {
  const [stored, usage] = await Promise.all([
    savedRepliesStorage.get(session.scope),
    savedReplyUseStorage.get(session.scope),
  ]);
  if (stored || !seed) return { replies: stored, usage };
  return { replies: await change(session, (replies) => replies, seed), usage };
}

function change(session: Session, step: Change, seed: SavedReply[] = []): Promise<SavedReply[]> {
  return serialized(savedRepliesStorage.key(session.scope), async () => {
    const stored = await savedRepliesStorage.get(session.scope);
    const before = stored ?? seed;
    const replies = step(before);
    if (replies.length > MAX_SAVED_REPLIES)
      throw new SidedeskError('bad-input', {
        reason: 'error.bad-input.replies-file.too-many',
        params: { max: MAX_SAVED_REPLIES },
      });
    if (session.alive()) await savedRepliesStorage.set(session.scope, replies);
    return replies;
  });
}

/**
 * Adds (no `id`) or replaces a saved reply. `seed`: what the page showed on a first run (the
 * examples in its language), kept beside the new one.
 */
export function saveSavedReply(
  session: Session,
  reply: SavedReplyData & { id?: string | undefined },
  seed?: SavedReply[],
): Promise<SavedReply[]> {
  const { id, ...data } = reply;
  return change(
    session,
    (replies) =>
      id && replies.some((r) => r.id === id)
        ? replies.map((r) => (r.id === id ? { ...data, id } : r))
        : [...replies, { ...data, id: newId() }],
    seed,
  );
}

export function deleteSavedReply(session: Session, id: string, seed?: SavedReply[]): Promise<SavedReply[]> {
  return change(session, (replies) => replies.filter((r) => r.id !== id), seed);
}

/** Moves a saved reply to position `to` (clamped). */
export function moveSavedReply(session: Session, id: string, to: number, seed?: SavedReply[]) {
  return change(
    session,
    (replies) => {
      const from = replies.findIndex((r) => r.id === id);
      const moved = replies[from];
      if (!moved) return replies;
      const rest = replies.filter((r) => r.id !== id);
      rest.splice(Math.max(0, Math.min(to, rest.length)), 0, moved);
      return rest;
    },
    seed,
  );
}

/**
 * Adds a file's replies; one with the name of a saved reply replaces it, so importing an export
 * again changes nothing. A bad file throws before anything is read or written.
 */
export async function importSavedReplies(session: Session, text: string, seed?: SavedReply[]) {
  const imported = parseRepliesFile(text);
  const replies = await change(
    session,
    (current) => {
      const byName = new Map(imported.map((reply) => [reply.name, reply]));
      const kept = current.map((r) => {
        const update = byName.get(r.name);
        byName.delete(r.name);
        return update ? { ...update, id: r.id } : r;
      });
      return [...kept, ...[...byName.values()].map((reply) => ({ ...reply, id: newId() }))];
    },
    seed,
  );
  return { replies, imported: imported.length };
}

/** The agent inserted this saved reply now: it ranks first among equals next time. */
export function noteSavedReplyUsed(session: Session, id: string, now = Date.now()): Promise<void> {
  return serialized(savedReplyUseStorage.key(session.scope), async () => {
    const usage = await savedReplyUseStorage.get(session.scope);
    const recent = Object.entries({ ...usage, [id]: now })
      .sort((a, b) => b[1] - a[1])
      .slice(0, MAX_SAVED_REPLIES);
    if (session.alive()) await savedReplyUseStorage.set(session.scope, Object.fromEntries(recent));
  });
}
