import { DEFAULT_AGENT_PASSWORD } from './default-agents';
import type { BrokerAgent, BrokerOptions } from './options';
import { MAX_HASH_MEMORY, MIN_COST, parseHash, verifyPassword } from './passwords';

/** Passwords printed in this repository: the sandbox's demo agents all use this one. */
const PUBLISHED_PASSWORDS = [DEFAULT_AGENT_PASSWORD];

/** True for a host name or address that is this machine only. */
function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '');
  return bare === 'localhost' || bare === '::1' || /^127\.\d+\.\d+\.\d+$/.test(bare);
}

/** True when the broker's public address is this machine only (a local trial, a test). */
function isLoopbackUrl(url: string): boolean {
  return isLoopbackHost(new URL(url).hostname);
}

/** Why this agent's password hash must not serve; undefined when it may. */
async function weakHash(agent: BrokerAgent): Promise<string | undefined> {
  const parsed = parseHash(agent.passwordHash);
  const again = 'hash a new one with `npx tsx server/broker/hash-password.ts`';
  if (!parsed) return `The agent ${agent.email} has a passwordHash that is no scrypt hash: ${again}.`;
  const { N, r, p } = parsed;
  if (N < MIN_COST.N || r < MIN_COST.r || p < MIN_COST.p)
    return `The agent ${agent.email} has a password hash too cheap to resist cracking (N=${N}, r=${r}, p=${p}; at least N=${MIN_COST.N}, r=${MIN_COST.r}, p=${MIN_COST.p}): ${again}.`;
  if (128 * N * r > MAX_HASH_MEMORY)
    return `The agent ${agent.email} has a password hash so costly that a few sign-ins would exhaust the server's memory (N=${N}, r=${r}): ${again}.`;
  for (const password of PUBLISHED_PASSWORDS)
    if (await verifyPassword(password, agent.passwordHash))
      return `The agent ${agent.email} uses the published demo password: ${again}.`;
  return undefined;
}

/**
 * Why this configuration must not serve a team, one sentence each (empty when it may). The
 * broker hands out the team's access token: an open door here is an open inbox. Password hashes
 * are verified against the published passwords, so a demo password hashed anew is caught too.
 */
export async function unsafeConfigProblems(options: BrokerOptions): Promise<string[]> {
  const problems: string[] = [];
  if (!options.agents?.length && !options.trustedIdentityHeader)
    problems.push(
      'No agents: set BROKER_AGENTS (hash passwords with `npx tsx server/broker/hash-password.ts`) or BROKER_TRUSTED_IDENTITY_HEADER behind an SSO proxy.',
    );
  if (options.trustedIdentityHeader && !options.trustedIdentityAllow?.length)
    problems.push(
      'BROKER_TRUSTED_IDENTITY_HEADER is set without BROKER_TRUSTED_IDENTITY_ALLOW: list the e-mails or @domains the SSO proxy may admit as agents.',
    );
  const host = options.host ?? '127.0.0.1';
  const listensBeyondLoopback = !isLoopbackHost(host);
  if (options.trustedIdentityHeader && options.noProxy)
    problems.push(
      'BROKER_TRUSTED_IDENTITY_HEADER is set with BROKER_NO_PROXY=1: with no proxy in front nothing strips or sets that header, so anyone who reaches the broker could name themselves an agent; put the SSO proxy in front and unset BROKER_NO_PROXY.',
    );
  else if (options.trustedIdentityHeader && listensBeyondLoopback && !options.clientAddressHeader)
    problems.push(
      `BROKER_TRUSTED_IDENTITY_HEADER is set on a broker listening beyond loopback (BROKER_HOST=${host}) without BROKER_CLIENT_ADDRESS_HEADER: only a proxy in front may set the identity header; name the header it puts the client's address in, and list the proxy in BROKER_TRUSTED_PROXIES.`,
    );
  const { publicUrl } = options;
  if (!publicUrl)
    problems.push('BROKER_PUBLIC_URL is not set: give the public https address agents sign in at.');
  else if (!isLoopbackUrl(publicUrl)) {
    if (new URL(publicUrl).protocol !== 'https:')
      problems.push(
        'BROKER_PUBLIC_URL must be https (plain http only on loopback): passwords and session cookies would cross the network readable.',
      );
    if (options.clientAddressHeader && options.noProxy)
      problems.push(
        'BROKER_CLIENT_ADDRESS_HEADER and BROKER_NO_PROXY=1 contradict each other: keep the header behind a proxy, BROKER_NO_PROXY=1 without one.',
      );
    if (!options.clientAddressHeader && !options.noProxy)
      problems.push(
        "BROKER_CLIENT_ADDRESS_HEADER is not set: name the header your proxy puts the client's address in (e.g. X-Real-IP), or set BROKER_NO_PROXY=1 if clients connect to the broker directly; otherwise every client shares the proxy's sign-in limits.",
      );
  } else if (
    listensBeyondLoopback &&
    (new URL(publicUrl).protocol !== 'https:' || !(options.clientAddressHeader || options.noProxy))
  )
    problems.push(
      `BROKER_HOST=${host} listens beyond loopback: that needs an https BROKER_PUBLIC_URL and BROKER_CLIENT_ADDRESS_HEADER (or BROKER_NO_PROXY=1), or other machines would sign in over plain http and share one set of sign-in limits.`,
    );
  const upstream = new URL(options.upstreamTokenUrl);
  if (upstream.protocol !== 'https:' && !isLoopbackHost(upstream.hostname))
    problems.push(
      'BROKER_UPSTREAM_TOKEN_URL must be https (plain http only on loopback): the refresh token would travel in clear.',
    );
  if (!options.allowedOrigins?.length && !options.allowAnyFirefoxExtension)
    problems.push(
      'BROKER_ALLOWED_ORIGINS is not set: list your extension origins (chrome-extension://<id>), or opt in to Firefox with BROKER_ALLOW_ANY_FIREFOX_EXTENSION=1.',
    );
  const verdicts = await Promise.all((options.agents ?? []).map(weakHash));
  for (const problem of verdicts) if (problem) problems.push(problem);
  return problems;
}
