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

  it('marks only whole matched words when the text itself holds ** (markdown bold)', () => {
    // The demo's brand voice, searched for "who are our users": its markdown keeps `**` around
    // "everyday words", and the snippet starts inside that bold.
    const snippet = '…everyday words** and never blame the **user**. - Say "you", not "the **user**" - Prefer'
    assert.deepEqual(snippetParts(snippet), [
      { text: '…everyday words** and never blame the ', match: false },
      { text: 'user', match: true },
      { text: '. - Say "you", not "the ', match: false },
      { text: 'user', match: true },
      { text: '" - Prefer', match: false },
    ])
  })
})
