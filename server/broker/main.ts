import { z } from '../../lib/zod';
import { envPort, parseEnv } from '../shared/env';
import { runMain } from '../shared/run-main';
import { brokerOptionsFromEnv } from './env';
import { createBroker } from './index';

// The broker alone, for a team's deployment: `npx tsx server/broker/main.ts`, configured by the
// BROKER_* variables (server/README.md, "Deploying the broker").
await runMain(async () => {
  const { BROKER_PORT, BROKER_HOST } = parseEnv(
    z.object({ BROKER_PORT: envPort.default(8788), BROKER_HOST: z.string().default('127.0.0.1') }),
    process.env,
  );
  const broker = await createBroker(brokerOptionsFromEnv(process.env));
  const server = await broker.listen(BROKER_PORT, BROKER_HOST);
  console.log(`Sidedesk broker listening on ${server.url} (POST /token, GET /sign-in)`);
  return { stop: server.close };
});
