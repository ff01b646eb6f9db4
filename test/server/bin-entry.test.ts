import assert from 'node:assert/strict'
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, describe, it } from 'node:test'
import { BIN_SCRIPT, runNode } from '../helpers/cli.js'

/**
 * bin/pctx.js on its own, in a folder outside the checkout where nothing resolves: an installed
 * package whose build is missing, or a clone without `npm install`. It must say what is missing
 * and how to get it, not fail with a module-resolution stack trace.
 */
describe('bin/pctx.js without a build', () => {
  const dirs: string[] = []
  after(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  })

  /** A package folder with bin/pctx.js, package.json and, optionally, the CLI's source entry. */
  function packageFolder(withSources: boolean): string {
    const dir = mkdtempSync(join(tmpdir(), 'pctx-bin-'))
    dirs.push(dir)
    mkdirSync(join(dir, 'bin'))
    copyFileSync(BIN_SCRIPT, join(dir, 'bin', 'pctx.js'))
    writeFileSync(
      join(dir, 'package.json'),
      JSON.stringify({ name: 'pctx', version: '0.0.0', type: 'module' }),
    )
    if (withSources) {
      mkdirSync(join(dir, 'src', 'cli'), { recursive: true })
      writeFileSync(join(dir, 'src', 'cli', 'main.ts'), "console.log('sources ran')\n")
    }
    return dir
  }

  it('names the missing tsx when only the sources are there (a clone without npm install)', async () => {
    const dir = packageFolder(true)
    const result = await runNode([join(dir, 'bin', 'pctx.js'), '--version'], {
      cwd: dir,
      env: { PCTX_FROM_SOURCE: '' },
    })
    assert.equal(result.code, 1, result.stderr)
    assert.equal(result.stdout, '')
    assert.match(result.stderr, /^pctx: cannot start: there is no build \(.*dist\/bundle\/pctx\.js\) and tsx/)
    assert.match(result.stderr, /npm install/)
    assert.doesNotMatch(result.stderr, /ERR_MODULE_NOT_FOUND|\n\s+at /)
  })

  it('names the missing bundle when there are no sources either (a package packed without a build)', async () => {
    const dir = packageFolder(false)
    const result = await runNode([join(dir, 'bin', 'pctx.js'), 'serve'], {
      cwd: dir,
      env: { PCTX_FROM_SOURCE: '' },
    })
    assert.equal(result.code, 1, result.stderr)
    assert.match(result.stderr, /^pctx: cannot start: .*dist\/bundle\/pctx\.js is missing/)
    assert.match(result.stderr, /reinstall/)
    assert.doesNotMatch(result.stderr, /\n\s+at /)
  })
})
