import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { type Problem, ValidationError } from '../../src/domain/errors.js'
import { parseSyncRequest } from '../../src/domain/sync-request.js'

const limits = { maxBlocks: 1000 }

/** Every problem of a body, whether it threw at once (body-level) or came back per entry. */
function problemsOf(body: unknown, maxBlocks = 1000): Problem[] {
  try {
    return parseSyncRequest(body, { maxBlocks }).problems
  } catch (error) {
    if (error instanceof ValidationError) return error.details
    throw error
  }
}

function pathsOf(body: unknown): string[] {
  return problemsOf(body).map((problem) => problem.path)
}

/** A body with one entry, to check one field rule at a time. */
function entry(fields: Record<string, unknown>) {
  return { blocks: [{ key: 'k', ...fields }] }
}

describe('parseSyncRequest: body', () => {
  it('applies the defaults: upsert, not a dry run, no expected revision', () => {
    const request = parseSyncRequest({ blocks: [] }, limits)
    assert.deepEqual(request, { blocks: [], mode: 'upsert', dryRun: false, problems: [] })
  })

  it('returns every field of a valid entry typed, with its payload index', () => {
    const value = { content: 'hi' }
    const request = parseSyncRequest(
      {
        mode: 'replace',
        dryRun: true,
        expectedRevision: 4,
        blocks: [
          { key: 'a' },
          { key: 'b', type: 'text', section: 'brand', name: 'B', status: 'draft', value, position: -2 },
        ],
      },
      limits,
    )
    assert.equal(request.mode, 'replace')
    assert.equal(request.dryRun, true)
    assert.equal(request.expectedRevision, 4)
    assert.deepEqual(request.blocks, [
      { index: 0, key: 'a' },
      { index: 1, key: 'b', type: 'text', section: 'brand', name: 'B', status: 'draft', value, position: -2 },
    ])
  })

  for (const body of [null, [], 'blocks', 3]) {
    it(`rejects a body that is not an object (${JSON.stringify(body)})`, () => {
      assert.throws(() => parseSyncRequest(body, limits), ValidationError)
      assert.match(problemsOf(body)[0]?.message ?? '', /must be a JSON object/)
    })
  }

  it('requires blocks and explains it may be empty', () => {
    const [problem] = problemsOf({ mode: 'upsert' })
    assert.equal(problem?.path, 'blocks')
    assert.match(problem?.message ?? '', /required/)
  })

  it('requires blocks to be an array', () => {
    assert.deepEqual(pathsOf({ blocks: { key: 'a' } }), ['blocks'])
  })

  it('rejects unknown top-level fields, naming the accepted ones', () => {
    const problems = problemsOf({ blocks: [], dry_run: true })
    assert.equal(problems[0]?.path, 'dry_run')
    assert.match(problems[0]?.message ?? '', /dryRun/)
  })

  it('checks mode, dryRun and expectedRevision', () => {
    assert.deepEqual(pathsOf({ blocks: [], mode: 'merge' }), ['mode'])
    assert.deepEqual(pathsOf({ blocks: [], dryRun: 'true' }), ['dryRun'])
    for (const expectedRevision of [-1, 1.5, '3', null]) {
      assert.deepEqual(pathsOf({ blocks: [], expectedRevision }), ['expectedRevision'])
    }
    assert.equal(parseSyncRequest({ blocks: [], expectedRevision: 0 }, limits).expectedRevision, 0)
  })

  it('rejects more blocks than the limit at once, before looking at them', () => {
    const blocks = Array.from({ length: 4 }, () => ({ key: 'same', bogus: 1 }))
    const problems = problemsOf({ blocks }, 3)
    assert.equal(problems.length, 1)
    assert.equal(problems[0]?.path, 'blocks')
    assert.match(problems[0]?.message ?? '', /holds 4 blocks; one sync takes at most 3/)
    assert.deepEqual(problemsOf({ blocks: blocks.slice(0, 3).map((_, i) => ({ key: `k${i}` })) }, 3), [])
  })

  it('reports body problems together with entry problems when it throws', () => {
    assert.deepEqual(pathsOf({ blocks: [{ key: '' }], mode: 'x' }), ['mode', 'blocks[0].key'])
  })
})

