import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { killChildren, runJson } from '../helpers/cli.js'
import { type ServerProcess, startServer } from '../helpers/server-process.js'
import { createTempPostgresDatabase, testPostgresUrl } from '../helpers/temp-store.js'

const pgUrl = testPostgresUrl()
const redisUrl = process.env.PCTX_TEST_REDIS_URL
const missing = !pgUrl
  ? 'PostgreSQL not available (PCTX_TEST_PG_URL unset)'
  : !redisUrl
    ? 'Redis not available'
    : false

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('two instances on one PostgreSQL and one Redis', { skip: missing }, () => {
  let database: Awaited<ReturnType<typeof createTempPostgresDatabase>>
  let a: ServerProcess
  let b: ServerProcess
  let writeKey: string
  const env = () => ({ REDIS_URL: redisUrl as string, LOG_LEVEL: 'warn' })

  before(async () => {
    database = await createTempPostgresDatabase(pgUrl)
    await runJson(['project', 'create', 'shared', '--name', 'Shared', '--json'], { db: database.url })
    writeKey = (
      await runJson<{ key: string }>(
        [
          'key',
          'create',
          '--name',
          'ci',
          '--project',
          'shared',
          '--access',
          'write',
          '--plan',
          'pro',
          '--json',
        ],
        { db: database.url },
      )
    ).key
    ;[a, b] = await Promise.all([
      startServer({ db: database.url, env: env(), args: ['--no-demo'] }),
      startServer({ db: database.url, env: env(), args: ['--no-demo'] }),
    ])
  })

  after(async () => {
    await killChildren()
    await database?.drop()
  })

  const get = (server: ServerProcess, path: string, key?: string) =>
    fetch(`${server.url}${path}`, { headers: key ? { 'x-api-key': key } : {} })

  it('shows a sync through A at once through B: list, search and public llms.txt', async () => {
    const before = await get(b, '/api/projects/shared/llms.txt')
    const etagBefore = before.headers.get('etag')
    const sync = await fetch(`${a.url}/api/v1/projects/shared/sync`, {
      method: 'POST',
      headers: { 'x-api-key': writeKey, 'content-type': 'application/json' },
      body: JSON.stringify({
        blocks: [
          {
            key: 'persona-ops',
            type: 'persona',
            section: 'users',
            name: 'Ops engineer Olu',
            value: {
              name: 'Olu',
              description: 'Runs the platform',
              goals: 'Zero pages',
              pain_points: 'Flaky deploys',
            },
          },
        ],
      }),
    })
    assert.equal(sync.status, 200, await sync.clone().text())
    const list = (await (await get(b, '/api/v1/projects/shared/blocks', writeKey)).json()) as {
      data: { key: string }[]
    }
    assert.deepEqual(
      list.data.map((block: { key: string }) => block.key),
      ['persona-ops'],
    )
    const search = (await (
      await get(b, '/api/v1/projects/shared/blocks/search?q=flaky', writeKey)
    ).json()) as { data: { key: string }[] }
    assert.equal(search.data[0]?.key, 'persona-ops')
    const llms = await get(b, '/api/projects/shared/llms.txt')
    assert.equal(llms.status, 200)
    assert.notEqual(llms.headers.get('etag'), etagBefore)
    assert.match(await llms.text(), /Ops engineer Olu/)
  })

  it('shares one rate-limit count: a 60/min key spread over both gets exactly 60', async () => {
    const { key } = await runJson<{ key: string }>(
      ['key', 'create', '--name', 'free', '--project', 'shared', '--json'],
      { db: database.url },
    )
    const responses = await Promise.all(
      Array.from({ length: 80 }, (_, i) => get(i % 2 === 0 ? a : b, '/api/v1/projects/shared/blocks', key)),
    )
    const statuses = responses.map((res) => res.status)
    // A request may straddle a UTC minute boundary: then the count restarts and more pass.
    const minuteEdge = new Date().getUTCSeconds() < 2
    if (!minuteEdge) assert.equal(statuses.filter((s) => s === 200).length, 60, statuses.join(','))
    assert.ok(statuses.every((s) => s === 200 || s === 429))
  })

  it('stops a revoked key on both instances within 5 s', async () => {
    const created = await runJson<{ key: string; id: string }>(
      ['key', 'create', '--name', 'doomed', '--project', 'shared', '--plan', 'pro', '--json'],
      { db: database.url },
    )
    assert.equal((await get(a, '/api/v1/projects/shared/blocks', created.key)).status, 200)
    assert.equal((await get(b, '/api/v1/projects/shared/blocks', created.key)).status, 200)
    await runJson(['key', 'revoke', created.id, '--json'], { db: database.url })
    const start = Date.now()
    const statuses = async () => [
      (await get(a, '/api/v1/projects/shared/blocks', created.key)).status,
      (await get(b, '/api/v1/projects/shared/blocks', created.key)).status,
    ]
    let seen = await statuses()
    while (seen.some((s) => s !== 401) && Date.now() - start < 5000) {
      await sleep(200)
      seen = await statuses()
    }
    assert.deepEqual(seen, [401, 401], `after ${Date.now() - start} ms`)
  })

  it('is administered over HTTP with the CLI: made through A, used on B, revoked through B', async () => {
    // The one step that needs the database: the first admin key.
    const admin = await runJson<{ key: string }>(['key', 'create', '--name', 'root', '--admin', '--json'], {
      db: database.url,
    })
    const through = (server: ServerProcess) => ({ PCTX_URL: server.url, PCTX_API_KEY: admin.key })
    await runJson(['project', 'create', 'ops', '--name', 'Ops', '--json'], { env: through(a) })
    const made = await runJson<{ key: string; id: string }>(
      ['key', 'create', '--name', 'agent', '--project', 'ops', '--json'],
      { env: through(a) },
    )
    assert.equal((await get(b, '/api/v1/projects/ops/blocks', made.key)).status, 200)
    const listed = await runJson<{ id: string }[]>(['key', 'list', '--json'], { env: through(b) })
    assert.ok(listed.some((key) => key.id === made.id))
    await runJson(['key', 'revoke', made.id, '--json'], { env: through(b) })
    assert.equal((await get(b, '/api/v1/projects/ops/blocks', made.key)).status, 401)
    const start = Date.now()
    let status = (await get(a, '/api/v1/projects/ops/blocks', made.key)).status
    while (status !== 401 && Date.now() - start < 5000) {
      await sleep(200)
      status = (await get(a, '/api/v1/projects/ops/blocks', made.key)).status
    }
    assert.equal(status, 401, `after ${Date.now() - start} ms`)
    const projects = await runJson<{ id: string }[]>(['project', 'list', '--json'], { env: through(b) })
    assert.ok(projects.some((project) => project.id === 'ops'))
  })
})
