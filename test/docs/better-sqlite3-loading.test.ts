import assert from 'node:assert/strict'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, it } from 'node:test'

const ROOT = join(import.meta.dirname, '..', '..')
const LOADER = join('src', 'store', 'sqlite', 'load-better-sqlite3.ts')

function filesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|mts|mjs|js)$/.test(file) && !file.includes('node_modules'))
    .map((file) => join(dir, file))
}

/**
 * better-sqlite3 12 aborts Node 24 when the GC frees one of its statements (docs/decisions.md),
 * so every SQLite handle comes from loadBetterSqlite3, which picks 13 there. A test that opened
 * the file with a plain `import Database from 'better-sqlite3'` crashed CI's Node 24 run once.
 */
describe('better-sqlite3 is loaded in one place', () => {
  it('no source, test, bench or script file imports or requires it except through the loader', () => {
    const offenders: string[] = []
    for (const file of [
      ...filesUnder('src'),
      ...filesUnder('test'),
      ...filesUnder('bench'),
      ...filesUnder('scripts'),
    ]) {
      if (file === LOADER) continue
      readFileSync(join(ROOT, file), 'utf8')
        .split('\n')
        .forEach((line, index) => {
          const valueImport = /^\s*import\s+(?!type\b)[^'"]*from\s+['"]better-sqlite3(-v13)?['"]/.test(line)
          const call = /\b(require|import)\(\s*['"]better-sqlite3(-v13)?['"]\s*\)/.test(line)
          if (valueImport || call) offenders.push(`${file}:${index + 1}: ${line.trim()}`)
        })
    }
    assert.deepEqual(
      offenders,
      [],
      'open SQLite through loadBetterSqlite3 (src/store/sqlite/load-better-sqlite3.ts)',
    )
  })
})
