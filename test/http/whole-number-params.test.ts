import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { OPENAPI_PATH } from '../../src/http/routes/openapi.js'
import { WHOLE_NUMBER_MESSAGE } from '../../src/http/whole-number-params.js'
import { fails } from '../helpers/api.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

interface NumberParam {
  method: string
  path: string
  in: 'query' | 'path'
  name: string
}

/** Spellings Number() (and so Ajv's coercion) reads as a number, and other non-digits. */
const BAD = ['0x10', '1e3', '1.0', '+1', '-1', ' 1', '1 ', '01', '', '١', '1_000', 'Infinity', '0b1', 'abc']

/** Values of the path's other parameters: valid, so only the one under test is wrong. */
const PATH_VALUES: Record<string, string> = {
  projectId: 'acme',
  blockKey: 'intro',
  section: 'brand',
  webhookId: `wh_${'0'.repeat(32)}`,
}

/**
 * Every whole-number query and path parameter of the API, public and authenticated, read from
 * the OpenAPI document so that a parameter added later is covered too.
 */
describe('whole-number parameters: plain digits only', () => {
  let t: TestApp
  let key: string
  let params: NumberParam[]
  before(async () => {
    t = await createTestApp()
    await t.project({ id: 'acme', name: 'Acme' })
    key = await t.key({ admin: true, name: 'admin' })
    const doc = (await t.request({ method: 'GET', url: OPENAPI_PATH })).json()
    params = []
    for (const [path, operations] of Object.entries<Record<string, { parameters?: unknown[] }>>(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const p of (operation.parameters ?? []) as {
          in: NumberParam['in']
          name: string
          schema?: { type?: string }
        }[]) {
          if (p.schema?.type === 'integer') params.push({ method, path, in: p.in, name: p.name })
        }
      }
    }
  })
  after(() => t.close())

  /** The request with `value` for `param`, and valid values for everything else the route needs. */
  function request(param: NumberParam, value: string) {
    const others = params.filter((p) => p.method === param.method && p.path === param.path && p !== param)
    const url = param.path.replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(name === param.name ? value : (PATH_VALUES[name] ?? '1')),
    )
    const query = new URLSearchParams()
    for (const other of others) if (other.in === 'query') query.set(other.name, '1')
    if (param.in === 'query') query.set(param.name, value)
    const method = param.method.toUpperCase() as 'GET' | 'DELETE'
    return t.request({ method, url: `${url}?${query}`, key: url.startsWith('/api/v1/') ? key : undefined })
  }

  const names = (status: number, body: { details?: { path: string; message: string }[] }) =>
    status === 400 && (body.details ?? []).some((d) => d.message === WHOLE_NUMBER_MESSAGE)

  it('finds the numeric parameters, public and authenticated', () => {
    const seen = new Set(params.map((p) => `${p.in} ${p.name}`))
    for (const name of [
      'query tokens',
      'query revision',
      'query limit',
      'query since',
      'query expectedRevision',
    ])
      assert.ok(seen.has(name), name)
    assert.ok(seen.has('path revision'))
    assert.ok(
      params.some((p) => p.path.startsWith('/api/projects/')),
      'a public route',
    )
  })

  it('answers 400 saying how to write the number, for every parameter and every bad form', async () => {
    for (const param of params) {
      for (const value of BAD) {
        // An empty path segment is another route, not this parameter.
        if (param.in === 'path' && value === '') continue
        const what = `${param.method} ${param.path} ${param.name}=${JSON.stringify(value)}`
        const body = fails(await request(param, value), 400)
        const detail = body.details?.find((d) => d.path === param.name)
        assert.equal(detail?.message, WHOLE_NUMBER_MESSAGE, what)
        assert.ok(body.error.includes(param.name), `${what}: ${body.error}`)
      }
    }
  })

  it('takes plain digits, and a number too large to read exactly is a 400 too', async () => {
    for (const param of params) {
      for (const value of ['1', '20']) {
        const res = await request(param, value)
        assert.ok(!names(res.statusCode, res.json()), `${param.path} ${param.name}=${value}: ${res.body}`)
        assert.ok(res.statusCode < 500, res.body)
      }
      const huge = await request(param, '9'.repeat(20))
      const body = fails(huge, 400)
      assert.match(
        String(body.details?.find((d) => d.path === param.name)?.message),
        /must be (<=|at most) \d+/,
      )
    }
  })

  it('checks each value of a repeated query parameter', async () => {
    const res = await t.request({ method: 'GET', url: '/api/projects/acme/context?tokens=100&tokens=0x10' })
    assert.equal(fails(res, 400).details?.[0]?.message, WHOLE_NUMBER_MESSAGE)
  })
})
