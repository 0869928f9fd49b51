import { rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { createBroker } from './broker';
import { DEFAULT_AGENT_PASSWORD, defaultAgents } from './broker/default-agents';
import { brokerOptionsFromEnv } from './broker/env';
import { SAMPLE_SAVED_REPLIES, SANDBOX_EXTENSION_ORIGIN } from './broker/options';
import { createSandbox, sandboxDefaults } from './sandbox';
import { sandboxOptionsFromEnv } from './sandbox/env';
import { TICKET_ID_FIRST, TICKET_ID_LAST } from './sandbox/seed/ranges';
import { envPort, parseEnv } from './shared/env';
import { runMain } from './shared/run-main';

// `npm run sandbox` (`-- --reset` to reseed): the sandbox and the broker in the foreground, on
// loopback, configured by environment variables (server/README.md).
const isEntry = import.meta.url === pathToFileURL(process.argv[1] ?? '').href;

await runMain(async () => {
  const reset = process.argv.includes('--reset');
  const ports = parseEnv(
    z.object({ SANDBOX_PORT: envPort.default(8787), BROKER_PORT: envPort.default(8788) }),
    process.env,
  );
  const sandboxOptions = sandboxOptionsFromEnv(process.env, reset);
  const dataFile = sandboxOptions.dataFile ?? '.sandbox-data/state.json';
  const brokerState = join(dirname(dataFile), 'broker-state.json');
  // A reseeded sandbox accepts only the configured refresh token again: forget any rotated one.
  if (reset) await rm(brokerState, { force: true });

  const sandbox = await createSandbox(sandboxOptions);
  const sandboxServer = await sandbox.listen(ports.SANDBOX_PORT);
  const brokerOptions = brokerOptionsFromEnv(process.env, {
    BROKER_UPSTREAM_TOKEN_URL: `${sandboxServer.url}/token`,
    BROKER_CLIENT_ID: sandboxOptions.clientId ?? sandboxDefaults.clientId,
    BROKER_REFRESH_TOKEN: sandboxOptions.refreshToken ?? sandboxDefaults.refreshToken,
    BROKER_STATE: brokerState,
    BROKER_ALLOWED_ORIGINS: SANDBOX_EXTENSION_ORIGIN,
    BROKER_TEAM_NAME: 'the local sandbox',
    BROKER_SAVED_REPLIES: SAMPLE_SAVED_REPLIES,
  });
  // The demo agents, whose password is published: this local setup is the only place they exist.
  const broker = await createBroker({ ...brokerOptions, agents: brokerOptions.agents ?? defaultAgents });
  const brokerServer = await broker.listen(ports.BROKER_PORT);

  console.log(
    `Sidedesk sandbox   ${sandboxServer.url}   (API base URL; data in ${dataFile}${reset ? ', reseeded' : ''})`,
  );
  console.log(`Sidedesk broker    ${brokerServer.url}/token   (token broker URL)`);
  console.log(`Sign in at         ${brokerServer.url}/sign-in`);
  if (!process.env.BROKER_AGENTS) {
    for (const agent of defaultAgents)
      console.log(`  ${agent.email} / ${DEFAULT_AGENT_PASSWORD}  (${agent.name})`);
  }
  console.log(
    `Tickets            ${TICKET_ID_FIRST}–${TICKET_ID_LAST}   (server/README.md lists the special ones)`,
  );
  // `npm start` (server/start.ts) ends with its own steps, which say how to stop.
  if (isEntry) console.log('Press Ctrl+C to stop.');

  const stop = async () => {
    await Promise.all([sandboxServer.close(), brokerServer.close()]);
  };
  return { stop };
});
