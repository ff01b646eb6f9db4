import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { hashKey } from '../../src/domain/api-keys.js'
import type { AuditEvent } from '../../src/domain/audit/audit.js'
import { hashSecret } from '../../src/domain/people/secrets.js'
import { ManualClock } from '../helpers/clock.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { asPerson, cookieOf, PASSWORD, personWithPassword, signIn, tokenOf } from './people-helpers.js'

const DAY = 24 * 60 * 60 * 1000

/** Every event, newest first, read through the API page by page. */
async function allEvents(t: TestApp, key: string, limit = 3): Promise<AuditEvent[]> {
  const events: AuditEvent[] = []
  let cursor: string | null = null
  do {
    const url: string = `/api/v1/audit?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`
    const page = await t.request({ method: 'GET', url, key })
    assert.equal(page.statusCode, 200, page.body)
    const body = page.json() as { data: AuditEvent[]; meta: { nextCursor: string | null } }
    assert.ok(body.data.length <= limit)
    events.push(...body.data)
    cursor = body.meta.nextCursor
  } while (cursor)
  return events
}

const summary = (event: AuditEvent) =>
  `${event.action} by ${event.actor.kind}:${event.actor.name ?? '-'} on ${event.target?.kind ?? '-'}:${event.target?.name ?? '-'}`

