/**
 * The host permission pattern for a URL: `http://127.0.0.1:8787/x` → `http://127.0.0.1/*`.
 * Match patterns have no port (a pattern with one is invalid in Firefox, which then neither grants
 * nor recognises it), and a port-less pattern covers every port of the host.
 */
export function originPattern(url: string): string {
  const { protocol, hostname } = new URL(url);
  return `${protocol}//${hostname}/*`;
}
