import { expect, test } from './fixtures';
import { seedFrom } from './send-stops';
import { soak } from './soak';

// The outbox's soak (soak.ts): 100 replies to 10 tickets while the network drops, the worker is
// stopped and the service cuts connections at random. The service holds exactly 100 replies, each
// once, and every reply the panel called sent is among them; what the panel asked the agent about
// was true. Not timed: the figures, time included, are printed by `npm run bench`.

test.describe('the soak', () => {
  // A failure of this long test is read (its seed replays it), not retried.
  test.describe.configure({ retries: 0 });
  test('100 replies through drops, stops and cuts: each posted once, none lost', async ({ servers }) => {
    const replies = Number(process.env.SOAK_REPLIES ?? 100);
    // About 2 s a reply on a quiet machine, more beside the rest of the suite: a hang's limit.
    test.setTimeout(Math.max(300_000, replies * 9_000));
    const seed = seedFrom(process.env.SOAK_SEED);
    const figures = await soak(servers, { seed, replies });
    expect(figures, `seed ${seed}`).toMatchObject({
      replies,
      duplicates: 0,
      lost: 0,
      sentNotHeld: 0,
      untrue: 0,
    });
  });
});
