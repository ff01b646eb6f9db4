import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import fc from 'fast-check'
import { POSITION_MAX } from '../../src/domain/sync-shape.js'
import { type Api, freshProject } from '../helpers/api.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

/**
 * Sync bodies built by fast-check, sent as JSON text through the real app: valid-looking blocks
 * with random fields, wrong types, huge and odd strings, deep nesting, unicode, extreme numbers,
 * duplicate and reserved keys. Whatever the body, the answer is never a 5xx, every 4xx is the
 * JSON envelope, a rejected sync changes nothing, and an accepted one stores what it was sent,
 * merged onto the stored blocks (docs/api.md, Sync: Semantics).
 */

/** JSON text the generator writes verbatim: a number JSON.stringify cannot produce, the revision. */
class Raw {
  constructor(readonly text: string) {}
}
/** An object as its members in order, so a key can appear twice. */
class Members {
  constructor(readonly pairs: [string, unknown][]) {}
}
/** Stands for the project's revision at the time of the request. */
const CURRENT_REVISION = Symbol('current revision')

function jsonText(value: unknown, revision: number): string {
  if (value === CURRENT_REVISION) return String(revision)
  if (value instanceof Raw) return value.text
  if (value instanceof Members) {
    return `{${value.pairs.map(([k, v]) => `${JSON.stringify(k)}:${jsonText(v, revision)}`).join(',')}}`
  }
  if (Array.isArray(value)) return `[${value.map((item) => jsonText(item, revision)).join(',')}]`
  return JSON.stringify(value) ?? 'null'
}

const KEY_POOL = ['a', 'b', 'brand-voice', 'K.1', 'k'.repeat(128)]

const oddString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfff',
    'search',
    '__proto__',
    '😀👩‍👩‍👧',
    '\u202ertl',
  ),
  fc.constantFrom('k'.repeat(129), 'n'.repeat(201), 'ü'.repeat(200)),
  fc.nat({ max: 70_000 }).map((length) => 'z'.repeat(length)),
)

const oddNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, 1.5, POSITION_MAX, -POSITION_MAX, POSITION_MAX + 1, -POSITION_MAX - 1),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, 2 ** 53 + 2, 1e308, -1e308, 5e-324, 1e-320),
  fc.constantFrom(new Raw('1e400'), new Raw('-1e400'), new Raw('123456789012345678901234567890')),
)

/** Objects nested `depth` levels, as objects or arrays: from harmless to far past the limit of 8. */
const nested = fc
  .tuple(fc.oneof(fc.integer({ min: 1, max: 12 }), fc.constantFrom(100, 3000)), fc.boolean())
  .map(([depth, arrays]) => {
    let value: unknown = 'leaf'
    for (let level = 1; level < depth; level++) value = arrays ? [value] : { n: value }
    return { deep: value }
  })

const anyJson = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  oddString,
  oddNumber,
  fc.constantFrom(null, true, [], {}),
)

const value = fc.oneof(
  { weight: 3, arbitrary: fc.record({ content: oddString }) },
  { weight: 2, arbitrary: fc.record({ items: fc.array(oddString, { maxLength: 4 }) }) },
  {
    weight: 2,
    arbitrary: fc.record(
      { name: oddString, description: oddString, goals: oddString, pain_points: oddString, extra: anyJson },
      { requiredKeys: ['name', 'description', 'goals', 'pain_points'] },
    ),
  },
  { weight: 2, arbitrary: fc.dictionary(oddString, anyJson, { maxKeys: 4 }) },
  { weight: 1, arbitrary: nested },
  { weight: 1, arbitrary: anyJson },
)

/** Mostly a well-formed field value, sometimes anything at all. */
function mostly<T>(good: fc.Arbitrary<T>): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 9, arbitrary: good }, { weight: 1, arbitrary: anyJson })
}

const entryFields = {
  key: fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...KEY_POOL) },
    { weight: 2, arbitrary: fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._-]{0,20}$/) },
    { weight: 1, arbitrary: oddString },
    { weight: 1, arbitrary: anyJson },
  ),
  type: mostly(fc.constantFrom('text', 'list', 'persona', 'custom-type', 'Bad')),
  section: mostly(fc.constantFrom('brand', 'product', 'users', 'zeta-notes', 'Nope')),
  name: mostly(oddString),
  status: mostly(fc.constantFrom('empty', 'draft', 'complete', 'done')),
  value: mostly(value),
  position: mostly(oddNumber),
  id: anyJson,
  createdAt: anyJson,
  score: anyJson,
}

