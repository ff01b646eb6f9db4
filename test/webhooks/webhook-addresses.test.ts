import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { isRefusedAddress } from '../../src/domain/webhook-addresses.js'
import { webhookUrlProblem } from '../../src/domain/webhook-service.js'

/**
 * The webhook address rules (no SSRF; docs/webhooks.md), as webhook creation and every
 * connection apply them: RFC 6890's special-purpose ranges, and IPv6 spellings that reach a refused IPv4 address.
 */

/** Each refused address with why; one inside every range, and the edges where they matter. */
const REFUSED: readonly (readonly [string, string])[] = [
  ['0.0.0.0', 'this network'],
  ['0.255.255.255', 'this network'],
  ['10.1.2.3', 'private'],
  ['100.64.0.1', 'carrier-grade NAT'],
  ['100.127.255.254', 'carrier-grade NAT'],
  ['127.0.0.1', 'loopback'],
  ['127.255.255.254', 'loopback'],
  ['169.254.169.254', 'cloud metadata'],
  ['172.16.0.1', 'private'],
  ['172.31.255.254', 'private'],
  ['192.0.0.8', 'IETF protocol assignments'],
  ['192.0.2.1', 'TEST-NET-1'],
  ['192.88.99.1', '6to4 relay anycast'],
  ['192.168.1.1', 'private'],
  ['198.18.0.1', 'benchmarking'],
  ['198.19.255.254', 'benchmarking'],
  ['198.51.100.7', 'TEST-NET-2'],
  ['203.0.113.9', 'TEST-NET-3'],
  ['224.0.0.1', 'multicast'],
  ['239.255.255.250', 'multicast'],
  ['240.0.0.1', 'reserved'],
  ['255.255.255.255', 'broadcast'],
  ['::', 'unspecified'],
  ['::1', 'loopback'],
  ['::127.0.0.1', 'IPv4-compatible (deprecated) of loopback'],
  ['::8.8.8.8', 'IPv4-compatible (deprecated)'],
  ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
  ['::ffff:8.8.8.8', 'IPv4-mapped (name the IPv4 address instead)'],
  ['::ffff:0:127.0.0.1', 'IPv4-translated loopback'],
  ['::ffff:0:8.8.8.8', 'IPv4-translated'],
  ['64:ff9b::127.0.0.1', 'NAT64 of loopback'],
  ['64:ff9b::a9fe:a9fe', 'NAT64 of cloud metadata'],
  ['64:ff9b::10.0.0.1', 'NAT64 of private'],
  ['64:ff9b:1::8.8.8.8', 'local-use NAT64'],
  ['100::1', 'discard-only'],
  ['100:0:0:1::1', 'dummy prefix'],
  ['2001::1', 'Teredo'],
  ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo'],
  ['2001:2::1', 'benchmarking'],
  ['2001:db8::1', 'documentation'],
  ['2002:7f00:1::', '6to4 of 127.0.0.1'],
  ['2002:a9fe:a9fe::1', '6to4 of cloud metadata'],
  ['2002:c0a8:101::1', '6to4 of 192.168.1.1'],
  ['2002::1', '6to4 of 0.0.0.0'],
  ['3fff::1', 'documentation'],
  ['5f00::1', 'SRv6'],
  ['fc00::1', 'unique local'],
  ['fd00:ec2::254', 'EC2 metadata'],
  ['fe80::1', 'link-local'],
  ['fe80::1%eth0', 'link-local with a zone, as a socket reports it'],
  ['fec0::1', 'site-local (deprecated)'],
  ['ff02::1', 'multicast'],
  ['not an address', 'not an address at all'],
]

/** Public addresses, and IPv6 forms that carry a public IPv4 address through a translator. */
const ALLOWED: readonly string[] = [
  '8.8.8.8',
  '1.1.1.1',
  '93.184.215.14',
  '100.63.255.255',
  '100.128.0.0',
  '172.15.255.255',
  '172.32.0.0',
  '192.0.3.1',
  '198.17.255.255',
  '198.20.0.0',
  '223.255.255.255',
  '2606:4700:4700::1111',
  '2a00:1450:4001:80b::200e',
  '64:ff9b::8.8.8.8',
  '2002:808:808::1',
]

describe('webhook addresses (no SSRF)', () => {
  it('refuses every special-purpose range, and IPv6 forms of a refused IPv4 address', () => {
    for (const [address, why] of REFUSED) assert.equal(isRefusedAddress(address), true, `${address} (${why})`)
  })

  it('allows public IPv4 and IPv6 addresses, and NAT64 and 6to4 forms of public IPv4 ones', () => {
    for (const address of ALLOWED) assert.equal(isRefusedAddress(address), false, address)
  })

  it('refuses the literal forms at creation, and WEBHOOK_ALLOW_PRIVATE lifts it', () => {
    for (const host of [
      '[::127.0.0.1]',
      '[::ffff:0:127.0.0.1]',
      '[2002:7f00:1::]',
      '[64:ff9b::7f00:1]',
      '[2001::1]',
    ]) {
      const url = `http://${host}:8080/hook`
      assert.match(webhookUrlProblem(url, false) ?? '', /loopback, private, link-local or metadata/, url)
      assert.equal(webhookUrlProblem(url, true), null, url)
    }
    // Trailing dots name the same host, however many there are.
    for (const host of ['localhost.', 'localhost..', 'api.localhost...', '127.0.0.1..', '10.0.0.1...']) {
      const url = `http://${host}/hook`
      assert.match(webhookUrlProblem(url, false) ?? '', /loopback, private, link-local or metadata/, url)
    }
    assert.match(webhookUrlProblem('http://../hook', false) ?? '', /must name a host/)
    for (const host of ['8.8.8.8', '[2606:4700:4700::1111]', '[64:ff9b::808:808]', '[2002:808:808::1]'])
      assert.equal(webhookUrlProblem(`https://${host}/hook`, false), null, host)
  })
})
