// ofetch parses JSON answers with `destr` (2.6 KiB gzip of the worker). Every request here asks
// ofetch for text (lib/api/client.ts, lib/auth/token-manager.ts: the client reads the body itself,
// with its own checks), so destr is never called: wxt.config.ts puts this stand-in in its place, and
// a unit test keeps every ofetch call asking for text. Were it called, it reads JSON as destr does
// and gives any other text back as it is.

export default function destr<T = unknown>(value: unknown): T {
  if (typeof value !== 'string') return value as T;
  try {
    return JSON.parse(value) as T;
  } catch {
    return value as T;
  }
}
