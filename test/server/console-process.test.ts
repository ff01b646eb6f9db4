import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { after, before, describe, it } from 'node:test'
import { killChildren, REPO_ROOT, tempDb } from '../helpers/cli.js'
import { bannerKey, startServer } from '../helpers/server-process.js'

/**
 * What a person does after `npm start`: open the URL the banner prints and get the console, from
 * the real server process, with one worker and with several.
 */
describe('pctx serve prints the console URL and serves the console there (real process)', {
  timeout: 300_000,
}, () => {
  before(() => {
    // What `npm start` runs first (the prestart script): builds dist/console when it is stale.
    const built = spawnSync(process.execPath, ['console/build.mjs', '--if-stale'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    })
    assert.equal(built.status, 0, built.stderr)
  })
  after(killChildren)

  for (const workers of ['1', '2']) {
    it(`with WORKERS=${workers}`, async (t) => {
      const db = tempDb()
      t.after(() => db.cleanup())
      const server = await startServer({ db: db.url, env: { WORKERS: workers } })
      t.after(() => server.stop())
      const printed = `${server.url}/console/`
      assert.ok(bannerKey(server.stderr()), server.stderr())
      assert.ok(
        server.stderr().includes(`  ${printed}\n`),
        `the banner names ${printed}:\n${server.stderr()}`,
      )

      const root = await fetch(`${server.url}/`, { redirect: 'manual' })
      assert.equal(root.status, 302)
      assert.equal(root.headers.get('location'), '/console/')
      // Several requests: with WORKERS=2 the primary spreads connections over the workers.
      for (let i = 0; i < 6; i++) {
        const page = await fetch(printed)
        assert.equal(page.status, 200)
        assert.match(page.headers.get('content-security-policy') ?? '', /default-src 'none'/)
        const html = await page.text()
        const script = /<script type="module" src="(\/console\/assets\/[^"]+\.js)"/.exec(html)?.[1]
        assert.ok(script, html)
        const js = await fetch(`${server.url}${script}`)
        assert.equal(js.status, 200)
        assert.match(js.headers.get('cache-control') ?? '', /immutable/)
      }
    })
  }
})
