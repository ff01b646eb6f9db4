import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { knownBlockType, knownBlockTypes } from '../../../src/domain/block-types/registry.js'

describe('block type registry', () => {
  it('knows persona, text and list', () => {
    assert.deepEqual(
      knownBlockTypes()
        .map((t) => t.type)
        .sort(),
      ['list', 'persona', 'text'],
    )
    for (const type of ['persona', 'text', 'list']) assert.equal(knownBlockType(type)?.type, type)
  })

  it('has no rules for other types, which accept any object', () => {
    assert.equal(knownBlockType('feature'), undefined)
    assert.equal(knownBlockType('Persona'), undefined)
  })

  it('describes each shape for error messages', () => {
    for (const type of knownBlockTypes()) assert.ok(type.shape.startsWith('{'), type.type)
  })
})