/** Names a block must not have, or that JSON parsers treat specially. */
const oddMember = fc.tuple(
  fc.constantFrom('extra', '__proto__', 'constructor', 'prototype', 'Key', ''),
  anyJson,
)

/** An entry: some of the fields above, maybe an odd member, maybe a field twice. */
const entry = fc
  .tuple(
    fc.record(entryFields, { requiredKeys: [] }),
    fc.option(oddMember, { freq: 8 }),
    fc.option(fc.tuple(fc.constantFrom('key', 'type', 'status', 'value'), anyJson), { freq: 8 }),
  )
  .map(([fields, odd, duplicate]) => {
    const pairs: [string, unknown][] = Object.entries(fields)
    if (odd) pairs.push(odd)
    if (duplicate) pairs.push(duplicate)
    return new Members(pairs)
  })

const hostileBody = fc.oneof(
  {
    weight: 8,
    arbitrary: fc
      .record(
        {
          blocks: fc.oneof(
            { weight: 9, arbitrary: fc.array(entry, { maxLength: 5 }) },
            { weight: 1, arbitrary: anyJson },
          ),
          mode: mostly(fc.constantFrom('upsert', 'replace')),
          dryRun: mostly(fc.boolean()),
          expectedRevision: mostly(fc.oneof(fc.constant(CURRENT_REVISION), fc.nat())),
          extra: anyJson,
        },
        { requiredKeys: ['blocks'] },
      )
      .map((fields) => new Members(Object.entries(fields))),
  },
  { weight: 1, arbitrary: anyJson },
)

/** Storable text that passes the name rule, in any script. */
const goodText = fc
  .string({ unit: 'grapheme', minLength: 1, maxLength: 60 })
  .filter((text) => text.trim() !== '')

/** A block that could well be right: values that fit their type, fields in range. */
const plausibleEntry = fc.oneof(
  fc.record(
    {
      key: fc.constantFrom(...KEY_POOL),
      type: fc.constant('text'),
      section: fc.constantFrom('brand', 'product', 'zeta-notes'),
      value: fc.record({ content: fc.string({ unit: 'grapheme', maxLength: 200 }) }),
    },
    { requiredKeys: ['key', 'type', 'section'] },
  ),
  fc.record(
    {
      key: fc.constantFrom(...KEY_POOL),
      type: fc.constant('list'),
      section: fc.constantFrom('users', 'product'),
      value: fc.record({ items: fc.array(goodText, { maxLength: 4 }) }),
    },
    { requiredKeys: ['key', 'type', 'section'] },
  ),
  fc.record(
    {
      key: fc.constantFrom(...KEY_POOL),
      type: fc.constant('custom-type'),
      section: fc.constantFrom('brand', 'zeta-notes'),
      value: fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 4 }),
    },
    { requiredKeys: ['key', 'type', 'section'] },
  ),
  // An update of fields only: merged onto the stored block (a 400 if the key is new).
  fc.record(
    {
      key: fc.constantFrom(...KEY_POOL),
      name: goodText,
      status: fc.constantFrom('empty', 'draft', 'complete'),
      position: fc.integer({ min: -POSITION_MAX, max: POSITION_MAX }),
      id: fc.uuid(),
      updatedAt: fc.constant('2026-01-01T00:00:00.000Z'),
    },
    { requiredKeys: ['key'] },
  ),
)

const plausibleBody = fc
  .record(
    {
      blocks: fc.uniqueArray(plausibleEntry, { selector: (block) => block.key, maxLength: 4 }),
      mode: fc.constantFrom('upsert', 'upsert', 'upsert', 'replace'),
      dryRun: fc.constantFrom(false, false, false, true),
      expectedRevision: fc.constant(CURRENT_REVISION),
    },
    { requiredKeys: ['blocks'] },
  )
  .map((fields) => new Members(Object.entries(fields)))

const body = fc.oneof(plausibleBody, hostileBody)

interface StoredBlock {
  key: string
  [field: string]: unknown
}

