import type { Context } from 'hono';
import { z } from 'zod';
import { ticketIdSchema } from '../../lib/api/schemas';

/** One readable sentence from zod issues: `isDraft: expected boolean, received string; …`. */
function describeIssues(error: z.core.$ZodError): string {
  return error.issues
    .map((issue) => {
      const path = issue.path.map(String).join('.');
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

/** A path id as the spec types it (a positive integer), or undefined for `12abc`, `-1`, `1e3` … */
export function parsePositiveId(raw: string | undefined): number | undefined {
  if (!raw || !/^[1-9][0-9]*$/.test(raw)) return undefined;
  const parsed = ticketIdSchema.safeParse(Number(raw));
  return parsed.success ? parsed.data : undefined;
}

type ParsedBody<T> = { data: T } | { problem: string };

/**
 * Reads the request body as JSON (whatever the Content-Type says, as lenient servers do) and
 * checks it against `schema`; on failure, a sentence saying what is wrong.
 */
export async function parseBody<T extends z.core.$ZodType>(
  c: Context,
  schema: T,
): Promise<ParsedBody<z.output<T>>> {
  let json: unknown;
  try {
    json = JSON.parse(await c.req.text());
  } catch {
    return { problem: 'The request body is not valid JSON.' };
  }
  const parsed = z.safeParse(schema, json);
  return parsed.success
    ? { data: parsed.data }
    : { problem: `The request body is not valid: ${describeIssues(parsed.error)}.` };
}
