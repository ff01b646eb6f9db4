import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { InjectOptions } from 'fastify'
import { fails, ok } from '../helpers/api.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

/** One malformed sync request and what its 4xx envelope must say. */
interface Bad {
  name: string
  request: InjectOptions
  status: number
  error: RegExp
}

const SYNC = '/api/v1/projects/mal/sync'
const JSON_TYPE = { 'content-type': 'application/json' }
/** A request whose body is sent byte for byte. */
const text = (payload: string, headers: Record<string, string> = JSON_TYPE): InjectOptions => ({
  method: 'POST',
  url: SYNC,
  headers,
  payload,
})
/** A sync whose JSON body is `body`. */
const sync = (body: unknown): InjectOptions => text(JSON.stringify(body))
/** A sync of one block: a valid new text block with `fields` merged over it. */
const block = (fields: Record<string, unknown>) =>
  sync({ blocks: [{ key: 'b1', type: 'text', section: 'brand', value: { content: 'x' }, ...fields }] })

/** A value nested `depth` levels deep (the value object itself is level 1). */
function nested(depth: number): Record<string, unknown> {
  let value: Record<string, unknown> = { leaf: 'x' }
  for (let level = 1; level < depth; level++) value = { inner: value }
  return value
}

const BAD: Bad[] = [
  // The body as a whole.
  { name: 'invalid JSON', request: text('{"blocks": ['), status: 400, error: /not valid JSON/ },
  {
    name: 'JSON with trailing garbage',
    request: text('{"blocks": []} x'),
    status: 400,
    error: /not valid JSON/,
  },
  { name: 'an empty JSON body', request: text(''), status: 400, error: /Empty body.*send a JSON object/ },
  {
    name: 'a JSON array body',
    request: text('[]'),
    status: 400,
    error: /must be a JSON object.*got an array/,
  },
  { name: 'a JSON string body', request: text('"blocks"'), status: 400, error: /got a string/ },
  { name: 'a JSON number body', request: text('42'), status: 400, error: /got a number/ },
  { name: 'a JSON null body', request: text('null'), status: 400, error: /got null/ },
  {
    name: 'a text/plain body',
    request: text('{"blocks":[]}', { 'content-type': 'text/plain' }),
    status: 415,
    error: /Content-Type.*application\/json/,
  },
  {
    name: 'a form-urlencoded body',
    request: text('blocks=1', { 'content-type': 'application/x-www-form-urlencoded' }),
    status: 415,
    error: /Content-Type.*application\/json/,
  },
  {
    name: 'an XML body',
    request: text('<blocks/>', { 'content-type': 'application/xml' }),
    status: 415,
    error: /Content-Type.*application\/json/,
  },
  {
    name: 'a __proto__ member',
    request: text('{"blocks":[],"__proto__":{"x":1}}'),
    status: 400,
    error: /__proto__/,
  },
  // Top-level fields.
  { name: 'no blocks', request: sync({}), status: 400, error: /blocks: is required/ },
  {
    name: 'blocks as an object',
    request: sync({ blocks: {} }),
    status: 400,
    error: /blocks: must be an array/,
  },
  {
    name: 'blocks as a string',
    request: sync({ blocks: 'all' }),
    status: 400,
    error: /blocks: must be an array/,
  },
  {
    name: 'a duplicate "blocks" member (the last one wins)',
    request: text('{"blocks":[],"blocks":"x"}'),
    status: 400,
    error: /blocks: must be an array/,
  },
  {
    name: 'an unknown top-level field',
    request: sync({ blocks: [], force: true }),
    status: 400,
    error: /force: unknown field/,
  },
  {
    name: 'mode as a number',
    request: sync({ blocks: [], mode: 1 }),
    status: 400,
    error: /mode: must be "upsert" or "replace"/,
  },
  {
    name: 'an unknown mode',
    request: sync({ blocks: [], mode: 'merge' }),
    status: 400,
    error: /mode: must be/,
  },
  {
    name: 'dryRun as a string',
    request: sync({ blocks: [], dryRun: 'yes' }),
    status: 400,
    error: /dryRun: must be true or false/,
  },
  {
    name: 'expectedRevision as a string',
    request: sync({ blocks: [], expectedRevision: '3' }),
    status: 400,
    error: /expectedRevision: must be a whole number/,
  },
  {
    name: 'a negative expectedRevision',
    request: sync({ blocks: [], expectedRevision: -1 }),
    status: 400,
    error: /expectedRevision/,
  },
  {
    name: 'a fractional expectedRevision',
    request: sync({ blocks: [], expectedRevision: 1.5 }),
    status: 400,
    error: /expectedRevision/,
  },
  // Block entries.
  {
    name: 'a block that is a string',
    request: sync({ blocks: ['b1'] }),
    status: 400,
    error: /blocks\[0\]: must be an object/,
  },
  {
    name: 'a block that is null',
    request: sync({ blocks: [null] }),
    status: 400,
    error: /blocks\[0\]: must be an object/,
  },
  {
    name: 'a block without key',
    request: sync({ blocks: [{ type: 'text' }] }),
    status: 400,
    error: /blocks\[0\]\.key: is required/,
  },
  {
    name: 'a numeric key',
    request: block({ key: 7 }),
    status: 400,
    error: /blocks\[0\]\.key: must be a string/,
  },
  {
    name: 'a key with a space',
    request: block({ key: 'two words' }),
    status: 400,
    error: /blocks\[0\]\.key: .*not a valid key/,
  },
  {
    name: 'a key of 129 characters',
    request: block({ key: 'k'.repeat(129) }),
    status: 400,
    error: /blocks\[0\]\.key/,
  },
  {
    name: 'the reserved key "search"',
    request: block({ key: 'search' }),
    status: 400,
    error: /"search" is reserved/,
  },
  { name: 'a numeric type', request: block({ type: 3 }), status: 400, error: /blocks\[0\]\.type/ },
  { name: 'an upper-case type', request: block({ type: 'Text' }), status: 400, error: /blocks\[0\]\.type/ },
  {
    name: 'a section with punctuation',
    request: block({ section: 'brand!' }),
    status: 400,
    error: /blocks\[0\]\.section/,
  },
  {
    name: 'a numeric name',
    request: block({ name: 5 }),
    status: 400,
    error: /blocks\[0\]\.name: must be a string/,
  },
  {
    name: 'an empty name',
    request: block({ name: '' }),
    status: 400,
    error: /blocks\[0\]\.name: must be 1–200/,
  },
  {
    name: 'a name of 201 characters',
    request: block({ name: 'n'.repeat(201) }),
    status: 400,
    error: /blocks\[0\]\.name/,
  },
  {
    name: 'an unknown status',
    request: block({ status: 'done' }),
    status: 400,
    error: /blocks\[0\]\.status: must be one of empty, draft, complete/,
  },
  {
    name: 'a value of null',
    request: block({ value: null }),
    status: 400,
    error: /blocks\[0\]\.value: must be a JSON object, got null/,
  },
  { name: 'a value that is an array', request: block({ value: ['x'] }), status: 400, error: /got an array/ },
  { name: 'a value that is a string', request: block({ value: 'x' }), status: 400, error: /got a string/ },
  {
    name: 'a position as a string',
    request: block({ position: '1' }),
    status: 400,
    error: /blocks\[0\]\.position: must be a whole number/,
  },
  {
    name: 'a fractional position',
    request: block({ position: 0.5 }),
    status: 400,
    error: /blocks\[0\]\.position/,
  },
  {
    name: 'a huge position',
    request: block({ position: 1e15 }),
    status: 400,
    error: /blocks\[0\]\.position/,
  },
  {
    name: 'an unknown block field',
    request: block({ colour: 'red' }),
    status: 400,
    error: /blocks\[0\]\.colour: unknown field/,
  },
  {
    name: 'the same key twice',
    request: sync({ blocks: [{ key: 'dup', type: 'text', section: 'brand' }, { key: 'dup' }] }),
    status: 400,
    error: /duplicate key "dup"/,
  },
  {
    name: 'a value nested 9 levels deep',
    request: block({ value: nested(9) }),
    status: 400,
    error: /nested more than 8 levels|nested 9 levels/,
  },
  {
    name: 'a value nested 5000 levels deep',
    request: text(
      `{"blocks":[{"key":"d","type":"x","section":"s","value":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}]}`,
    ),
    status: 400,
    error: /nested/,
  },
  {
    name: 'a value over 64 KiB',
    request: block({ value: { content: 'x'.repeat(64 * 1024) } }),
    status: 400,
    error: /blocks\[0\]\.value: .*64 KiB/,
  },
  {
    name: 'a new key without type and section',
    request: sync({ blocks: [{ key: 'orphan' }] }),
    status: 400,
    error: /orphan|blocks\[0\]/,
  },
]

describe('malformed sync requests: a 4xx envelope, never a 500', () => {
  let t: TestApp
  let key: string
  before(async () => {
    t = await createTestApp()
    await t.project({ id: 'mal' })
    key = await t.key({ projects: ['mal'] })
  })
  after(() => t.close())

  for (const bad of BAD) {
    it(`${bad.name} → ${bad.status}`, async () => {
      const response = await t.request({ ...bad.request, key })
      fails(response, bad.status, bad.error)
    })
  }

  it('nothing was written, and the app still answers', async () => {
    const exported = ok(await t.request({ method: 'GET', url: '/api/v1/projects/mal/export', key }))
    assert.equal(exported.data.project.revision, 0)
    assert.deepEqual(exported.data.sections, [])
    ok(await t.request({ method: 'GET', url: '/healthz' }))
  })
})
