import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { fieldLabel, itemsOf, sectionTitle, textOf } from '../../console/src/lib/block-types.js'

describe('what the console calls block fields', () => {
  it('names the fields of a failed save as the form labels them', () => {
    assert.equal(fieldLabel('value.goals'), 'Goals')
    assert.equal(fieldLabel('value.pain_points'), 'Pain points')
    assert.equal(fieldLabel('name'), 'Block name')
    assert.equal(fieldLabel('value.items[2]'), 'Item 3')
    assert.equal(fieldLabel('value.custom.deep'), 'value.custom.deep')
  })

  it('titles sections as the server does, and reads values whatever they hold', () => {
    assert.equal(sectionTitle('release-notes'), 'Release Notes')
    assert.equal(sectionTitle('brand'), 'Brand')
    assert.equal(textOf(3), '3')
    assert.equal(textOf(undefined), '')
    assert.deepEqual(itemsOf({ items: ['a', 2] }), ['a', '2'])
    assert.deepEqual(itemsOf({ items: 'a' }), [])
  })
})
