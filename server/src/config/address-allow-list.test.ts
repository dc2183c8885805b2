import { describe, expect, it } from 'vitest';
import { LOOPBACK_ONLY, parseAddressAllowList } from './address-allow-list.ts';

describe('parseAddressAllowList', () => {
  it('allows the loopback addresses by default, in IPv4, IPv6 and IPv4-mapped form', () => {
    const list = parseAddressAllowList(LOOPBACK_ONLY);
    expect(list.allows('127.0.0.1')).toBe(true);
    expect(list.allows('::1')).toBe(true);
    expect(list.allows('::ffff:127.0.0.1')).toBe(true);
    expect(list.allows('127.0.0.2')).toBe(false);
    expect(list.allows('10.0.0.1')).toBe(false);
    expect(list.allows(undefined)).toBe(false);
    expect(list.allows('not an address')).toBe(false);
  });

  it('matches CIDR ranges of both families', () => {
    const list = parseAddressAllowList(' 10.0.0.0/8 , fd00::/8,192.168.1.7');
    expect(list.allows('10.200.3.4')).toBe(true);
    expect(list.allows('::ffff:10.1.1.1')).toBe(true);
    expect(list.allows('11.0.0.1')).toBe(false);
    expect(list.allows('fd12::1')).toBe(true);
    expect(list.allows('fe80::1')).toBe(false);
    expect(list.allows('192.168.1.7')).toBe(true);
    expect(list.allows('192.168.1.8')).toBe(false);
  });

  it('refuses entries that are not addresses or have a bad prefix, naming them', () => {
    expect(() => parseAddressAllowList('127.0.0.1,localhost')).toThrow('"localhost" is not an IP address or CIDR range');
    expect(() => parseAddressAllowList('10.0.0.0/33')).toThrow('"10.0.0.0/33" has an invalid prefix length');
    expect(() => parseAddressAllowList('10.0.0.0/8/1')).toThrow('not an IP address');
    expect(() => parseAddressAllowList('::/x')).toThrow('invalid prefix length');
  });

  it('allows nobody when the list is empty', () => {
    expect(parseAddressAllowList('').allows('127.0.0.1')).toBe(false);
  });
});
