import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TicketSpec as Ticket } from '@/lib/api/schemas';
import { createBroker } from '@/server/broker';
import { defaultAgents } from '@/server/broker/default-agents';
import { SAMPLE_SAVED_REPLIES, SANDBOX_EXTENSION_ORIGIN } from '@/server/broker/options';
import { createSandbox, sandboxDefaults } from '@/server/sandbox';
import type { FaultConfig } from '@/server/sandbox/faults/config';
import type { StoredReply } from '@/server/sandbox/state/types';

export interface AdminReply {
  message: string;
  as?: 'client' | 'team';
  isDraft?: boolean;
  isHtml?: boolean;
  parentReplyId?: number | null;
}

/**
 * A sandbox and a broker on free loopback ports, with the sandbox's admin routes as functions. The
 * broker allows the sandbox build's Chrome origin and `extraOrigins` (a Firefox run's moz-extension://),
 * and serves `inboxLink` as the team's (`BROKER_INBOX_LINK`). Each broker names its cookies after
 * its sandbox's port: brokers side by side on 127.0.0.1 (two workspaces in one browser) would
 * otherwise share one session cookie, and signing in to one would sign the browser out of the other.
 */
export async function startServers({
  extraOrigins = [],
  inboxLink,
}: {
  extraOrigins?: string[];
  inboxLink?: string;
} = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'sidedesk-servers-'));
  /** The broker's request log (`POST /token 200 3 ms`): what the extension asked of it. */
  const brokerLog: string[] = [];
  const sandbox = await (await createSandbox({ dataFile: join(dir, 'state.json') })).listen(0);
  const broker = await (
    await createBroker({
      upstreamTokenUrl: `${sandbox.url}/token`,
      clientId: sandboxDefaults.clientId,
      refreshToken: sandboxDefaults.refreshToken,
      stateFile: join(dir, 'broker.json'),
      allowedOrigins: [SANDBOX_EXTENSION_ORIGIN, ...extraOrigins],
      // Every e2e test signs the same agent in anew: lift the per-agent limits for the harness.
      rateLimit: { limit: 100_000, windowSeconds: 60 },
      agents: defaultAgents,
      savedRepliesFile: SAMPLE_SAVED_REPLIES,
      inboxLink,
      log: (line) => void brokerLog.push(line),
      cookiePrefix: `sidedesk${new URL(sandbox.url).port}`,
    })
  ).listen(0);

  const admin = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${sandbox.url}/__admin${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json = (await response.json()) as { data: T; errorText: string | null };
    if (!response.ok) throw new Error(`sandbox admin ${method} ${path}: ${json.errorText}`);
    return json.data;
  };

  return {
    sandbox: {
      url: sandbox.url,
      /** Every reply of a ticket as the sandbox holds it (the source of truth for e2e checks). */
      replies: (ticketId: number) => admin<StoredReply[]>('GET', `/tickets/${ticketId}/replies`),
      /** A reply added behind the extension's back, by the customer (default) or the team. */
      addReply: (ticketId: number, reply: AdminReply) =>
        admin<{ reply: StoredReply; ticket: Ticket }>('POST', `/tickets/${ticketId}/replies`, reply),
      /** Serves the ticket with these fields instead (any JSON, spec or not); reset drops them. */
      setRawFields: (ticketId: number, fields: Record<string, unknown>) =>
        admin('PATCH', `/tickets/${ticketId}/raw`, fields),
      setFaults: (faults: FaultConfig) => admin('POST', '/faults', faults),
      /** The faults set now (count knobs show what is left of them). */
      faults: () => admin<FaultConfig>('GET', '/faults'),
      clearFaults: () => admin('DELETE', '/faults'),
      reset: () => admin('POST', '/reset'),
    },
    broker: {
      url: broker.url,
      /** How many requests the broker has had for `method path` (`POST /token`) so far. */
      count: (request: string) => brokerLog.filter((line) => line.startsWith(`${request} `)).length,
    },
    async close() {
      await broker.close();
      await sandbox.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type TestServers = Awaited<ReturnType<typeof startServers>>;
