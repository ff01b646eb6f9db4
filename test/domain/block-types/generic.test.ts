import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { genericRenderer } from '../../../src/domain/block-types/generic.js'

describe('generic block renderer', () => {
  // More paragraphs than a spread into push() can take as arguments (RangeError beyond ~120 000).
  it('renders a field of 200 000 paragraphs', () => {
    const nodes = genericRenderer.renderMarkdown(
      { notes: 'p\n\n'.repeat(200_000) },
      { headingDepth: 3, idPrefix: 'b' },
    )
    assert.equal(nodes.length, 200_000)
  })
})
