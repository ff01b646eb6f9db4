import assert from 'node:assert/strict'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import type { ApiKey, Project } from '../../src/domain/model.js'
import { killChildren, runCli, runJson, type TempDb, tempDb } from '../helpers/cli.js'

interface BadCase {
  name: string
  args: string[]
  /** DATABASE_URL override; defaults to the suite's database. */
  db?: (db: TempDb) => string
  /** What the `error:` line must say. */
  error: RegExp
}

const CASES: BadCase[] = [
  {
    name: 'unknown plan',
    args: ['key', 'create', '--name', 'k', '--project', 'a', '--plan', 'platinum'],
    error: /--plan.*platinum.*free, pro, enterprise/,
  },
  {
    name: '--per-minute on a free key',
    args: ['key', 'create', '--name', 'k', '--project', 'a', '--per-minute', '5'],
    error: /limits can only be set on enterprise keys/,
  },
  {
    name: '--per-day that is not a number',
    args: ['key', 'create', '--name', 'k', '--all-projects', '--plan', 'enterprise', '--per-day', 'lots'],
    error: /--per-day.*lots.*whole number/,
  },
  {
    name: 'both --project and --all-projects',
    args: ['key', 'create', '--name', 'k', '--project', 'a', '--all-projects'],
    error: /either --project or --all-projects, not both/,
  },
  {
    name: 'neither --project nor --all-projects',
    args: ['key', 'create', '--name', 'k'],
    error: /--project <id>, or pass --all-projects/,
  },
  {
    name: 'unknown project',
    args: ['key', 'create', '--name', 'k', '--project', 'a', '--project', 'ghost'],
    error: /Project "ghost" not found/,
  },
  {
    name: 'bad --expires-in unit',
    args: ['key', 'create', '--name', 'k', '--project', 'a', '--expires-in', '90x'],
    error: /--expires-in.*90x.*e\.g\. 90d/,
  },
  {
    name: 'zero --expires-in',
    args: ['key', 'create', '--name', 'k', '--project', 'a', '--expires-in', '0d'],
    error: /--expires-in.*longer than zero/,
  },
  {
    name: 'unknown access',
    args: ['key', 'create', '--name', 'k', '--project', 'a', '--access', 'admin'],
    error: /--access.*admin.*read, write/,
  },
  {
    name: 'blank key name',
    args: ['key', 'create', '--name', '  ', '--project', 'a'],
    error: /name: must be 1–200 characters/,
  },
  {
    name: 'invalid project id',
    args: ['project', 'create', 'no spaces!', '--name', 'x'],
    error: /"no spaces!" is not valid: use 1–64 letters/,
  },
  {
    name: 'project id too long',
    args: ['project', 'create', 'p'.repeat(65), '--name', 'x'],
    error: /is not valid: use 1–64 letters/,
  },
  {
    name: 'duplicate project id',
    args: ['project', 'create', 'a', '--name', 'again'],
    error: /Project "a" already exists/,
  },
  {
    name: 'missing --name',
    args: ['project', 'create', 'nameless'],
    error: /required option '--name <name>' not specified/,
  },
  {
    name: 'update of an unknown project',
    args: ['project', 'update', 'ghost', '--name', 'x'],
    error: /Project "ghost" not found/,
  },
  {
    name: 'unknown command',
    args: ['project', 'explode'],
    error: /unknown command 'explode'/,
  },
  {
    name: 'DATABASE_URL with an unknown scheme',
    args: ['project', 'list'],
    db: () => 'mysql://root@localhost/pctx',
    error: /DATABASE_URL must start with sqlite:.*got "mysql:\/\/root@localhost\/pctx"/,
  },
  {
    name: 'DATABASE_URL sqlite: without a path',
    args: ['project', 'list'],
    db: () => 'sqlite:',
    error: /DATABASE_URL "sqlite:" needs a file path/,
  },
  {
    name: 'DATABASE_URL naming a file that is not a database',
    args: ['project', 'list'],
    db: (db) => `sqlite:${join(db.dir, 'notes.txt')}`,
    error: /notes\.txt.*not a database|not a database.*notes\.txt/,
  },
]

describe('pctx with bad arguments (real binary)', { timeout: 600_000 }, () => {
  let db: TempDb
  before(async () => {
    db = tempDb()
    writeFileSync(join(db.dir, 'notes.txt'), 'these are notes, not SQLite\n'.repeat(200))
    await runJson(['project', 'create', 'a', '--name', 'A', '--json'], { db: db.url })
  })
  after(async () => {
    await killChildren()
    db.cleanup()
  })

  describe('each bad command', { concurrency: 3 }, () => {
    for (const bad of CASES) {
      it(`${bad.name}: error on stderr, non-zero exit, clean stdout`, async () => {
        const result = await runCli(bad.args, { db: bad.db ? bad.db(db) : db.url })
        assert.equal(result.timedOut, false)
        assert.notEqual(result.code, 0, `exit code for ${bad.args.join(' ')}`)
        assert.equal(result.stdout, '', 'stdout stays clean')
        const first = result.stderr.split('\n')[0] ?? ''
        assert.match(first, /^error: /, result.stderr)
        assert.match(first, bad.error, result.stderr)
        assert.doesNotMatch(result.stderr, /\n\s+at .+:\d+:\d+/, 'no stack trace')
      })
    }
  })

  it('nothing was created or changed by the failed commands', async () => {
    const projects = await runJson<Project[]>(['project', 'list', '--json'], { db: db.url })
    assert.deepEqual(
      projects.map((p) => [p.id, p.name, p.revision]),
      [['a', 'A', 0]],
    )
    assert.deepEqual(await runJson<ApiKey[]>(['key', 'list', '--json'], { db: db.url }), [])
  })
})
