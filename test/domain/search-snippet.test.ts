import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Block } from '../../src/domain/model.js'
import { blockText, containsPhrase, pairDistances } from '../../src/domain/search/block-text.js'
import { buildSnippet, SNIPPET_MAX } from '../../src/domain/search/snippet.js'
import { stem } from '../../src/domain/search/text-analysis.js'

function block(name: string, value: Block['value'], key = 'k'): Block {
  return {
    id: 'id',
    key,
    type: 'text',
    section: 'brand',
    name,
    status: 'complete',
    value,
    position: 0,
    createdAt: '',
    updatedAt: '',
  }
}

const terms = (...words: string[]) => new Set(words.map(stem))

describe('search snippets', () => {
  it('wraps every word matched through its stem in ** markers', () => {
    const text = blockText(block('Personas', { content: 'Our persona work: one persona per segment.' }))
    assert.equal(buildSnippet(text, terms('personas')), 'Our **persona** work: one **persona** per segment.')
  })

  it('shows the stretch around the matches of a long value, within 200 characters', () => {
    const filler = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(20)
    const text = blockText(block('Doc', { content: `${filler}Onboarding takes ten minutes. ${filler}` }))
    const snippet = buildSnippet(text, terms('onboarding'))
    assert.ok(snippet.length <= SNIPPET_MAX, `${snippet.length} characters`)
    assert.match(snippet, /^….*\*\*Onboarding\*\* takes ten minutes\..*…$/)
  })

  it('prefers the place with the most distinct matched terms', () => {
    const far = 'pricing is here. '.repeat(3) + 'x '.repeat(200)
    const text = blockText(block('Doc', { content: `${far}Annual pricing for teams is cheaper.` }))
    const snippet = buildSnippet(text, terms('pricing', 'teams'))
    assert.match(snippet, /\*\*pricing\*\* for \*\*teams\*\*/)
  })

  it('uses the name when only the name matches, and never leaves a marker unclosed', () => {
    const text = blockText(block('Tone of voice', { content: 'Short sentences.' }))
    assert.equal(buildSnippet(text, terms('voice')), 'Tone of **voice**')
    const long = blockText(block('N', { content: 'word '.repeat(300) }))
    const snippet = buildSnippet(long, terms('word'))
    assert.ok(snippet.length <= SNIPPET_MAX)
    assert.equal((snippet.match(/\*\*/g) ?? []).length % 2, 0)
  })

  it('never shows the key, type or section when the name or value matched', () => {
    const persona = {
      ...block('Marco, the agency owner', {
        name: 'Marco Santos',
        description: 'Runs a 12-person studio; his users are clients in the EU and US.',
      }),
      key: 'persona-agency',
      type: 'persona',
      section: 'users',
    }
    // "persona" and "users" both match the metadata; only "users" matches the value.
    const snippet = buildSnippet(blockText(persona), terms('personas', 'users'))
    assert.equal(snippet, '…Santos Runs a 12-person studio; his **users** are clients in the EU and US.')
  })

  it('shows the start of the value when only the key, type or section matched', () => {
    const persona = {
      ...block('Nadia, the freelancer', { name: 'Nadia', description: 'Brand designer in Manchester.' }),
      key: 'persona-freelancer',
      type: 'persona',
      section: 'users',
    }
    assert.equal(buildSnippet(blockText(persona), terms('personas')), 'Nadia Brand designer in Manchester.')
  })

  it('folds white space', () => {
    const text = blockText(block('N', { content: 'one\n\n  two\tthree' }))
    assert.equal(buildSnippet(text, terms('two')), 'one **two** three')
  })
})

describe('phrases and proximity in a block', () => {
  const text = blockText(
    block('Voice', { content: 'We write in a calm tone of voice. Voice and tone matter.' }),
  )

  it('finds a phrase word for word, by stems, in one field', () => {
    assert.equal(containsPhrase(text, ['tone', 'of', 'voices'].map(stem)), true)
    assert.equal(containsPhrase(text, ['voice', 'of', 'tone'].map(stem)), false)
    assert.equal(containsPhrase(text, ['calm', 'voice'].map(stem)), false)
  })

  it('measures the fewest words between two terms, within a window', () => {
    assert.deepEqual(pairDistances(text, [terms('calm'), terms('tone')], 8), [1])
    assert.deepEqual(pairDistances(text, [terms('write'), terms('matter')], 3), [undefined])
  })
})
