import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { Webhook } from 'standardwebhooks'
import { fails, freshProject, ok } from '../helpers/api.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { startReceiver } from '../helpers/webhook-receiver.js'

describe('webhook endpoints', () => {
  let t: TestApp
  let strict: TestApp
  before(async () => {
    t = await createTestApp({ env: { WEBHOOK_ALLOW_PRIVATE: 'true' } })
    strict = await createTestApp()
  })
  after(async () => {
    await t.close()
    await strict.close()
  })

  const base = (projectId: string) => `/api/v1/projects/${projectId}/webhooks`

  it('creates (secret shown once), lists without secrets, tests, lists deliveries and deletes', async () => {
    const receiver = await startReceiver()
    try {
      const p = await freshProject(t)
      const created = ok(
        await t.request({
          method: 'POST',
          url: base(p.projectId),
          key: p.key,
          payload: { url: receiver.url, description: 'CI trigger' },
        }),
      ).data
      assert.match(created.id, /^wh_[0-9a-f]{32}$/)
      assert.match(created.secret, /^whsec_[A-Za-z0-9+/]{43}=$/)
      assert.equal(Buffer.from(created.secret.slice('whsec_'.length), 'base64').length, 32)
      assert.equal(created.description, 'CI trigger')
      const listed = ok(await t.request({ method: 'GET', url: base(p.projectId), key: p.key })).data
      assert.deepEqual(listed, [
        {
          id: created.id,
          projectId: p.projectId,
          url: receiver.url,
          description: 'CI trigger',
          createdAt: created.createdAt,
        },
      ])
      const tested = ok(
        await t.request({ method: 'POST', url: `${base(p.projectId)}/${created.id}/test`, key: p.key }),
      ).data
      assert.equal(tested.state, 'delivered')
      assert.equal(tested.statusCode, 200)
      assert.equal(tested.type, 'webhook.test')
      const [request] = receiver.received
      assert.ok(request)
      const verified = new Webhook(created.secret).verify(request.body, {
        'webhook-id': String(request.headers['webhook-id']),
        'webhook-timestamp': String(request.headers['webhook-timestamp']),
        'webhook-signature': String(request.headers['webhook-signature']),
      })
      assert.deepEqual((verified as { data: unknown }).data, { project: p.projectId, webhook: created.id })
      const deliveries = ok(
        await t.request({
          method: 'GET',
          url: `${base(p.projectId)}/${created.id}/deliveries?limit=5`,
          key: p.key,
        }),
      ).data
      assert.equal(deliveries.length, 1)
      assert.equal(deliveries[0].messageId, tested.messageId)
      ok(await t.request({ method: 'DELETE', url: `${base(p.projectId)}/${created.id}`, key: p.key }))
      assert.deepEqual(ok(await t.request({ method: 'GET', url: base(p.projectId), key: p.key })).data, [])
      fails(
        await t.request({ method: 'DELETE', url: `${base(p.projectId)}/${created.id}`, key: p.key }),
        404,
        /not found/,
      )
    } finally {
      await receiver.close()
    }
  })

  it('a failing receiver is reported in the test answer, not as an error status', async () => {
    const receiver = await startReceiver(() => 500)
    try {
      const p = await freshProject(t)
      const { id } = ok(
        await t.request({
          method: 'POST',
          url: base(p.projectId),
          key: p.key,
          payload: { url: receiver.url },
        }),
      ).data
      const tested = ok(
        await t.request({ method: 'POST', url: `${base(p.projectId)}/${id}/test`, key: p.key }),
      ).data
      assert.equal(tested.state, 'failed')
      assert.equal(tested.statusCode, 500)
      assert.match(tested.error, /answered 500/)
    } finally {
      await receiver.close()
    }
  })

  it('refuses bad URLs with 400 saying what to fix, and writes nothing', async () => {
    const p = await freshProject(strict)
    const refused = [
      ['ftp://example.com/hook', /must use http or https/],
      ['not a url', /absolute http\(s\) URL/],
      ['http://127.0.0.1:8080/hook', /loopback, private/],
      ['http://10.1.2.3/hook', /loopback, private/],
      ['http://169.254.169.254/latest/meta-data', /loopback, private/],
      ['http://100.64.0.1/hook', /loopback, private/],
      ['http://[::1]/hook', /loopback, private/],
      ['http://[fd00::1]/hook', /loopback, private/],
      ['http://[::ffff:127.0.0.1]/hook', /loopback, private/],
      // IPv4-compatible, IPv4-translated and 6to4 spellings of 127.0.0.1, NAT64 of the metadata
      // address, Teredo.
      ['http://[::127.0.0.1]/hook', /loopback, private/],
      ['http://[::ffff:0:127.0.0.1]/hook', /loopback, private/],
      ['http://[2002:7f00:1::]/hook', /loopback, private/],
      ['http://[64:ff9b::169.254.169.254]/hook', /loopback, private/],
      ['http://[2001::1]/hook', /loopback, private/],
      ['http://0.0.0.0/hook', /loopback, private/],
      ['http://2130706433/hook', /loopback, private/],
      ['http://localhost:3000/hook', /loopback, private/],
      ['http://localhost.:3000/hook', /loopback, private/],
      ['http://localhost../hook', /loopback, private/],
      ['http://127.0.0.1../hook', /loopback, private/],
      ['http://api.localhost.../hook', /loopback, private/],
      ['http://../hook', /must name a host/],
      ['http://api.localhost/hook', /loopback, private/],
      [`https://example.com/${'a'.repeat(2100)}`, /./],
    ] as const
    for (const [url, message] of refused) {
      const body = fails(
        await strict.request({ method: 'POST', url: base(p.projectId), key: p.key, payload: { url } }),
        400,
      )
      assert.match(JSON.stringify(body), message, url)
    }
    fails(
      await strict.request({
        method: 'POST',
        url: base(p.projectId),
        key: p.key,
        payload: { url: 'https://example.com', extra: 1 },
      }),
      400,
    )
    fails(await strict.request({ method: 'POST', url: base(p.projectId), key: p.key, payload: {} }), 400)
    assert.deepEqual(ok(await strict.request({ method: 'GET', url: base(p.projectId), key: p.key })).data, [])
    // A public host name is accepted: it is checked again, resolved, at every delivery. So are
    // public literal addresses.
    for (const url of [
      'https://hooks.example.com/pctx',
      'https://93.184.215.14/pctx',
      'https://[64:ff9b::808:808]/',
    ])
      ok(await strict.request({ method: 'POST', url: base(p.projectId), key: p.key, payload: { url } }))
    // WEBHOOK_ALLOW_PRIVATE=true lifts the address rules.
    const lax = await freshProject(t)
    for (const url of [
      'http://[::127.0.0.1]/hook',
      'http://[::ffff:0:127.0.0.1]/hook',
      'http://[2002:7f00:1::]/hook',
    ])
      ok(await t.request({ method: 'POST', url: base(lax.projectId), key: lax.key, payload: { url } }))
  })

  it('needs a write key for the project; ten webhooks at most; unknown ids are 404', async () => {
    const p = await freshProject(strict)
    const reader = await strict.key({ projects: [p.projectId], access: 'read' })
    fails(await strict.request({ method: 'GET', url: base(p.projectId), key: reader }), 403)
    fails(await strict.request({ method: 'GET', url: base(p.projectId) }), 401)
    const other = await freshProject(strict)
    fails(await strict.request({ method: 'GET', url: base(p.projectId), key: other.key }), 403)
    for (let i = 0; i < 10; i++) {
      ok(
        await strict.request({
          method: 'POST',
          url: base(p.projectId),
          key: p.key,
          payload: { url: `https://example.com/${i}` },
        }),
      )
    }
    fails(
      await strict.request({
        method: 'POST',
        url: base(p.projectId),
        key: p.key,
        payload: { url: 'https://example.com/x' },
      }),
      400,
      /10 webhooks already/,
    )
    const unknown = `wh_${'0'.repeat(32)}`
    fails(
      await strict.request({ method: 'POST', url: `${base(p.projectId)}/${unknown}/test`, key: p.key }),
      404,
    )
    fails(
      await strict.request({ method: 'GET', url: `${base(p.projectId)}/${unknown}/deliveries`, key: p.key }),
      404,
    )
    fails(
      await strict.request({ method: 'GET', url: `${base(p.projectId)}/nope/deliveries`, key: p.key }),
      400,
    )
    // Another project's webhook is not reachable through this project.
    const theirs = ok(
      await strict.request({
        method: 'POST',
        url: base(other.projectId),
        key: other.key,
        payload: { url: 'https://example.com' },
      }),
    ).data
    fails(
      await strict.request({ method: 'DELETE', url: `${base(p.projectId)}/${theirs.id}`, key: p.key }),
      404,
    )
  })
})
