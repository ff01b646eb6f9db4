import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { type Problem, ValidationError } from '../../src/domain/errors.js'
import { PLAN_NOW, plan, storedBlock } from '../helpers/sync-state.js'

/** The problems of a plan that must fail. */
function problemsOf(run: () => unknown): Problem[] {
  try {
    run()
  } catch (error) {
    if (error instanceof ValidationError) return error.details
    throw error
  }
  assert.fail('expected the sync to be rejected')
}

describe('planSync: creating', () => {
  it('creates a block with a new id, the time, and the key as default name', () => {
    const { created, changed } = plan({ blocks: [{ key: 'tone', type: 'text', section: 'brand' }] })
    assert.equal(changed, true)
    assert.deepEqual(created, [
      {
        id: 'new-1',
        key: 'tone',
        type: 'text',
        section: 'brand',
        name: 'tone',
        status: 'empty',
        value: {},
        position: 0,
        createdAt: PLAN_NOW,
        updatedAt: PLAN_NOW,
      },
    ])
  })

  it('requires type and section for a new key, naming the key', () => {
    const problems = problemsOf(() => plan({ blocks: [{ key: 'new', value: {} }] }))
    assert.deepEqual(
      problems.map((p) => p.path),
      ['blocks[0].type', 'blocks[0].section'],
    )
    assert.match(problems[0]?.message ?? '', /required for a new block \(key "new"/)
  })

  it('derives the status at creation: empty without content, draft with content', () => {
    const { created } = plan({
      blocks: [
        { key: 'a', type: 'persona', section: 'users', value: { name: ' ', goals: '' } },
        { key: 'b', type: 'persona', section: 'users', value: { name: 'Ana' } },
        { key: 'c', type: 'config', section: 'product', value: { flags: [], limits: { max: 0 } } },
        { key: 'd', type: 'config', section: 'product', value: { nested: { list: [{ x: null }] } } },
        { key: 'e', type: 'config', section: 'product', value: { on: false } },
      ],
    })
    assert.deepEqual(
      created.map((b) => [b.key, b.status]),
      [
        ['a', 'empty'],
        ['b', 'draft'],
        ['c', 'draft'],
        ['d', 'empty'],
        ['e', 'draft'],
      ],
    )
  })

  it('keeps an explicit status at creation', () => {
    const { created } = plan({
      blocks: [{ key: 'a', type: 'text', section: 'brand', status: 'complete', value: { content: 'x' } }],
    })
    assert.equal(created[0]?.status, 'complete')
  })

  it('lets unknown types hold any object, even when complete', () => {
    const { created } = plan({
      blocks: [
        { key: 'x', type: 'feature', section: 'product', status: 'complete', value: { any: [1, { b: 2 }] } },
      ],
    })
    assert.equal(created.length, 1)
  })
})

describe('planSync: patching', () => {
  it('keeps every omitted field of an existing block', () => {
    const before = storedBlock('tone', {
      type: 'text',
      section: 'brand',
      name: 'Tone of voice',
      status: 'complete',
      position: 7,
    })
    const { updated } = plan({ blocks: [{ key: 'tone', value: { content: 'New text' } }] }, [before])
    assert.deepEqual(updated, [{ ...before, value: { content: 'New text' }, updatedAt: PLAN_NOW }])
  })

  it('does not reset the name to the key when the entry omits it', () => {
    const before = storedBlock('k', { name: 'Given name' })
    const { updated } = plan({ blocks: [{ key: 'k', status: 'empty' }] }, [before])
    assert.equal(updated[0]?.name, 'Given name')
  })

  it('keeps the stored status when a later sync fills the value', () => {
    const before = storedBlock('p', { type: 'persona', section: 'users', status: 'empty', value: {} })
    const { updated } = plan({ blocks: [{ key: 'p', value: { name: 'Ana', goals: 'Ship' } }] }, [before])
    assert.equal(updated[0]?.status, 'empty')
  })

  it('keeps the stored status when a later sync empties the value', () => {
    const before = storedBlock('t', { status: 'draft', value: { content: 'x' } })
    const { updated } = plan({ blocks: [{ key: 't', value: {} }] }, [before])
    assert.equal(updated[0]?.status, 'draft')
  })

  it('changes type and section when given', () => {
    const before = storedBlock('k', { type: 'text', section: 'brand', value: { content: 'x' } })
    const { updated } = plan({ blocks: [{ key: 'k', type: 'note', section: 'product' }] }, [before])
    assert.equal(updated[0]?.type, 'note')
    assert.equal(updated[0]?.section, 'product')
    assert.deepEqual(updated[0]?.value, { content: 'x' })
  })
})

describe('planSync: validating the merged block', () => {
  it('rejects complete on a persona whose stored goals are empty', () => {
    const before = storedBlock('ana', {
      type: 'persona',
      section: 'users',
      value: { name: 'Ana', description: 'Ops', goals: '', pain_points: 'CI' },
    })
    const problems = problemsOf(() =>
      plan(
        {
          blocks: [
            { key: 'other', type: 'text', section: 'brand' },
            { key: 'ana', status: 'complete' },
          ],
        },
        [before],
      ),
    )
    assert.deepEqual(
      problems.map((p) => p.path),
      ['blocks[1].value.goals'],
    )
    assert.match(problems[0]?.message ?? '', /must not be empty when status is "complete" \(persona "ana"\)/)
  })

  it('accepts complete once the stored value is whole', () => {
    const before = storedBlock('ana', {
      type: 'persona',
      section: 'users',
      value: { name: 'Ana', description: 'Ops', goals: 'Ship', pain_points: 'CI' },
    })
    assert.equal(plan({ blocks: [{ key: 'ana', status: 'complete' }] }, [before]).updated.length, 1)
  })

  it('rejects a value update that empties a required field of a complete block', () => {
    const before = storedBlock('t', { status: 'complete', value: { content: 'x' } })
    const problems = problemsOf(() => plan({ blocks: [{ key: 't', value: { content: ' ' } }] }, [before]))
    assert.deepEqual(
      problems.map((p) => p.path),
      ['blocks[0].value.content'],
    )
  })

  it('validates a type change against the stored value', () => {
    const before = storedBlock('k', { type: 'note', value: { foo: 'bar' } })
    const problems = problemsOf(() => plan({ blocks: [{ key: 'k', type: 'persona' }] }, [before]))
    assert.deepEqual(
      problems.map((p) => p.path),
      ['blocks[0].value.foo'],
    )
  })

  it('reports shape problems of a known type with value paths', () => {
    const problems = problemsOf(() =>
      plan({ blocks: [{ key: 'l', type: 'list', section: 'product', value: { items: ['a', 3] } }] }),
    )
    assert.deepEqual(
      problems.map((p) => p.path),
      ['blocks[0].value.items[1]'],
    )
  })

  it('reports field, creation and merged problems together, by payload index', () => {
    const persona = storedBlock('p', { type: 'persona', section: 'users', value: { name: 'Ana' } })
    const error = (() => {
      try {
        plan(
          {
            blocks: [
              { key: 'ok', type: 'text', section: 'brand' },
              { key: 't', type: 'text', section: 'brand', value: { content: 1 } },
              { key: 'bad', status: 'done' },
              { key: 'new' },
              { key: 'p', status: 'complete' },
            ],
          },
          [persona],
        )
      } catch (caught) {
        return caught
      }
    })()
    assert.ok(error instanceof ValidationError)
    assert.deepEqual(
      error.details.map((p) => p.path),
      [
        'blocks[1].value.content',
        'blocks[2].status',
        'blocks[3].type',
        'blocks[3].section',
        'blocks[4].value.description',
        'blocks[4].value.goals',
        'blocks[4].value.pain_points',
      ],
    )
    assert.match(
      error.message,
      /^Invalid sync body: blocks\[1\]\.value\.content: .*\(and 6 more problems, see details\)$/,
    )
  })
})
