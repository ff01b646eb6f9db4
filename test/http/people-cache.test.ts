import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { SYSTEM_AUDIT } from '../../src/domain/audit/audit.js'
import { PEOPLE_CACHE_TTL_MS } from '../../src/domain/people/people-cache.js'
import { ManualClock } from '../helpers/clock.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { asPerson, cookieOf, personWithPassword, signIn } from './people-helpers.js'

/**
 * A person's request on the project routes may be answered from this process's copy of who the
 * cookie is and of their role (docs/people.md, "Sessions"): a change made through this process
 * counts on the next request, one made elsewhere (another instance, the CLI on the database;
 * here: the store written directly) within PEOPLE_CACHE_TTL_MS, and /me never waits.
 */
describe("a person's session and role on the project routes", () => {
  const clock = new ManualClock('2026-11-26T10:00:00.000Z')
  let t: TestApp
  const blocks = '/api/v1/projects/p/blocks'
  before(async () => {
    t = await createTestApp({ clock })
    await t.project({ id: 'p' })
  })
  after(() => t.close())

  const signedIn = async (email: string, role: 'viewer' | 'editor') => {
    const id = await personWithPassword(t, email)
    await t.services.members.set('p', id, role, SYSTEM_AUDIT)
    return { id, cookie: cookieOf(await signIn(t, email)) }
  }
  const status = async (cookie: string, url = blocks) =>
    (await asPerson(t, cookie, { method: 'GET', url })).statusCode

  it('ends at once when the change is made here: sign-out, disable, role removed', async () => {
    const ann = await signedIn('ann@example.com', 'viewer')
    assert.equal(await status(ann.cookie), 200)
    const out = await asPerson(t, ann.cookie, { method: 'POST', url: '/api/v1/auth/sign-out' })
    assert.equal(out.statusCode, 200, out.body)
    assert.equal(await status(ann.cookie), 401)

    const ben = await signedIn('ben@example.com', 'viewer')
    assert.equal(await status(ben.cookie), 200)
    await t.services.users.update(ben.id, { disabled: true }, SYSTEM_AUDIT)
    assert.equal(await status(ben.cookie), 401)

    const cat = await signedIn('cat@example.com', 'viewer')
    assert.equal(await status(cat.cookie), 200)
    await t.services.members.remove('p', cat.id, SYSTEM_AUDIT)
    assert.equal(await status(cat.cookie), 403)
  })

  it('ends within PEOPLE_CACHE_TTL_MS when the change is made elsewhere, and /me sees it at once', async () => {
    const dan = await signedIn('dan@example.com', 'viewer')
    assert.equal(await status(dan.cookie), 200)
    // As another instance would: the rows change under this process.
    await t.store.people.updateUser(dan.id, { disabled: true })
    assert.equal(await status(dan.cookie, '/api/v1/me'), 401)
    clock.advance(PEOPLE_CACHE_TTL_MS)
    assert.equal(await status(dan.cookie), 401)

    const eve = await signedIn('eve@example.com', 'editor')
    assert.equal(await status(eve.cookie), 200)
    await t.store.people.deleteMembership('p', eve.id)
    clock.advance(PEOPLE_CACHE_TTL_MS)
    assert.equal(await status(eve.cookie), 403)
  })
})
