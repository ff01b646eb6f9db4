import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { asPerson, cookieOf, OWN_ORIGIN, personWithPassword, signIn } from './people-helpers.js'

interface SessionJson {
  id: string
  createdAt: string
  lastSeenAt: string
  expiresAt: string
  current: boolean
}

describe('people: your sessions (list, end one, sign out everywhere)', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp()
  })
  after(() => t.close())

  const sessionsOf = async (cookie: string): Promise<SessionJson[]> => {
    const response = await asPerson(t, cookie, { method: 'GET', url: '/api/v1/auth/sessions' })
    assert.equal(response.statusCode, 200, response.body)
    return response.json().data
  }
  const meStatus = async (cookie: string) =>
    (await asPerson(t, cookie, { method: 'GET', url: '/api/v1/me' })).statusCode

  it('lists only the signed-in person’s sessions, marks this one, and never shows a token', async () => {
    await personWithPassword(t, 'list@example.com')
    await personWithPassword(t, 'other-list@example.com')
    const laptop = cookieOf(await signIn(t, 'list@example.com'))
    const phone = cookieOf(await signIn(t, 'list@example.com'))
    cookieOf(await signIn(t, 'other-list@example.com'))

    const seen = await sessionsOf(laptop)
    assert.equal(seen.length, 2, 'two sessions of this person, none of the other person')
    assert.deepEqual(
      seen.map((s) => s.current),
      [true, false],
      'the laptop’s own session (signed in first) is current',
    )
    for (const session of seen) {
      assert.deepEqual(Object.keys(session).sort(), ['createdAt', 'current', 'expiresAt', 'id', 'lastSeenAt'])
      assert.ok(Date.parse(session.expiresAt) > Date.now())
    }
    assert.deepEqual(
      (await sessionsOf(phone)).map((s) => s.current),
      [false, true],
    )
    const text = JSON.stringify(seen)
    for (const cookie of [laptop, phone]) assert.ok(!text.includes(cookie.split('=')[1] ?? '-'))
  })

  it('ends another session of one’s own; another person’s session is 404 and keeps working', async () => {
    await personWithPassword(t, 'end@example.com')
    await personWithPassword(t, 'victim@example.com')
    const mine = cookieOf(await signIn(t, 'end@example.com'))
    const elsewhere = cookieOf(await signIn(t, 'end@example.com'))
    const victim = cookieOf(await signIn(t, 'victim@example.com'))
    const [, other] = await sessionsOf(mine)
    assert.ok(other && !other.current)
    const [victimSession] = await sessionsOf(victim)
    assert.ok(victimSession)

    const foreign = await asPerson(t, mine, {
      method: 'DELETE',
      url: `/api/v1/auth/sessions/${victimSession.id}`,
    })
    assert.equal(foreign.statusCode, 404, foreign.body)
    assert.match(foreign.json().error, /no session with the id/)
    assert.equal(await meStatus(victim), 200, 'the other person is still signed in')
    const unknown = await asPerson(t, mine, { method: 'DELETE', url: '/api/v1/auth/sessions/nope' })
    assert.equal(unknown.statusCode, 404)

    const ended = await asPerson(t, mine, { method: 'DELETE', url: `/api/v1/auth/sessions/${other.id}` })
    assert.equal(ended.statusCode, 200, ended.body)
    assert.equal(ended.headers['set-cookie'], undefined, 'this browser stays signed in')
    assert.equal(await meStatus(elsewhere), 401, 'the other browser is signed out')
    assert.equal(await meStatus(mine), 200)
    assert.deepEqual(
      (await sessionsOf(mine)).map((s) => s.current),
      [true],
    )
    const again = await asPerson(t, mine, { method: 'DELETE', url: `/api/v1/auth/sessions/${other.id}` })
    assert.equal(again.statusCode, 404, 'an ended session is gone')
  })

  it('ending the current session by id clears the cookie', async () => {
    await personWithPassword(t, 'self@example.com')
    const cookie = cookieOf(await signIn(t, 'self@example.com'))
    const [current] = await sessionsOf(cookie)
    assert.ok(current)
    const ended = await asPerson(t, cookie, { method: 'DELETE', url: `/api/v1/auth/sessions/${current.id}` })
    assert.equal(ended.statusCode, 200, ended.body)
    assert.match(String(ended.headers['set-cookie']), /^pctx_session=; .*Max-Age=0/)
    assert.equal(await meStatus(cookie), 401)
  })

  it('sign-out ends this session only; {everywhere: true} ends every one of the person’s, nobody else’s', async () => {
    await personWithPassword(t, 'everywhere@example.com')
    await personWithPassword(t, 'bystander@example.com')
    const a = cookieOf(await signIn(t, 'everywhere@example.com'))
    const b = cookieOf(await signIn(t, 'everywhere@example.com'))
    const c = cookieOf(await signIn(t, 'everywhere@example.com'))
    const bystander = cookieOf(await signIn(t, 'bystander@example.com'))

    const one = await asPerson(t, a, { method: 'POST', url: '/api/v1/auth/sign-out' })
    assert.equal(one.statusCode, 200, one.body)
    assert.equal(await meStatus(a), 401)
    assert.equal(await meStatus(b), 200, 'a plain sign-out leaves other sessions')

    const all = await asPerson(t, b, {
      method: 'POST',
      url: '/api/v1/auth/sign-out',
      payload: { everywhere: true },
    })
    assert.equal(all.statusCode, 200, all.body)
    assert.match(String(all.headers['set-cookie']), /Max-Age=0/)
    assert.equal(await meStatus(b), 401)
    assert.equal(await meStatus(c), 401, 'every session of the person ended')
    assert.equal(await meStatus(bystander), 200, "another person's session is untouched")
  })

  it('refuses keys, no cookie, another site’s Origin and bad bodies with a 4xx naming the fix', async () => {
    await personWithPassword(t, 'refuse@example.com')
    const cookie = cookieOf(await signIn(t, 'refuse@example.com'))
    const [current] = await sessionsOf(cookie)
    assert.ok(current)
    const key = await t.key({ admin: true })
    const byKey = await t.request({ method: 'GET', url: '/api/v1/auth/sessions', key })
    assert.equal(byKey.statusCode, 403)
    assert.match(byKey.json().error, /sign in with email and password/)
    assert.equal((await t.request({ method: 'GET', url: '/api/v1/auth/sessions' })).statusCode, 401)

    const foreign = await asPerson(t, cookie, {
      method: 'DELETE',
      url: `/api/v1/auth/sessions/${current.id}`,
      origin: 'https://evil.example',
    })
    assert.equal(foreign.statusCode, 403)
    const noOrigin = await asPerson(t, cookie, {
      method: 'DELETE',
      url: `/api/v1/auth/sessions/${current.id}`,
      origin: null,
    })
    assert.equal(noOrigin.statusCode, 403)

    for (const payload of [{ everywhere: 'yes' }, { everywhere: true, extra: 1 }]) {
      const bad = await asPerson(t, cookie, { method: 'POST', url: '/api/v1/auth/sign-out', payload })
      assert.equal(bad.statusCode, 400, bad.body)
      assert.equal(bad.json().data, null)
      assert.match(bad.json().error, /everywhere|extra/)
    }
    const badQuery = await asPerson(t, cookie, { method: 'GET', url: '/api/v1/auth/sessions?limit=3' })
    assert.equal(badQuery.statusCode, 400)
    assert.equal(await meStatus(cookie), 200, 'none of the refused requests signed the person out')
    assert.equal(OWN_ORIGIN, 'http://localhost')
  })
})
