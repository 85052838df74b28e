// Which client a per-address count belongs to.
import ipaddr from 'ipaddr.js';

/** The address throttles and rate limits count: an IPv4 address as it is (an IPv4-mapped IPv6
 * one as IPv4), an IPv6 address by its /64 network, which one customer's line commonly holds
 * whole: counted per address, every address of it would be a fresh budget. */
export function addressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const network = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16)).join(':');
  return `${network}::/64`;
}