describe('the audit log (GET /api/v1/audit)', () => {
  let t: TestApp
  let adminKey: string
  const clock = new ManualClock('2026-11-01T00:00:00.000Z')
  before(async () => {
    t = await createTestApp({ clock })
    adminKey = await t.key({ admin: true, name: 'ops admin key' })
  })
  after(() => t.close())

  it('records sign-ins, sign-outs, passwords, users and keys, with their actors, and never a secret', async () => {
    const secrets: string[] = [PASSWORD, adminKey, hashKey(adminKey)]
    const step = () => clock.advance(1000)
    step()
    // An admin key creates a person, who chooses a password with the link.
    const made = await t.request({
      method: 'POST',
      url: '/api/v1/users',
      key: adminKey,
      payload: { email: 'Ada@Example.com', name: 'Ada', admin: true },
    })
    assert.equal(made.statusCode, 200, made.body)
    const link = made.json().data.inviteUrl as string
    secrets.push(link, tokenOf(link), hashSecret(tokenOf(link)))
    step()
    const chosen = await t.request({
      method: 'POST',
      url: '/api/v1/auth/password',
      payload: { token: tokenOf(link), password: PASSWORD },
    })
    assert.equal(chosen.statusCode, 200, chosen.body)
    secrets.push(cookieOf(chosen).split('=')[1] as string)
    step()
    // Failed sign-ins: an unknown email and a wrong password; then a good one.
    const wrongPassword = 'not the password at all'
    secrets.push(wrongPassword)
    assert.equal((await signIn(t, 'nobody@example.com', 'guessed password 123')).statusCode, 401)
    secrets.push('guessed password 123')
    step()
    assert.equal((await signIn(t, 'ada@example.com', wrongPassword)).statusCode, 401)
    step()
    const signedIn = await signIn(t, 'ada@example.com')
    assert.equal(signedIn.statusCode, 200)
    const cookie = cookieOf(signedIn)
    const cookieValue = cookie.split('=')[1] as string
    secrets.push(cookieValue, hashSecret(cookieValue))
    step()
    // The person changes their password, renames a user, creates and changes keys.
    const newPassword = 'an even better passphrase'
    secrets.push(newPassword)
    const changed = await asPerson(t, cookie, {
      method: 'POST',
      url: '/api/v1/auth/password',
      payload: { currentPassword: PASSWORD, password: newPassword },
    })
    assert.equal(changed.statusCode, 200, changed.body)
    step()
    const userId = made.json().data.id as string
    const renamed = await asPerson(t, cookie, {
      method: 'PATCH',
      url: `/api/v1/users/${userId}`,
      payload: { name: 'Ada Lovelace' },
    })
    assert.equal(renamed.statusCode, 200, renamed.body)
    step()
    const key = await t.request({
      method: 'POST',
      url: '/api/v1/keys',
      key: adminKey,
      payload: { name: 'ci reader', allProjects: true },
    })
    assert.equal(key.statusCode, 200, key.body)
    const { id: keyId, key: keySecret } = key.json().data as { id: string; key: string }
    secrets.push(keySecret, hashKey(keySecret))
    step()
    const keyUrl = `/api/v1/keys/${keyId}`
    assert.equal(
      (await t.request({ method: 'PATCH', url: keyUrl, key: adminKey, payload: { plan: 'pro' } })).statusCode,
      200,
    )
    step()
    assert.equal(
      (await t.request({ method: 'POST', url: `${keyUrl}/revoke`, key: adminKey })).statusCode,
      200,
    )
    step()
    assert.equal((await t.request({ method: 'DELETE', url: keyUrl, key: adminKey })).statusCode, 200)
    step()
    assert.equal(
      (await asPerson(t, cookie, { method: 'POST', url: '/api/v1/auth/sign-out' })).statusCode,
      200,
    )
    const stored = await t.store.people.getUser(userId)
    secrets.push(stored?.passwordHash ?? 'missing hash')

    const events = await allEvents(t, adminKey)
    assert.deepEqual(events.map(summary).reverse(), [
      'key.created by system:pctx server on key:ops admin key',
      'user.created by key:ops admin key on user:Ada@Example.com',
      'password.set by user:Ada@Example.com on user:Ada@Example.com',
      'sign-in by user:Ada@Example.com on user:Ada@Example.com',
      'sign-in.failed by anonymous:- on -:-',
      'sign-in.failed by anonymous:- on user:Ada@Example.com',
      'sign-in by user:Ada@Example.com on user:Ada@Example.com',
      'password.set by user:Ada@Example.com on user:Ada@Example.com',
      'user.updated by user:Ada@Example.com on user:Ada@Example.com',
      'key.created by key:ops admin key on key:ci reader',
      'key.updated by key:ops admin key on key:ci reader',
      'key.revoked by key:ops admin key on key:ci reader',
      'key.deleted by key:ops admin key on key:ci reader',
      'sign-out by user:Ada@Example.com on user:Ada@Example.com',
    ])
    const byAction = (action: string) => events.filter((event) => event.action === action)
    assert.deepEqual(
      byAction('sign-in.failed').map((event) => event.detail),
      [
        { email: 'ada@example.com', reason: 'wrong-password' },
        { email: 'nobody@example.com', reason: 'unknown-email' },
      ],
      'the email as typed and why; never the password',
    )
    assert.deepEqual(byAction('user.updated')[0]?.detail, {
      changed: { name: { from: 'Ada', to: 'Ada Lovelace' } },
    })
    assert.deepEqual(byAction('key.updated')[0]?.detail?.changed, { plan: { from: 'free', to: 'pro' } })
    assert.deepEqual(
      [...new Set(events.map((event) => `${event.actor.kind} ${event.ip}`))].sort(),
      ['anonymous 127.0.0.1', 'key 127.0.0.1', 'system null', 'user 127.0.0.1'],
      'the client IP of each request; none for the server acting on its own',
    )
    assert.ok(events.every((event) => !Number.isNaN(Date.parse(event.at))))
    const text = JSON.stringify(events)
    for (const secret of secrets) {
      assert.ok(!text.includes(secret), `the log holds a secret: ${secret.slice(0, 12)}…`)
    }
    // The database itself holds none either (what a backup of it would show).
    const rows = JSON.stringify(await t.store.audit.list(null, 1000))
    for (const secret of secrets) assert.ok(!rows.includes(secret))
  })

  it('records locked sign-ins as failures too', async () => {
    await personWithPassword(t, 'locked@example.com')
    for (let i = 0; i < 6; i++) await signIn(t, 'locked@example.com', `wrong password ${i}xx`)
    const failures = (await t.store.audit.list(null, 100)).filter(
      (event) => event.action === 'sign-in.failed' && event.detail?.email === 'locked@example.com',
    )
    assert.deepEqual(
      failures.map((event) => event.detail?.reason),
      ['locked', 'wrong-password', 'wrong-password', 'wrong-password', 'wrong-password', 'wrong-password'],
    )
  })

  it('pages newest first without gaps or repeats', async () => {
    const everything = await t.store.audit.list(null, 10_000)
    for (const limit of [1, 2, 5]) {
      const paged = await allEvents(t, adminKey, limit)
      assert.deepEqual(
        paged.map((event) => event.id),
        everything.map((event) => event.id),
      )
    }
    const ats = everything.map((event) => event.at)
    assert.deepEqual(ats, [...ats].sort().reverse(), 'newest first')
  })

  it('lets in a signed-in instance admin and refuses everyone else (401, 403)', async () => {
    await personWithPassword(t, 'root@example.com', { admin: true })
    await personWithPassword(t, 'plain@example.com')
    const root = cookieOf(await signIn(t, 'root@example.com'))
    const plain = cookieOf(await signIn(t, 'plain@example.com'))
    assert.equal((await asPerson(t, root, { method: 'GET', url: '/api/v1/audit' })).statusCode, 200)
    const refused = await asPerson(t, plain, { method: 'GET', url: '/api/v1/audit' })
    assert.equal(refused.statusCode, 403)
    assert.match(refused.json().error, /not an instance admin: reading the audit log needs one/)
    const writeKey = await t.key({ access: 'write', allProjects: true })
    const keyRefused = await t.request({ method: 'GET', url: '/api/v1/audit', key: writeKey })
    assert.equal(keyRefused.statusCode, 403)
    assert.match(keyRefused.json().error, /not an admin key: reading the audit log needs an admin key/)
    assert.equal((await t.request({ method: 'GET', url: '/api/v1/audit' })).statusCode, 401)
  })

  it('answers 400 to a forged cursor or a bad limit', async () => {
    const forged = [
      'not-base64-json',
      Buffer.from('{"at":"2026-01-01T00:00:00.000Z"}').toString('base64url'),
      Buffer.from('["2026-01-01T00:00:00.000Z"]').toString('base64url'),
      Buffer.from('["yesterday","id"]').toString('base64url'),
      Buffer.from('[1,"id"]').toString('base64url'),
    ]
    for (const cursor of forged) {
      const answer = await t.request({ method: 'GET', url: `/api/v1/audit?cursor=${cursor}`, key: adminKey })
      assert.equal(answer.statusCode, 400, cursor)
      assert.deepEqual(Object.keys(answer.json()).sort(), ['data', 'details', 'error'].sort())
      assert.match(answer.json().error, /Invalid cursor/)
    }
    for (const query of ['limit=0', 'limit=-1', 'limit=abc', 'limit=100000', 'limit=1.5', 'page=2']) {
      const answer = await t.request({ method: 'GET', url: `/api/v1/audit?${query}`, key: adminKey })
      assert.equal(answer.statusCode, 400, query)
      assert.equal(answer.json().data, null)
    }
  })

  it('writes nothing for a change that fails', async () => {
    const before = (await t.store.audit.list(null, 10_000)).length
    const dup = await t.request({
      method: 'POST',
      url: '/api/v1/users',
      key: adminKey,
      payload: { email: 'ADA@example.com', name: 'Again' },
    })
    assert.equal(dup.statusCode, 409)
    const ghost = await t.request({
      method: 'POST',
      url: '/api/v1/keys',
      key: adminKey,
      payload: { name: 'ghostly', projects: ['ghost'] },
    })
    assert.equal(ghost.statusCode, 400)
    const lastAdminKey = await t.request({
      method: 'PATCH',
      url: `/api/v1/keys/${(await t.store.findKeyByHash(hashKey(adminKey)))?.id}`,
      key: adminKey,
      payload: { admin: false },
    })
    assert.equal(lastAdminKey.statusCode, 409, lastAdminKey.body)
    assert.equal((await t.store.audit.list(null, 10_000)).length, before)
  })
})

