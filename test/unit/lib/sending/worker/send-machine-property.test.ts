import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { signOut } from '@/lib/account/worker/sign-out';
import { SidedeskError } from '@/lib/api/errors';
import type { Agent } from '@/lib/api/schemas';
import { emptyReplyFields } from '@/lib/records/reply-fields';
import { registerKeepThroughSignOut } from '@/lib/sending/worker/outbox-keep';
import { queueReply, sendDue, sendNow, undoSend } from '@/lib/sending/worker/send-queue';
import { sampleSettings } from '@/test/support/samples';
import { fakeService } from '@/test/support/send-service';
import {
  type FakeWorkerContext,
  fakeWorkerContext,
  sampleAgent,
  setUpWorkspace,
} from '@/test/support/worker';

// Random days at a shared desk: agents A and B send, sign out and in, the service refuses, the
// worker stops (a new context, nothing in memory), the agent presses Send now or Undo, and time
// jumps, over a fixed clock whose every wake-up the test fires. Whatever the order: a send is
// posted at most once; a post's author is the agent who wrote it and is signed in to the workspace
// at that moment, so nothing is posted after a sign-out until that agent signs in again.

const A = sampleAgent;
const B: Agent = { email: 'bo.other@sidedesk.test', name: 'Bo Other' };
const START = Date.parse('2026-11-28T12:00:00Z');
const TICKET = 4478963;
const RUNS = 40;
const STEPS = 30;

/** A small seeded PRNG (mulberry32), so a failing seed replays. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function signedInAs(context: FakeWorkerContext, agent: Agent | null) {
  vi.mocked(context.confirmedAgent).mockResolvedValue(agent);
  vi.mocked(context.tokens.getAgent).mockImplementation(async () => {
    if (!agent) throw new SidedeskError('sign-in-required');
    return agent;
  });
}

async function day(seed: number) {
  const pick = random(seed);
  const failures: { read: unknown[]; post: unknown[] } = { read: [], post: [] };
  const service = fakeService(failures, TICKET);
  let now = START;
  let signedIn: Agent | null = A;
  const writer = new Map<string, string>();
  const sendIds: string[] = [];
  const wrongs: string[] = [];
  const post = service.api.createReply.getMockImplementation();
  service.api.createReply.mockImplementation(async (id, body) => {
    const author = body.author?.email;
    if (!signedIn || author !== signedIn.email)
      wrongs.push(`posted as ${author} while ${signedIn?.email} is in`);
    if (writer.get(body.message) !== author)
      wrongs.push(`${writer.get(body.message)}’s reply posted as ${author}`);
    if (!post) throw new Error('no fake post');
    return post(id, body);
  });
  const start = () => {
    const context = fakeWorkerContext({ api: service.api });
    registerKeepThroughSignOut(context);
    signedInAs(context, signedIn);
    return context;
  };
  let context = start();
  const quietly = (work: Promise<unknown>) => work.catch(() => undefined);
  for (let step = 0; step < STEPS; step++) {
    const roll = pick();
    if (roll < 0.25 && signedIn) {
      const sendId = `00000000-0000-4000-8000-${String(seed * 100 + step).padStart(12, '0')}`;
      const message = `Reply ${step} of ${signedIn.email}`;
      writer.set(message, signedIn.email);
      sendIds.push(sendId);
      const reply = { ...emptyReplyFields(), message };
      await quietly(queueReply(context, { ticketId: TICKET, sendId, reply, seen: null }));
    } else if (roll < 0.45) {
      now += Math.floor(pick() * 15 * 60_000);
      vi.setSystemTime(now);
      await sendDue(context, now);
    } else if (roll < 0.55) {
      (pick() < 0.5 ? failures.read : failures.post).push(
        new SidedeskError(pick() < 0.5 ? 'server' : 'network'),
      );
    } else if (roll < 0.65 && signedIn) {
      await signOut(context);
      signedIn = null;
      signedInAs(context, null);
    } else if (roll < 0.75) {
      signedIn = pick() < 0.5 ? A : B;
      signedInAs(context, signedIn);
      await sendDue(context, now, 'signed-in');
    } else if (roll < 0.85) {
      context = start(); // the worker stopped: a new one, nothing in memory
      await sendDue(context, now);
    } else if (sendIds.length) {
      const sendId = sendIds[Math.floor(pick() * sendIds.length)] ?? '';
      await quietly(pick() < 0.6 ? sendNow(context, TICKET, sendId) : undoSend(context, TICKET, sendId));
    }
  }
  return { wrongs, posted: service.posted };
}

beforeEach(async () => {
  fakeBrowser.reset();
  vi.useFakeTimers({ now: START, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  vi.stubGlobal('fetch', async () => new Response('{"signedOut":true}', { status: 200 }));
  await setUpWorkspace(sampleSettings({ undoSendSeconds: 5 }));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('random days at a shared desk', () => {
  it.each(Array.from({ length: RUNS }, (_, i) => i + 1))(
    'seed %i: once, as its own signed-in agent',
    async (seed) => {
      const { wrongs, posted } = await day(seed);
      expect(wrongs).toEqual([]);
      expect(posted.length, 'a send posted twice').toBe(new Set(posted).size);
    },
  );

  it('posts in such days at all (the invariants above are not held by posting nothing)', async () => {
    let posts = 0;
    for (let seed = 1; seed <= 5; seed++) {
      fakeBrowser.reset();
      await setUpWorkspace(sampleSettings({ undoSendSeconds: 5 }));
      posts += (await day(seed)).posted.length;
    }
    expect(posts).toBeGreaterThan(0);
  });
});
