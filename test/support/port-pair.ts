import type { PortLike } from '@/lib/messaging/port';
import type { SenderLike } from '@/lib/messaging/sender';

// An in-memory `runtime.connect` (fake-browser has none): each connection is a pair of ports
// that behave as Chrome's do. A message arrives in a later task, as a structured copy; `stop()`
// is the worker stopping: what is still in transit is lost and both ends get `onDisconnect`; a
// port's own `disconnect()` tells only the other end. A dropped end learns it in a later task:
// until then what it posts is lost silently; after, posting throws, as in Chrome.

type Listener = (message: never) => void;

interface End {
  name: string;
  sender?: SenderLike;
  /** What this end knows: it learns of a drop when its `onDisconnect` runs. */
  open: boolean;
  /** Whether messages still reach this end. */
  reachable: boolean;
  other: End;
  messages: Set<Listener>;
  postMessage(message: unknown): void;
  disconnect(): void;
  drop(): void;
  onMessage: { addListener(listener: Listener): void };
  onDisconnect: { addListener(listener: () => void): void };
}

function end(name: string, sender?: SenderLike): End {
  const messages = new Set<Listener>();
  const disconnects = new Set<() => void>();
  const port: End = {
    name,
    sender,
    open: true,
    reachable: true,
    other: undefined as unknown as End,
    postMessage(message: unknown) {
      if (!port.open) throw new Error('Attempting to use a disconnected port object');
      const copy = structuredClone(message);
      const to = port.other;
      setTimeout(() => {
        if (to.reachable) for (const listener of to.messages) listener(copy as never);
      });
    },
    disconnect() {
      if (!port.open) return;
      port.open = false;
      port.reachable = false;
      port.other.drop();
    },
    drop() {
      if (!port.reachable) return;
      port.reachable = false;
      setTimeout(() => {
        port.open = false;
        for (const listener of disconnects) listener();
      });
    },
    messages,
    onMessage: { addListener: (listener: Listener) => void messages.add(listener) },
    onDisconnect: { addListener: (listener: () => void) => void disconnects.add(listener) },
  };
  return port;
}

export interface FakeRuntime<PageIn, PageOut> {
  /** The page's `runtime.connect({name})`; the worker's `onConnect` runs with `sender`. */
  connect(name?: string): PortLike<PageIn, PageOut>;
  /** The worker stops: every open port drops, messages in transit are lost. */
  stop(): void;
  /** Ports opened so far. */
  readonly connections: number;
}

/**
 * `onConnect` is the worker's listener; `sender` is what the browser reports for the page.
 * `name` defaults to whatever the page asks for.
 */
export function fakeRuntime<PageIn, PageOut>(
  onConnect: (port: PortLike<PageOut, PageIn>) => void,
  sender: SenderLike,
  defaultName = '',
): FakeRuntime<PageIn, PageOut> {
  const open: End[] = [];
  let connections = 0;
  return {
    connect(name = defaultName) {
      connections++;
      const page = end(name);
      const worker = end(name, sender);
      page.other = worker;
      worker.other = page;
      open.push(page, worker);
      onConnect(worker as unknown as PortLike<PageOut, PageIn>);
      return page as unknown as PortLike<PageIn, PageOut>;
    },
    stop() {
      for (const port of open.splice(0)) port.drop();
    },
    get connections() {
      return connections;
    },
  };
}
