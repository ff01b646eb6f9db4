import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { formInputsOf, formModelOf, labelOf, valueOfForm } from '../../console/src/lib/schema-form.js'

const RELEASE = {
  type: 'object',
  properties: {
    title: { type: 'string', maxLength: 120 },
    notes: { type: 'string', description: 'What changed' },
    channel: { type: 'string', enum: ['stable', 'beta'] },
    build: { type: 'integer', minimum: 1 },
    score: { type: 'number', maximum: 5 },
    public: { type: 'boolean' },
    tags: { type: 'array', items: { type: 'string' } },
  },
  required: ['title', 'build'],
  additionalProperties: false,
}

describe('forms for custom block types', () => {
  it('builds one field per property of a simple schema', () => {
    const model = formModelOf(RELEASE)
    assert.ok(model)
    assert.deepEqual(
      model.fields.map((f) => [f.name, f.kind, f.required]),
      [
        ['title', 'text', true],
        ['notes', 'text', false],
        ['channel', 'choice', false],
        ['build', 'number', true],
        ['score', 'number', false],
        ['public', 'boolean', false],
        ['tags', 'list', false],
      ],
    )
    const [title, notes] = model.fields
    assert.equal(title?.kind === 'text' && title.multiline, false)
    assert.equal(notes?.kind === 'text' && notes.multiline, true)
    assert.equal(notes?.description, 'What changed')
  })

  it('leaves anything else to the JSON editor', () => {
    const notSimple: unknown[] = [
      null,
      'object',
      { type: 'array', items: { type: 'string' } },
      { type: 'object' },
      { type: 'object', properties: {} },
      { type: 'object', properties: { a: { type: 'object', properties: {} } } },
      { type: 'object', properties: { a: { type: 'array', items: { type: 'number' } } } },
      { type: 'object', properties: { a: { type: ['string', 'null'] } } },
      { type: 'object', properties: { a: { $ref: '#/$defs/x' } } },
      { type: 'object', properties: { a: { anyOf: [{ type: 'string' }] } } },
      { type: 'object', properties: { a: { enum: ['x', 1] } } },
      { type: 'object', oneOf: [], properties: { a: { type: 'string' } } },
    ]
    for (const schema of notSimple) assert.equal(formModelOf(schema), null, JSON.stringify(schema))
  })

  it('fills the controls from a stored value and turns them back into a value', () => {
    const model = formModelOf(RELEASE)
    assert.ok(model)
    const stored = { title: 'v2', build: 7, public: true, tags: ['a', 'b'], written: 'by another tool' }
    const inputs = formInputsOf(model, stored)
    assert.deepEqual(inputs, {
      title: 'v2',
      notes: '',
      channel: '',
      build: '7',
      score: '',
      public: true,
      tags: ['a', 'b'],
    })
    assert.deepEqual(valueOfForm(model, { ...inputs, score: '4.5', tags: ['a', ' ', 'c '] }, stored), {
      value: {
        title: 'v2',
        build: 7,
        score: 4.5,
        public: true,
        tags: ['a', 'c'],
        written: 'by another tool',
      },
      problems: [],
    })
  })

  it('says what is wrong with a number before anything is sent', () => {
    const model = formModelOf(RELEASE)
    assert.ok(model)
    const inputs = formInputsOf(model, {})
    const { problems } = valueOfForm(model, { ...inputs, title: 't', build: '', score: 'lots' })
    assert.deepEqual(problems, [
      { path: 'build', message: 'is required: enter a number' },
      { path: 'score', message: 'must be a number, not "lots"' },
    ])
    assert.deepEqual(valueOfForm(model, { ...inputs, build: '1.5' }).problems, [
      { path: 'build', message: 'must be a whole number' },
    ])
    assert.deepEqual(valueOfForm(model, { ...inputs, build: '0' }).problems, [
      { path: 'build', message: 'must be at least 1' },
    ])
  })

  it('labels properties in words', () => {
    assert.equal(labelOf('pain_points'), 'Pain points')
    assert.equal(labelOf('targetMarket'), 'Target market')
    assert.equal(labelOf('x'), 'X')
  })
})
