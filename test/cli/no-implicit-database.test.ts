import assert from 'node:assert/strict'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, describe, it } from 'node:test'
import { describeFailure, killChildren, runCli, runJson } from '../helpers/cli.js'
import { freePort, spawnServe } from '../helpers/server-process.js'

/** An empty working directory, as a new user's folder; removed when the test ends. */
function emptyFolder(t: { after(fn: () => void): void }): string {
  const dir = mkdtempSync(join(tmpdir(), 'pctx-cwd-'))
  t.after(() => rmSync(dir, { recursive: true, force: true }))
  return dir
}

/** Every admin command that opens the database, with arguments that would otherwise work. */
const ADMIN_COMMANDS = [
  ['key', 'list'],
  ['key', 'list', '--json'],
  ['key', 'create', '--name', 'ci', '--all-projects'],
  ['key', 'revoke', 'pctx_abcdefg'],
  ['key', 'update', 'pctx_abcdefg', '--name', 'renamed'],
  ['key', 'delete', 'pctx_abcdefg', '--yes'],
  ['key', 'create', '--name', 'root', '--admin'],
  ['project', 'list'],
  ['project', 'create', 'acme', '--name', 'Acme'],
  ['project', 'update', 'acme', '--name', 'Acme'],
  ['project', 'delete', 'acme', '--yes'],
  ['db', 'status'],
  ['db', 'backup', 'backup.db'],
]

describe('admin commands never create a database (real binary, empty folder)', { timeout: 600_000 }, () => {
  after(killChildren)

  for (const args of ADMIN_COMMANDS) {
    it(`pctx ${args.join(' ')} fails, names the default path, and creates nothing`, async (t) => {
      const cwd = emptyFolder(t)
      const result = await runCli(args, { cwd })
      assert.equal(result.code, 1, describeFailure(result))
      assert.equal(result.stdout, '')
      const [first] = result.stderr.split('\n')
      assert.match(first ?? '', /^error: no pctx database at /, result.stderr)
      assert.ok(result.stderr.includes(join(cwd, 'data', 'pctx.db')), result.stderr)
      assert.match(result.stderr, /pctx db init/)
      assert.match(result.stderr, /DATABASE_URL/)
      assert.doesNotMatch(result.stderr, /\n\s+at .+:\d+:\d+/, 'no stack trace')
      assert.deepEqual(readdirSync(cwd), [], 'no data/ folder, no file')
    })
  }

  it('DATABASE_URL naming a missing file in a missing folder: the error names it, nothing is made', async (t) => {
    const cwd = emptyFolder(t)
    const path = join(cwd, 'var', 'pctx.db')
    const result = await runCli(['key', 'list'], { cwd, db: `sqlite:${path}` })
    assert.equal(result.code, 1, describeFailure(result))
    assert.ok(result.stderr.includes(`no pctx database at ${path}`), result.stderr)
    assert.deepEqual(readdirSync(cwd), [])
  })

  it('pctx db copy: a missing source is an error naming --from, and neither file is made', async (t) => {
    const cwd = emptyFolder(t)
    const result = await runCli(
      ['db', 'copy', '--from', 'sqlite:./data/pctx.db', '--to', 'sqlite:./copy.db'],
      { cwd },
    )
    assert.equal(result.code, 1, describeFailure(result))
    assert.ok(
      result.stderr.startsWith(`error: no pctx database at ${join(cwd, 'data', 'pctx.db')} (--from)`),
      result.stderr,
    )
    assert.deepEqual(readdirSync(cwd), [])
  })

  it('pctx db init creates the database (and its folder) once; admin commands then use it', async (t) => {
    const cwd = emptyFolder(t)
    const init = await runCli(['db', 'init'], { cwd })
    assert.equal(init.code, 0, describeFailure(init))
    assert.ok(existsSync(join(cwd, 'data', 'pctx.db')))
    assert.match(init.stderr, /created a new empty database at /)
    await runJson(['project', 'create', 'acme', '--name', 'Acme', '--json'], { cwd })
    const again = await runCli(['db', 'init'], { cwd })
    assert.equal(again.code, 0, describeFailure(again))
    assert.match(again.stderr, /already exists/)
    const projects = await runJson<{ id: string }[]>(['project', 'list', '--json'], { cwd })
    assert.deepEqual(
      projects.map((p) => p.id),
      ['acme'],
      'init on an existing database keeps it',
    )
  })

  it('pctx serve still creates the database on its first start', async (t) => {
    const cwd = emptyFolder(t)
    const server = spawnServe(
      { PORT: String(await freePort()), HOST: '127.0.0.1', LOG_LEVEL: 'error' },
      ['--no-demo'],
      undefined,
      cwd,
    )
    t.after(() => server.stop('SIGKILL'))
    await server.waitForOutput((output) => output.includes('pctx listening on'), 45_000)
    assert.ok(existsSync(join(cwd, 'data', 'pctx.db')), server.stderr())
    // Logged (stdout), whatever LOG_LEVEL hides.
    assert.match(server.stdout(), /"msg":"created a new empty database at /)
    await server.stop()
    const keys = await runCli(['key', 'list', '--json'], { cwd })
    assert.equal(keys.code, 0, describeFailure(keys))
    assert.deepEqual(JSON.parse(keys.stdout), [])
  })
})
