import assert from 'node:assert/strict'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, describe, it } from 'node:test'
import { diffLines, formatChange } from '../../src/cli/context-files/block-diff.js'
import {
  type BlockFileBlock,
  parseBlockFile,
  renderBlockFile,
} from '../../src/cli/context-files/block-file.js'
import { writeBlockFiles } from '../../src/cli/context-files/context-folder.js'
import { resolveRemoteSettings } from '../../src/cli/remote.js'
import type { JsonObject } from '../../src/domain/model.js'

const block = (fields: Partial<BlockFileBlock> = {}): BlockFileBlock => ({
  type: 'custom',
  name: 'A block',
  status: 'draft',
  position: 0,
  value: {},
  ...fields,
})

/** A small seeded generator (mulberry32), so a failure always reproduces. */
function random(seed: number): () => number {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const PIECES = [
  '',
  ' ',
  'a',
  'yes',
  'null',
  '~',
  '1.0',
  '0x1F',
  '-',
  '- x',
  '#',
  ': ',
  '"',
  "'",
  '\\',
  '\n',
  '\r\n',
  '\t',
  '---',
  '...',
  '|',
  '>',
  '{',
  '[',
  '&a',
  '*a',
  '!tag',
  '%',
  '@',
  '`',
  'ü',
  '🎉',
  '\u2028',
  '  ',
  '2024-01-01',
]

function randomValue(next: () => number, depth: number): unknown {
  const pick = Math.floor(next() * (depth > 3 ? 5 : 8))
  if (pick <= 1)
    return Array.from(
      { length: Math.floor(next() * 4) },
      () => PIECES[Math.floor(next() * PIECES.length)],
    ).join('')
  if (pick === 2) return Math.floor(next() * 2000 - 1000) / (next() < 0.5 ? 1 : 8)
  if (pick === 3) return next() < 0.5
  if (pick === 4) return null
  if (pick === 5) return Array.from({ length: Math.floor(next() * 4) }, () => randomValue(next, depth + 1))
  const object: JsonObject = {}
  for (let i = Math.floor(next() * 4); i > 0; i--)
    object[String(randomValue(next, 9))] = randomValue(next, depth + 1)
  return object
}

describe('block files: render and parse', () => {
  it('reads back exactly what it wrote, for hundreds of awkward values', () => {
    const next = random(42)
    for (let i = 0; i < 400; i++) {
      const value = randomValue(next, 1)
      const original = block({
        type: i % 3 === 0 ? 'text' : 'custom',
        name: String(randomValue(next, 9)) || 'n',
        position: i,
        value: i % 3 === 0 ? { content: String(randomValue(next, 9)) } : { field: value },
      })
      const text = renderBlockFile(original)
      const parsed = parseBlockFile(text)
      assert.deepEqual(parsed.problems, [], text)
      const { type, name, status, position, value: read } = parsed.fields
      assert.deepEqual({ type, name, status, position, value: read }, original, text)
      assert.equal(renderBlockFile(parsed.fields as unknown as BlockFileBlock), text, 'stable bytes')
    }
  })

  it('puts a plain text content in the body and anything else under value:', () => {
    assert.equal(
      renderBlockFile(block({ type: 'text', value: { content: '# Title\n\nBody\n' } })),
      '---\ntype: text\nname: A block\nstatus: draft\nposition: 0\n---\n# Title\n\nBody\n\n',
    )
    assert.match(renderBlockFile(block({ type: 'text', value: { content: '' } })), /position: 0\n---\n$/)
    assert.match(renderBlockFile(block({ type: 'text', value: {} })), /\nvalue: \{\}\n---\n$/)
    assert.match(
      renderBlockFile(block({ type: 'text', value: { content: 'a\rb' } })),
      /\nvalue:\n {2}content: "a\\rb"\n---\n$/,
    )
    assert.match(
      renderBlockFile(block({ type: 'text', value: { content: 'a', extra: 1 } })),
      /\n {2}extra: 1\n---\n$/,
    )
  })

  it('accepts Windows line endings, a byte order mark, and a body without a final newline', () => {
    const parsed = parseBlockFile('\uFEFF---\r\ntype: text\r\nname: T\r\n---\r\nline one\r\nline two')
    assert.deepEqual(parsed.problems, [])
    assert.deepEqual(parsed.fields, { type: 'text', name: 'T', value: { content: 'line one\nline two' } })
  })

  it('reports layout problems with their lines', () => {
    const problems = (text: string) => parseBlockFile(text).problems
    assert.deepEqual(problems('# no front matter\n'), [
      {
        line: 1,
        message: 'must start with a "---" line that opens the YAML front matter (type, name, status, …)',
      },
    ])
    assert.match(problems('---\ntype: text\n')[0]?.message ?? '', /never closed/)
    assert.deepEqual(
      problems('---\ntype: text\nname: a\nname: b\n---\n').map((p) => p.line),
      [4],
      'duplicate field',
    )
    assert.deepEqual(
      problems('---\n- a list\n---\n').map((p) => p.line),
      [2],
    )
    const both = problems('---\ntype: text\nvalue:\n  content: x\n---\nbody\n')
    assert.deepEqual(both, [
      {
        line: 6,
        message:
          'a text block has its content either in the body or under "value:" in the front matter, not both',
      },
    ])
    assert.equal(problems('---\ntype: list\n---\n\n  \n').length, 0, 'a blank body is no body')
  })

  it('finds the line of nested fields, falling back to the nearest one that exists', () => {
    const parsed = parseBlockFile(
      '---\ntype: pricing\nname: P\nvalue:\n  tiers:\n    - name: Free\n    - name: Pro\n      price: 49\n---\n',
    )
    assert.equal(parsed.lineOf('type'), 2)
    assert.equal(parsed.lineOf('value'), 4)
    assert.equal(parsed.lineOf('value.tiers[1]'), 7)
    assert.equal(parsed.lineOf('value.tiers[1].price'), 8)
    assert.equal(parsed.lineOf('value.tiers[5].price'), 5)
    assert.equal(parsed.lineOf('status'), 1)
    assert.equal(parsed.lineOf('key'), 1)
    const text = parseBlockFile('---\ntype: text\nname: T\n---\nHello\n')
    assert.equal(text.lineOf('value.content'), 5, 'a body is found at its first line')
  })
})

describe('block files: the folder', () => {
  const dirs: string[] = []
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'pctx-folder-'))
    dirs.push(dir)
    return dir
  }
  after(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  })
  const pulled = (key: string, section = 'brand') => ({
    key,
    section,
    ...block({ type: 'text', value: { content: key } }),
  })

  it('writes new and changed files only, and removes the files of gone blocks', () => {
    const dir = join(tempDir(), 'context')
    assert.deepEqual(writeBlockFiles(dir, [pulled('a'), pulled('b', 'users')]), {
      written: ['brand/a.md', 'users/b.md'],
      unchanged: [],
      removed: [],
    })
    assert.deepEqual(writeBlockFiles(dir, [pulled('a'), { ...pulled('b', 'users'), name: 'B' }]), {
      written: ['users/b.md'],
      unchanged: ['brand/a.md'],
      removed: [],
    })
    assert.deepEqual(writeBlockFiles(dir, [pulled('a')]), {
      written: [],
      unchanged: ['brand/a.md'],
      removed: ['users/b.md'],
    })
    assert.match(readFileSync(join(dir, 'brand/a.md'), 'utf8'), /\n---\na\n$/)
  })

  it('refuses a key or section that cannot be a file name, before writing anything', () => {
    const dir = join(tempDir(), 'context')
    for (const bad of [
      pulled('..'),
      pulled('.'),
      pulled('a/b'),
      pulled('x', '../up'),
      pulled('x', 'Brand'),
    ]) {
      assert.throws(() => writeBlockFiles(dir, [pulled('fine'), bad]), /cannot be stored as a file name/)
    }
    assert.throws(() => readFileSync(join(dir, 'brand/fine.md')), /ENOENT/)
  })
})

