import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  envelopeSchema,
  type TicketSpec as Ticket,
  ticketSpec,
  tokenResponseSchema,
} from '@/lib/api/schemas';
import { createSandbox, type SandboxOptions, sandboxDefaults } from '@/server/sandbox';

export interface HttpResult {
  status: number;
  headers: Headers;
  /** The raw body, for assertions on exactly what was sent. */
  text: string;
  /** The body parsed as JSON (undefined when it is not JSON). */
  json: unknown;
}

/** The seeded agent, a team member in the sandbox and an agent of the broker. */
export const AGENT_EMAIL = 'agent@sidedesk.test';

export async function request(url: string, init: RequestInit = {}): Promise<HttpResult> {
  const response = await fetch(url, init);
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

export function tokenForm(fields: Record<string, string> = {}) {
  return {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: sandboxDefaults.refreshToken,
      client_id: sandboxDefaults.clientId,
      ...fields,
    }),
  };
}

/** A temporary directory, removed by the returned function. */
export async function tempDir(): Promise<{ path: string; remove: () => Promise<void> }> {
  const path = await mkdtemp(join(tmpdir(), 'sidedesk-server-test-'));
  return { path, remove: () => rm(path, { recursive: true, force: true }) };
}

/**
 * A sandbox on a random loopback port with its state in a temp file, and shortcuts for the calls
 * tests make. `dataFile` may be passed to share a file between restarts.
 */
export async function startSandbox(options: SandboxOptions = {}) {
  const dir = await tempDir();
  const dataFile = options.dataFile ?? join(dir.path, 'state.json');
  const sandbox = await createSandbox({ ...options, dataFile });
  const server = await sandbox.listen(0);
  let accessToken: string | undefined;

  const token = async (): Promise<string> => {
    const result = await request(
      `${server.url}/token`,
      tokenForm({ refresh_token: options.refreshToken ?? sandboxDefaults.refreshToken }),
    );
    accessToken = tokenResponseSchema.parse(result.json).access_token;
    return accessToken;
  };

  /** An authorized call to the API; JSON bodies are serialized unless already a string. */
  const api = async (
    path: string,
    init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) => {
    const body =
      init.body === undefined || typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
    return request(`${server.url}${path}`, {
      method: init.method ?? (body === undefined ? 'GET' : 'POST'),
      headers: {
        Authorization: `Bearer ${accessToken ?? (await token())}`,
        'Content-Type': 'application/json',
        ...init.headers,
      },
      body,
    });
  };

  /** A call to the admin routes; answers the envelope's data. */
  const admin = async (method: string, path: string, body?: unknown) => {
    const result = await request(`${server.url}/__admin${path}`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { ...result, data: envelopeSchema.parse(result.json).data };
  };

  /** GET a ticket, checked against the extension's schemas. */
  const getTicket = async (ticketId: number): Promise<Ticket> => {
    const result = await api(`/tickets/${ticketId}`);
    return ticketSpec.parse(envelopeSchema.parse(result.json).data);
  };

  /** POST a reply by the seeded agent; `body` overrides or adds fields. */
  const reply = (ticketId: number, body: Record<string, unknown> = {}) =>
    api(`/tickets/${ticketId}/replies`, {
      body: { author: { email: AGENT_EMAIL }, message: 'Thanks, we are on it.', ...body },
    });

  /** The id of a seeded ticket matching `predicate` (to pick fixtures, not to assert on). */
  const findTicketId = (predicate: (ticket: Ticket) => boolean): number => {
    const found = Object.values(sandbox.store.state.tickets).find(predicate);
    if (!found) throw new Error('no seeded ticket matches');
    return found.id;
  };

  return {
    url: server.url,
    getTicket,
    reply,
    findTicketId,
    sandbox,
    dataFile,
    dir: dir.path,
    token,
    api,
    admin,
    /** Stops the server; the temp directory goes too unless `keepData`. */
    close: async (keepData = false) => {
      await server.close();
      if (!keepData) await dir.remove();
    },
  };
}

export type TestSandbox = Awaited<ReturnType<typeof startSandbox>>;
