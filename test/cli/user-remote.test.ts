import assert from 'node:assert/strict'
import { after, describe, it } from 'node:test'
import { loadConfig } from '../../src/config.js'
import type { ApiKey } from '../../src/domain/model.js'
import type { User } from '../../src/domain/people/people.js'
import { openStore } from '../../src/store/open-store.js'
import { describeFailure, killChildren, runCli, runJson, tempDb } from '../helpers/cli.js'
import { startServer } from '../helpers/server-process.js'
import { createTempPostgresDatabase, testPostgresUrl } from '../helpers/temp-store.js'

type CreatedKey = ApiKey & { key: string }
type Linked = { id: string; email: string; link: string }

/** The server builds links from its PUBLIC_BASE_URL; the CLI on the database would print localhost. */
const BASE = 'https://pctx.example.com'
const LINK = /^https:\/\/pctx\.example\.com\/console\/set-password#token=[A-Za-z0-9_-]{43}$/
const tokenOf = (link: string) => new URL(link).hash.slice('#token='.length)

/**
 * `pctx user …` against a real listening server with an admin key (PCTX_URL, no DATABASE_URL),
 * compared with the same commands on the server's database. LIST_MAX_LIMIT=2 makes `list`
 * follow several pages.
 */
async function remoteUserCommands(dbUrl: string): Promise<void> {
  const local = <T>(args: string[]) => runJson<T>(args, { db: dbUrl })
  const admin = await local<CreatedKey>(['key', 'create', '--name', 'root', '--admin', '--json'])
  const writer = await local<CreatedKey>([
    'key',
    'create',
    '--name',
    'writer',
    '--all-projects',
    '--access',
    'write',
    '--json',
  ])
  const server = await startServer({
    db: dbUrl,
    args: ['--no-demo'],
    env: { LOG_LEVEL: 'warn', PUBLIC_BASE_URL: BASE, LIST_MAX_LIMIT: '2' },
  })
  try {
    const remote = (args: string[], key: string | null = admin.key) =>
      runCli(args, { env: { PCTX_URL: server.url, ...(key !== null && { PCTX_API_KEY: key }) } })
    const remoteJson = async <T>(args: string[]) => {
      const result = await remote(args)
      assert.equal(result.code, 0, describeFailure(result))
      return JSON.parse(result.stdout) as T
    }

    // create: {id, email, link} exactly, the link made by the server
    const ada = await remoteJson<Linked>([
      'user',
      'create',
      '--email',
      'Ada@Example.com',
      '--name',
      'Ada',
      '--admin',
      '--json',
    ])
    assert.deepEqual(Object.keys(ada).sort(), ['email', 'id', 'link'])
    assert.equal(ada.email, 'Ada@Example.com')
    assert.match(ada.link, LINK)
    const plain = await remote(['user', 'create', '--email', 'bob@example.com', '--name', 'Bob'])
    assert.equal(plain.code, 0, describeFailure(plain))
    assert.match(plain.stdout.trim(), LINK, 'the link alone on stdout')
    assert.match(plain.stderr, /Created bob@example.com\. Send them the link: it works once, within 24 hours/)
    await remoteJson(['user', 'create', '--email', 'cy@example.com', '--name', 'Cy', '--json'])
    const dup = await remote(['user', 'create', '--email', 'ADA@example.com', '--name', 'Again'])
    assert.equal(dup.code, 1, describeFailure(dup))
    assert.match(dup.stderr, /exists already/)

    // list: every page, as the database lists them
    const listed = await remoteJson<User[]>(['user', 'list', '--json'])
    assert.deepEqual(
      listed.map((u) => u.email),
      ['Ada@Example.com', 'bob@example.com', 'cy@example.com'],
      'three users over pages of two',
    )
    assert.deepEqual(listed, await local<User[]>(['user', 'list', '--json']))
    const table = await remote(['user', 'list'])
    assert.equal(table.code, 0, describeFailure(table))
    assert.equal(table.stdout, (await runCli(['user', 'list'], { db: dbUrl })).stdout)

    // link: by email in any case; a new link that sets the password
    const linked = await remoteJson<Linked>(['user', 'link', 'ada@EXAMPLE.com', '--json'])
    assert.deepEqual(Object.keys(linked).sort(), ['email', 'id', 'link'])
    assert.deepEqual([linked.id, linked.email], [ada.id, ada.email])
    assert.match(linked.link, LINK)
    assert.notEqual(linked.link, ada.link)
    const set = await fetch(`${server.url}/api/v1/auth/password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: tokenOf(linked.link), password: 'correct horse battery staple' }),
    })
    assert.equal(set.status, 200, await set.text())
    const plainLink = await remote(['user', 'link', ada.id])
    assert.equal(plainLink.code, 0, describeFailure(plainLink))
    assert.match(plainLink.stdout.trim(), LINK)
    assert.match(plainLink.stderr, /A new link for Ada@Example.com/)

    // disable and enable by email (any case) or id
    const disabled = await remoteJson<User>(['user', 'disable', 'BOB@example.com', '--json'])
    assert.deepEqual([disabled.email, disabled.disabled], ['bob@example.com', true])
    const noLink = await remote(['user', 'link', 'bob@example.com'])
    assert.equal(noLink.code, 1, describeFailure(noLink))
    assert.equal(noLink.stdout, '')
    assert.match(noLink.stderr, /bob@example.com is disabled: enable them first/)
    const last = await remote(['user', 'disable', ada.id])
    assert.equal(last.code, 1, describeFailure(last))
    assert.match(last.stderr, /last instance admin/)
    const enabled = await remote(['user', 'enable', disabled.id])
    assert.equal(enabled.code, 0, describeFailure(enabled))
    assert.match(enabled.stderr, /bob@example.com is enabled\./)
    assert.equal(
      (await local<User[]>(['user', 'list', '--json'])).find((u) => u.id === disabled.id)?.disabled,
      false,
    )

    // errors: an unknown email, no key, a key that is not an admin key
    for (const command of ['disable', 'enable', 'link']) {
      const unknown = await remote(['user', command, 'nobody@example.com'])
      assert.equal(unknown.code, 1, describeFailure(unknown))
      assert.equal(unknown.stdout, '')
      assert.match(unknown.stderr, /No user has the id or email "nobody@example.com"/)
    }
    const noKey = await remote(['user', 'list'], null)
    assert.equal(noKey.code, 1, describeFailure(noKey))
    assert.match(noKey.stderr, /no API key given: set PCTX_API_KEY/)
    for (const args of [
      ['user', 'list'],
      ['user', 'create', '--email', 'eve@example.com', '--name', 'Eve'],
      ['user', 'disable', 'bob@example.com'],
      ['user', 'link', 'bob@example.com'],
    ]) {
      const refused = await remote(args, writer.key)
      assert.equal(refused.code, 1, describeFailure(refused))
      assert.equal(refused.stdout, '')
      assert.match(
        refused.stderr,
        new RegExp(`API key ${writer.prefix}… is not an admin key.*pctx key create --admin`),
      )
    }

    // --url and --api-key work as PCTX_URL and PCTX_API_KEY do
    const flags = await runCli([
      'user',
      'list',
      '--json',
      '--url',
      `${server.url}/api/v1`,
      '--api-key',
      admin.key,
    ])
    assert.equal(flags.code, 0, describeFailure(flags))
    assert.equal((JSON.parse(flags.stdout) as User[]).length, 3)

    // The server records the admin key as the actor; never a link's token.
    const store = await openStore(loadConfig({ DATABASE_URL: dbUrl }))
    try {
      const events = (await store.audit.list(null, 100)).reverse()
      assert.deepEqual(
        events.map((e) => `${e.action} ${e.target?.name}`),
        [
          'key.created root',
          'key.created writer',
          'user.created Ada@Example.com',
          'user.created bob@example.com',
          'user.created cy@example.com',
          'user.link Ada@Example.com',
          'password.set Ada@Example.com',
          'sign-in Ada@Example.com',
          'user.link Ada@Example.com',
          'user.updated bob@example.com',
          'user.updated bob@example.com',
        ],
      )
      for (const e of events.filter((e) => e.action.startsWith('user.'))) {
        assert.deepEqual([e.actor.kind, e.actor.id, e.actor.name], ['key', admin.id, 'root'])
      }
      const text = JSON.stringify(events)
      for (const link of [ada.link, linked.link]) assert.ok(!text.includes(tokenOf(link)), 'no token')
    } finally {
      await store.close()
    }
  } finally {
    await server.stop()
  }
}

describe('pctx user over HTTP (--url / PCTX_URL with an admin key, real server)', {
  timeout: 600_000,
}, () => {
  after(killChildren)

  it('SQLite: create, list, link, disable and enable as on the database; errors say why', async (t) => {
    const db = tempDb()
    t.after(() => db.cleanup())
    await remoteUserCommands(db.url)
  })

  it('PostgreSQL: the same', {
    skip: !testPostgresUrl() && 'PostgreSQL not available (PCTX_TEST_PG_URL unset)',
  }, async (t) => {
    const database = await createTempPostgresDatabase()
    t.after(() => database.drop())
    const init = await runCli(['db', 'init'], { db: database.url })
    assert.equal(init.code, 0, describeFailure(init))
    await remoteUserCommands(database.url)
  })
})