describe('diffs and remote settings', () => {
  it('diffs lines with removals before additions, and formats field changes', () => {
    assert.deepEqual(
      diffLines(['a', 'b', 'c'], ['a', 'x', 'c', 'd']).map((line) => `${line.op}${line.text}`),
      [' a', '-b', '+x', ' c', '+d'],
    )
    assert.deepEqual(formatChange({ field: 'name', before: 'A', after: 'B' }), ['name: "A" → "B"'])
    assert.deepEqual(formatChange({ field: 'value.x', after: 1 }), ['value.x: added 1'])
    assert.deepEqual(formatChange({ field: 'value.x', before: [1] }), ['value.x: removed (was [1])'])
    assert.deepEqual(
      formatChange({ field: 'value.content', before: '1\n2\n3\n4\n5', after: '1\n2\n3\n4\nfive' }),
      ['value.content:', '  …', '  4', '- 5', '+ five'],
    )
  })

  it('takes flags over PCTX_URL and PCTX_API_KEY and checks both', () => {
    const env = { PCTX_URL: 'http://env.example:3000', PCTX_API_KEY: ' pctx_env\n' }
    assert.deepEqual(resolveRemoteSettings({}, env), { url: 'http://env.example:3000', apiKey: 'pctx_env' })
    assert.deepEqual(
      resolveRemoteSettings({ url: 'https://flag.example/base/api/v1/', apiKey: 'pctx_flag' }, env),
      {
        url: 'https://flag.example/base',
        apiKey: 'pctx_flag',
      },
    )
    assert.throws(() => resolveRemoteSettings({}, {}), /set PCTX_URL .* or pass --url <url>/)
    assert.throws(
      () => resolveRemoteSettings({}, { PCTX_URL: 'http://x' }),
      /set PCTX_API_KEY .* or pass --api-key/,
    )
    assert.throws(
      () => resolveRemoteSettings({ url: 'not a url' }, env),
      /--url must be an absolute http\(s\) URL/,
    )
    assert.throws(() => resolveRemoteSettings({ apiKey: 'pctx_a b' }, env), /--api-key holds spaces/)
  })
})
