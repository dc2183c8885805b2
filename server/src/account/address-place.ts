/**
 * Where an address is, as far as the address itself allows without a geo database: "this machine" for a
 * loopback address, otherwise the address with its last part hidden ("203.0.113.x", "2001:db8:85a3:x"),
 * so the list helps a person tell their places apart without showing whole addresses.
 */
export function coarsePlace(ip: string | null): string {
  if (!ip) return 'Unknown place';
  const address = ip.startsWith('::ffff:') ? ip.slice('::ffff:'.length) : ip;
  if (address === '::1' || address.startsWith('127.')) return 'This machine';
  if (/^\d{1,3}(?:\.\d{1,3}){3}$/.test(address)) return `${address.split('.').slice(0, 3).join('.')}.x`;
  if (address.includes(':')) {
    const groups = address.split(':').filter((group) => group !== '');
    return `${groups.slice(0, 3).join(':')}:x`;
  }
  return 'Unknown place';
}
