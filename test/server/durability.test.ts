import assert from 'node:assert/strict'
import { after, describe, it } from 'node:test'
import { killChildren, runJson, tempDb } from '../helpers/cli.js'
import { readJson, startServer } from '../helpers/server-process.js'

describe('durability (real process, kill -9)', { timeout: 600_000 }, () => {
  after(killChildren)

  it('every acknowledged sync survives kill -9 of the server', async (t) => {
    const db = tempDb()
    t.after(() => db.cleanup())
    await runJson(['project', 'create', 'durable', '--name', 'Durable', '--json'], { db: db.url })
    const { key } = await runJson<{ key: string }>(
      ['key', 'create', '--name', 'w', '--project', 'durable', '--access', 'write', '--json'],
      { db: db.url },
    )
    const server = await startServer({ db: db.url, args: ['--no-demo'], env: { LOG_LEVEL: 'warn' } })
    const headers = { 'x-api-key': key, 'content-type': 'application/json' }
    const sync = (blocks: unknown[]) =>
      fetch(`${server.url}/api/v1/projects/durable/sync`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ blocks }),
      })

    // Several acknowledged writes in a row, the last one answered just before the kill.
    const acknowledged: { revision: number }[] = []
    for (let i = 0; i < 5; i++) {
      const res = await sync([
        { key: `note-${i}`, type: 'text', section: 'product', value: { content: `Note ${i} ✓` } },
        { key: 'counter', type: 'counter', section: 'zeta-notes', value: { n: i } },
      ])
      assert.equal(res.status, 200, await res.clone().text())
      acknowledged.push((await readJson(res)).data)
    }
    const exit = await server.stop('SIGKILL')
    assert.equal(exit.signal, 'SIGKILL')

    const restarted = await startServer({ db: db.url, args: ['--no-demo'], env: { LOG_LEVEL: 'warn' } })
    t.after(() => restarted.stop())
    const list = await fetch(`${restarted.url}/api/v1/projects/durable/blocks`, { headers })
    assert.equal(list.status, 200)
    const blocks = (await readJson(list)).data as { key: string; value: Record<string, unknown> }[]
    assert.deepEqual(blocks.map((b) => b.key).sort(), [
      'counter',
      'note-0',
      'note-1',
      'note-2',
      'note-3',
      'note-4',
    ])
    assert.deepEqual(blocks.find((b) => b.key === 'counter')?.value, { n: 4 })
    assert.deepEqual(blocks.find((b) => b.key === 'note-4')?.value, { content: 'Note 4 ✓' })

    const exported = await fetch(`${restarted.url}/api/v1/projects/durable/export`, { headers })
    assert.equal(exported.status, 200)
    assert.equal((await readJson(exported)).data.project.revision, acknowledged.at(-1)?.revision)
  })
})
