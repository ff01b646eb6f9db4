import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { type Api, fails, freshProject, ok } from '../helpers/api.js'
import { note } from '../helpers/search.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

/** What a query must answer: no hit, a hit on this block among others, or a clear 400. */
type Expected = { none: true } | { finds: string } | { rejects: RegExp } | { answers: true }

/** 300 distinct two-letter words (899 characters): far more terms than a search uses. */
const MANY_WORDS = Array.from({ length: 300 }, (_, i) =>
  String.fromCharCode(97 + Math.floor(i / 26), 97 + (i % 26)),
).join(' ')

const CASES: [string, string, Expected][] = [
  ['only punctuation', '?!.,;:()[]{}<>/\\|', { none: true }],
  ['only dots', '...', { none: true }],
  ['only stop words', 'the of and', { finds: 'about' }],
  ['exactly 1024 characters', 'station '.repeat(128).slice(0, 1024), { finds: 'near' }],
  ['1025 characters', 'station '.repeat(129).slice(0, 1025), { rejects: /\bq\b/ }],
  ['one word of 1024 letters', 'a'.repeat(1024), { none: true }],
  ['an opening quote left open', '"near the station', { finds: 'near' }],
  ['a closing quote alone at the end', 'near the station"', { finds: 'near' }],
  ['a lone quote', '"', { none: true }],
  ['empty quotes', '""', { none: true }],
  ['empty quotes and a word', '"" foo', { finds: 'foo' }],
  ['a quote inside a word', 'foo"bar', { answers: true }],
  ['NEAR(', 'NEAR(', { finds: 'near' }],
  ['NEAR(a b)', 'NEAR(foo bar)', { finds: 'foo' }],
  ['OR', 'OR', { finds: 'ops' }],
  ['AND', 'AND', { finds: 'ops' }],
  ['NOT', 'NOT', { finds: 'ops' }],
  ['a OR b', 'foo OR station', { finds: 'foo' }],
  ['a star', '*', { none: true }],
  ['a word and a star', 'foo*', { finds: 'foo' }],
  ['a caret', '^', { none: true }],
  ['a caret and a word', '^foo', { finds: 'foo' }],
  ['a column filter', 'name:foo', { finds: 'foo' }],
  ['a column-set filter', '{name}:x', { answers: true }],
  ['a column-set filter with words', '{name key}: foo', { finds: 'foo' }],
  ['a dash', '-', { none: true }],
  ['two dashes', '--', { none: true }],
  ['a dash and a quote', '-"', { none: true }],
  ['a word then a dash', 'foo -', { finds: 'foo' }],
  ['a dash then a word', '- foo', { finds: 'foo' }],
  ['an exclusion only', '-foo', { none: true }],
  ['an emoji', '🚀', { answers: true }],
  ['an emoji and a word', '🚀 launch', { finds: 'rocket' }],
  ['Arabic (right to left)', 'مرحبا', { finds: 'rtl' }],
  ['Hebrew (right to left)', 'שלום', { finds: 'rtl' }],
  ['a right-to-left mark only', '\u200f', { none: true }],
  ['full-width letters', 'ｆｏｏ', { answers: true }],
  ['an apostrophe only', "'", { none: true }],
  ['SQL', "'; DROP TABLE blocks; --", { answers: true }],
  ['300 distinct words', MANY_WORDS, { answers: true }],
]

/**
 * Malformed and hostile queries (issue 11): results, an empty list or a clear 400, never a
 * 500. Search syntax of the databases (`NEAR(`, `OR`, `*`, `^`, `name:`) is only text.
 */
describe('search with malformed queries', () => {
  let t: TestApp
  let p: Api
  before(async () => {
    t = await createTestApp()
    p = await freshProject(t)
    await p.syncOk({
      blocks: [
        note('near', 'The office is near the station.'),
        note('foo', 'Foo bar baz.', { name: 'Foo' }),
        note('ops', 'Use OR, AND and NOT with care.'),
        note('rtl', 'مرحبا بالعالم — שלום עולם'),
        note('rocket', 'Launch 🚀 day.'),
        note('about', 'Everything about the company.'),
      ],
    })
  })
  after(() => t.close())

  for (const [name, q, expected] of CASES) {
    it(`${name} → ${'rejects' in expected ? '400' : '200'}`, async () => {
      const response = await p.search({ q })
      assert.notEqual(response.statusCode, 500, response.body)
      if ('rejects' in expected) {
        fails(response, 400, expected.rejects)
        return
      }
      if ('answers' in expected && response.statusCode === 400) {
        fails(response, 400)
        return
      }
      const keys = (ok(response).data as { key: string }[]).map((hit) => hit.key)
      if ('none' in expected) assert.deepEqual(keys, [])
      if ('finds' in expected) assert.ok(keys.includes(expected.finds), `finds ${expected.finds}: ${keys}`)
    })
  }

  it('the same queries with match=all answer alike, never a 500', async () => {
    for (const [name, q, expected] of CASES) {
      const response = await p.search({ q, match: 'all' })
      if ('rejects' in expected) fails(response, 400, expected.rejects)
      else assert.equal(response.statusCode, 200, `${name}: ${response.body}`)
    }
  })

  it('still answers normal searches afterwards', async () => {
    const keys = (ok(await p.search({ q: 'station' })).data as { key: string }[]).map((hit) => hit.key)
    assert.deepEqual(keys, ['near'])
  })
})
