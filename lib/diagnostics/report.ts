import { cleanProblem, type Problem, toProblem } from './problem';

// The one way to say a problem (docs/errors.md, "Problems that are said"). A failure nobody can act on at
// the moment it happens is either an expected case, named (`expected`), or reported (`report`):
// kept, redacted, among the last 100 problems that Options › Diagnostics shows and copies for
// support. The worker keeps them (lib/support/worker/problems.ts); a page hands them to it
// through the protocol. Each context names where its problems go once, when it starts.

type Sink = (problem: Problem) => unknown;

let sink: Sink | null = null;
/** Reported before the context named its sink (a module's first step): handed over then. */
let early: Problem[] = [];

/** Where this context's problems go: the worker's store, or the page's protocol client. */
export function setProblemSink(next: Sink | null): void {
  sink = next;
  const waiting = early;
  early = [];
  for (const problem of waiting) hand(problem);
}

function hand(problem: Problem): void {
  if (!sink) {
    early = [...early.slice(-19), problem];
    return;
  }
  // A sink that fails has nowhere left to say so but the console.
  Promise.resolve()
    .then(() => sink?.(problem))
    .catch((error: unknown) => console.error('Sidedesk: a problem could not be kept', problem, error));
}

/**
 * Says that `error` happened at `where` (a short fixed name: `send-queue.finish`), and answers
 * `fallback`: `.catch(reported('x', null))` goes on with null.
 */
export function report<T = undefined>(error: unknown, where: string, fallback?: T): T {
  const problem = toProblem(error, where);
  // The sandbox build says each problem as it happens, for whoever develops with it.
  if (import.meta.env.MODE === 'sandbox') console.warn('Sidedesk problem', problem);
  hand(problem);
  return fallback as T;
}

/**
 * Passes on a problem another context reported but cannot keep (the sanitizer's sandboxed page has no
 * extension APIs: its page hands its problems on), made safe again first.
 */
export function passOn(problem: Problem): void {
  hand(cleanProblem(problem));
}

/** A `.catch` handler that reports at `where` and answers `fallback`: `.catch(reported('sweep'))`. */
export function reported<T = undefined>(where: string, fallback?: T): (error: unknown) => T {
  return (error) => report(error, where, fallback);
}

/**
 * Failures that are part of normal life, each named: nothing to tell anyone. Where a case can be
 * told apart by its error code, an error of another code is still reported.
 */
const EXPECTED = {
  /** The page that asked has gone (a popup closed): nobody is left to answer. */
  'page-gone': null,
  /** A tab or window the worker wanted to focus or update was closed meanwhile. */
  'tab-gone': null,
  /** No workspace set up, or signed out: there is nothing to do for it. */
  'no-session': ['not-configured', 'sign-in-required', 'permission-needed', 'unauthorized'],
  /** The same failure reaches its caller through the promise the caller holds; this chain only goes on. */
  'caller-told': null,
  /** Outside content that does not load (a customer's broken image): shown as the browser shows it. */
  'content-broken': null,
  /** A load ahead of need; the load that is needed says its own failure. */
  preload: null,
} as const satisfies Record<string, readonly string[] | null>;
type ExpectedCase = keyof typeof EXPECTED;

/** A `.catch` handler for a named expected case: answers `fallback`. */
export function expected<T = undefined>(why: ExpectedCase, fallback?: T): (error: unknown) => T {
  const codes: readonly string[] | null = EXPECTED[why];
  return (error) => {
    const code = (error as { code?: unknown } | null)?.code;
    if (codes && !codes.includes(code as string)) return report(error, `not-${why}`, fallback);
    return fallback as T;
  };
}
