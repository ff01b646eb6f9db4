import assert from 'node:assert/strict'
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, normalize, relative, sep } from 'node:path'
import { describe, it } from 'node:test'

const SRC = join(import.meta.dirname, '..', '..', 'src')

/** The unit a module of src belongs to: its top-level folder (`http/`), or the root file (`config.ts`). */
function unitOf(file: string): string {
  const [first, ...rest] = relative(SRC, file).split(sep)
  return rest.length > 0 ? `${first}/` : (first ?? '').replace(/\.js$/, '.ts')
}

/**
 * The relative modules a file loads at run time: static imports, re-exports and `import()`.
 * `import type` is left out: it is erased from the built code, and the API client's use of the
 * route schemas' types (`client/` → `http/schemas`) is the contract, not a dependency.
 */
function runtimeImportsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8')
  const found: string[] = []
  const pattern =
    /(?:^|\n)\s*(import|export)(\s+type)?\b[^'"`;]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|(?:^|\n)\s*import\s*['"](\.{1,2}\/[^'"]+)['"]|import\s*\(\s*['"`](\.{1,2}\/[^'"`]+)['"`]\s*\)/g
  for (const match of source.matchAll(pattern)) {
    if (match[2]) continue
    const target = match[3] ?? match[4] ?? match[5]
    if (target) found.push(normalize(join(dirname(file), target)))
  }
  return found
}

/** The units each unit loads at run time. */
function unitGraph(): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>()
  const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))
    .map((file) => join(SRC, file))
  for (const file of files) {
    const from = unitOf(file)
    if (!edges.has(from)) edges.set(from, new Set())
    for (const target of runtimeImportsOf(file)) {
      const to = unitOf(target)
      if (to !== from) edges.get(from)?.add(to)
    }
  }
  return edges
}

/** Every cycle of units, as the path that closes it (depth-first search, each cycle once). */
function cyclesOf(edges: Map<string, Set<string>>): string[] {
  const cycles = new Set<string>()
  const state = new Map<string, 'open' | 'done'>()
  const path: string[] = []
  const visit = (unit: string) => {
    state.set(unit, 'open')
    path.push(unit)
    for (const next of edges.get(unit) ?? []) {
      if (state.get(next) === 'open') cycles.add([...path.slice(path.indexOf(next)), next].join(' -> '))
      else if (!state.has(next)) visit(next)
    }
    path.pop()
    state.set(unit, 'done')
  }
  for (const unit of [...edges.keys()].sort()) if (!state.has(unit)) visit(unit)
  return [...cycles]
}

describe('folders of src', () => {
  const edges = unitGraph()

  it('finds the imports it checks (static, re-exports, side effects, import())', () => {
    assert.ok(edges.get('http/')?.has('domain/'), 'http/ imports domain/')
    assert.ok(edges.get('http/')?.has('mcp/'), 'http/routes/mcp.ts imports the MCP server with import()')
    assert.ok(edges.get('logging.ts')?.has('colour.ts'), 'root files count')
    assert.ok(!edges.get('client/')?.has('http/'), 'import type is left out')
  })

  it('has no import cycle between folders or root files: imports run one way', () => {
    assert.deepEqual(cyclesOf(edges), [])
  })

  it('the domain imports no other folder, and of the root files only the worker pool', () => {
    assert.deepEqual([...(edges.get('domain/') ?? [])].sort(), ['worker-pool.ts'])
  })
})
