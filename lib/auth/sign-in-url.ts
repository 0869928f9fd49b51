/**
 * True when `signInUrl` is a page on the broker's own origin (scheme, host and port). The broker's
 * 401 names the page to open; a broker answer must not be able to send the agent to any other
 * site (a look-alike sign-in page), so anything else is never opened.
 */
export function isOnBrokerOrigin(signInUrl: string, brokerUrl: string): boolean {
  try {
    const target = new URL(signInUrl);
    return /^https?:$/.test(target.protocol) && target.origin === new URL(brokerUrl).origin;
  } catch {
    return false;
  }
}
