import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { ApiBlockVersion, ApiRevision } from '../../src/client/pctx-client.js'
import { PctxClient } from '../../src/client/pctx-client.js'
import { type CliResult, describeFailure, killChildren, runCli, runJson, tempDb } from '../helpers/cli.js'
import { type ServerProcess, startServer } from '../helpers/server-process.js'

/** `pctx history` against a server whose LIST_MAX_LIMIT is below the pages the CLI asks for. */
describe('pctx history on a server with a small LIST_MAX_LIMIT', { timeout: 300_000 }, () => {
  const db = tempDb()
  const REVISIONS = 12
  let server: ServerProcess
  let key: string
  const pctx = (args: string[]): Promise<CliResult> =>
    runCli(args, { env: { PCTX_URL: server.url, PCTX_API_KEY: key } })

  before(async () => {
    await runJson(['project', 'create', 'p', '--name', 'P', '--json'], { db: db.url })
    key = (
      await runJson<{ key: string }>(
        [
          'key',
          'create',
          '--name',
          'w',
          '--project',
          'p',
          '--access',
          'write',
          '--plan',
          'enterprise',
          '--json',
        ],
        { db: db.url },
      )
    ).key
    server = await startServer({
      db: db.url,
      args: ['--no-demo'],
      env: { LOG_LEVEL: 'warn', LIST_MAX_LIMIT: '5' },
    })
    const client = new PctxClient({ baseUrl: server.url, apiKey: key })
    for (let i = 1; i <= REVISIONS; i++) {
      await client.sync('p', {
        blocks: [{ key: 'a', type: 'text', section: 'brand', value: { content: `v${i}` } }],
      })
    }
  })
  after(async () => {
    await server?.stop()
    await killChildren()
    db.cleanup()
  })

  it('lists with its default --limit and with larger ones, page by page, none repeated or skipped', async () => {
    const all = await pctx(['history', '--project', 'p', '--json'])
    assert.equal(all.code, 0, describeFailure(all))
    assert.deepEqual(
      (JSON.parse(all.stdout) as ApiRevision[]).map((revision) => revision.revision),
      Array.from({ length: REVISIONS + 1 }, (_, i) => REVISIONS - i),
    )
    const seven = await pctx(['history', '--project', 'p', '--limit', '7', '--json'])
    assert.equal(seven.code, 0, describeFailure(seven))
    assert.deepEqual(
      (JSON.parse(seven.stdout) as ApiRevision[]).map((revision) => revision.revision),
      [12, 11, 10, 9, 8, 7, 6],
    )
    assert.match(seven.stderr, /The newest 7 revisions; --limit 14 shows older ones, if any\./)
    const versions = await pctx(['history', '--project', 'p', '--key', 'a', '--limit', '9', '--json'])
    assert.equal(versions.code, 0, describeFailure(versions))
    assert.deepEqual(
      (JSON.parse(versions.stdout) as ApiBlockVersion[]).map((version) => version.revision),
      [12, 11, 10, 9, 8, 7, 6, 5, 4],
    )
    const table = await pctx(['history', '--project', 'p', '--limit', '3'])
    assert.equal(table.code, 0, describeFailure(table))
    assert.equal(table.stdout.trimEnd().split('\n').length, 4, 'a header and three revisions')
  })

  it('diff reads the change feed in the server’s pages', async () => {
    const diff = await pctx(['diff', '1', String(REVISIONS), '--project', 'p'])
    assert.equal(diff.code, 0, describeFailure(diff))
    assert.deepEqual(diff.stdout.split('\n'), [
      `revision 1 → ${REVISIONS}`,
      '~ brand/a  updated',
      `    value.content: "v1" → "v${REVISIONS}"`,
      '0 created, 1 updated, 0 deleted',
      '',
    ])
  })
})