describe('audit retention (HISTORY_RETENTION_DAYS)', () => {
  it('prunes audit events older than the period in the retention pass, and keeps the rest', async () => {
    const clock = new ManualClock('2026-01-01T00:00:00.000Z')
    const t = await createTestApp({ clock, env: { HISTORY_RETENTION_DAYS: '30' } })
    try {
      await signIn(t, 'old@example.com', 'some wrong password')
      clock.advance(20 * DAY)
      await signIn(t, 'recent@example.com', 'some wrong password')
      clock.advance(15 * DAY)
      const pruned = await t.services.retention.pruneAll()
      assert.equal(pruned.auditEvents, 1)
      const left = await t.store.audit.list(null, 100)
      assert.deepEqual(
        left.map((event) => event.detail?.email),
        ['recent@example.com'],
      )
      assert.equal((await t.services.retention.pruneAll()).auditEvents, 0)
    } finally {
      await t.close()
    }
  })

  it('keeps every event without HISTORY_RETENTION_DAYS', async () => {
    const clock = new ManualClock('2026-01-01T00:00:00.000Z')
    const t = await createTestApp({ clock })
    try {
      await signIn(t, 'old@example.com', 'some wrong password')
      clock.advance(10_000 * DAY)
      assert.equal((await t.services.retention.pruneAll()).auditEvents, 0)
      assert.equal((await t.store.audit.list(null, 100)).length, 1)
    } finally {
      await t.close()
    }
  })
})