/** The project's export: its revision and every block by key. */
async function snapshot(p: Api) {
  const response = await p.export()
  assert.equal(response.statusCode, 200, response.body)
  const data = response.json().data as {
    project: { revision: number }
    sections: { blocks: StoredBlock[] }[]
  }
  const blocks = new Map(
    data.sections.flatMap((section) => section.blocks).map((block) => [block.key, block]),
  )
  return { data, revision: data.project.revision, blocks }
}

const MERGED_FIELDS = ['type', 'section', 'name', 'status', 'value', 'position'] as const

describe('POST /projects/:projectId/sync: fuzzed bodies', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp()
  })
  after(() => t.close())

  it('never fails with a 5xx, writes nothing when it refuses, and stores what it accepts', async () => {
    const p = await freshProject(t)
    const outcomes = { written: 0, refused: 0 }
    await fc.assert(
      fc.asyncProperty(body, async (generated) => {
        // Read each time: a failed run (and fast-check's shrinking) must not leave a stale copy.
        const current = await snapshot(p)
        const payload = jsonText(generated, current.revision)
        const response = await t.request({
          method: 'POST',
          url: `/api/v1/projects/${p.projectId}/sync`,
          key: p.key,
          headers: { 'content-type': 'application/json' },
          payload,
        })
        assert.ok(response.statusCode < 500, `${response.statusCode} ${response.body}`)
        assert.match(String(response.headers['content-type']), /^application\/json/)
        const answer = response.json() as { data: unknown; error: unknown }
        const afterSync = await snapshot(p)
        if (response.statusCode !== 200) {
          outcomes.refused++
          assert.ok(response.statusCode >= 400, String(response.statusCode))
          assert.equal(answer.data, null)
          assert.equal(typeof answer.error, 'string')
          assert.notEqual(answer.error, '')
          assert.deepStrictEqual(afterSync.data, current.data, 'a refused sync changed the project')
          return
        }
        assert.equal(answer.error, null)
        const sent = JSON.parse(payload) as {
          blocks: Record<string, unknown>[]
          mode?: string
          dryRun?: boolean
        }
        if (sent.dryRun === true) {
          assert.deepStrictEqual(afterSync.data, current.data, 'a dry run changed the project')
        } else {
          outcomes.written++
          assertMerged(sent, current.blocks, afterSync.blocks)
          assert.ok(
            afterSync.revision === current.revision || afterSync.revision === current.revision + 1,
            `revision ${current.revision} → ${afterSync.revision}`,
          )
        }
      }),
      { numRuns: 120 },
    )
    // The generator reaches both sides; otherwise the property proves little.
    assert.ok(outcomes.written >= 10, `only ${outcomes.written} syncs were written`)
    assert.ok(outcomes.refused >= 30, `only ${outcomes.refused} syncs were refused`)
  })
})

/** Each block sent reads back as the stored block with the sent fields over it; the rest per mode. */
function assertMerged(
  sent: { blocks: Record<string, unknown>[]; mode?: string },
  before: Map<string, StoredBlock>,
  after: Map<string, StoredBlock>,
): void {
  const sentKeys = new Set(sent.blocks.map((entry) => entry.key as string))
  for (const entry of sent.blocks) {
    const key = entry.key as string
    const stored = after.get(key)
    assert.ok(stored, `block ${key} was synced but is not stored`)
    const previous = before.get(key)
    for (const field of MERGED_FIELDS) {
      if (Object.hasOwn(entry, field)) {
        // Through JSON text, as the store sees it: -0 is 0.
        assert.deepStrictEqual(stored[field], JSON.parse(JSON.stringify(entry[field])), `${key}.${field}`)
      } else if (
        field === 'position' &&
        previous &&
        entry.section !== undefined &&
        entry.section !== previous.section
      ) {
        // Moved to another section without a position: placed at its end (docs/api.md).
      } else if (previous) {
        assert.deepStrictEqual(stored[field], previous[field], `${key}.${field} kept`)
      }
    }
    if (!previous && !Object.hasOwn(entry, 'name')) assert.equal(stored.name, key)
    if (previous) assert.equal(stored.id, previous.id, `${key} keeps its id`)
  }
  for (const [key, block] of before) {
    if (sentKeys.has(key)) continue
    if (sent.mode === 'replace') assert.equal(after.has(key), false, `${key} not listed, so replaced away`)
    else assert.deepStrictEqual(after.get(key), block, `${key} not listed, so untouched`)
  }
}
