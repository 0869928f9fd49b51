import { join } from 'node:path';
import { z } from 'zod';
import { type BrokerOptions, createBroker } from '@/server/broker';
import { DEFAULT_AGENT_PASSWORD, defaultAgents } from '@/server/broker/default-agents';
import { SANDBOX_EXTENSION_ORIGIN } from '@/server/broker/options';
import { type SandboxOptions, sandboxDefaults } from '@/server/sandbox';
import type { RunningServer } from '@/server/shared/listen';
import { AGENT_EMAIL, type HttpResult, request, startSandbox, tempDir } from '@/test/server/sandbox/helpers';

export { SANDBOX_EXTENSION_ORIGIN as EXTENSION_ORIGIN };

const statsSchema = z.object({ data: z.object({ requests: z.object({ token: z.number() }) }) });

export interface TokenCall {
  cookie?: string;
  origin?: string | null;
  /** The X-Sidedesk header; null leaves it out. */
  clientHeader?: string | null;
  method?: string;
  headers?: Record<string, string>;
}

/**
 * A sandbox (the real upstream), and a broker in front of it with its state in a temp dir. Every
 * broker response body is kept in `bodies`, so a test can check none ever held a refresh token.
 */
export async function startStack(
  options: { sandbox?: SandboxOptions; broker?: Partial<BrokerOptions> } = {},
) {
  const sandbox = await startSandbox(options.sandbox);
  const dir = await tempDir();
  const logs: string[] = [];
  const bodies: string[] = [];
  const stateFile = join(dir.path, 'broker-state.json');

  const startBroker = async (overrides: Partial<BrokerOptions> = {}): Promise<RunningServer> => {
    const broker = await createBroker({
      upstreamTokenUrl: `${sandbox.url}/token`,
      clientId: sandboxDefaults.clientId,
      refreshToken: sandbox.sandbox.store.state.refreshTokens.configured,
      stateFile,
      agents: defaultAgents,
      allowedOrigins: [SANDBOX_EXTENSION_ORIGIN],
      log: (message: string) => logs.push(message),
      ...options.broker,
      ...overrides,
    });
    return broker.listen(0);
  };
  let broker = await startBroker();
  const replicas: RunningServer[] = [];

  const call = async (path: string, init: RequestInit): Promise<HttpResult> => {
    const result = await request(`${broker.url}${path}`, init);
    bodies.push(result.text);
    return result;
  };

  const token = ({
    cookie,
    origin = SANDBOX_EXTENSION_ORIGIN,
    clientHeader = '1',
    method = 'POST',
    headers,
  }: TokenCall = {}) =>
    call('/token', {
      method,
      headers: {
        ...(origin === null ? {} : { Origin: origin }),
        ...(clientHeader === null ? {} : { 'X-Sidedesk': clientHeader }),
        ...(cookie ? { Cookie: cookie } : {}),
        ...headers,
      },
    });

  /**
   * Posts the sign-in form (to `at`, another replica, if given); the answer plus the `name=value`
   * of the session cookie and of the device cookie, if they were set.
   */
  const signIn = async (
    email = AGENT_EMAIL,
    password = DEFAULT_AGENT_PASSWORD,
    headers: Record<string, string> = {},
    at?: string,
  ) => {
    const init = {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams({ email, password }),
    };
    const result = await (at ? request(`${at}/sign-in`, init) : call('/sign-in', init));
    const [setCookie, setDevice] = result.headers.getSetCookie();
    // `device` is the device cookie as a browser sends it back: `Cookie: ${device}`.
    return {
      ...result,
      setCookie,
      cookie: setCookie?.split(';')[0],
      setDevice,
      device: setDevice?.split(';')[0],
    };
  };

  return {
    sandbox,
    logs,
    bodies,
    stateFile,
    get url() {
      return broker.url;
    },
    call,
    token,
    signIn,
    /** Token requests the upstream (the sandbox) has received. */
    upstreamRefreshes: async () =>
      statsSchema.parse((await sandbox.admin('GET', '/stats')).json).data.requests.token,
    /** Replaces the broker by a new one on the same state file (a restart). */
    restartBroker: async () => {
      await broker.close();
      broker = await startBroker();
    },
    /** Another broker on the same options (a replica, when they share Redis); closed with the stack. */
    startReplica: async (overrides: Partial<BrokerOptions> = {}) => {
      const replica = await startBroker(overrides);
      replicas.push(replica);
      return replica;
    },
    close: async () => {
      for (const replica of replicas) await replica.close();
      await broker.close();
      await sandbox.close();
      await dir.remove();
    },
  };
}

export type Stack = Awaited<ReturnType<typeof startStack>>;
