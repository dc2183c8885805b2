import { BlockList, isIP } from 'node:net';

/** Which client addresses may read an endpoint: a list of IPs and CIDR ranges, IPv4 and IPv6. */
export interface AddressAllowList {
  /** Whether `address` (an IPv4, IPv6 or IPv4-mapped IPv6 address) is in the list. */
  allows(address: string | undefined): boolean;
}

/** The loopback addresses, the default of METRICS_ALLOW. */
export const LOOPBACK_ONLY = '127.0.0.1,::1';

/** An IPv4 address as IPv6 sockets report it (`::ffff:10.0.0.1`) in its IPv4 form. */
function unmapped(address: string): string {
  const match = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return match ? match[1]! : address;
}

/**
 * Reads a comma-separated list of IPs and CIDRs ("127.0.0.1,::1,10.0.0.0/8"); throws an Error naming the first
 * entry that is neither (the configuration reports it with the variable's name).
 */
export function parseAddressAllowList(text: string): AddressAllowList {
  const list = new BlockList();
  for (const entry of text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [address = '', prefix, extra] = entry.split('/');
    const family = isIP(unmapped(address));
    if (family === 0 || extra !== undefined) throw new Error(`"${entry}" is not an IP address or CIDR range`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) {
      list.addAddress(unmapped(address), type);
      continue;
    }
    const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : Number.NaN;
    if (!(bits >= 0 && bits <= (family === 4 ? 32 : 128))) throw new Error(`"${entry}" has an invalid prefix length`);
    list.addSubnet(unmapped(address), bits, type);
  }
  return {
    allows(address) {
      if (!address) return false;
      const plain = unmapped(address);
      const family = isIP(plain);
      return family !== 0 && list.check(plain, family === 4 ? 'ipv4' : 'ipv6');
    },
  };
}
