import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { SYSTEM_AUDIT } from '../../src/domain/audit/audit.js'
import { KEY_CACHE_TTL_MS } from '../../src/domain/key-service.js'
import { api, fails, ok, textBlock } from '../helpers/api.js'
import { openTempStore, type TempStore, testBackend } from '../helpers/temp-store.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

/**
 * Two app instances over one database (the same PostgreSQL, or the same SQLite file), as behind
 * a load balancer: what the admin API does on one holds on the other.
 */
describe('admin API across two instances on one database', () => {
  let temp: TempStore
  let a: TestApp
  let b: TestApp
  let root: string
  before(async () => {
    temp = await openTempStore()
    a = await createTestApp({ databaseUrl: temp.databaseUrl })
    b = await createTestApp({ databaseUrl: temp.databaseUrl })
    // The first admin key comes from the admin CLI (database access), once.
    root = await a.key({ admin: true, name: 'root' })
  })
  after(async () => {
    await b.close()
    await a.close()
    await temp.cleanup()
  })

  /**
   * The instance that races A. Two SQLite stores in one process can't race: better-sqlite3
   * waits for the file lock synchronously, stalling the event loop the other transaction needs
   * to finish. SQLite's write lock serialises writers of every process alike, so one instance
   * shows the same orderings there.
   */
  const racer = () => (testBackend() === 'postgres' ? b : a)

  const admin = (
    on: TestApp,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    key = root,
  ) => on.request({ method, url: `/api/v1${url}`, key, ...(payload && { payload }) })

  it('a project and a key made on A work on B at once', async () => {
    ok(await admin(a, 'POST', '/projects', { id: 'shared', name: 'Shared' }))
    ok(await api(b, 'shared', root).sync({ blocks: [textBlock('hello')] }))
    const created = ok(await admin(a, 'POST', '/keys', { name: 'agent', projects: ['shared'] })).data
    assert.equal(ok(await api(b, 'shared', created.key).get('hello')).data.key, 'hello')
    const listed = ok(await admin(b, 'GET', '/keys')).data.map((key: { id: string }) => key.id)
    assert.ok(listed.includes(created.id))
    ok(await admin(b, 'PATCH', '/projects/shared', { description: 'Changed on B' }))
    assert.equal((await a.services.projects.get('shared')).description, 'Changed on B')
  })

  it('a key revoked or deleted on A is refused on B: at once if B has not seen it lately, else within the key cache time', async () => {
    const fresh = ok(await admin(a, 'POST', '/keys', { name: 'fresh', projects: ['shared'] })).data
    ok(await admin(a, 'POST', `/keys/${fresh.id}/revoke`))
    fails(await api(b, 'shared', fresh.key).list(), 401, /was revoked/)

    const seen = ok(await admin(a, 'POST', '/keys', { name: 'seen', projects: ['shared'] })).data
    const gone = ok(await admin(a, 'POST', '/keys', { name: 'gone', projects: ['shared'] })).data
    ok(await api(b, 'shared', seen.key).list())
    ok(await api(b, 'shared', gone.key).list())
    ok(await admin(a, 'POST', `/keys/${seen.id}/revoke`))
    ok(await admin(a, 'DELETE', `/keys/${gone.id}`))
    // On A, at once: the instance that made the change forgets what it had cached.
    fails(await api(a, 'shared', seen.key).list(), 401, /was revoked/)
    fails(await api(a, 'shared', gone.key).list(), 401, /Unknown API key/)
    // B read both keys a moment ago; it trusts that read for KEY_CACHE_TTL_MS, no longer.
    await sleep(KEY_CACHE_TTL_MS + 250)
    fails(await api(b, 'shared', seen.key).list(), 401, /was revoked/)
    fails(await api(b, 'shared', gone.key).list(), 401, /Unknown API key/)
  })

  it('an admin key revoked or demoted on A loses the admin API on B at once, even just after using it there', async () => {
    const second = ok(await admin(a, 'POST', '/keys', { name: 'second', admin: true })).data
    const third = ok(await admin(a, 'POST', '/keys', { name: 'third', admin: true })).data
    ok(await admin(b, 'GET', '/keys', undefined, second.key))
    ok(await admin(b, 'GET', '/keys', undefined, third.key))
    ok(await admin(a, 'POST', `/keys/${second.id}/revoke`))
    ok(await admin(a, 'PATCH', `/keys/${third.id}`, { admin: false }))
    fails(await admin(b, 'GET', '/keys', undefined, second.key), 401, /was revoked/)
    fails(await admin(b, 'POST', '/keys', { name: 'x', admin: true }, third.key), 403, /not an admin key/)
  })

  it('the same project created on A and B at once: one 200, one 409, never a 500', async () => {
    for (let round = 0; round < 10; round++) {
      const payload = { id: `race-${round}`, name: 'Race' }
      const answers = await Promise.all([a, racer()].map((on) => admin(on, 'POST', '/projects', payload)))
      const statuses = answers.map((answer) => answer.statusCode).sort()
      assert.deepEqual(statuses, [200, 409], answers.map((answer) => answer.body).join(' / '))
      fails(answers.find((answer) => answer.statusCode === 409) as never, 409, /"race-\d+" already exists/)
    }
  })

  it('a key given a project while another instance deletes it: 200 or 400, never a 500', async () => {
    const made = ok(await admin(a, 'POST', '/keys', { name: 'scoped', allProjects: true })).data
    for (let round = 0; round < 10; round++) {
      const id = `fleeting-${round}`
      ok(await admin(a, 'POST', '/projects', { id, name: 'Fleeting' }))
      const [given, deleted] = await Promise.all([
        admin(a, 'PATCH', `/keys/${made.id}`, { projects: [id] }),
        admin(racer(), 'DELETE', `/projects/${id}`),
      ])
      assert.equal(deleted.statusCode, 200, deleted.body)
      assert.ok([200, 400].includes(given.statusCode), given.body)
      // Whichever came first, the key does not name a project that is gone.
      assert.deepEqual(ok(await admin(a, 'GET', `/keys/${made.id}`)).data.projects, [])
    }
  })

  it('a key changed on A while B deletes it: 200 or 404, never a 500', async () => {
    for (let round = 0; round < 10; round++) {
      const made = ok(await admin(a, 'POST', '/keys', { name: `brief-${round}`, projects: ['shared'] })).data
      const [changed, deleted] = await Promise.all([
        admin(a, 'PATCH', `/keys/${made.id}`, { name: 'renamed', projects: ['shared'] }),
        admin(racer(), 'DELETE', `/keys/${made.id}`),
      ])
      assert.equal(deleted.statusCode, 200, deleted.body)
      assert.ok([200, 404].includes(changed.statusCode), changed.body)
      fails(await admin(a, 'GET', `/keys/${made.id}`), 404)
    }
  })

  it('two admins removing each other at once on A and B: one wins, one gets 409, an admin key remains', async () => {
    for (let round = 0; round < 5; round++) {
      const x = ok(await admin(a, 'POST', '/keys', { name: `x${round}`, admin: true })).data
      const y = ok(await admin(a, 'POST', '/keys', { name: `y${round}`, admin: true })).data
      // Leave x and y as the only usable admin keys.
      for (const key of ok(await admin(a, 'GET', '/keys', undefined, x.key)).data) {
        if (key.admin && !key.revokedAt && key.id !== x.id && key.id !== y.id) {
          await a.services.keys.revoke(key.id, SYSTEM_AUDIT)
        }
      }
      const [onA, onB] = await Promise.all([
        admin(a, 'POST', `/keys/${y.id}/revoke`, undefined, x.key),
        admin(racer(), 'POST', `/keys/${x.id}/revoke`, undefined, y.key),
      ])
      const statuses = [onA.statusCode, onB.statusCode].sort()
      // 401: the other request won and revoked this one's key before it was read.
      assert.ok(
        JSON.stringify(statuses) === '[200,409]' || JSON.stringify(statuses) === '[200,401]',
        `round ${round}: ${onA.body} / ${onB.body}`,
      )
      const usable = (await a.services.keys.list()).filter((key) => key.admin && !key.revokedAt)
      assert.equal(usable.length, 1, `round ${round}: exactly one admin key is left`)
      root = usable[0]?.id === x.id ? x.key : y.key
    }
  })
})