describe('parseSyncRequest: entries', () => {
  it('rejects an entry that is not an object', () => {
    assert.deepEqual(pathsOf({ blocks: [{ key: 'a' }, 'b', null] }), ['blocks[1]', 'blocks[2]'])
  })

  it('requires key as a string in the key format', () => {
    assert.deepEqual(pathsOf({ blocks: [{ type: 'text' }] }), ['blocks[0].key'])
    assert.match(problemsOf({ blocks: [{}] })[0]?.message ?? '', /is required/)
    for (const key of [7, '', '-lead', 'has space', 'a/b', 'x'.repeat(129)]) {
      assert.deepEqual(pathsOf({ blocks: [{ key }] }), ['blocks[0].key'], String(key))
    }
    for (const key of ['a', 'A.b_c-9', '9lives', 'x'.repeat(128)])
      assert.deepEqual(pathsOf({ blocks: [{ key }] }), [])
  })

  it('rejects the reserved key "search" with a reason, but not look-alikes', () => {
    const [problem] = problemsOf({ blocks: [{ key: 'search' }] })
    assert.equal(problem?.path, 'blocks[0].key')
    assert.match(problem?.message ?? '', /reserved/)
    assert.deepEqual(pathsOf({ blocks: [{ key: 'Search' }, { key: 'search-tips' }] }), [])
  })

  it('checks type and section formats', () => {
    for (const bad of ['Persona', '1x', '', 'a b', 5, 'x'.repeat(65)]) {
      assert.deepEqual(pathsOf(entry({ type: bad, section: bad })), ['blocks[0].type', 'blocks[0].section'])
    }
    assert.deepEqual(pathsOf(entry({ type: 'user-story_2', section: 'zeta-notes' })), [])
  })

  it('checks name: a string of 1–200 characters, not blank', () => {
    for (const name of ['', '   ', 'x'.repeat(201), 3])
      assert.deepEqual(pathsOf(entry({ name })), ['blocks[0].name'])
    assert.deepEqual(pathsOf(entry({ name: 'x'.repeat(200) })), [])
  })

  it('checks status against empty, draft and complete', () => {
    for (const status of ['empty', 'draft', 'complete']) assert.deepEqual(pathsOf(entry({ status })), [])
    for (const status of ['done', 'Draft', null])
      assert.deepEqual(pathsOf(entry({ status })), ['blocks[0].status'])
  })

  it('checks position: a whole number within ±1e9', () => {
    for (const position of [0, -5, 1_000_000_000]) assert.deepEqual(pathsOf(entry({ position })), [])
    for (const position of [1.5, '2', 1_000_000_001, null]) {
      assert.deepEqual(pathsOf(entry({ position })), ['blocks[0].position'], String(position))
    }
  })

  it('accepts and drops the read-only fields of list, get, export and search results', () => {
    const request = parseSyncRequest(
      entry({
        id: '0b8f5a4e-3c1d-4c55-9a43-1d2f0e4b7c11',
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: 'anything',
        score: 1.5,
        snippet: '**k**',
      }),
      limits,
    )
    assert.deepEqual(request.problems, [])
    assert.deepEqual(request.blocks, [{ index: 0, key: 'k' }])
  })

  it('rejects any other unknown field, naming the accepted ones', () => {
    const problems = problemsOf(entry({ valeu: {}, sectionId: 'x' }))
    assert.deepEqual(
      problems.map((p) => p.path),
      ['blocks[0].valeu', 'blocks[0].sectionId'],
    )
    assert.match(problems[0]?.message ?? '', /unknown field; a block accepts key, type, section/)
  })

  it('reports duplicate keys at the repeat, pointing to the first', () => {
    const problems = problemsOf({ blocks: [{ key: 'a' }, { key: 'b' }, { key: 'a' }, { key: 'a' }] })
    assert.deepEqual(
      problems.map((p) => p.path),
      ['blocks[2].key', 'blocks[3].key'],
    )
    assert.match(problems[0]?.message ?? '', /duplicate key "a" \(also at blocks\[0\]\)/)
  })

  it('treats keys as case-sensitive when looking for duplicates', () => {
    assert.deepEqual(pathsOf({ blocks: [{ key: 'a' }, { key: 'A' }] }), [])
  })

  it('returns entry problems without throwing, keeping the valid entries for planning', () => {
    const request = parseSyncRequest({ blocks: [{ key: 'ok' }, { key: 'bad', status: 'done' }] }, limits)
    assert.deepEqual(
      request.blocks.map((b) => b.key),
      ['ok'],
    )
    assert.deepEqual(
      request.problems.map((p) => p.path),
      ['blocks[1].status'],
    )
  })
})

