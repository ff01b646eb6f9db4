import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { snippetParts } from '../../console/src/lib/snippet.js'

describe('search snippets', () => {
  it('splits matches wrapped in ** from the text around them', () => {
    assert.deepEqual(snippetParts('Our **users** want **answers**.'), [
      { text: 'Our ', match: false },
      { text: 'users', match: true },
      { text: ' want ', match: false },
      { text: 'answers', match: true },
      { text: '.', match: false },
    ])
  })

  it('keeps an unpaired marker as text, and markup as text', () => {
    assert.deepEqual(snippetParts('a **b** c ** d'), [
      { text: 'a ', match: false },
      { text: 'b', match: true },
      { text: ' c ** d', match: false },
    ])
    assert.deepEqual(snippetParts('<img src=x onerror=alert(1)>'), [
      { text: '<img src=x onerror=alert(1)>', match: false },
    ])
    assert.deepEqual(snippetParts(''), [])
  })
})
