import assert from 'node:assert/strict'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { describeFailure, runCli } from '../helpers/cli.js'
import { type Remote, startRemote } from './remote-fixture.js'

describe('pctx.json: defaults of the remote commands (real processes)', { timeout: 600_000 }, () => {
  let remote: Remote

  before(async () => {
    remote = await startRemote(['shop', 'other'])
    const block = (content: string) => ({
      blocks: [{ key: 'note', type: 'text', section: 'brand', value: { content } }],
    })
    await remote.client.sync('shop', block('shop notes'))
    await remote.client.sync('other', block('other notes'))
  })
  after(() => remote?.close())

  /** A repository with a pctx.json at its root and a nested folder to run commands from. */
  const repo = (config: unknown) => {
    const root = remote.tempDir()
    writeFileSync(join(root, 'pctx.json'), typeof config === 'string' ? config : JSON.stringify(config))
    const nested = join(root, 'docs', 'context')
    mkdirSync(nested, { recursive: true })
    return { root, nested }
  }
  const exported = (stdout: string) => (JSON.parse(stdout) as { project: { id: string } }).project.id

  it('found in a parent folder: url and project need no flag and no PCTX_URL', async () => {
    const { nested } = repo({ url: remote.server.url, project: 'shop' })
    const result = await runCli(['export'], { cwd: nested, env: { PCTX_API_KEY: remote.readKey } })
    assert.equal(result.code, 0, describeFailure(result))
    assert.equal(exported(result.stdout), 'shop')
  })

  it('flags win over the file, and PCTX_URL over its url', async () => {
    const { root } = repo({ url: 'http://127.0.0.1:1', project: 'shop' })
    const result = await runCli(['export', '--project', 'other'], {
      cwd: root,
      env: { PCTX_URL: remote.server.url, PCTX_API_KEY: remote.readKey },
    })
    assert.equal(result.code, 0, describeFailure(result))
    assert.equal(exported(result.stdout), 'other')

    const flagged = await runCli(['export', '--url', remote.server.url], {
      cwd: root,
      env: { PCTX_API_KEY: remote.readKey },
    })
    assert.equal(flagged.code, 0, describeFailure(flagged))
    assert.equal(exported(flagged.stdout), 'shop')
  })

  it('without a pctx.json, --project is still required (usage error, exit 2)', async () => {
    const result = await runCli(['export'], {
      cwd: remote.tempDir(),
      env: { PCTX_URL: remote.server.url, PCTX_API_KEY: remote.readKey },
    })
    assert.equal(result.code, 2, describeFailure(result))
    assert.match(result.stderr, /required option '--project <id>' not specified/)
  })

  const INVALID: { name: string; text: string; error: RegExp }[] = [
    { name: 'not JSON', text: '{"project": "shop",}', error: /pctx\.json is not valid JSON/ },
    { name: 'an array', text: '["shop"]', error: /pctx\.json must hold a JSON object/ },
    {
      name: 'an unknown field',
      text: '{"projet": "shop"}',
      error: /unknown field "projet"; pctx\.json holds only "url" and "project"/,
    },
    {
      name: 'a key',
      text: '{"apiKey": "pctx_x"}',
      error: /"apiKey" does not belong in pctx\.json.*PCTX_API_KEY/,
    },
    { name: 'a bad url', text: '{"url": "ftp://x"}', error: /"url" must be an absolute http\(s\) URL/ },
    { name: 'a bad project', text: '{"project": "no spaces"}', error: /"project" must be a project id/ },
  ]
  for (const bad of INVALID) {
    it(`a pctx.json with ${bad.name}: one error naming the file, exit 1`, async () => {
      const { root, nested } = repo(bad.text)
      const result = await runCli(['export'], { cwd: nested, env: { PCTX_API_KEY: remote.readKey } })
      assert.equal(result.code, 1, describeFailure(result))
      assert.equal(result.stdout, '')
      assert.ok(result.stderr.startsWith(`error: ${join(root, 'pctx.json')}`), result.stderr)
      assert.match(result.stderr, bad.error)
      assert.doesNotMatch(result.stderr, /\n\s+at .+:\d+:\d+/, 'no stack trace')
    })
  }

  it('admin commands never read it: a broken pctx.json does not stop pctx key list', async () => {
    const { root } = repo('not json')
    const result = await runCli(['key', 'list', '--json'], { cwd: root, db: remote.dbUrl })
    assert.equal(result.code, 0, describeFailure(result))
  })
})
