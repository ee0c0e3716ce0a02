// Where a sign-in try comes from, as the throttle counts it. An IPv6 client is counted by its /64 network:
// one subscriber gets a whole /64 and can pick any address in it, so counting single addresses would give an
// attacker 2^64 fresh counters. IPv4-mapped IPv6 addresses count as the IPv4 address they carry.
import { isIP } from 'node:net';
import type { CounterKey } from './store.js';

/** The groups of a full IPv6 address (`::` expanded), or undefined when it is not one. */
function ipv6Groups(address: string): string[] | undefined {
  const [head = '', tail] = address.toLowerCase().split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return undefined;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((g) => g.replace(/^0+(?=.)/, ''));
}

/**
 * The address the throttle counts for a client address: IPv4 as is, IPv6 by its /64 network, 'unknown'
 * when there is none.
 *
 * @example
 * countedAddress('2001:db8:1:2:aaaa::1'); // '2001:db8:1:2::/64'
 * countedAddress('::ffff:203.0.113.7'); // '203.0.113.7'
 */
export function countedAddress(address: string | null): string {
  if (!address) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (isIP(address) !== 6) return address;
  const groups = ipv6Groups(address.split('%')[0] ?? address);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : address;
}

/** The counters' name of an account: usernames are matched case-insensitively. */
export const accountName = (username: string): string => username.trim().toLowerCase();

/** One account's failures from one address. */
export const accountAtAddress = (account: string, address: string): CounterKey => ({
  kind: 'account_address',
  key: `${account}|${address}`,
  account,
  address,
});

/** One address's failures across accounts. */
export const wholeAddress = (address: string): CounterKey => ({ kind: 'address', key: address, account: null, address });

/** One account's failures from a device that signed in to it before (by its token's hash). */
export const accountOnDevice = (account: string, deviceHash: string): CounterKey => ({
  kind: 'device',
  key: `${account}|${deviceHash}`,
  account,
  address: null,
});
