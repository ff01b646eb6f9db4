import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { isEmptyQuery, MAX_QUERY_TERMS, parseQuery } from '../../src/domain/search/query.js'

const words = (q: string) => parseQuery(q).terms.map((term) => term.word)

describe('parseQuery', () => {
  it('drops stop words and stems the rest, the last word a prefix while it is being typed', () => {
    assert.deepEqual(parseQuery('who are our users'), {
      match: 'any',
      terms: [{ word: 'users', term: 'user', prefix: true }],
      phrases: [],
      excluded: [],
    })
    assert.deepEqual(parseQuery('who are our users ').terms, [{ word: 'users', term: 'user', prefix: false }])
  })

  it('keeps only the last word as a prefix', () => {
    assert.deepEqual(
      parseQuery('onboarding checklist').terms.map((term) => term.prefix),
      [false, true],
    )
  })

  it('keeps the stop words when nothing else is left', () => {
    assert.deepEqual(words('about'), ['about'])
    assert.deepEqual(words('the of and'), ['the', 'of', 'and'])
    assert.deepEqual(words('who are we?'), ['who', 'are', 'we'])
  })

  it('folds case and accents and splits on punctuation', () => {
    assert.deepEqual(words('CAFÉ Crème'), ['cafe', 'creme'])
    assert.deepEqual(words('full-text'), ['full', 'text'])
    assert.deepEqual(words('name:foo NEAR( bar^2*'), ['name', 'foo', 'near', 'bar', '2'])
  })

  it('reads one term per stem', () => {
    assert.deepEqual(
      parseQuery('persona personas').terms.map((term) => term.term),
      ['persona'],
    )
  })

  it('passes the match mode through', () => {
    assert.equal(parseQuery('pricing', 'all').match, 'all')
    assert.equal(parseQuery('pricing').match, 'any')
  })

  it('keeps quoted phrases whole, stop words included, and not as prefixes', () => {
    const parsed = parseQuery('weekly "the release notes"')
    assert.deepEqual(parsed.phrases, [{ words: ['the', 'release', 'notes'] }])
    assert.deepEqual(parsed.terms, [{ word: 'weekly', term: 'week', prefix: false }])
  })

  it('drops the stop words around a phrase even when nothing else is left', () => {
    const parsed = parseQuery('what is "brand voice"')
    assert.deepEqual(parsed.terms, [])
    assert.deepEqual(parsed.phrases, [{ words: ['brand', 'voice'] }])
  })

  it('reads a quotation (a quoted passage holding a sentence end) as words, not as a phrase', () => {
    const parsed = parseQuery('the error says "Oops! Something went wrong" on checkout ')
    assert.deepEqual(parsed.phrases, [])
    const words = parsed.terms.map((term) => term.word)
    for (const word of ['oops', 'wrong', 'checkout']) assert.ok(words.includes(word), `${word} in ${words}`)
    for (const quote of [
      '"You still owe €450!"',
      '"Is it paid?"',
      '"Done. Next"',
      '"Wait…"',
      '"Oops!😬"',
      '"It failed."',
    ])
      assert.deepEqual(parseQuery(`reminder ${quote}`).phrases, [], quote)
    // A phrase holds no sentence end, whatever punctuation it has inside.
    assert.deepEqual(parseQuery('"v2.1 release"').phrases, [{ words: ['v2', '1', 'release'] }])
    assert.deepEqual(parseQuery('"tone of voice"').phrases, [{ words: ['tone', 'of', 'voice'] }])
    assert.deepEqual(parseQuery('"U.S. pricing"').phrases, [{ words: ['u', 's', 'pricing'] }])
    assert.deepEqual(parseQuery('"e.g. invoices"').phrases, [{ words: ['e', 'g', 'invoices'] }])
    // An exclusion is syntax, sentence end or not.
    assert.deepEqual(parseQuery('pricing -"large teams."').excluded, [{ words: ['large', 'teams'] }])
  })

  it('runs a quote left open to the end of the query', () => {
    assert.deepEqual(parseQuery('"release notes').phrases, [{ words: ['release', 'notes'] }])
  })

  it('sets exclusions apart: -term and -"phrase"', () => {
    const parsed = parseQuery('pricing -enterprise -"large teams"')
    assert.deepEqual(parsed.excluded, [{ words: ['enterprise'] }, { words: ['large', 'teams'] }])
    assert.deepEqual(parsed.terms, [{ word: 'pricing', term: 'price', prefix: false }])
    assert.deepEqual(parseQuery('-enterprise pricing').terms, [
      { word: 'pricing', term: 'price', prefix: true },
    ])
  })

  it('reads a dash inside a word or alone as punctuation, not as an exclusion', () => {
    assert.deepEqual(parseQuery('self-serve').excluded, [])
    assert.deepEqual(words('self-serve'), ['self', 'serve'])
    assert.deepEqual(parseQuery('pricing - teams').excluded, [])
  })

  it('asks for nothing when a query has no words, or only exclusions', () => {
    for (const q of ['', ' ', '-', '--', '""', '"', '*', '^', '?!.', '🚀', '-foo', '-"a phrase"'])
      assert.ok(isEmptyQuery(parseQuery(q)), JSON.stringify(q))
    for (const q of ['a', 'about', '"release notes"', 'مرحبا'])
      assert.ok(!isEmptyQuery(parseQuery(q)), JSON.stringify(q))
  })

  it(`searches with at most ${MAX_QUERY_TERMS} terms, the first ones`, () => {
    const many = Array.from({ length: 300 }, (_, i) => `word${i}x`).join(' ')
    const terms = parseQuery(many).terms
    assert.equal(terms.length, MAX_QUERY_TERMS)
    assert.equal(terms[0]?.word, 'word0x')
  })

  it('marks the words found only in the sentences of a message that do not ask as context', () => {
    const context = (q: string) =>
      parseQuery(q)
        .terms.filter((term) => term.context)
        .map((term) => term.word)
    assert.deepEqual(
      context("I'm the ops lead at a charity. We pay yearly! Can we get a discount on annual plans?"),
      ["i'm", 'ops', 'lead', 'charity', 'pay', 'yearly'],
    )
    // `yearly` and `annually` stem apart; a word of the question stays a word of the question
    // wherever else it stands.
    assert.deepEqual(context('Our charity pays yearly. Does a charity get a discount?'), ['pays', 'yearly'])
    // A question closed by quotes asks; a line break ends a sentence; so does a `.` before a
    // capital, a digit or a quote, and a `!` or `?` before white space.
    assert.deepEqual(context('Support inbox\n"Why was my card declined?"'), ['support', 'inbox'])
    assert.deepEqual(context('She said "it broke. Again." Why?'), ['she', 'broke', 'again'])
    assert.deepEqual(context('We pay yearly! can we get a discount?'), ['pay', 'yearly'])
    // A `.`, `!` or `?` inside a quotation, after an abbreviation, before a small letter, or
    // before a closing bracket ends no sentence: each of these is one question.
    for (const one of [
      'Why does checkout fail with "Oops! Something went wrong"?',
      'Do you support e.g. Stripe and PayPal?',
      'How does the pro plan compare vs. the team plan?',
      'Is the U.S. pricing in dollars?',
      'we pay yearly. can we get a discount?',
      'Refund window (how long?) for annual plans',
    ])
      assert.deepEqual(context(one), [], one)
    // No sentence asks, a single question, or an asking sentence of stop words only: no context.
    assert.deepEqual(context('We pay yearly. We want a discount.'), [])
    assert.deepEqual(context('can a charity get a discount on annual plans?'), [])
    assert.deepEqual(context('Discounts for charities. Who are we?'), [])
  })
})
