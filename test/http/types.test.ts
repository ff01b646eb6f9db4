import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { type Api, detailPaths, fails, freshProject, ok } from '../helpers/api.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

/** A pricing type: plan and seats required by the schema, tiers with numeric prices. */
const PRICING = {
  type: 'object',
  properties: {
    plan: { type: 'string', minLength: 1 },
    seats: { type: 'integer', minimum: 1 },
    tiers: {
      type: 'array',
      items: {
        type: 'object',
        properties: { name: { type: 'string' }, price: { type: 'number' } },
        required: ['name', 'price'],
      },
    },
    note: { type: 'string' },
  },
  required: ['plan'],
  additionalProperties: false,
}

describe('custom block types', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp()
  })
  after(() => t.close())

  const url = (p: Api, type?: string) => `/api/v1/projects/${p.projectId}/types${type ? `/${type}` : ''}`
  const put = (p: Api, type: string, payload: unknown, key = p.key) =>
    t.request({ method: 'PUT', url: url(p, type), key, payload: payload as object })

  it('creates (201), reads, lists sorted by name, replaces (200) and deletes a type', async () => {
    const p = await freshProject(t)
    const created = await put(p, 'pricing', {
      schema: PRICING,
      title: 'Pricing',
      requiredForComplete: ['seats'],
    })
    assert.equal(created.statusCode, 201, created.body)
    assert.deepEqual(created.json(), {
      data: { type: 'pricing', title: 'Pricing', schema: PRICING, requiredForComplete: ['seats'] },
      error: null,
    })
    assert.equal((await put(p, 'feature', { schema: { type: 'object' } })).statusCode, 201)
    const listed = ok(await t.request({ method: 'GET', url: url(p), key: p.key })).data
    assert.deepEqual(listed, [
      { type: 'feature', title: null, schema: { type: 'object' }, requiredForComplete: [] },
      { type: 'pricing', title: 'Pricing', schema: PRICING, requiredForComplete: ['seats'] },
    ])
    assert.deepEqual(
      ok(await t.request({ method: 'GET', url: url(p, 'pricing'), key: p.key })).data,
      listed[1],
    )

    const replaced = await put(p, 'feature', {
      schema: { type: 'object', properties: { a: { type: 'string' } } },
    })
    assert.equal(replaced.statusCode, 200, replaced.body)
    assert.equal(replaced.json().data.schema.properties.a.type, 'string')

    const deleted = ok(await t.request({ method: 'DELETE', url: url(p, 'feature'), key: p.key })).data
    assert.equal(deleted.type, 'feature')
    fails(await t.request({ method: 'GET', url: url(p, 'feature'), key: p.key }), 404, /not defined/)
    fails(await t.request({ method: 'DELETE', url: url(p, 'feature'), key: p.key }), 404, /not defined/)
    assert.deepEqual(
      ok(await t.request({ method: 'GET', url: url(p), key: p.key })).data.map(
        (d: { type: string }) => d.type,
      ),
      ['pricing'],
    )
  })

  it('refuses the built-in type names, and names that break the type pattern', async () => {
    const p = await freshProject(t)
    for (const name of ['persona', 'text', 'list']) {
      const body = fails(await put(p, name, { schema: { type: 'object' } }), 400, /built-in type/)
      assert.match(body.error, /another name/)
    }
    fails(await put(p, 'Bad.Name', { schema: { type: 'object' } }), 400)
    assert.deepEqual(ok(await t.request({ method: 'GET', url: url(p), key: p.key })).data, [])
  })

  it('refuses invalid definitions with every problem and its path', async () => {
    const p = await freshProject(t)
    const cases: [unknown, string[], RegExp?][] = [
      [{}, ['schema']],
      [{ schema: { type: 'string' } }, ['schema.type'], /must be "object"/],
      [{ schema: { type: 'object', properties: { a: { type: 'strnig' } } } }, ['schema']],
      [{ schema: { type: 'object', minProperties: 'two' } }, ['schema']],
      [{ schema: { type: 'object', properties: { a: { tpye: 'string' } } } }, ['schema'], /unknown keyword/],
      [
        { schema: { type: 'object', properties: { a: { type: 'string', format: 'colour' } } } },
        ['schema'],
        /format/,
      ],
      [
        { schema: { type: 'object', properties: { a: { $ref: 'https://example.com/schema.json' } } } },
        ['schema.properties.a.$ref'],
        /nothing is ever fetched/,
      ],
      [{ schema: { type: 'object', $id: 'https://example.com/x' } }, ['schema.$id']],
      [
        { schema: { type: 'object', $schema: 'http://json-schema.org/draft-07/schema#' } },
        ['schema.$schema'],
      ],
      [
        { schema: { type: 'object', properties: { tags: { type: 'array', uniqueItems: true } } } },
        ['schema.properties.tags.uniqueItems'],
        /maxItems/,
      ],
      [
        {
          schema: { type: 'object', properties: { a: { type: 'string' } } },
          requiredForComplete: ['a', 'b', 'a'],
        },
        ['requiredForComplete[1]', 'requiredForComplete[2]'],
      ],
      // Bounded: a list longer than the properties is one problem; past 5 bad entries, a count.
      [
        {
          schema: { type: 'object', properties: { a: { type: 'string' } } },
          requiredForComplete: Array(10_000).fill(1),
        },
        ['requiredForComplete'],
        /lists 10000 fields, but the schema's top-level "properties" has 1/,
      ],
      [
        {
          schema: { type: 'object', properties: Object.fromEntries([...'abcdefgh'].map((f) => [f, {}])) },
          requiredForComplete: Array(8).fill(1),
        },
        [0, 1, 2, 3, 4].map((i) => `requiredForComplete[${i}]`).concat('requiredForComplete'),
      ],
      [{ schema: { type: 'object' }, title: '' }, ['title']],
      [{ schema: { type: 'object' }, colour: 'red' }, ['colour']],
      [{ schema: { type: 'string' }, requiredForComplete: 'a' }, ['schema.type', 'requiredForComplete']],
    ]
    for (const [payload, paths, message] of cases) {
      const body = fails(await put(p, 'thing', payload), 400, message)
      assert.deepEqual(detailPaths(body), paths, `${JSON.stringify(payload)}: ${body.error}`)
    }
    fails(await put(p, 'thing', [1, 2]), 400)
    // Hostile sizes: a 70 KB schema, and one nested 50 000 levels deep (sent as raw JSON).
    const huge = fails(
      await put(p, 'thing', { schema: { type: 'object', description: 'x'.repeat(70_000) } }),
      400,
    )
    assert.match(huge.error, /the limit is 65536/)
    const deep = `${'{"type":"object","properties":{"a":'.repeat(50_000)}{}${'}}'.repeat(50_000)}`
    const nested = fails(
      await t.request({
        method: 'PUT',
        url: url(p, 'thing'),
        key: p.key,
        headers: { 'content-type': 'application/json' },
        payload: `{"schema":${deep}}`,
      }),
      400,
    )
    assert.match(nested.error, /nested more than 32 levels/)
    fails(
      await t.request({
        method: 'PUT',
        url: url(p, 'thing'),
        key: p.key,
        headers: { 'content-type': 'application/json' },
        payload: '{"schema": ',
      }),
      400,
    )
    fails(await t.request({ method: 'GET', url: url(p, 'thing'), key: p.key }), 404)
  })

  it('enforces the schema at sync: every problem with its path, nothing written', async () => {
    const p = await freshProject(t)
    assert.equal(
      (await put(p, 'pricing', { schema: PRICING, requiredForComplete: ['seats'] })).statusCode,
      201,
    )
    const good = { key: 'pro', type: 'pricing', section: 'product', value: { plan: 'Pro', seats: 5 } }
    const body = fails(
      await p.sync({
        blocks: [
          good,
          {
            key: 'team',
            type: 'pricing',
            section: 'product',
            value: {
              plan: 7,
              tiers: [{ name: 'Free', price: 0 }, { name: 'Pro', price: 'lots' }, {}],
              colour: 'red',
            },
          },
          { key: 'empty', type: 'pricing', section: 'product', value: {} },
          { key: 'solo', type: 'pricing', section: 'product', status: 'complete', value: { plan: 'Solo' } },
        ],
      }),
      400,
    )
    assert.deepEqual(
      (body.details ?? []).map((d) => d.path),
      [
        'blocks[1].value.colour',
        'blocks[1].value.plan',
        'blocks[1].value.tiers[1].price',
        'blocks[1].value.tiers[2].name',
        'blocks[1].value.tiers[2].price',
        'blocks[2].value.plan',
        'blocks[3].value.seats',
      ],
    )
    const byPath = new Map((body.details ?? []).map((d) => [d.path, d.message]))
    assert.equal(byPath.get('blocks[1].value.plan'), 'must be string')
    assert.match(byPath.get('blocks[1].value.colour') ?? '', /not a field of this type/)
    assert.match(byPath.get('blocks[3].value.seats') ?? '', /must not be empty when status is "complete"/)
    assert.deepEqual(await p.all(), [], 'nothing was written')

    const synced = await p.syncOk({ blocks: [good, { ...good, key: 'done', status: 'complete' }] })
    assert.deepEqual(synced.created, ['pro', 'done'])
    // Patch semantics: the merged block is what is checked.
    const patched = fails(await p.sync({ blocks: [{ key: 'pro', value: { seats: 0 } }] }), 400)
    assert.deepEqual(detailPaths(patched), ['blocks[0].value.plan', 'blocks[0].value.seats'])
    // A dry run reports the same problems.
    fails(await p.sync({ dryRun: true, blocks: [{ key: 'pro', value: { seats: 0 } }] }), 400)
  })

  it('past 100 problems, a sync reports the first problem of each further invalid block', async () => {
    const p = await freshProject(t)
    await put(p, 'pricing', { schema: PRICING })
    // Two problems per block: 50 blocks fill the 100 reported in full, 70 more report one each.
    const blocks = Array.from({ length: 120 }, (_, i) => ({
      key: `b${i}`,
      type: 'pricing',
      section: 'product',
      value: { plan: 1, seats: 'many' },
    }))
    const body = fails(await p.sync({ blocks }), 400, /and 169 more problems/)
    assert.equal(body.details?.length, 101, 'an answer lists 100, then one entry counting the rest')
    assert.deepEqual(await p.all(), [])
  })

  it('refuses with 409 a definition that existing blocks do not satisfy, naming them; nothing is saved', async () => {
    const p = await freshProject(t)
    assert.equal((await put(p, 'feature', { schema: { type: 'object' } })).statusCode, 201)
    const blocks = Array.from({ length: 12 }, (_, i) => ({
      key: `f${String(i).padStart(2, '0')}`,
      type: 'feature',
      section: 'product',
      value: { name: `Feature ${i}`, ...(i < 2 && { owner: 'ops' }) },
    }))
    await p.syncOk({
      blocks: [...blocks, { key: 'ok', type: 'feature', section: 'product', value: { owner: 'x' } }],
    })
    const revision = await p.revision()
    const strict = {
      type: 'object',
      properties: { owner: { type: 'string' } },
      required: ['owner'],
      additionalProperties: false,
    }
    const body = fails(
      await put(p, 'feature', { schema: strict }),
      409,
      /12 existing blocks of type "feature"/,
    )
    assert.match(body.error, /"f00", "f01", .*"f09" and 2 more/)
    assert.doesNotMatch(body.error, /"f10"|"ok"/, 'ten are named, the rest counted')
    assert.deepEqual(
      detailPaths(body),
      blocks.map((block) => block.key),
    )
    assert.match(body.details?.[0]?.message ?? '', /^value\.name: is not a field of this type/)
    assert.equal(body.details?.[2]?.message, "value.owner: must have required property 'owner' (and 1 more)")
    assert.deepEqual(
      ok(await t.request({ method: 'GET', url: url(p, 'feature'), key: p.key })).data.schema,
      { type: 'object' },
      'the old definition stays',
    )
    // requiredForComplete counts too: a complete block lacking the field.
    await p.syncOk({ blocks: [{ key: 'ok', status: 'complete' }] })
    fails(
      await put(p, 'feature', {
        schema: { type: 'object', properties: { owner: {}, name: {} } },
        requiredForComplete: ['name'],
      }),
      409,
      /1 existing block of type "feature" would not satisfy this definition: "ok"/,
    )
    // The dry run answers like the PUT and saves nothing.
    fails(
      await t.request({
        method: 'PUT',
        url: `${url(p, 'feature')}?dryRun=true`,
        key: p.key,
        payload: { schema: strict },
      }),
      409,
    )
    const dry = await t.request({
      method: 'PUT',
      url: `${url(p, 'gadget')}?dryRun=true`,
      key: p.key,
      payload: { schema: strict },
    })
    assert.equal(dry.statusCode, 201, dry.body)
    fails(await t.request({ method: 'GET', url: url(p, 'gadget'), key: p.key }), 404)
    assert.equal(await p.revision(), revision + 1, 'types make no revision')
  })

  it('deleting a type leaves its blocks, which then take any object', async () => {
    const p = await freshProject(t)
    await put(p, 'feature', { schema: { type: 'object', properties: { a: { type: 'string' } } } })
    await p.syncOk({ blocks: [{ key: 'f', type: 'feature', section: 'product', value: { a: 'x' } }] })
    fails(await p.sync({ blocks: [{ key: 'f', value: { a: 1 } }] }), 400)
    ok(await t.request({ method: 'DELETE', url: url(p, 'feature'), key: p.key }))
    assert.deepEqual(ok(await p.get('f')).data.value, { a: 'x' }, 'the block stays')
    assert.deepEqual((await p.syncOk({ blocks: [{ key: 'f', value: { a: 1 } }] })).updated, ['f'])
  })

  it('a restore must satisfy the types of today, like a sync', async () => {
    const p = await freshProject(t)
    await p.syncOk({ blocks: [{ key: 'f', type: 'feature', section: 'product', value: { a: 1 } }] })
    await p.syncOk({ blocks: [{ key: 'f', value: { a: 'one' } }] })
    await put(p, 'feature', { schema: { type: 'object', properties: { a: { type: 'string' } } } })
    const restore = (payload: object) =>
      t.request({ method: 'POST', url: `/api/v1/projects/${p.projectId}/restore`, key: p.key, payload })
    const body = fails(await restore({ revision: 1 }), 400)
    assert.deepEqual(detailPaths(body), ['blocks[0].value.a'])
    assert.deepEqual(ok(await p.get('f')).data.value, { a: 'one' }, 'nothing restored')
    assert.equal(await p.revision(), 2)
  })

  it('a read key reads types but cannot change them', async () => {
    const p = await freshProject(t)
    await put(p, 'feature', { schema: { type: 'object' } })
    const reader = await t.key({ projects: [p.projectId], access: 'read' })
    ok(await t.request({ method: 'GET', url: url(p), key: reader }))
    ok(await t.request({ method: 'GET', url: url(p, 'feature'), key: reader }))
    fails(await put(p, 'feature', { schema: { type: 'object' } }, reader), 403)
    fails(await t.request({ method: 'DELETE', url: url(p, 'feature'), key: reader }), 403)
    fails(await t.request({ method: 'GET', url: url(p) }), 401)
    const other = await freshProject(t)
    fails(await t.request({ method: 'GET', url: url(p), key: other.key }), 403)
  })

  it('export lists the types; its ETag changes with them; export, types and sync round-trip', async () => {
    const p = await freshProject(t)
    await put(p, 'pricing', { schema: PRICING, title: 'Pricing', requiredForComplete: ['seats'] })
    await p.syncOk({
      blocks: [
        {
          key: 'pro',
          type: 'pricing',
          section: 'product',
          status: 'complete',
          value: { plan: 'Pro', seats: 5 },
        },
        { key: 'tagline', type: 'text', section: 'brand', value: { content: 'Hi' } },
      ],
    })
    const first = await p.export()
    const exported = ok(first).data
    assert.deepEqual(exported.types, [
      { type: 'pricing', title: 'Pricing', schema: PRICING, requiredForComplete: ['seats'] },
    ])
    const etag = String(first.headers.etag)
    assert.equal((await p.export({ 'if-none-match': etag })).statusCode, 304)
    await put(p, 'feature', { schema: { type: 'object' } })
    const second = await p.export({ 'if-none-match': etag })
    assert.equal(second.statusCode, 200, 'a new type is a new export')
    assert.notEqual(second.headers.etag, etag)
    assert.deepEqual(
      second.json().data.types.map((d: { type: string }) => d.type),
      ['feature', 'pricing'],
    )
    // The revision the export names, with ?revision=, lists today's types too.
    const past = ok(
      await t.request({
        method: 'GET',
        url: `/api/v1/projects/${p.projectId}/export?revision=1`,
        key: p.key,
      }),
    ).data
    assert.equal(past.types.length, 2)

    // Round trip: types first, then the blocks, into another project.
    const copy = await freshProject(t)
    for (const { type, ...definition } of second.json().data.types) {
      assert.equal((await put(copy, type, definition)).statusCode, 201)
    }
    const blocks = second.json().data.sections.flatMap((s: { blocks: unknown[] }) => s.blocks)
    await copy.syncOk({ blocks })
    const copied = ok(await copy.export()).data
    assert.deepEqual(copied.types, second.json().data.types)
    assert.deepEqual(
      copied.sections.flatMap((s: { blocks: { key: string; value: unknown }[] }) =>
        s.blocks.map((b) => [b.key, b.value]),
      ),
      blocks.map((b: { key: string; value: unknown }) => [b.key, b.value]),
    )
    assert.deepEqual(
      (await p.syncOk({ blocks: exported.sections.flatMap((s: { blocks: unknown[] }) => s.blocks) })).updated,
      [],
    )
  })
})
