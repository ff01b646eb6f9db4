import assert from 'node:assert/strict'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, it } from 'node:test'

const ROOT = join(import.meta.dirname, '..', '..')

/** Every file under `dir` (relative to the repository) whose name ends in one of `extensions`. */
function filesUnder(dir: string, extensions: string[]): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => extensions.some((extension) => file.endsWith(extension)))
    .map((file) => join(dir, file))
}

/** The comment text of a TypeScript file, line by line (`//` comments and `/* … *\/` blocks). */
function commentLines(source: string): { line: number; text: string }[] {
  const found: { line: number; text: string }[] = []
  let inBlock = false
  source.split('\n').forEach((raw, index) => {
    const trimmed = raw.trim()
    if (inBlock || trimmed.startsWith('/*')) {
      found.push({ line: index + 1, text: trimmed })
      inBlock = !trimmed.includes('*/')
      return
    }
    const slashes = raw.indexOf('// ')
    if (slashes >= 0) found.push({ line: index + 1, text: raw.slice(slashes) })
  })
  return found
}

describe('comments and docs', () => {
  it('cite no product document that this repository does not hold, but say the rule', () => {
    // Built from parts, so this file does not name it either.
    const missing = ['PRODUCT', 'md'].join('.')
    const files = [
      ...filesUnder('src', ['.ts']),
      ...filesUnder('test', ['.ts']),
      ...filesUnder('docs', ['.md']),
      'README.md',
    ]
    const offenders = files.filter((file) => readFileSync(join(ROOT, file), 'utf8').includes(missing))
    assert.deepEqual(offenders, [])
  })

  it('give no timing or speed-up measured on one day: they say why, and docs/performance.md has the numbers', () => {
    // `~0.35 s`, `~25 µs`, `~3%`, `~50×`, `1200 req/s`: a figure measured once, stale the next day.
    const measured =
      /~\s?\d[\d.,]*\s?(ms|µs|us|s|%|×)(?![\w])|\d[\d.,]*\s?(µs|req\/s)|\d+\s?× (faster|slower|longer)/
    const offenders: string[] = []
    for (const file of filesUnder('src', ['.ts'])) {
      for (const { line, text } of commentLines(readFileSync(join(ROOT, file), 'utf8'))) {
        if (measured.test(text)) offenders.push(`${file}:${line}: ${text}`)
      }
    }
    assert.deepEqual(offenders, [])
  })

  it('document each store getter with what it returns', () => {
    const source = readFileSync(join(ROOT, 'src/store/kysely-store.ts'), 'utf8')
    const comment = /\/\*\*([^*]|\*(?!\/))*\*\/\n\s*get history\(\)/.exec(source)?.[0] ?? ''
    assert.match(comment, /revisions/i)
    assert.doesNotMatch(comment, /search/i)
  })
})
