import assert from 'node:assert/strict'
import { after, describe, it } from 'node:test'
import type { Project } from '../../src/domain/model.js'
import { describeFailure, killChildren, runCli, runJson, type TempDb, tempDb } from '../helpers/cli.js'

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

/** A fresh database per test; removed when the test ends. */
function freshDb(t: { after(fn: () => void): void }): TempDb {
  const db = tempDb()
  t.after(() => db.cleanup())
  return db
}

describe('pctx project (real binary)', { concurrency: 2, timeout: 600_000 }, () => {
  after(killChildren)

  it('create --json prints one JSON object with every field, and list --json shows it', async (t) => {
    const db = freshDb(t)
    const created = await runCli(
      ['project', 'create', 'acme', '--name', 'Acme', '--description', 'Analytics for small teams', '--json'],
      { db: db.url },
    )
    assert.equal(created.code, 0, describeFailure(created))
    const project = JSON.parse(created.stdout) as Project
    assert.deepEqual(
      { ...project, createdAt: 'x', updatedAt: 'x' },
      {
        id: 'acme',
        name: 'Acme',
        description: 'Analytics for small teams',
        public: true,
        revision: 0,
        createdAt: 'x',
        updatedAt: 'x',
      },
    )
    assert.ok(!Number.isNaN(Date.parse(project.createdAt)))
    assert.equal(created.stdout.trim().split('\n')[0], '{', 'one JSON document, nothing before it')

    const list = await runJson<Project[]>(['project', 'list', '--json'], { db: db.url })
    assert.deepEqual(list, [project])
  })

  it('create --private makes a non-public project; the id defaults to a UUID', async (t) => {
    const db = freshDb(t)
    const hidden = await runJson<Project>(['project', 'create', '--name', 'Hidden', '--private', '--json'], {
      db: db.url,
    })
    assert.match(hidden.id, UUID_RE)
    assert.equal(hidden.public, false)
    assert.equal(hidden.description, '')
    const list = await runJson<Project[]>(['project', 'list', '--json'], { db: db.url })
    assert.deepEqual(
      list.map((p) => [p.id, p.public]),
      [[hidden.id, false]],
    )
  })

  it('list --json on an empty database prints an empty JSON array', async (t) => {
    const db = freshDb(t)
    const result = await runCli(['project', 'list', '--json'], { db: db.url })
    assert.equal(result.code, 0, describeFailure(result))
    assert.deepEqual(JSON.parse(result.stdout), [])
  })

  it('without --json, create and list print a table on stdout and nothing else', async (t) => {
    const db = freshDb(t)
    const created = await runCli(['project', 'create', 'tbl', '--name', 'Table test'], { db: db.url })
    assert.equal(created.code, 0, describeFailure(created))
    assert.match(created.stdout, /^ID\s+NAME\s+PUBLIC\s+REVISION\s+UPDATED\n/)
    assert.match(created.stdout, /\ntbl\s+Table test\s+yes\s+0\s+/)
    const list = await runCli(['project', 'list'], { db: db.url })
    assert.equal(list.code, 0, describeFailure(list))
    assert.equal(list.stdout.trim().split('\n').length, 2, list.stdout)
    assert.throws(() => JSON.parse(list.stdout))
  })

  it('update bumps the revision on a real change only, and toggles visibility', async (t) => {
    const db = freshDb(t)
    await runJson(['project', 'create', 'upd', '--name', 'Before', '--json'], { db: db.url })

    const renamed = await runJson<Project>(['project', 'update', 'upd', '--name', 'After', '--json'], {
      db: db.url,
    })
    assert.equal(renamed.name, 'After')
    assert.equal(renamed.revision, 1)

    const same = await runJson<Project>(['project', 'update', 'upd', '--name', 'After', '--json'], {
      db: db.url,
    })
    assert.equal(same.revision, 1, 'setting the same name again is not a change')
    assert.equal(same.updatedAt, renamed.updatedAt)

    const hidden = await runJson<Project>(
      ['project', 'update', 'upd', '--private', '--description', 'Now described', '--json'],
      { db: db.url },
    )
    assert.deepEqual([hidden.public, hidden.description, hidden.revision], [false, 'Now described', 2])

    const shown = await runJson<Project>(['project', 'update', 'upd', '--public', '--json'], { db: db.url })
    assert.deepEqual([shown.public, shown.revision], [true, 3])

    const [stored] = await runJson<Project[]>(['project', 'list', '--json'], { db: db.url })
    assert.deepEqual(stored, shown)
  })

  it('update with both --public and --private fails and changes nothing', async (t) => {
    const db = freshDb(t)
    await runJson(['project', 'create', 'both', '--name', 'Both', '--json'], { db: db.url })
    const result = await runCli(['project', 'update', 'both', '--public', '--private', '--name', 'X'], {
      db: db.url,
    })
    assert.notEqual(result.code, 0)
    assert.match(result.stderr, /^error: --public and --private exclude each other/m)
    assert.equal(result.stdout, '')
    const [stored] = await runJson<Project[]>(['project', 'list', '--json'], { db: db.url })
    assert.deepEqual([stored?.name, stored?.revision], ['Both', 0])
  })

  it('delete without --yes exits non-zero and deletes nothing; with --yes it deletes', async (t) => {
    const db = freshDb(t)
    await runJson(['project', 'create', 'doomed', '--name', 'Doomed', '--json'], { db: db.url })

    const refused = await runCli(['project', 'delete', 'doomed'], { db: db.url })
    assert.notEqual(refused.code, 0)
    assert.match(refused.stderr, /^error: .*--yes/m)
    assert.equal(refused.stdout, '')
    assert.equal((await runJson<Project[]>(['project', 'list', '--json'], { db: db.url })).length, 1)

    const deleted = await runCli(['project', 'delete', 'doomed', '--yes', '--json'], { db: db.url })
    assert.equal(deleted.code, 0, describeFailure(deleted))
    assert.deepEqual(JSON.parse(deleted.stdout), { deleted: 'doomed' })
    assert.deepEqual(await runJson<Project[]>(['project', 'list', '--json'], { db: db.url }), [])

    const again = await runCli(['project', 'delete', 'doomed', '--yes'], { db: db.url })
    assert.notEqual(again.code, 0)
    assert.match(again.stderr, /^error: Project "doomed" not found/m)
  })
})
