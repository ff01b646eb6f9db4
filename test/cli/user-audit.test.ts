import assert from 'node:assert/strict'
import { after, describe, it } from 'node:test'
import { loadConfig } from '../../src/config.js'
import { openStore } from '../../src/store/open-store.js'
import { killChildren, runJson, tempDb } from '../helpers/cli.js'

describe('pctx user and key on the database are in the audit log (real binary)', { timeout: 600_000 }, () => {
  after(killChildren)

  it('names the CLI as the actor, without an IP, and never a secret', async (t) => {
    const db = tempDb()
    t.after(() => db.cleanup())
    const made = await runJson<{ id: string; link: string }>(
      ['user', 'create', '--email', 'ada@example.com', '--name', 'Ada', '--admin', '--json'],
      { db: db.url },
    )
    await runJson(['user', 'create', '--email', 'bob@example.com', '--name', 'Bob', '--json'], { db: db.url })
    await runJson(['user', 'disable', 'bob@example.com', '--json'], { db: db.url })
    const linked = await runJson<{ link: string }>(['user', 'link', 'ADA@example.com', '--json'], {
      db: db.url,
    })
    const key = await runJson<{ id: string; key: string }>(
      ['key', 'create', '--name', 'ci', '--all-projects', '--json'],
      { db: db.url },
    )
    await runJson(['key', 'update', key.id, '--name', 'ci reader', '--json'], { db: db.url })
    await runJson(['key', 'revoke', key.id, '--json'], { db: db.url })
    await runJson(['key', 'delete', key.id, '--yes', '--json'], { db: db.url })

    const store = await openStore(loadConfig({ DATABASE_URL: db.url }))
    try {
      const events = (await store.audit.list(null, 100)).reverse()
      assert.deepEqual(
        events.map((e) => `${e.action} ${e.target?.name}`),
        [
          'user.created ada@example.com',
          'user.created bob@example.com',
          'user.updated bob@example.com',
          'user.link ada@example.com',
          'key.created ci',
          'key.updated ci reader',
          'key.revoked ci reader',
          'key.deleted ci reader',
        ],
      )
      for (const e of events) {
        assert.equal(e.actor.kind, 'cli')
        assert.equal(e.actor.id, 'cli')
        assert.match(e.actor.name ?? '', /^pctx CLI/)
        assert.equal(e.ip, null)
      }
      assert.deepEqual(events[2]?.detail, { changed: { disabled: { from: false, to: true } } })
      const text = JSON.stringify(events)
      for (const link of [made.link, linked.link]) {
        const token = new URL(link).hash.slice('#token='.length)
        assert.ok(!text.includes(token) && !text.includes(key.key), 'no link token, no key secret')
      }
    } finally {
      await store.close()
    }
  })
})
