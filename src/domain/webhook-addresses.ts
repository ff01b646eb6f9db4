import { BlockList, isIP } from 'node:net'

/**
 * Addresses a webhook may not reach unless WEBHOOK_ALLOW_PRIVATE is set (no SSRF): every
 * special-purpose range of RFC 6890 and the IANA registries that is not globally reachable,
 * plus multicast and the deprecated forms. IPv6 forms that carry an IPv4 address are
 * judged by that address, so `[2002:7f00:1::]` (6to4 of 127.0.0.1) is refused like 127.0.0.1.
 */
const REFUSED_IPV4: readonly (readonly [string, number])[] = [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation (TEST-NET-1)
  ['192.88.99.0', 24], // 6to4 relay anycast (deprecated)
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation (TEST-NET-2)
  ['203.0.113.0', 24], // documentation (TEST-NET-3)
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and 255.255.255.255 (broadcast)
]

const REFUSED_IPV6: readonly (readonly [string, number])[] = [
  ['64:ff9b:1::', 48], // local-use IPv4/IPv6 translation
  ['100::', 64], // discard-only
  ['100:0:0:1::', 64], // dummy prefix
  ['2001::', 23], // IETF protocol assignments, with Teredo (2001::/32), which tunnels to IPv4
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation
  ['5f00::', 16], // segment routing (SRv6) identifiers
  ['fc00::', 7], // unique local (fd00:ec2::254 is EC2's metadata service)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
]

/** IPv6 prefixes (their leading 16-bit groups) that carry an IPv4 address at bit `offset`. */
const EMBEDDING_IPV4: readonly { head: readonly number[]; offset: number }[] = [
  { head: [0x64, 0xff9b], offset: 96 }, // NAT64 64:ff9b::/96 (what DNS64 answers on IPv6-only hosts)
  { head: [0x2002], offset: 16 }, // 6to4 2002::/16
]

/** The IPv6 address with `head` as its leading groups and `ipv4` written at bit `offset`. */
function embed(head: readonly number[], ipv4: string, offset: number): string {
  const groups = [...head, ...new Array<number>(8 - head.length).fill(0)]
  const [a = 0, b = 0, c = 0, d = 0] = ipv4.split('.').map(Number)
  groups[offset / 16] = (a << 8) | b
  groups[offset / 16 + 1] = (c << 8) | d
  return groups.map((group) => group.toString(16)).join(':')
}

// Separate lists: a BlockList checks an IPv4 address against IPv6 rules as ::ffff:a.b.c.d, so
// IPv4 addresses are checked against IPv4 rules only.
const refusedIpv4 = new BlockList()
for (const [network, prefix] of REFUSED_IPV4) refusedIpv4.addSubnet(network, prefix, 'ipv4')
const refusedIpv6 = new BlockList()
for (const [network, prefix] of REFUSED_IPV6) refusedIpv6.addSubnet(network, prefix, 'ipv6')
for (const { head, offset } of EMBEDDING_IPV4) {
  for (const [ipv4, prefix] of REFUSED_IPV4)
    refusedIpv6.addSubnet(embed(head, ipv4, offset), offset + prefix, 'ipv6')
}
// ::/8 is reserved by the IETF: ::, ::1, IPv4-compatible ::/96 (deprecated), IPv4-mapped
// ::ffff:0:0/96 and IPv4-translated ::ffff:0:0:0/96 all lie in it (a URL can name the IPv4
// address itself), and so does the NAT64 prefix, which is judged by its IPv4 address instead.
const reservedZero = new BlockList()
reservedZero.addSubnet('::', 8, 'ipv6')
const nat64 = new BlockList()
nat64.addSubnet('64:ff9b::', 96, 'ipv6')

/** Whether `address` (a literal IPv4 or IPv6 address) is in a range webhooks may not reach. */
export function isRefusedAddress(address: string): boolean {
  // A zone (`fe80::1%eth0`, as a socket may report a link-local peer) is not part of the address.
  const bare = address.replace(/%.*$/, '')
  const family = isIP(bare)
  if (family === 4) return refusedIpv4.check(bare, 'ipv4')
  if (family === 6)
    return refusedIpv6.check(bare, 'ipv6') || (reservedZero.check(bare, 'ipv6') && !nat64.check(bare, 'ipv6'))
  return true
}

/** A URL's host as a literal address (IPv6 without brackets), or null when it is a name. */
export function literalAddressOf(hostname: string): string | null {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname
  return isIP(bare) === 0 ? null : bare
}
