import assert from 'node:assert/strict'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const GOLDEN_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'golden', 'public')

/**
 * Compares `actual` with test/fixtures/golden/public/<name>. With UPDATE_GOLDEN=1 it writes the
 * file instead: review the diff before committing it.
 */
export function assertGolden(name: string, actual: string): void {
  const path = join(GOLDEN_DIR, name)
  if (process.env.UPDATE_GOLDEN === '1') {
    mkdirSync(dirname(path), { recursive: true })
    writeFileSync(path, actual)
    return
  }
  let expected: string
  try {
    expected = readFileSync(path, 'utf8')
  } catch {
    assert.fail(`golden file ${name} is missing; create it with UPDATE_GOLDEN=1 npm test -- test/public`)
  }
  assert.equal(
    actual,
    expected,
    `${name} differs from its golden file; if the change is intended, rerun with UPDATE_GOLDEN=1 and review the diff`,
  )
}

/** The current content of a golden file, or undefined when there is none yet. */
export function readGolden(name: string): string | undefined {
  try {
    return readFileSync(join(GOLDEN_DIR, name), 'utf8')
  } catch {
    return undefined
  }
}
