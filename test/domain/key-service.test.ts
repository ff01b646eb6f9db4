import assert from 'node:assert/strict'
import { afterEach, beforeEach, describe, it } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { hashKey, KEY_RE } from '../../src/domain/api-keys.js'
import { SYSTEM_AUDIT } from '../../src/domain/audit/audit.js'
import { ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from '../../src/domain/errors.js'
import { createKeyService, type KeyService } from '../../src/domain/key-service.js'
import { createProjectService } from '../../src/domain/project-service.js'
import { ManualClock } from '../helpers/clock.js'
import { openTempSqliteStore, type TempStore } from '../helpers/temp-store.js'

describe('key service', () => {
  let temp: TempStore
  let keys: KeyService
  let clock: ManualClock
  beforeEach(async () => {
    temp = await openTempSqliteStore()
    clock = new ManualClock()
    keys = createKeyService({ store: temp.store, clock })
    const projects = createProjectService({ store: temp.store, clock })
    await projects.create({ id: 'p', name: 'P' })
    await projects.create({ id: 'q', name: 'Q' })
  })
  afterEach(() => temp.cleanup())

  /** Waits for the background lastUsedAt write to land (or not). */
  async function lastUsedAt(id: string): Promise<string | null> {
    await sleep(50)
    return (await temp.store.listKeys()).find((key) => key.id === id)?.lastUsedAt ?? null
  }

  it('creates a key shown once, stored only as its hash, with the defaults free and read', async () => {
    const { key, record } = await keys.create(
      { name: 'ci', projects: ['q', 'p', 'q'], allProjects: false },
      SYSTEM_AUDIT,
    )
    assert.match(key, KEY_RE)
    assert.equal(record.prefix, key.slice(0, 12))
    assert.equal(record.plan, 'free')
    assert.equal(record.access, 'read')
    assert.deepEqual(record.projects, ['p', 'q'])
    assert.equal(record.expiresAt, null)
    assert.equal('hash' in record, false)
    const stored = await temp.store.findKeyByHash(hashKey(key))
    assert.equal(stored?.id, record.id)
    assert.notEqual(stored?.hash, key)
  })

  it('reports every problem of a key at once', async () => {
    await assert.rejects(
      keys.create(
        {
          name: ' ',
          projects: ['p'],
          allProjects: true,
          plan: 'free',
          perMinute: 0,
          expiresInMs: 0,
        },
        SYSTEM_AUDIT,
      ),
      (error: unknown) => {
        assert.ok(error instanceof ValidationError)
        assert.deepEqual(
          error.details.map((p) => p.path),
          ['name', 'projects', 'plan', 'perMinute', 'expiresIn'],
        )
        return true
      },
    )
    await assert.rejects(
      keys.create({ name: 'k', projects: [], allProjects: false }, SYSTEM_AUDIT),
      /either one or more projects/,
    )
  })

  it('refuses a key for a project that does not exist, storing nothing', async () => {
    await assert.rejects(
      keys.create({ name: 'k', projects: ['p', 'ghost'], allProjects: false }, SYSTEM_AUDIT),
      (error: unknown) => error instanceof ValidationError && /"ghost" not found/.test(error.message),
    )
    assert.deepEqual(await keys.list(), [])
  })

  it('authenticates a valid key and explains every refusal', async () => {
    const { key, record } = await keys.create(
      {
        name: 'k',
        projects: ['p'],
        allProjects: false,
        expiresInMs: 60_000,
      },
      SYSTEM_AUDIT,
    )
    assert.equal((await keys.authenticate(key)).id, record.id)
    const refusal = async (header: string | undefined, message: RegExp) =>
      assert.rejects(
        keys.authenticate(header),
        (e: unknown) => e instanceof UnauthorizedError && message.test(e.message),
      )
    await refusal(undefined, /Missing/)
    await refusal('', /Missing/)
    await refusal('pctx_nope', /Malformed/)
    await refusal(`pctx_${'x'.repeat(43)}`, /Unknown/)
    clock.advance(60_000)
    await refusal(key, /expired at/)
  })

  it('revokes by prefix or id, once, and refuses the key from then on', async () => {
    const { key, record } = await keys.create(
      { name: 'k', projects: ['p'], allProjects: false },
      SYSTEM_AUDIT,
    )
    const revoked = await keys.revoke(record.prefix, SYSTEM_AUDIT)
    assert.equal(revoked.revokedAt, clock.now().toISOString())
    clock.advance(1000)
    assert.equal(
      (await keys.revoke(record.id, SYSTEM_AUDIT)).revokedAt,
      revoked.revokedAt,
      'the first revocation time stays',
    )
    await assert.rejects(keys.authenticate(key), /revoked/)
    await assert.rejects(keys.revoke('pctx_unknown', SYSTEM_AUDIT), NotFoundError)
  })

  it('authorizes by project list and access', async () => {
    const scoped = (
      await keys.create({ name: 'a', projects: ['p'], allProjects: false, access: 'write' }, SYSTEM_AUDIT)
    ).record
    const reader = (await keys.create({ name: 'b', projects: [], allProjects: true }, SYSTEM_AUDIT)).record
    keys.authorize(scoped, 'p', 'write')
    keys.authorize(scoped, 'p', 'read')
    assert.throws(() => keys.authorize(scoped, 'q', 'read'), ForbiddenError)
    assert.throws(() => keys.authorize(scoped, 'ghost', 'read'), ForbiddenError)
    keys.authorize(reader, 'anything', 'read')
    assert.throws(() => keys.authorize(reader, 'p', 'write'), /read-only/)
  })

  it('records lastUsedAt after use, at most once a minute', async () => {
    const { key, record } = await keys.create(
      { name: 'k', projects: ['p'], allProjects: false },
      SYSTEM_AUDIT,
    )
    assert.equal(await lastUsedAt(record.id), null)
    await keys.authenticate(key)
    const first = clock.now().toISOString()
    assert.equal(await lastUsedAt(record.id), first)
    clock.advance(59_000)
    await keys.authenticate(key)
    assert.equal(await lastUsedAt(record.id), first)
    clock.advance(1_000)
    await keys.authenticate(key)
    assert.equal(await lastUsedAt(record.id), clock.now().toISOString())
  })
})
