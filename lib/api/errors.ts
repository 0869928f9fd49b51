// The closed set of failures the agent can meet. Errors cross the message boundary as plain
// `{ code, message }` objects, so callers switch on `code`, never on `instanceof`.

export const errorCodes = [
  'not-configured',
  'permission-needed',
  'sign-in-required',
  'broker-unreachable',
  'unauthorized',
  'network',
  'timeout',
  'not-found',
  'rate-limited',
  'server',
  'invalid-response',
  'api-error',
  'bad-input',
  'internal',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export interface AppError {
  code: ErrorCode;
  /** A sentence the agent can act on; never a stack or raw JSON. */
  message: string;
  /** For `sign-in-required`: the broker's sign-in page. */
  signInUrl?: string;
  /** For `rate-limited`: seconds the service asked us to wait. */
  retryAfter?: number;
  /** A write that failed this way may still have been applied by the service. */
  ambiguous?: boolean;
}

export class SidedeskError extends Error implements AppError {
  override name = 'SidedeskError';
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: Omit<AppError, 'code' | 'message'> = {},
  ) {
    super(message);
  }
  get signInUrl() {
    return this.extra.signInUrl;
  }
  get retryAfter() {
    return this.extra.retryAfter;
  }
  get ambiguous() {
    return this.extra.ambiguous;
  }
  toJSON(): AppError {
    return { code: this.code, message: this.message, ...this.extra };
  }
}

/** Turns anything thrown into the plain object that crosses to the pages. */
export function toAppError(error: unknown): AppError {
  if (error instanceof SidedeskError) return error.toJSON();
  if (isAppError(error)) return error;
  return {
    code: 'internal',
    message: 'Sidedesk hit an unexpected problem. Try again; if it persists, reload the extension.',
  };
}

export function isAppError(value: unknown): value is AppError {
  if (typeof value !== 'object' || value === null) return false;
  const { code, message } = value as Record<string, unknown>;
  return typeof message === 'string' && (errorCodes as readonly unknown[]).includes(code);
}

/** Quotes the service's own `errorText` as text, trimmed to something that fits a status line. */
export function quoteErrorText(errorText: string | null | undefined): string {
  const text = (errorText ?? '').replace(/\s+/g, ' ').trim();
  if (!text) return '';
  return text.length > 300 ? `${text.slice(0, 299)}…` : text;
}
