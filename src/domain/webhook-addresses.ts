import { BlockList, isIP } from 'node:net'

/**
 * Addresses a webhook may not reach unless WEBHOOK_ALLOW_PRIVATE is set, so that a webhook
 * cannot be aimed at the server's own network: loopback, private, link-local (cloud metadata at
 * 169.254.169.254 and fd00:ec2::254),
 * carrier-grade NAT, unspecified, multicast, reserved and documentation ranges, IPv6 unique
 * local, and IPv4-mapped / NAT64 IPv6 (which would reach an IPv4 address by the back door).
 */
const refused = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  refused.addSubnet(network, prefix, 'ipv4')
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  refused.addSubnet(network, prefix, 'ipv6')
}

/** Whether `address` (a literal IPv4 or IPv6 address) is in a range webhooks may not reach. */
export function isRefusedAddress(address: string): boolean {
  const family = isIP(address)
  if (family === 4) return refused.check(address, 'ipv4')
  if (family === 6) return refused.check(address, 'ipv6')
  return true
}

/** A URL's host as a literal address (IPv6 without brackets), or null when it is a name. */
export function literalAddressOf(hostname: string): string | null {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname
  return isIP(bare) === 0 ? null : bare
}
