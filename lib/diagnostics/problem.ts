// A problem as support reads it: when, where in the code, what kind of failure and which case.
// Never what the agent or the customer wrote, names, e-mails, tokens or a URL's query: an error's
// own text is redacted before it is kept, and nothing else of the error (its cause, the service's
// `errorText`, its params but an HTTP status) is read at all. It imports nothing: every folder reports.

export interface Problem {
  /** Epoch ms. */
  at: number;
  /** The part of the code that met it (`send-queue/finish`). */
  area: string;
  /** An error code (lib/api/errors.ts), else the thrown thing's name (`TypeError`, `QuotaExceededError`). */
  code: string;
  /** The catalog key of the case (`error.network.write`), else the redacted message. */
  reason?: string;
  /** The HTTP status the service answered, when the error carries one: the reason's sentence says it. */
  status?: number;
}

/** What Options › Diagnostics shows and copies for support: ids and states, never text. */
export interface Diagnostics {
  version: string;
  /** `Chrome 156.0.7000.1`, `Firefox 153.0`. */
  browser: string;
  /** The replies not finished yet (waiting out Undo, in the outbox, being sent): ids and states only. */
  sends: { sendId: string; ticketId: number; state: string }[];
  /** Oldest first. */
  problems: Problem[];
}

/** Longest reason kept: enough for "Could not establish connection. Receiving end does not exist." */
const MAX_REASON = 120;

const REDACTIONS: [RegExp, string][] = [
  // Quoted text is whatever the program held: a JSON body, a draft, a customer's name.
  [/"[^"]*"|'[^']*'|`[^`]*`|“[^”]*”|‘[^’]*’|«[^»]*»/g, '[text]'],
  // A URL keeps its origin and path; its query and fragment (tokens, search words) go.
  [/\b([a-z][a-z0-9+.-]*:\/\/[^\s?#]*)[?#]\S*/gi, '$1?[…]'],
  [/[^\s@<>()]+@[^\s@<>()]+\.[a-z]{2,}/gi, '[e-mail]'],
  [/\bBearer\s+\S+/gi, 'Bearer [token]'],
  // A JWT.
  [/\beyJ[\w-]*\.[\w-]*\.?[\w-]*/g, '[token]'],
];
/** A long run of token characters with a digit in it. */
const LONG_RUN = /[\w+/=-]{24,}/g;

/** `text` with quoted parts, URL queries, e-mails and tokens taken out, on one line, capped. */
function redact(text: string): string {
  // Capped first: every pattern then runs on a few hundred characters at most.
  let out = text.slice(0, 500).replace(/\s+/g, ' ').trim();
  for (const [pattern, replacement] of REDACTIONS) out = out.replace(pattern, replacement);
  out = out.replace(LONG_RUN, (run) => (/\d/.test(run) ? '[token]' : run));
  return out.length > MAX_REASON ? `${out.slice(0, MAX_REASON - 1)}…` : out;
}

/** A plain word for a code or an area: letters, digits, `.`, `-`, `_`, `:`, `/` only. */
const word = (text: string, max = 80) => text.replace(/[^\w.:/-]/g, '').slice(0, max) || 'unknown';

/** An HTTP status, the one parameter of an error that is kept: a number, never anyone's words. */
const statusOf = (value: unknown) =>
  Number.isInteger(value) && (value as number) >= 100 && (value as number) <= 599
    ? (value as number)
    : undefined;

/** What support may read of `error`, met at `area`. */
export function toProblem(error: unknown, area: string, at = Date.now()): Problem {
  // An error with a code (lib/api/errors.ts's AppError, a SidedeskError): its code and its case.
  const coded = error as { code?: unknown; reason?: unknown; params?: { status?: unknown } } | null;
  if (typeof coded?.code === 'string') {
    const reason = typeof coded.reason === 'string' ? word(coded.reason, 120) : undefined;
    const status = statusOf(coded.params?.status);
    return {
      at,
      area: word(area),
      code: word(coded.code),
      ...(reason ? { reason } : {}),
      ...(status ? { status } : {}),
    };
  }
  const name = error instanceof Error ? error.name : typeof error;
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const reason = redact(message);
  return { at, area: word(area), code: word(name), ...(reason ? { reason } : {}) };
}

/** A problem that came from elsewhere (a page, storage), made safe again: fields checked and redacted. */
export function cleanProblem(problem: Problem): Problem {
  const reason = problem.reason ? redact(problem.reason) : '';
  const status = statusOf(problem.status);
  return {
    at: Number.isFinite(problem.at) ? problem.at : 0,
    area: word(problem.area),
    code: word(problem.code),
    ...(reason ? { reason } : {}),
    ...(status ? { status } : {}),
  };
}
