import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { parseSynonymsRequest } from '../../src/domain/contract/synonyms.js'
import { ValidationError } from '../../src/domain/errors.js'
import type { Block } from '../../src/domain/model.js'
import { expansionsText, NOTE_MAX_SYNONYMS } from '../../src/domain/render/budget-note.js'
import { memorySearchIndex } from '../../src/domain/search/memory-search-index.js'
import { parseQuery } from '../../src/domain/search/query.js'
import { searchIndex } from '../../src/domain/search/search-engine.js'
import type { SearchIndexReader } from '../../src/domain/search/search-index.js'
import {
  expandQuery,
  MAX_EXPANDED_TERMS,
  MAX_SYNONYMS_PER_TERM,
  synonymIndex,
  usedExpansions,
  withSynonyms,
} from '../../src/domain/search/synonyms.js'

/** Text blocks of the brand section, one per content, keyed b0, b1, … */
function textBlocks(contents: string[]): Block[] {
  return contents.map((content, i) => ({
    key: `b${i}`,
    type: 'text',
    section: 'brand',
    name: `Block ${i}`,
    status: 'complete',
    value: { content },
    position: i,
  })) as unknown as Block[]
}

/** The problems of a refused body: path → message. */
function problems(body: unknown): Map<string, string> {
  try {
    parseSynonymsRequest(body)
  } catch (error) {
    assert.ok(error instanceof ValidationError, String(error))
    return new Map(error.details.map((problem) => [problem.path, problem.message]))
  }
  assert.fail('the body was accepted')
}

describe('synonyms: the body and its groups', () => {
  it('accepts groups of words and returns them as sent', () => {
    const groups = [
      ['customer', 'client', 'buyer'],
      ['Talk', 'speak'],
    ]
    assert.deepEqual(parseSynonymsRequest({ groups }), groups)
    assert.deepEqual(parseSynonymsRequest({ groups: [] }), [])
    // A GET's answer can be sent back as it was read.
    assert.deepEqual(parseSynonymsRequest({ groups, revision: 3 }), groups)
  })

  it('names every bad group and term at once', () => {
    const found = problems({
      groups: [
        ['customer', 'client'],
        [],
        ['the', 'customer'],
        ['Customer', 'customers'],
        ['solo'],
        'talk, speak',
        ['sign up', 'register'],
        ['x'.repeat(65), 'y'],
        [1, 'two'],
        ['', 'word'],
        ['!!!', 'word'],
      ],
    })
    assert.equal(found.has('groups[0]'), false)
    assert.match(found.get('groups[1]') ?? '', /empty/)
    assert.match(found.get('groups[2][0]') ?? '', /"the" is a stop word/)
    assert.match(
      found.get('groups[3]') ?? '',
      /\["Customer", "customers"\] needs at least two different words/,
    )
    assert.match(found.get('groups[4]') ?? '', /one word/)
    assert.match(found.get('groups[5]') ?? '', /must be an array of words/)
    assert.match(found.get('groups[6][0]') ?? '', /one word/)
    assert.match(found.get('groups[7][0]') ?? '', /65 characters/)
    assert.match(found.get('groups[8][0]') ?? '', /string/)
    assert.match(found.get('groups[9][0]') ?? '', /empty/)
    assert.match(found.get('groups[10][0]') ?? '', /no letters or digits/)
  })

  it('refuses a body that is not an object, lacks groups, or has too many', () => {
    assert.match(problems(null).get('') ?? '', /JSON object/)
    assert.match(problems({}).get('groups') ?? '', /required/)
    assert.match(problems({ groups: 'a,b' }).get('groups') ?? '', /array of groups/)
    assert.match([...problems({ groups: [], extra: 1 })].join(' '), /extra.*unknown field/)
    const many = Array.from({ length: 501 }, (_, i) => [`a${i}`, `b${i}`])
    assert.match(problems({ groups: many }).get('groups') ?? '', /501 groups; at most 500/)
    const wide = Array.from({ length: 21 }, (_, i) => `w${i}`)
    assert.match(problems({ groups: [wide] }).get('groups[0]') ?? '', /21 words; a group holds at most 20/)
  })

  it('names every problem however many groups are bad, and counts them in its message', () => {
    const bad = Array.from({ length: 500 }, () => Array.from({ length: 20 }, () => 'the'))
    try {
      parseSynonymsRequest({ groups: bad })
      assert.fail('accepted')
    } catch (error) {
      assert.ok(error instanceof ValidationError)
      // The HTTP answer lists the first 100 and counts the rest (test/http/synonyms.test.ts).
      assert.equal(error.details.length, 10_000)
      assert.match(error.message, /\(and 9999 more problems, see details\)$/)
    }
  })
})

