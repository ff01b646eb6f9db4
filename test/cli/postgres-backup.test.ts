import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, describe, it } from 'node:test'
import type { DatabaseStatus } from '../../src/store/database-status.js'
import { describeFailure, killChildren, runCli, runJson } from '../helpers/cli.js'
import { createTempPostgresDatabase, testPostgresUrl } from '../helpers/temp-store.js'

const pgUrl = testPostgresUrl()

/** Runs a PostgreSQL client tool (pg_dump, pg_restore) and fails the test with its stderr. */
function tool(name: string, args: string[]): void {
  const result = spawnSync(name, args, { encoding: 'utf8' })
  assert.equal(result.error, undefined, `${name}: ${result.error?.message}`)
  assert.equal(result.status, 0, `${name} ${args.join(' ')}:\n${result.stderr}`)
}

describe('PostgreSQL backup and restore as docs/deployment.md says (pg_dump, pg_restore, pctx)', {
  timeout: 600_000,
  skip: !pgUrl && 'PostgreSQL not available (PCTX_TEST_PG_URL unset)',
}, () => {
  after(killChildren)

  it('a pg_dump restored with pg_restore into a new database holds the same projects, keys and counts', async (t) => {
    const source = await createTempPostgresDatabase()
    const target = await createTempPostgresDatabase()
    const dir = mkdtempSync(join(tmpdir(), 'pctx-pgdump-'))
    t.after(async () => {
      await source.drop()
      await target.drop()
      rmSync(dir, { recursive: true, force: true })
    })
    const init = await runCli(['db', 'init'], { db: source.url })
    assert.equal(init.code, 0, describeFailure(init))
    await runJson(['project', 'create', 'acme', '--name', 'Acme', '--json'], { db: source.url })
    await runJson(['key', 'create', '--name', 'ci', '--project', 'acme', '--json'], { db: source.url })

    const dump = join(dir, 'pctx.dump')
    tool('pg_dump', ['--format=custom', '--file', dump, source.url])
    tool('pg_restore', ['--no-owner', '--dbname', target.url, dump])

    const status = (url: string) => runJson<DatabaseStatus>(['db', 'status', '--json'], { db: url })
    const [before, restored] = [await status(source.url), await status(target.url)]
    assert.deepEqual(restored.pendingMigrations, [])
    assert.deepEqual(
      [restored.schemaVersion, restored.projects, restored.blocks, restored.revisions, restored.keys],
      [before.schemaVersion, before.projects, before.blocks, before.revisions, before.keys],
    )
    for (const args of [
      ['project', 'list', '--json'],
      ['key', 'list', '--json'],
    ]) {
      assert.deepEqual(await runJson(args, { db: target.url }), await runJson(args, { db: source.url }))
    }
  })
})
