import { defaultAgents } from './default-agents';
import type { BrokerOptions } from './options';

const demoHashes = new Set(defaultAgents.map((agent) => agent.passwordHash));

/**
 * Why this configuration must not serve a team, one sentence each (empty when it may). The
 * broker hands out the team's access token: an open door here is an open inbox.
 */
export function unsafeConfigProblems(options: BrokerOptions): string[] {
  const problems: string[] = [];
  if (!options.agents?.length && !options.trustedIdentityHeader)
    problems.push(
      'No agents: set BROKER_AGENTS (hash passwords with `npx tsx server/broker/hash-password.ts`) or BROKER_TRUSTED_IDENTITY_HEADER behind an SSO proxy.',
    );
  if (!options.publicUrl)
    problems.push('BROKER_PUBLIC_URL is not set: give the public https address agents sign in at.');
  if (!options.allowedOrigins?.length && !options.allowAnyFirefoxExtension)
    problems.push(
      'BROKER_ALLOWED_ORIGINS is not set: list your extension origins (chrome-extension://<id>), or opt in to Firefox with BROKER_ALLOW_ANY_FIREFOX_EXTENSION=1.',
    );
  for (const agent of options.agents ?? [])
    if (demoHashes.has(agent.passwordHash))
      problems.push(`The agent ${agent.email} uses the published demo password: hash a new one for them.`);
  return problems;
}
