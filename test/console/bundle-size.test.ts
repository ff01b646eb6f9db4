import assert from 'node:assert/strict'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { gzipSync } from 'node:zlib'
import { type BuiltConsole, buildConsole } from '../../console/build.mjs'

/** The console's budget: at most 150 KB of compressed JavaScript on first load. */
const BUDGET_BYTES = 150 * 1024

describe('the console build', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pctx-console-size-'))
  let built: BuiltConsole
  before(async () => {
    built = await buildConsole(join(dir, 'console'))
  })
  after(() => rmSync(dir, { recursive: true, force: true }))

  it('loads at most 150 KB of gzip-compressed JavaScript on first load', () => {
    const index = readFileSync(join(built.outdir, 'index.html'), 'utf8')
    // Everything index.html makes the browser fetch before the first render.
    const loaded = [...index.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\shref)="\/console\/([^"]+\.js)"/g)].map(
      (match) => match[1] as string,
    )
    assert.deepEqual(loaded.sort(), [built.script, ...built.chunks].sort())
    let total = 0
    for (const path of loaded) {
      const body = readFileSync(join(built.outdir, path))
      // The build's own .gz beside each file is what the server sends; level 9 as the build uses.
      const gz = readFileSync(join(built.outdir, `${path}.gz`))
      assert.deepEqual(gz, gzipSync(body, { level: 9 }), `${path}.gz is the gzip of ${path}`)
      total += gz.length
    }
    assert.ok(total > 0, 'index.html loads some JavaScript')
    assert.ok(total <= BUDGET_BYTES, `first load is ${total} bytes of gzip JavaScript, over ${BUDGET_BYTES}`)
  })

  it('writes no inline script or style into index.html (the CSP allows none)', () => {
    const index = readFileSync(join(built.outdir, 'index.html'), 'utf8')
    assert.doesNotMatch(index, /<script(?![^>]*\ssrc=)[^>]*>/)
    assert.doesNotMatch(index, /<style|\sstyle=|\son[a-z]+=/i)
  })
})
