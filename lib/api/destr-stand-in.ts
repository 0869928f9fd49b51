// ofetch parses JSON answers with `destr` (about 0.4 KiB gzip of the worker). Every request here
// asks ofetch for text (lib/api/client.ts, lib/auth/token-manager.ts: the client reads the body
// itself, with its own checks), so destr is never called: wxt.config.ts puts this stand-in in its
// place, and a unit test keeps every ofetch call asking for text. Were it called, it reads JSON
// text as destr does and gives anything else back as it is.

export default function destr<T = unknown>(value: unknown): T {
  try {
    return JSON.parse(value as string) as T;
  } catch {
    return value as T;
  }
}
