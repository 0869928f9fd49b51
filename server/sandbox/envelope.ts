import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * The sandbox's failure codes (the spec leaves them open; server/README.md lists them). Each
 * failure answers `{data: null, errorCode, errorText}` with `errorText` a sentence for a person.
 */
const apiErrors = {
  badRequest: { errorCode: 1001, status: 400 },
  unauthorized: { errorCode: 1002, status: 401 },
  ticketNotFound: { errorCode: 1004, status: 404 },
  routeNotFound: { errorCode: 1005, status: 404 },
  payloadTooLarge: { errorCode: 1013, status: 413 },
  rateLimited: { errorCode: 1029, status: 429 },
  serverError: { errorCode: 1500, status: 500 },
} as const satisfies Record<string, { errorCode: number; status: ContentfulStatusCode }>;

type ApiErrorName = keyof typeof apiErrors;

const SUCCESS_ERROR_CODE = -1;

export function ok(c: Context, data: unknown) {
  return c.json({ data, errorCode: SUCCESS_ERROR_CODE, errorText: null }, 200);
}

export function fail(c: Context, error: ApiErrorName, errorText: string) {
  const { errorCode, status } = apiErrors[error];
  return c.json({ data: null, errorCode, errorText }, status);
}
