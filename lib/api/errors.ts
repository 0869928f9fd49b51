import type { MessageKey, Params } from '@/lib/i18n/format';

// The closed set of failures the agent can meet. Errors cross the message boundary as plain
// `{ code, reason?, params? }` objects, so callers switch on `code`, never on `instanceof`. No
// sentence crosses: the pages turn the code (or the more specific `reason`) into one from the
// catalog (lib/i18n), so the same failure reads the same everywhere and can be translated.

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
  /** A more specific sentence than the code's own (`error.<code>`), e.g. `error.network.write`. */
  reason?: MessageKey;
  /** The sentence's placeholders; `said` is the service's own `errorText`, quoted after it. */
  params?: Params;
  /** For `sign-in-required`: the broker's sign-in page. */
  signInUrl?: string;
  /** For `rate-limited`: seconds the service asked us to wait. */
  retryAfter?: number;
  /** A write that failed this way may still have been applied by the service. */
  ambiguous?: boolean;
}
type Details = Omit<AppError, 'code'>;

/** Thrown in the worker. Its Error message is the key, for logs only; pages never show it. */
export class SidedeskError extends Error implements AppError {
  override name = 'SidedeskError';
  constructor(
    readonly code: ErrorCode,
    readonly details: Details = {},
  ) {
    super(details.reason ?? `error.${code}`);
  }
  get reason() {
    return this.details.reason;
  }
  get params() {
    return this.details.params;
  }
  get signInUrl() {
    return this.details.signInUrl;
  }
  get retryAfter() {
    return this.details.retryAfter;
  }
  get ambiguous() {
    return this.details.ambiguous;
  }
  toJSON(): AppError {
    return { code: this.code, ...this.details };
  }
}

/** Turns anything thrown into the plain object that crosses to the pages. */
export function toAppError(error: unknown): AppError {
  if (error instanceof SidedeskError) return error.toJSON();
  if (isAppError(error)) return error;
  return { code: 'internal' };
}

export function isAppError(value: unknown): value is AppError {
  if (typeof value !== 'object' || value === null) return false;
  return (errorCodes as readonly unknown[]).includes((value as { code?: unknown }).code);
}

/** Quotes the service's own `errorText` as text, trimmed to something that fits a status line. */
export function quoteErrorText(errorText: string | null | undefined): string {
  const text = (errorText ?? '').replace(/\s+/g, ' ').trim();
  if (!text) return '';
  return text.length > 300 ? `${text.slice(0, 299)}…` : text;
}
