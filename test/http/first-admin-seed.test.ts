import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { FIRST_ADMIN_EMAIL, seedFirstAdmin } from '../../src/demo/seed-admin.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

describe('the first admin seed (what pctx serve runs on an empty database)', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp()
  })
  after(() => t.close())

  it('creates admin@localhost once when several processes seed at the same moment; later seeds make none', async () => {
    const tokens = await Promise.all(Array.from({ length: 4 }, () => seedFirstAdmin(t.services.users)))
    assert.equal(
      tokens.filter((token) => token !== null).length,
      1,
      `one link, not ${JSON.stringify(tokens)}`,
    )
    const users = await t.services.users.list(null, null)
    assert.deepEqual(
      users.map((u) => [u.email, u.name, u.admin]),
      [[FIRST_ADMIN_EMAIL, 'Admin', true]],
    )
    assert.equal(await seedFirstAdmin(t.services.users), null, 'a later start prints nothing')
  })
})
