import assert from 'node:assert/strict'
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, normalize, relative, sep } from 'node:path'
import { describe, it } from 'node:test'

const SRC = join(import.meta.dirname, '..', '..', 'src')

/** The unit a file of src belongs to: its top-level folder (`http/`), or the root file itself. */
function unitOf(file: string): string {
  const [first, ...rest] = relative(SRC, file).split(sep)
  return rest.length > 0 ? `${first}/` : (first ?? '')
}

/** Every relative module a TypeScript file imports, statically or with `import()`, as a path. */
function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8')
  const found: string[] = []
  for (const match of source.matchAll(/(?:from\s+|import\s+|import\s*\(\s*)'(\.{1,2}\/[^']+)'/g)) {
    found.push(normalize(join(dirname(file), match[1] as string)))
  }
  return found
}

describe('folders of src', () => {
  it('no two folders (or root files) import each other: imports run one way, down to the domain', () => {
    const edges = new Map<string, Set<string>>()
    const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .map((file) => join(SRC, file))
    for (const file of files) {
      const from = unitOf(file)
      for (const target of importsOf(file)) {
        const to = unitOf(target)
        if (to === from) continue
        if (!edges.has(from)) edges.set(from, new Set())
        edges.get(from)?.add(to)
      }
    }
    const cycles: string[] = []
    for (const [from, targets] of edges) {
      for (const to of targets) {
        if (from < to && edges.get(to)?.has(from)) cycles.push(`${from} <-> ${to}`)
      }
    }
    assert.deepEqual(cycles, [])
    // The domain is the bottom layer: it imports no other folder of src.
    assert.deepEqual(
      [...(edges.get('domain/') ?? [])].filter((to) => to.endsWith('/')),
      [],
    )
  })
})
