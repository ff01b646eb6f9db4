import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { killChildren, REPO_ROOT, runNode, tempDb } from '../helpers/cli.js'
import { bannerKey, readJson, type ServerProcess, startServer } from '../helpers/server-process.js'

/**
 * The esbuild bundle `npm run build` makes (scripts/bundle.mjs) and bin/pctx.js runs: built
 * here from the current sources into its own folder (two levels below the repository, like
 * dist/bundle), then run as a real server. It guards what a bundle can break and the tsx-run
 * suite cannot see: files found next to the code (package.json, swagger-ui's assets), chunks
 * loaded on first use (MCP SDK) and the external native add-on.
 */
describe('the bundled server (dist/bundle)', { timeout: 300_000 }, () => {
  const outdir = join(REPO_ROOT, 'dist', `bundle-test-${process.pid}`)
  const db = tempDb()
  let server: ServerProcess
  let key: string

  before(async () => {
    const built = spawnSync(process.execPath, ['scripts/bundle.mjs', outdir], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    })
    assert.equal(built.status, 0, built.stderr)
    server = await startServer({ db: db.url, entry: join(outdir, 'pctx.js') })
    key = bannerKey(server.stderr()) ?? ''
    assert.ok(key, server.stderr())
  })
  after(async () => {
    await killChildren()
    db.cleanup()
    rmSync(outdir, { recursive: true, force: true })
  })

  it('serves the API with the demo key, and its version from package.json', async () => {
    const res = await fetch(`${server.url}/api/v1/projects/demo/blocks/search?q=analytics`, {
      headers: { 'x-api-key': key },
    })
    assert.equal(res.status, 200)
    assert.ok((await readJson(res)).data.length > 0)
    const openapi = await readJson(await fetch(`${server.url}/api/v1/openapi.json`))
    const pkg = (await import('../../package.json', { with: { type: 'json' } })).default
    assert.equal(openapi.info.version, pkg.version)
  })

  it("reaches search's English word lists, an external package loaded on first use by the search thread", async () => {
    const corrections = async (q: string) => {
      const res = await fetch(`${server.url}/api/v1/projects/demo/blocks/search?q=${encodeURIComponent(q)}`, {
        headers: { 'x-api-key': key },
      })
      assert.equal(res.status, 200)
      return (await readJson(res)).meta.corrections
    }
    // `stock` is one letter from the demo's `stack`: a common word, so taken as meant.
    assert.deepEqual(await corrections('stock '), [])
    assert.deepEqual(await corrections('personna '), [{ from: 'personna', to: 'persona' }])
  })

  it("reaches search's table of related English words, a chunk loaded on first use by the search thread", async () => {
    const res = await fetch(`${server.url}/api/v1/projects/demo/blocks/search?q=squad+`, {
      headers: { 'x-api-key': key },
    })
    assert.equal(res.status, 200)
    const body = await readJson(res)
    // No demo block says `squad`, nor does a demo synonym group; blocks say `team`, its relative.
    assert.ok(body.data.length > 0, JSON.stringify(body))
    assert.deepEqual(body.meta.corrections, [])
    assert.doesNotMatch(server.stderr(), /did not load/)
  })

  it('prints its version with --version (package.json read from next to the bundle)', async () => {
    const pkg = (await import('../../package.json', { with: { type: 'json' } })).default
    const result = await runNode([join(outdir, 'pctx.js'), '--version'])
    assert.equal(result.code, 0, result.stderr)
    assert.equal(result.stdout, `${pkg.version}\n`)
  })

  it('serves the API reference page and its static assets', async () => {
    const page = await fetch(`${server.url}/docs/`)
    assert.equal(page.status, 200)
    const html = await page.text()
    const script = /src="\.\/(static\/swagger-ui-bundle\.js)"/.exec(html)?.[1]
    assert.ok(script, html)
    const asset = await fetch(`${server.url}/docs/${script}`)
    assert.equal(asset.status, 200)
    assert.ok((await asset.arrayBuffer()).byteLength > 100_000)
  })

  it('answers MCP (its SDK is a chunk loaded on demand)', async () => {
    const res = await fetch(`${server.url}/mcp`, {
      method: 'POST',
      headers: {
        'x-api-key': key,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: {
          protocolVersion: '2025-06-18',
          capabilities: {},
          clientInfo: { name: 'test', version: '1' },
        },
      }),
    })
    assert.equal(res.status, 200)
    const body = (await res.json()) as { result?: { serverInfo?: { name?: string } } }
    assert.equal(body.result?.serverInfo?.name, 'pctx')
  })

  it('serves public llms.txt and stops cleanly on SIGTERM', async () => {
    const res = await fetch(`${server.url}/api/projects/demo/llms.txt`)
    assert.equal(res.status, 200)
    assert.match(await res.text(), /^# Acme Analytics/)
    assert.equal((await server.stop()).code, 0)
  })
})