describe('parseSyncRequest: value', () => {
  it('must be a JSON object: null and arrays are problems', () => {
    for (const [value, got] of [
      [null, 'null'],
      [[], 'an array'],
      ['text', 'a string'],
      [1, 'a number'],
    ] as const) {
      const [problem] = problemsOf(entry({ value }))
      assert.equal(problem?.path, 'blocks[0].value')
      assert.match(problem?.message ?? '', new RegExp(`must be a JSON object, got ${got}`))
    }
  })

  it('may be up to 64 KiB as JSON', () => {
    const padding = 64 * 1024 - JSON.stringify({ s: '' }).length
    assert.deepEqual(pathsOf(entry({ value: { s: 'x'.repeat(padding) } })), [])
    const [problem] = problemsOf(entry({ value: { s: 'x'.repeat(padding + 1) } }))
    assert.equal(problem?.path, 'blocks[0].value')
    assert.match(problem?.message ?? '', /65537 bytes as JSON; the limit is 65536/)
  })

  it('counts bytes, not characters', () => {
    const value = { s: 'é'.repeat(33_000) }
    assert.deepEqual(pathsOf(entry({ value })), ['blocks[0].value'])
  })

  it('may be nested 8 levels deep, the value object being level 1', () => {
    const nest = (levels: number) => {
      let value: Record<string, unknown> = { leaf: 'x' }
      for (let i = 1; i < levels; i++) value = { a: value }
      return value
    }
    assert.deepEqual(pathsOf(entry({ value: nest(8) })), [])
    const [problem] = problemsOf(entry({ value: nest(9) }))
    assert.equal(problem?.path, 'blocks[0].value')
    assert.match(problem?.message ?? '', /nested more than 8 levels/)
    assert.deepEqual(pathsOf(entry({ value: { a: [[[[[[['x']]]]]]] } })), [])
    assert.deepEqual(pathsOf(entry({ value: { a: [[[[[[[['x']]]]]]]] } })), ['blocks[0].value'])
  })

  it('rejects numbers JSON cannot hold (1e400 parses as Infinity), naming where', () => {
    const value = JSON.parse('{"ok": 1e308, "list": [1, {"max": 1e400}]}')
    const [problem, ...rest] = problemsOf(entry({ value }))
    assert.deepEqual(rest, [])
    assert.equal(problem?.path, 'blocks[0].value.list[1].max')
    assert.match(problem?.message ?? '', /too large for JSON/)
    assert.deepEqual(pathsOf(entry({ value: { n: -1.5e-300, big: 1.7e308 } })), [])
  })

  it('reports hostile nesting as a problem instead of overflowing the stack', () => {
    let value: unknown = 'x'
    for (let i = 0; i < 200_000; i++) value = { a: value }
    assert.deepEqual(pathsOf(entry({ value })), ['blocks[0].value'])
  })
})
