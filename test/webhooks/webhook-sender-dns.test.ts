import assert from 'node:assert/strict'
import type { lookup as dnsLookup, LookupAddress } from 'node:dns'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { after, before, describe, it } from 'node:test'
import { Webhook } from 'standardwebhooks'
import type { StoredWebhook, WebhookEvent } from '../../src/domain/webhooks.js'
import { checkedLookup, createWebhookSender } from '../../src/webhooks/webhook-sender.js'

/**
 * The address check happens on the address the attempt connects to: a name whose DNS answers a
 * loopback address (a rebinding DNS, or a public-looking name pointed inside) is refused at
 * delivery, though no literal address or `localhost` appears in the URL. A resolver stands in
 * for that DNS; the receiver is a real HTTP server on 127.0.0.1. Nothing here sends a packet
 * past loopback: every answer a connection may follow is a loopback address, and public
 * addresses are checked on the lookup's answer, before any connection.
 */

const SECRET = `whsec_${Buffer.alloc(32, 7).toString('base64')}`

/**
 * Answers `hooks.rebind.example` with two loopback addresses (a connection may try the second
 * when the first is slow, so it must be loopback too); no other name resolves.
 */
const rebinding = ((hostname: string, options: object, callback: (...args: unknown[]) => void) => {
  if (hostname !== 'hooks.rebind.example')
    return process.nextTick(() =>
      callback(Object.assign(new Error(`${hostname} not found`), { code: 'ENOTFOUND' })),
    )
  const answers: LookupAddress[] = [
    { address: '127.0.0.1', family: 4 },
    { address: '127.0.0.2', family: 4 },
  ]
  const all = (options as { all?: boolean }).all === true
  process.nextTick(() => (all ? callback(null, answers) : callback(null, '127.0.0.1', 4)))
}) as unknown as typeof dnsLookup

describe('webhook delivery to a name that resolves to loopback', () => {
  let receiver: Server
  let port: number
  const received: { headers: Record<string, string>; body: string }[] = []
  before(async () => {
    receiver = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk) => {
        body += chunk
      })
      request.on('end', () => {
        received.push({ headers: request.headers as Record<string, string>, body })
        response.writeHead(204).end()
      })
    })
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
    port = (receiver.address() as AddressInfo).port
  })
  after(() => new Promise<void>((resolve) => receiver.close(() => resolve())))

  const webhook = (): StoredWebhook => ({
    id: 'wh1',
    projectId: 'p',
    url: `http://hooks.rebind.example:${port}/hook`,
    description: '',
    createdAt: '2026-11-24T00:00:00.000Z',
    secret: SECRET,
  })
  const event = (messageId: string): WebhookEvent => ({
    messageId,
    type: 'webhook.test',
    timestamp: '2026-11-24T00:00:00.000Z',
    data: { project: 'p', webhook: 'wh1' },
  })
  const clock = { now: () => new Date() }

  it('refuses it without WEBHOOK_ALLOW_PRIVATE: nothing reaches the loopback receiver', async () => {
    const send = createWebhookSender({ clock, allowPrivate: false, publicBaseUrl: null, resolve: rebinding })
    const outcome = await send(webhook(), event('msg_refused'))
    assert.equal(outcome.statusCode, null)
    assert.match(outcome.error ?? '', /hooks\.rebind\.example resolves to .*refused/)
    assert.equal(received.length, 0)
  })

  it('delivers it with WEBHOOK_ALLOW_PRIVATE, through the same resolver, signed', async () => {
    const send = createWebhookSender({ clock, allowPrivate: true, publicBaseUrl: null, resolve: rebinding })
    const outcome = await send(webhook(), event('msg_allowed'))
    assert.equal(outcome.statusCode, 204, outcome.error ?? '')
    assert.equal(received.length, 1)
    const [delivery] = received
    assert.ok(delivery)
    assert.equal(delivery.headers['webhook-id'], 'msg_allowed')
    // Verified as a receiver would, with the standardwebhooks package (throws when it does not hold).
    const verified = new Webhook(SECRET).verify(delivery.body, delivery.headers) as { type: string }
    assert.equal(verified.type, 'webhook.test')
  })

  /** Answers every name under `.forms.example` with the address its first label spells (`-` for `:`). */
  const spelling = ((hostname: string, options: object, callback: (...args: unknown[]) => void) => {
    const address = hostname.replace(/\.forms\.example$/, '').replaceAll('-', ':')
    const family = address.includes(':') ? 6 : 4
    const all = (options as { all?: boolean }).all === true
    process.nextTick(() => (all ? callback(null, [{ address, family }]) : callback(null, address, family)))
  }) as unknown as typeof dnsLookup
  const at = (address: string): StoredWebhook => ({
    ...webhook(),
    url: `http://${address.replaceAll(':', '-').replace(/^-/, '0-')}.forms.example:${port}/hook`,
  })

  it('refuses IPv6 forms of loopback that a name resolves to (compatible, translated, 6to4, NAT64)', async () => {
    const send = createWebhookSender({ clock, allowPrivate: false, publicBaseUrl: null, resolve: spelling })
    const before = received.length
    for (const address of [
      '0::127.0.0.1',
      '0::ffff:0:127.0.0.1',
      '2002:7f00:1::',
      '64:ff9b::7f00:1',
      '0::ffff:7f00:1',
    ]) {
      const outcome = await send(at(address), event(`msg_${address}`))
      assert.equal(outcome.statusCode, null, address)
      assert.match(outcome.error ?? '', /resolves to .*; refused/, address)
    }
    assert.equal(received.length, before)
  })

  it('passes public addresses a name resolves to on to the connection, and drops refused ones', async () => {
    // The lookup the connection goes through, asked directly: a public address is never connected
    // to in a test.
    const lookup = checkedLookup(false, spelling)
    const ask = (host: string, all: boolean) =>
      new Promise<unknown>((resolve, reject) =>
        lookup(host, { all }, (error, address, family) =>
          error ? reject(error) : resolve(all ? address : { address, family }),
        ),
      )
    for (const address of ['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111', '64:ff9b::808:808']) {
      const host = `${address.replaceAll(':', '-')}.forms.example`
      const family = address.includes(':') ? 6 : 4
      assert.deepEqual(await ask(host, true), [{ address, family }], address)
      assert.deepEqual(await ask(host, false), { address, family }, address)
    }
    // A mixed answer keeps only its public addresses; one with none left is refused.
    const mixed = checkedLookup(false, ((
      _host: string,
      _options: object,
      callback: (...a: unknown[]) => void,
    ) =>
      process.nextTick(() =>
        callback(null, [
          { address: '127.0.0.1', family: 4 },
          { address: '93.184.215.14', family: 4 },
        ]),
      )) as unknown as typeof dnsLookup)
    const kept = await new Promise((resolve) =>
      mixed('any.example', { all: true }, (_e, found) => resolve(found)),
    )
    assert.deepEqual(kept, [{ address: '93.184.215.14', family: 4 }])
    await assert.rejects(ask('127.0.0.1.forms.example', true), /resolves to 127\.0\.0\.1, .*refused/)
  })

  it('with WEBHOOK_ALLOW_PRIVATE delivers through an IPv4-mapped loopback answer', async () => {
    const send = createWebhookSender({ clock, allowPrivate: true, publicBaseUrl: null, resolve: spelling })
    const outcome = await send(at('0::ffff:127.0.0.1'), event('msg_mapped'))
    assert.equal(outcome.statusCode, 204, outcome.error ?? '')
  })
})
