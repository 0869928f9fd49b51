import { BlockList, isIP } from 'node:net';

/** Where the identity header may come from when BROKER_TRUSTED_PROXIES is unset: this machine. */
const LOOPBACK_PROXIES = ['127.0.0.0/8', '::1'];

/** True for an address (`203.0.113.7`, `2001:db8::1`) or a network (`10.0.0.0/8`, `2001:db8::/32`). */
export function isAddressOrNetwork(entry: string): boolean {
  const [address = '', bits, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d+$/.test(bits) && prefix <= (family === 4 ? 32 : 128);
}

/** A network so wide it admits almost anyone: an IPv4 prefix shorter than /8, IPv6 shorter than /16. */
export function isTooWide(entry: string): boolean {
  const [address = '', bits] = entry.split('/');
  if (bits === undefined) return false;
  return Number(bits) < (isIP(address) === 6 ? 16 : 8);
}

/**
 * The peers (TCP addresses, never a header) allowed to assert who the agent is: the SSO proxy's
 * addresses. `::ffff:`-mapped IPv4 peers are judged as the IPv4 address they are.
 */
export function createProxyCheck(entries: readonly string[] = LOOPBACK_PROXIES) {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (peer: string | undefined): boolean => {
    if (!peer) return false;
    const bare = peer.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
    const family = isIP(bare);
    return family !== 0 && list.check(bare, family === 6 ? 'ipv6' : 'ipv4');
  };
}
