import assert from 'node:assert/strict'
import { createHash } from 'node:crypto'
import { after, describe, it } from 'node:test'
import type { ApiKey } from '../../src/domain/model.js'
import { describeFailure, killChildren, runCli, runJson, type TempDb, tempDb } from '../helpers/cli.js'

type CreatedKey = ApiKey & { key: string }

const KEY_RE = /^pctx_[A-Za-z0-9_-]{43}$/

/** A fresh database with the given projects; removed when the test ends. */
async function dbWithProjects(t: { after(fn: () => void): void }, ids: string[]): Promise<TempDb> {
  const db = tempDb()
  t.after(() => db.cleanup())
  for (const id of ids) await runJson(['project', 'create', id, '--name', id, '--json'], { db: db.url })
  return db
}

/** Every way the secret or its stored hash could show up in text. */
function secretForms(key: string): string[] {
  const digest = createHash('sha256').update(key).digest()
  return [key, key.slice(5), digest.toString('hex'), digest.toString('base64'), digest.toString('base64url')]
}

describe('pctx key (real binary)', { concurrency: 2, timeout: 600_000 }, () => {
  after(killChildren)

  it('create --json prints {id, key, prefix, …} with the documented defaults', async (t) => {
    const db = await dbWithProjects(t, ['a', 'b'])
    const result = await runCli(
      ['key', 'create', '--name', 'ci', '--project', 'a', '--project', 'b', '--json'],
      { db: db.url },
    )
    assert.equal(result.code, 0, describeFailure(result))
    const created = JSON.parse(result.stdout) as CreatedKey
    assert.match(created.key, KEY_RE)
    assert.equal(created.prefix, created.key.slice(0, 12))
    assert.match(created.id, /^[0-9a-f-]{36}$/)
    assert.deepEqual(
      {
        name: created.name,
        plan: created.plan,
        access: created.access,
        allProjects: created.allProjects,
        projects: created.projects,
        perMinute: created.perMinute,
        perDay: created.perDay,
        expiresAt: created.expiresAt,
        revokedAt: created.revokedAt,
      },
      {
        name: 'ci',
        plan: 'free',
        access: 'read',
        allProjects: false,
        projects: ['a', 'b'],
        perMinute: null,
        perDay: null,
        expiresAt: null,
        revokedAt: null,
      },
    )
    assert.equal(result.stderr, '', 'nothing but the JSON document')
  })

  it('create --all-projects with enterprise limits, write access and an expiry', async (t) => {
    const db = await dbWithProjects(t, [])
    const before = Date.now()
    const created = await runJson<CreatedKey>(
      [
        'key',
        'create',
        '--name',
        'big',
        '--all-projects',
        '--plan',
        'enterprise',
        '--per-minute',
        '500',
        '--per-day',
        '9000',
        '--access',
        'write',
        '--expires-in',
        '90d',
        '--json',
      ],
      { db: db.url },
    )
    assert.deepEqual(
      [
        created.allProjects,
        created.projects,
        created.plan,
        created.perMinute,
        created.perDay,
        created.access,
      ],
      [true, [], 'enterprise', 500, 9000, 'write'],
    )
    const expires = Date.parse(created.expiresAt ?? '')
    const ninetyDays = 90 * 86_400_000
    assert.ok(
      expires >= before + ninetyDays && expires <= Date.now() + ninetyDays,
      created.expiresAt ?? 'null',
    )
  })

  it('create without --json prints only the key on stdout and the advice on stderr', async (t) => {
    const db = await dbWithProjects(t, ['a'])
    const result = await runCli(['key', 'create', '--name', 'plain', '--project', 'a'], { db: db.url })
    assert.equal(result.code, 0, describeFailure(result))
    assert.match(result.stdout, /^pctx_[A-Za-z0-9_-]{43}\n$/)
    assert.match(result.stderr, /shown only once/)
    assert.ok(!result.stderr.includes(result.stdout.trim()), 'the secret is printed once, on stdout')
  })

  it('list never shows the secret or its hash, with or without --json', async (t) => {
    const db = await dbWithProjects(t, ['a'])
    const first = await runJson<CreatedKey>(['key', 'create', '--name', 'one', '--project', 'a', '--json'], {
      db: db.url,
    })
    const second = await runJson<CreatedKey>(
      ['key', 'create', '--name', 'two', '--all-projects', '--access', 'write', '--json'],
      { db: db.url },
    )
    const json = await runCli(['key', 'list', '--json'], { db: db.url })
    assert.equal(json.code, 0, describeFailure(json))
    const keys = JSON.parse(json.stdout) as Record<string, unknown>[]
    assert.ok(Array.isArray(keys))
    assert.deepEqual(keys.map((k) => k.id).sort(), [first.id, second.id].sort())
    for (const listed of keys) {
      assert.ok(
        !('key' in listed) && !('hash' in listed) && !('secret' in listed),
        Object.keys(listed).join(),
      )
      assert.match(String(listed.prefix), /^pctx_.{7}$/)
    }
    const table = await runCli(['key', 'list'], { db: db.url })
    assert.equal(table.code, 0, describeFailure(table))
    assert.ok(table.stdout.includes(first.prefix) && table.stdout.includes(second.prefix), table.stdout)
    for (const secret of [first.key, second.key]) {
      for (const form of secretForms(secret)) {
        for (const text of [json.stdout, json.stderr, table.stdout, table.stderr]) {
          assert.ok(!text.includes(form), `key list leaked ${form}`)
        }
      }
    }
  })

  it('revoke by prefix or by id marks the key revoked; an unknown one is an error', async (t) => {
    const db = await dbWithProjects(t, ['a'])
    const byPrefix = await runJson<CreatedKey>(['key', 'create', '--name', 'p', '--project', 'a', '--json'], {
      db: db.url,
    })
    const byId = await runJson<CreatedKey>(['key', 'create', '--name', 'i', '--project', 'a', '--json'], {
      db: db.url,
    })
    const revoked = await runCli(['key', 'revoke', byPrefix.prefix], { db: db.url })
    assert.equal(revoked.code, 0, describeFailure(revoked))
    assert.match(revoked.stderr, new RegExp(`Revoked key ${byPrefix.prefix}`))
    assert.equal(revoked.stdout, '')
    const revokedJson = await runJson<ApiKey>(['key', 'revoke', byId.id, '--json'], { db: db.url })
    assert.equal(revokedJson.id, byId.id)
    assert.ok(revokedJson.revokedAt)

    const keys = await runJson<ApiKey[]>(['key', 'list', '--json'], { db: db.url })
    assert.ok(keys.every((k) => k.revokedAt !== null && !Number.isNaN(Date.parse(k.revokedAt))))

    const unknown = await runCli(['key', 'revoke', 'pctx_nopenop'], { db: db.url })
    assert.notEqual(unknown.code, 0)
    assert.match(unknown.stderr, /^error: No key has the id or prefix "pctx_nopenop"/m)
    assert.equal(unknown.stdout, '')
  })
})
