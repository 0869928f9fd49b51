import { vi } from 'vitest';
import { browser } from 'wxt/browser';
import { createHandlers } from '@/entrypoints/background/handlers';
import type { ApiClient } from '@/lib/api/client';
import { SidedeskError } from '@/lib/api/errors';
import type { Agent } from '@/lib/api/schemas';
import { createProtocolClient, type ProtocolClient } from '@/lib/messaging/client';
import type { Operation, Request } from '@/lib/messaging/protocol';
import { type Handlers, serve } from '@/lib/messaging/server';
import { settingsStorage } from '@/lib/settings/items';
import { currentSettings, currentState } from '@/lib/settings/worker/store';
import { activeWorkspace, isConfigured, scopeOf } from '@/lib/settings/workspace';
import { LAYOUT_VERSION, layoutStorage } from '@/lib/storage/items';
import type { Session, WorkerContext } from '@/lib/worker/context';
import { sampleSettings } from './samples';

// One fake WorkerContext for the unit tests: the real session rules (active workspace, scope,
// sessions that end) over the settings in the fake browser's storage, with a fake API and fake
// tokens. And one protocol client that runs the real handlers in-process, through the real
// server and client (schema check, error transport), as a page would reach the worker.

export const sampleAgent: Agent = { email: 'agent@sidedesk.test', name: 'Alex Agent' };

export interface FakeContextOptions {
  /** The API methods the test uses (the rest throw). */
  api?: Partial<ApiClient>;
  /** What `api()` fails with instead of answering (e.g. permission-needed). */
  apiError?: () => unknown;
  agent?: Agent;
}

export type FakeWorkerContext = WorkerContext & {
  /** The fake tokens (every workspace shares them). */
  tokens: ReturnType<WorkerContext['tokensOf']> & { clear: ReturnType<typeof vi.fn> };
  /** How often `endSessions()` ran. */
  ended(): number;
  /** The workspaces `api()` was asked for, in order (by id). */
  apiCalls: string[];
};

export function fakeWorkerContext(options: FakeContextOptions = {}): FakeWorkerContext {
  let controller = new AbortController();
  let generation = 0;
  const settings = currentSettings;
  async function session(workspaceId?: string): Promise<Session> {
    const started = generation;
    const { signal } = controller;
    const all = await settings();
    const workspace = workspaceId ? all.workspaces.find((w) => w.id === workspaceId) : activeWorkspace(all);
    const scope = workspace && scopeOf(workspace);
    if (!workspace || !scope || !isConfigured(workspace)) {
      throw new SidedeskError('not-configured');
    }
    return { workspace, scope, signal, alive: () => generation === started && !signal.aborted };
  }
  const api = new Proxy(options.api ?? {}, {
    get: (target, name) =>
      name === 'then' // not a promise: `await context.api()` must answer the client itself
        ? undefined
        : ((target as Record<string | symbol, unknown>)[name] ??
          (() => Promise.reject(new Error(`fake API: ${String(name)} is not used by this test`)))),
  }) as ApiClient;
  const tokens = {
    getToken: vi.fn(async () => 'token'),
    getAgent: vi.fn(async () => options.agent ?? sampleAgent),
    invalidate: vi.fn(),
    clear: vi.fn(async () => {}),
  };
  const apiCalls: string[] = [];
  const signOutListeners: ((workspaceId: string) => Promise<readonly string[]>)[] = [];
  return {
    onSignOut: (listener) => void signOutListeners.push(listener),
    signingOut: async (id) => (await Promise.all(signOutListeners.map((listener) => listener(id)))).flat(),
    tokens: tokens as unknown as FakeWorkerContext['tokens'],
    tokensOf: () => tokens as unknown as FakeWorkerContext['tokens'],
    settings,
    state: currentState,
    session,
    confirmedAgent: vi.fn(async () => options.agent ?? sampleAgent),
    async api(within) {
      const { workspace } = within ?? (await session());
      apiCalls.push(workspace.id);
      if (options.apiError) throw options.apiError();
      return api;
    },
    endSessions() {
      generation++;
      controller.abort();
      controller = new AbortController();
      void tokens.clear();
    },
    ended: () => generation,
    apiCalls,
  };
}

/** Stores `sampleSettings()` (or `settings`) and the current storage layout, as a set-up worker has. */
export async function setUpWorkspace(settings = sampleSettings()): Promise<void> {
  await settingsStorage.setValue(settings);
  await layoutStorage.setValue(LAYOUT_VERSION);
}

/** A session of the active workspace, for calling worker modules directly. */
export const sessionOf = (context: WorkerContext = fakeWorkerContext()) => context.session();

/** An extension page as the worker sees the sender. */
export function pageSender(path = '/sidepanel.html') {
  const origin = browser.runtime.getURL('/').replace(/\/$/, '');
  return { id: browser.runtime.id, url: `${origin}${path}`, origin, frameId: 0 };
}

/**
 * A page's protocol client that runs the worker's real handlers in this process. `override`
 * replaces single operations (to make one fail, or to hold it); `calls` records every request.
 */
export function inProcessClient(
  context: WorkerContext = fakeWorkerContext(),
  override: Partial<{ [Op in Operation]: Handlers[Op] }> = {},
) {
  const handlers = { ...createHandlers(context), ...override } as Handlers;
  const calls: Request[] = [];
  const client: ProtocolClient = createProtocolClient((request) => {
    calls.push(request);
    return serve(handlers, request, pageSender());
  });
  const requests = <Op extends Operation>(op: Op) =>
    calls.filter((c): c is Extract<Request, { op: Op }> => c.op === op);
  return { client, calls, context, requests, count: (op: Operation) => requests(op).length };
}

export { settle } from './settle';
