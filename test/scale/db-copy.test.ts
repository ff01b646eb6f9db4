import assert from 'node:assert/strict'
import { after, describe, it } from 'node:test'
import { killChildren, runCli, runJson, tempDb } from '../helpers/cli.js'
import { startServer } from '../helpers/server-process.js'
import { createTempPostgresDatabase, testPostgresUrl } from '../helpers/temp-store.js'

const pgUrl = testPostgresUrl()

async function exportOf(url: string, key: string) {
  const res = await fetch(`${url}/api/v1/projects/acme/export`, { headers: { 'x-api-key': key } })
  assert.equal(res.status, 200)
  return ((await res.json()) as { data: unknown }).data
}

/** The project's history as the API shows it: every revision and the changes of the last. */
async function historyOf(url: string, key: string) {
  const get = async (path: string) => {
    const res = await fetch(`${url}/api/v1/projects/acme${path}`, { headers: { 'x-api-key': key } })
    assert.equal(res.status, 200, path)
    return ((await res.json()) as { data: unknown }).data
  }
  return {
    revisions: await get('/revisions'),
    last: await get('/revisions/2'),
    feed: await get('/changes?since=0'),
  }
}

describe('pctx db copy', { skip: !pgUrl && 'PostgreSQL not available (PCTX_TEST_PG_URL unset)' }, () => {
  const source = tempDb()
  const back = tempDb()
  const drops: (() => Promise<void>)[] = []
  after(async () => {
    await killChildren()
    for (const drop of drops) await drop()
    source.cleanup()
    back.cleanup()
  })

  it('moves projects, blocks, their history and keys from SQLite to PostgreSQL and back, unchanged', async () => {
    await runJson(['project', 'create', 'acme', '--name', 'Acme', '--description', 'Rockets', '--json'], {
      db: source.url,
    })
    await runJson(['project', 'create', 'hidden', '--name', 'Hidden', '--private', '--json'], {
      db: source.url,
    })
    const { key } = await runJson<{ key: string }>(
      ['key', 'create', '--name', 'w', '--project', 'acme', '--access', 'write', '--plan', 'pro', '--json'],
      { db: source.url },
    )
    await runJson(['key', 'create', '--name', 'gone', '--all-projects', '--json'], { db: source.url }).then(
      (k) => runJson(['key', 'revoke', (k as { id: string }).id, '--json'], { db: source.url }),
    )
    const server = await startServer({ db: source.url, args: ['--no-demo'], env: { LOG_LEVEL: 'warn' } })
    const sync = await fetch(`${server.url}/api/v1/projects/acme/sync`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
      body: JSON.stringify({
        blocks: [
          { key: 'voice', type: 'text', section: 'brand', value: { content: 'Bold **and** kind. Café' } },
          { key: 'z-notes', type: 'custom', section: 'zeta-notes', value: { b: 1, a: { deep: ['x'] } } },
          {
            key: 'p1',
            type: 'persona',
            section: 'users',
            status: 'complete',
            value: { name: 'N', description: 'D', goals: 'G', pain_points: 'P' },
          },
        ],
      }),
    })
    assert.equal(sync.status, 200)
    const removed = await fetch(`${server.url}/api/v1/projects/acme/blocks/z-notes?message=gone`, {
      method: 'DELETE',
      headers: { 'x-api-key': key },
    })
    assert.equal(removed.status, 200)
    const original = await exportOf(server.url, key)
    const history = await historyOf(server.url, key)
    await server.stop()

    const pg = await createTempPostgresDatabase(pgUrl)
    drops.push(pg.drop)
    const toPg = await runJson<{
      projects: number
      blocks: number
      synonymGroups: number
      keys: number
      users: number
    }>(['db', 'copy', '--from', source.url, '--to', pg.url, '--json'])
    assert.deepEqual(toPg, { projects: 2, blocks: 2, synonymGroups: 0, keys: 2, users: 0 })
    const again = await runCli(['db', 'copy', '--from', source.url, '--to', pg.url])
    assert.notEqual(again.code, 0, 'a non-empty target is refused')
    assert.match(again.stderr, /not empty/)

    const onPg = await startServer({ db: pg.url, args: ['--no-demo'], env: { LOG_LEVEL: 'warn' } })
    assert.deepEqual(await exportOf(onPg.url, key), original, 'same export on PostgreSQL, with the same key')
    assert.deepEqual(await historyOf(onPg.url, key), history, 'the same history on PostgreSQL')
    const search = await fetch(`${onPg.url}/api/v1/projects/acme/blocks/search?q=cafe`, {
      headers: { 'x-api-key': key },
    })
    assert.equal(
      ((await search.json()) as { data: { key: string }[] }).data[0]?.key,
      'voice',
      'search index rebuilt on the target',
    )
    await onPg.stop()

    await runJson(['db', 'copy', '--from', pg.url, '--to', back.url, '--json'])
    const keys = await runJson<{ name: string; revokedAt: string | null; plan: string }[]>(
      ['key', 'list', '--json'],
      { db: back.url },
    )
    assert.deepEqual(
      keys.map((k) => [k.name, k.plan, k.revokedAt !== null]),
      [
        ['w', 'pro', false],
        ['gone', 'free', true],
      ],
    )
    const projects = await runJson<{ id: string; public: boolean }[]>(['project', 'list', '--json'], {
      db: back.url,
    })
    assert.deepEqual(
      projects.map((p) => [p.id, p.public]),
      [
        ['acme', true],
        ['hidden', false],
      ],
    )
    const onBack = await startServer({ db: back.url, args: ['--no-demo'], env: { LOG_LEVEL: 'warn' } })
    assert.deepEqual(await exportOf(onBack.url, key), original, 'and back to SQLite, still the same')
    assert.deepEqual(await historyOf(onBack.url, key), history, 'history too')
    await onBack.stop()
  })
})
