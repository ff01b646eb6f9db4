import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { PctxClient } from '../../src/client/pctx-client.js'
import type { ApiKey, Project } from '../../src/domain/model.js'
import { describeFailure, killChildren, runCli, runJson, type TempDb, tempDb } from '../helpers/cli.js'
import { type ServerProcess, startServer } from '../helpers/server-process.js'

type CreatedKey = ApiKey & { key: string }

/** lastUsedAt moves with every request; the rest of a key must match. */
const settled = (keys: ApiKey[]) => keys.map((key) => ({ ...key, lastUsedAt: null }))

/**
 * `pctx key …` and `pctx project …` against a real listening server with an admin key (remote
 * mode), compared with the same commands on the server's database (local mode).
 */
describe('admin commands over HTTP (--url / PCTX_URL with an admin key)', { timeout: 600_000 }, () => {
  let db: TempDb
  let server: ServerProcess
  let admin: CreatedKey
  let plain: CreatedKey

  before(async () => {
    db = tempDb()
    admin = await runJson<CreatedKey>(['key', 'create', '--name', 'root', '--admin', '--json'], {
      db: db.url,
    })
    plain = await runJson<CreatedKey>(
      ['key', 'create', '--name', 'writer', '--all-projects', '--access', 'write', '--json'],
      { db: db.url },
    )
    server = await startServer({ db: db.url, args: ['--no-demo'], env: { LOG_LEVEL: 'warn' } })
  })
  after(async () => {
    await server?.stop()
    await killChildren()
    db?.cleanup()
  })

  /** `pctx …args` in remote mode: PCTX_URL and PCTX_API_KEY, no DATABASE_URL. */
  const remote = (args: string[], key = admin.key) =>
    runCli(args, { env: { PCTX_URL: server.url, PCTX_API_KEY: key } })
  const remoteJson = async <T>(args: string[]) => {
    const result = await remote(args)
    assert.equal(result.code, 0, describeFailure(result))
    return JSON.parse(result.stdout) as T
  }
  const local = <T>(args: string[]) => runJson<T>(args, { db: db.url })

  it('made the admin key on the database: admin, every project, write', () => {
    assert.deepEqual([admin.admin, admin.allProjects, admin.access], [true, true, 'write'])
  })

  it('creates, changes, lists and deletes projects, printing what local mode prints', async () => {
    const created = await remoteJson<Project>([
      'project',
      'create',
      'acme',
      '--name',
      'Acme',
      '--private',
      '--json',
    ])
    assert.deepEqual([created.id, created.name, created.public, created.revision], ['acme', 'Acme', false, 0])
    const updated = await remoteJson<Project>([
      'project',
      'update',
      'acme',
      '--description',
      'Analytics',
      '--public',
      '--json',
    ])
    assert.deepEqual([updated.description, updated.public, updated.revision], ['Analytics', true, 1])
    assert.deepEqual(
      await remoteJson<Project[]>(['project', 'list', '--json']),
      await local(['project', 'list', '--json']),
    )

    const table = await remote(['project', 'list'])
    const localTable = await runCli(['project', 'list'], { db: db.url })
    assert.equal(table.stdout, localTable.stdout)

    await remoteJson(['project', 'create', 'doomed', '--name', 'Doomed', '--json'])
    await new PctxClient({ baseUrl: server.url, apiKey: admin.key }).sync('doomed', {
      blocks: [{ key: 'a', type: 'text', section: 'brand', value: { content: 'A' } }],
    })
    // --yes confirms removing its blocks, as in local mode.
    assert.deepEqual(await remoteJson(['project', 'delete', 'doomed', '--yes', '--json']), {
      deleted: 'doomed',
    })
    const ids = (await local<Project[]>(['project', 'list', '--json'])).map((project) => project.id)
    assert.deepEqual(ids, ['acme'])
  })

  it('creates a key that works at once, changes, revokes and deletes keys, as local mode prints them', async () => {
    await remoteJson(['project', 'create', 'shop', '--name', 'Shop', '--json'])
    const made = await remoteJson<CreatedKey>([
      'key',
      'create',
      '--name',
      'agent',
      '--project',
      'shop',
      '--expires-in',
      '30d',
      '--json',
    ])
    assert.deepEqual(Object.keys(made).sort(), Object.keys(admin).sort(), 'the same fields as local mode')
    const agent = new PctxClient({ baseUrl: server.url, apiKey: made.key })
    assert.deepEqual(await agent.listBlocks('shop'), { blocks: [], nextCursor: null })
    assert.ok(made.expiresAt !== null && Date.parse(made.expiresAt) > Date.now() + 29 * 86_400_000)

    // Plain output: the secret alone on stdout, the rest on stderr.
    const plainCreate = await remote(['key', 'create', '--name', 'plain', '--project', 'shop'])
    assert.equal(plainCreate.code, 0, describeFailure(plainCreate))
    assert.match(plainCreate.stdout, /^pctx_[A-Za-z0-9_-]{43}\n$/)
    assert.match(plainCreate.stderr, /Created key "plain"/)

    const updated = await remoteJson<ApiKey>(['key', 'update', made.prefix, '--access', 'write', '--json'])
    assert.equal(updated.access, 'write')
    await agent.sync('shop', {
      blocks: [{ key: 'hello', type: 'text', section: 'brand', value: { content: 'Hi' } }],
    })

    const remoteList = await remoteJson<ApiKey[]>(['key', 'list', '--json'])
    assert.deepEqual(settled(remoteList), settled(await local<ApiKey[]>(['key', 'list', '--json'])))
    const table = await remote(['key', 'list'])
    assert.match(table.stdout, /write, admin/)
    assert.ok(!table.stdout.includes(made.key), 'no secret in the list')

    const revoked = await remote(['key', 'revoke', made.prefix])
    assert.equal(revoked.code, 0, describeFailure(revoked))
    assert.match(revoked.stderr, /Revoked key pctx_.{7}… \(agent\)/)
    await assert.rejects(agent.listBlocks('shop'), { status: 401 })

    const deleted = await remoteJson<{ deleted: string }>(['key', 'delete', made.id, '--yes', '--json'])
    assert.deepEqual(deleted, { deleted: made.id })
    assert.ok(!(await local<ApiKey[]>(['key', 'list', '--json'])).some((key) => key.id === made.id))
  })

  it('--url and --api-key work as PCTX_URL and PCTX_API_KEY do', async () => {
    const result = await runCli([
      'key',
      'list',
      '--json',
      '--url',
      `${server.url}/api/v1`,
      '--api-key',
      admin.key,
    ])
    assert.equal(result.code, 0, describeFailure(result))
    assert.ok((JSON.parse(result.stdout) as ApiKey[]).some((key) => key.id === admin.id))
  })

  it('refuses a key that is not an admin key, a missing key and the last admin key, saying why', async () => {
    const notAdmin = await remote(['key', 'list'], plain.key)
    assert.equal(notAdmin.code, 1, describeFailure(notAdmin))
    assert.equal(notAdmin.stdout, '')
    assert.match(notAdmin.stderr, /not an admin key.*pctx key create --admin/)

    const noKey = await runCli(['project', 'list'], { env: { PCTX_URL: server.url } })
    assert.equal(noKey.code, 1, describeFailure(noKey))
    assert.match(noKey.stderr, /no API key given: set PCTX_API_KEY/)

    const last = await remote(['key', 'revoke', admin.prefix])
    assert.equal(last.code, 1, describeFailure(last))
    assert.match(last.stderr, /last usable admin key/)

    const invalid = await remote(['key', 'create', '--name', 'k', '--project', 'ghost'])
    assert.equal(invalid.code, 1, describeFailure(invalid))
    assert.match(invalid.stderr, /Project "ghost" not found/)
  })
})
