import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { fieldLabel } from '../../console/src/lib/field-label.js'

describe('field labels in diffs and conflicts', () => {
  it('names a changed field as the editor labels it, not by its API path', () => {
    assert.equal(fieldLabel('value.pain_points'), 'Pain points')
    assert.equal(fieldLabel('value.goals'), 'Goals')
    assert.equal(fieldLabel('name'), 'Block name')
    assert.equal(fieldLabel('status'), 'Status')
    assert.equal(fieldLabel('section'), 'Section')
  })

  it('keeps a path it cannot name better', () => {
    assert.equal(fieldLabel('value'), 'Value')
    assert.equal(fieldLabel('value.a.b'), 'value.a.b')
  })
})
