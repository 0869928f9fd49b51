import { z } from 'zod';
import { envPort, parseEnv } from '../shared/env';
import { runMain } from '../shared/run-main';
import { brokerOptionsFromEnv } from './env';
import { createBroker } from './index';
import { consoleLog } from './log';
import { unsafeConfigProblems } from './production-config';

// The broker alone, for a team's deployment: `npx tsx server/broker/main.ts`, configured by the
// BROKER_* variables (docs/deploy.md). It refuses to start unsafe: no
// demo agents here, those belong to the one-command local setup (server/main.ts).
const DEFAULT_STATE_FILE = '.broker-data/state.json';

await runMain(async () => {
  const { BROKER_PORT } = parseEnv(z.object({ BROKER_PORT: envPort.default(8788) }), process.env);
  const options = brokerOptionsFromEnv(process.env, { BROKER_STATE: DEFAULT_STATE_FILE });
  const problems = await unsafeConfigProblems(options);
  if (problems.length) throw new Error(`The broker will not start:\n- ${problems.join('\n- ')}`);
  const broker = await createBroker(options);
  const server = await broker.listen(BROKER_PORT, options.host);
  const store = options.redisUrl ? 'Redis (any number of replicas)' : `${options.stateFile} (one replica)`;
  const log = options.log ?? consoleLog;
  log(
    `Sidedesk broker listening on ${server.url} (POST /token, GET /sign-in, GET /healthz); state in ${store}`,
  );
  // SIGTERM or SIGINT: no new connections, the requests in flight finish, then the process exits.
  const stop = async () => {
    log('shutting down: finishing the requests in flight');
    await server.close();
    log('stopped');
  };
  return { stop };
});