describe('synonyms: expansion', () => {
  const index = synonymIndex([
    ['customer', 'client', 'buyer'],
    ['client', 'account'],
    ['talk', 'speak'],
  ])

  it('expands each analysed term with the other words of its groups, one step', () => {
    const { terms, expansions } = expandQuery(['custom', 'talk'], index)
    // customer → client, buyer (its group); never account, which only client's other group holds.
    assert.deepEqual(terms, [
      ['custom', 'client', 'buyer'],
      ['talk', 'speak'],
    ])
    assert.deepEqual(expansions, [
      { term: 'customer', with: ['client', 'buyer'] },
      { term: 'talk', with: ['speak'] },
    ])
    // client is in two groups: the union of both.
    assert.deepEqual(expandQuery(['client'], index).terms, [['client', 'custom', 'buyer', 'account']])
  })

  it('leaves queries alone without synonyms, and reports no expansion', () => {
    assert.deepEqual(expandQuery(['custom'], undefined), { terms: [['custom']], expansions: [] })
    assert.deepEqual(expandQuery(['pricing'], index), { terms: [['pricing']], expansions: [] })
  })

  it('adds a parsed query term its synonyms, analysed like the index', () => {
    const { query, expansions } = withSynonyms(parseQuery('how do we talk to customers'), index)
    assert.deepEqual(
      query.terms.map((term) => [term.term, term.synonyms ?? []]),
      [
        ['talk', ['speak']],
        ['custom', ['client', 'buyer']],
      ],
    )
    assert.equal(expansions.length, 2)
  })

  it('stays bounded however the groups are written (500 groups of 20 sharing one word)', () => {
    const groups = Array.from({ length: 500 }, (_, g) => [
      'shared',
      ...Array.from({ length: 19 }, (_, t) => `w${g}x${t}`),
    ])
    const big = synonymIndex(groups)
    const one = expandQuery(['share'], big)
    assert.equal(one.terms[0]?.length, 1 + MAX_SYNONYMS_PER_TERM)
    // A query of many words in many groups adds at most MAX_EXPANDED_TERMS synonyms in all.
    const words = Array.from({ length: 100 }, (_, i) => `w${i}x0`)
    const many = expandQuery(words, big)
    const added = many.terms.reduce((sum, list) => sum + list.length - 1, 0)
    assert.ok(added <= MAX_EXPANDED_TERMS, `${added} synonyms added`)
  })
})

describe('synonyms: what a search reads', () => {
  it('reads every posting list of a query, synonyms included, in one read', async () => {
    const blocks = textBlocks(['we speak plainly', 'our voice is calm', 'talk to customers', 'a calm tone'])
    const index = memorySearchIndex(blocks)
    const reads: string[][] = []
    const counting: SearchIndexReader = {
      ...index,
      topPostings: (projectId, terms) => {
        reads.push(terms.map((read) => read.term))
        return index.topPostings(projectId, terms)
      },
    }
    const groups = synonymIndex([['talk', 'speak', 'voice', 'tone']])
    const { query } = withSynonyms(parseQuery('talk calmly '), groups)
    const result = await searchIndex(counting, 'p', query, {}, 10)
    assert.equal(result.hits.length, 4)
    // One round trip on PostgreSQL, however many synonyms (docs/search.md, "Synonyms").
    assert.equal(reads.length, 1, `reads: ${JSON.stringify(reads)}`)
    assert.deepEqual(new Set(reads[0]), new Set(['talk', 'speak', 'voic', 'tone', 'calm']))
  })
})

describe('synonyms: what is reported as used', () => {
  const blocks = textBlocks(['we speak plainly', 'talk to customers'])

  it('names the synonyms no block holds, so they are not reported as used', async () => {
    const groups = synonymIndex([['talk', 'speak', 'chat', 'converse']])
    const { query, expansions } = withSynonyms(parseQuery('talk '), groups)
    const result = await searchIndex(memorySearchIndex(blocks), 'p', query, {}, 10)
    assert.deepEqual(result.absentSynonyms, ['chat', 'convers'])
    assert.deepEqual(usedExpansions(expansions, result.absentSynonyms), [{ term: 'talk', with: ['speak'] }])
    // An empty project holds none of them.
    const empty = await searchIndex(memorySearchIndex([]), 'p', query, {}, 10)
    assert.deepEqual(empty.absentSynonyms, ['speak', 'chat', 'convers'])
    assert.deepEqual(usedExpansions(expansions, empty.absentSynonyms), [])
    // All held: nothing named, the expansions as they were.
    const held = await searchIndex(
      memorySearchIndex(blocks),
      'p',
      withSynonyms(parseQuery('talk '), synonymIndex([['talk', 'speak']])).query,
      {},
      10,
    )
    assert.equal(held.absentSynonyms, undefined)
  })

  it('names at most NOTE_MAX_SYNONYMS synonyms in a budgeted answer, and counts the rest', () => {
    assert.equal(
      expansionsText([{ term: 'talk', with: ['speak', 'voice'] }]),
      'Synonyms used for q: talk (speak, voice).',
    )
    const many = [
      { term: 'alpha', with: Array.from({ length: 6 }, (_, i) => `a${i}`) },
      { term: 'beta', with: Array.from({ length: 6 }, (_, i) => `b${i}`) },
      { term: 'gamma', with: ['g0'] },
    ]
    const text = expansionsText(many) ?? ''
    assert.equal(text, 'Synonyms used for q: alpha (a0, a1, a2, a3, a4, a5), beta (b0, b1) and 5 more.')
    assert.equal((text.match(/[ab]\d/g) ?? []).length, NOTE_MAX_SYNONYMS)
    assert.equal(expansionsText([]), undefined)
  })
})
