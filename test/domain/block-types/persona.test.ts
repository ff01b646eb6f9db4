import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { personaType } from '../../../src/domain/block-types/persona.js'

const full = { name: 'Ana', description: 'Ops lead', goals: 'Ship weekly', pain_points: 'Flaky CI' }

describe('persona block type', () => {
  it('accepts the four string fields, all or some of them', () => {
    assert.deepEqual(personaType.validate(full), [])
    assert.deepEqual(personaType.validate({ name: 'Ana' }), [])
    assert.deepEqual(personaType.validate({}), [])
  })

  it('rejects unknown fields, naming the field and the shape', () => {
    const problems = personaType.validate({ ...full, painPoints: 'typo' })
    assert.equal(problems.length, 1)
    assert.equal(problems[0]?.path, 'painPoints')
    assert.match(problems[0]?.message ?? '', /unknown field "painPoints".*pain_points/)
  })

  it('rejects fields that are not strings', () => {
    const problems = personaType.validate({ name: 'Ana', goals: ['a'], pain_points: null })
    assert.deepEqual(
      problems.map((p) => p.path),
      ['goals', 'pain_points'],
    )
    assert.match(problems[0]?.message ?? '', /must be a string/)
  })

  it('is complete only with all four fields non-blank', () => {
    assert.deepEqual(personaType.incomplete(full), [])
    assert.deepEqual(
      personaType.incomplete({ name: 'Ana', description: '  ', goals: '' }).map((p) => p.path),
      ['description', 'goals', 'pain_points'],
    )
  })
})
