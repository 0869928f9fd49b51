import { cleanProblem, type Diagnostics } from '@/lib/diagnostics/problem';

/**
 * What "Copy for support" puts on the clipboard: the same as Options › Diagnostics shows, as JSON.
 * Built field by field (never the object as it came): the sends' ids and states, the problems made
 * safe again, so nothing else that a record might carry is ever copied.
 */
export function supportJson(found: Diagnostics, now = Date.now()): string {
  return JSON.stringify(
    {
      copiedAt: new Date(now).toISOString(),
      version: String(found.version),
      browser: String(found.browser),
      sends: found.sends.map(({ sendId, ticketId, state }) => ({ sendId, ticketId, state })),
      problems: found.problems.map((problem) => {
        const { at, area, code, reason, status } = cleanProblem(problem);
        return {
          at: new Date(at).toISOString(),
          area,
          code,
          ...(reason ? { reason } : {}),
          ...(status ? { status } : {}),
        };
      }),
    },
    null,
    2,
  );
}
