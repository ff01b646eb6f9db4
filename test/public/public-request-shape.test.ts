import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import v8 from 'node:v8'
import { type PublicRequestFields, publicRequestOf } from '../../src/http/public-request.js'

// %HaveSameMap answers whether two objects share V8's hidden class (map). The flag must be on
// before the function using it is compiled, hence the Function constructor.
v8.setFlagsFromString('--allow-natives-syntax')
const sameMap = new Function('a', 'b', 'return %HaveSameMap(a, b)') as (a: object, b: object) => boolean

/** Requests the way a busy server asks them: many, each built anew, from a few projects. */
const MANY = 3000

const base: PublicRequestFields = {
  projectId: 'demo',
  format: 'llms.txt',
  completeOnly: false,
  section: undefined,
  tokens: undefined,
  q: undefined,
  pastRevision: undefined,
  baseUrl: 'https://ctx.example.com',
}

describe('the request a public route asks the outputs for', () => {
  for (const [name, fields] of [
    ['llms.txt (current revision)', base],
    ['llms.txt at a past revision', { ...base, pastRevision: 3 }],
    ['markdown of one section', { ...base, format: 'markdown', section: 'brand', baseUrl: undefined }],
    [
      'context with a token budget and a query',
      { ...base, format: 'context', tokens: 500, q: 'tone', baseUrl: undefined },
    ],
  ] as const) {
    it(`keeps one hidden class from request to request: ${name}`, () => {
      const made = Array.from({ length: MANY }, (_, i) =>
        publicRequestOf({ ...fields, projectId: `project-${i % 5}` }),
      )
      const last = made.at(-1) as object
      // The ETag, cache keys and render read every field of it: objects of one shape keep those
      // reads on V8's fast path; a new hidden class per request sends them all to the slow one.
      const others = made.slice(MANY / 2).filter((request) => !sameMap(request, last)).length
      assert.equal(others, 0, `${others} of ${MANY / 2} requests had another hidden class`)
      assert.deepEqual(
        made[0],
        publicRequestOf({ ...fields, projectId: 'project-0' }),
        'the fields are those given',
      )
    })
  }

  it('holds exactly the fields given, no undefined ones', () => {
    assert.deepEqual(publicRequestOf(base), {
      projectId: 'demo',
      format: 'llms.txt',
      completeOnly: false,
      baseUrl: 'https://ctx.example.com',
    })
    assert.deepEqual(
      publicRequestOf({
        ...base,
        format: 'context',
        tokens: 500,
        q: 'tone',
        pastRevision: 2,
        baseUrl: undefined,
      }),
      {
        projectId: 'demo',
        format: 'context',
        completeOnly: false,
        budget: { tokens: 500, query: 'tone' },
        pastRevision: 2,
      },
    )
  })
})
