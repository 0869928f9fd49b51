/** Storage refused a write because it is full (`storage.local` holds 10 MB for all of Sidedesk). */
export const isQuotaError = (error: unknown): boolean =>
  /quota/i.test(String((error as { message?: unknown } | null)?.message ?? error));
