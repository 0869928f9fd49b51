import { randomBytes, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_EMAIL } from '@/test/server/sandbox/helpers';
import { type Stack, startStack } from './helpers';

// The office's one public address (a NAT, a shared proxy exit): the agent and the guesser share it.
const OFFICE = { 'X-Real-IP': '198.51.100.20' };
const GUESS_EVERY_MS = 500;
const AGENT_EVERY_MS = 2000;
const ATTACK_MS = 45_000;

/** The cheapest hash production accepts (N=2^14, r=8, p=1): a fifth of the demo agents' work. */
function cheapestHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N: 2 ** 14, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', 2 ** 14, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}
const PASSWORD = 'correct horse';

// An audit's finding (server/broker/README.md): paced wrong guesses at the agent's e-mail from the agent's own address kept
// the agent out (2 of 25 tries in). The broker's clock is the test's: 45 s of guessing pass in
// the time the real server takes to answer them, with the real HTTP server, limits and hashes.
describe("a guesser on the agent's own network", { timeout: 300_000 }, () => {
  let stack: Stack;
  let clock = Date.parse('2026-11-28T09:00:00Z');
  beforeAll(async () => {
    const agents = [{ email: AGENT_EMAIL, name: 'Alex Agent', passwordHash: cheapestHash(PASSWORD) }];
    stack = await startStack({ broker: { agents, clientAddressHeader: 'X-Real-IP', now: () => clock } });
  });
  afterAll(() => stack.close());

  it('keeps out neither the agent nor its device cookie; a new browser waits, told why and how long', async () => {
    const first = await stack.signIn(AGENT_EMAIL, PASSWORD, OFFICE);
    expect(first.status).toBe(200);
    let device = first.device ?? '';
    const agentStatuses: number[] = [];
    const guesserStatuses: number[] = [];
    const agentMs: number[] = [];
    for (let elapsed = 0; elapsed <= ATTACK_MS; elapsed += GUESS_EVERY_MS) {
      const guess = await stack.signIn(AGENT_EMAIL, `guess${elapsed}`, OFFICE);
      guesserStatuses.push(guess.status);
      if (elapsed % AGENT_EVERY_MS === 0) {
        // The agent's browser sends the device cookie of its last sign-in, as a browser does.
        const startedAt = performance.now();
        const agent = await stack.signIn(AGENT_EMAIL, PASSWORD, { ...OFFICE, Cookie: device });
        agentMs.push(Math.round(performance.now() - startedAt));
        agentStatuses.push(agent.status);
        if (agent.device) device = agent.device;
      }
      clock += GUESS_EVERY_MS;
    }
    console.log(
      `agent: ${agentStatuses.join(' ')} (real ms ${agentMs.join(' ')}); guesser: ${guesserStatuses.join(' ')}`,
    );
    // Every try of the agent is answered at once on the broker's clock: in, or not.
    const inAtOnce = agentStatuses.filter((status) => status === 200).length;
    expect(agentStatuses).toHaveLength(23);
    expect(inAtOnce / agentStatuses.length).toBeGreaterThanOrEqual(0.9);
    // The guesser was throttled: past the free failures, nearly every guess waits.
    expect(guesserStatuses.filter((status) => status === 429).length).toBeGreaterThan(70);

    // The agent in a new browser (no device cookie), from the same office: throttled like the
    // guesser, and the page says why and when to try again.
    const newBrowser = await stack.signIn(AGENT_EMAIL, PASSWORD, OFFICE);
    expect(newBrowser.status).toBe(429);
    const seconds = Number(newBrowser.headers.get('Retry-After'));
    expect(seconds).toBeGreaterThan(0);
    expect(newBrowser.text).toContain('<h1>Too many attempts</h1>');
    expect(newBrowser.text).toContain(`Too many sign-in attempts; wait ${seconds} s, then try again.`);
    expect(newBrowser.setCookie).toBeUndefined();
    // When that time has passed on the broker's clock, the new browser gets in too.
    clock += seconds * 1000;
    expect((await stack.signIn(AGENT_EMAIL, PASSWORD, OFFICE)).status).toBe(200);
  });
});
