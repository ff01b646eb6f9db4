import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base'
import {
  contextDocument,
  contextMarkdown,
  type ProjectSnapshot,
  sectionMarkdown,
  shownSections,
} from '../../src/domain/render/context-documents.js'
import { loadTokenCounter } from '../../src/domain/render/token-count.js'

const count = await loadTokenCounter()
const tokensOf = (text: string) => countTokens(text, { disallowedSpecial: new Set() })

const AT = '2026-01-15T10:00:00.000Z'

function snapshot(
  blocks: { key: string; section: string; status?: 'empty' | 'draft' | 'complete'; content: string }[],
): ProjectSnapshot {
  return {
    project: {
      id: 'p',
      name: 'Proj',
      description: 'About it.',
      public: false,
      revision: 3,
      createdAt: AT,
      updatedAt: AT,
    },
    blocks: blocks.map((block, i) => ({
      id: `id-${i}`,
      key: block.key,
      type: 'text',
      section: block.section,
      name: block.key.toUpperCase(),
      status: block.status ?? 'draft',
      value: { content: block.content },
      position: i,
      createdAt: AT,
      updatedAt: AT,
    })),
  }
}

describe('token counts', () => {
  it('are o200k_base tokens, not bytes ÷ 4: the count of the real tokenizer on the exact text', () => {
    const doc = contextMarkdown(
      snapshot([{ key: 'a', section: 'brand', content: '日本語の文 and <|endoftext|>' }]),
      {},
      count,
    )
    assert.equal(doc.tokens, tokensOf(doc.markdown))
    assert.notEqual(doc.tokens, Math.ceil(Buffer.byteLength(doc.markdown) / 4))
  })
})

describe('context documents', () => {
  const big = snapshot(
    Array.from({ length: 12 }, (_, i) => ({
      key: `b${i}`,
      section: i < 6 ? 'brand' : 'users',
      content: `Block ${i}: ${'words '.repeat(40)}`,
    })),
  )

  it('leaves a document that fits as it is, down to a budget of exactly its size', () => {
    const full = contextMarkdown(big, {}, count)
    assert.equal(full.omitted.length, 0)
    const exact = contextMarkdown(big, { maxTokens: full.tokens }, count)
    assert.equal(exact.markdown, full.markdown)
    assert.equal(exact.truncated, false)
    const under = contextMarkdown(big, { maxTokens: full.tokens - 1 }, count)
    assert.ok(under.shownBlocks < 12)
    assert.ok(tokensOf(under.markdown) <= full.tokens - 1)
  })

  it('keeps whole blocks in canonical order (all drafts) that fit with the note naming the rest', () => {
    for (const maxTokens of [80, 150, 300, 500, 700]) {
      const doc = contextMarkdown(big, { maxTokens }, count)
      assert.ok(tokensOf(doc.markdown) <= maxTokens, `${tokensOf(doc.markdown)} ≤ ${maxTokens}`)
      assert.equal(doc.tokens, tokensOf(doc.markdown))
      assert.deepEqual(
        doc.omitted,
        Array.from({ length: 12 - doc.shownBlocks }, (_, i) => `b${doc.shownBlocks + i}`),
      )
      if (doc.shownBlocks > 0) assert.ok(doc.markdown.includes(`### B${doc.shownBlocks - 1}\n`))
      assert.ok(!doc.markdown.includes(`### B${doc.shownBlocks}\n`))
    }
  })

  it('answers only the note, cut to fit, when not even the title and the note fit', () => {
    const doc = contextMarkdown(big, { section: 'users', maxTokens: 5 }, count)
    assert.equal(doc.shownBlocks, 0)
    assert.ok(tokensOf(doc.markdown) <= 5)
    assert.ok(
      'pctx: max_tokens=5 is too small for this answer'.startsWith(doc.markdown.trimEnd()),
      doc.markdown,
    )
    const roomier = contextMarkdown(big, { section: 'users', maxTokens: 40 }, count)
    assert.match(
      roomier.markdown,
      /^pctx: max_tokens=40 is too small for this answer: without any block it takes \d+ tokens/,
    )
  })

  it('asks a budget too small for the frame for a size the answer then fits in, however the note grows there', () => {
    // Long descriptions, so the size asked for is past the budgets where the note starts naming
    // keys and sections; long keys, so each one named costs many tokens (a review found the
    // advice climbing 1126 → 1350 → … with them).
    const keyed = (length: number) =>
      snapshot(
        Array.from({ length: 30 }, (_, i) => ({
          // Letters in no common order: ~1 token per 2 characters, as a reviewer's 80-character keys.
          key: `${Array.from({ length }, (_, j) => String.fromCharCode(97 + ((i * 7 + j * j * 11) % 26))).join('')}-${i}`,
          section: 'users',
          content: `Block ${i}`,
        })),
      )
    for (const [keyLength, sentences] of [
      [5, 40],
      [80, 60],
    ] as const) {
      const wordy = keyed(keyLength)
      wordy.project.description = `About it: ${'A long description of the product. '.repeat(sentences)}`
      for (const maxTokens of [100, 120, 150, 199]) {
        const small = contextMarkdown(wordy, { maxTokens }, count)
        const asked = Number(/without any block it takes (\d+) tokens/.exec(small.markdown)?.[1])
        assert.ok(asked > maxTokens, small.markdown)
        assert.match(small.markdown, new RegExp(`Ask again with max_tokens=${asked} or more`))
        const enough = contextMarkdown(wordy, { maxTokens: asked }, count)
        assert.ok(
          !enough.markdown.includes('too small'),
          `${keyLength}/${maxTokens} → ${asked}: ${enough.markdown}`,
        )
        assert.match(enough.markdown, /^# Proj\n/)
        assert.ok(enough.tokens <= asked)
      }
    }
  })

  it('names left-out keys, then sections, in at most half the tokens above 150: none at 150, at most 20', () => {
    const many = snapshot(
      Array.from({ length: 60 }, (_, i) => ({
        key: `k${i}`,
        section: i < 30 ? 'brand' : 'users',
        content: `Block ${i}: ${'words '.repeat(80)}`,
      })),
    )
    let before = 0
    for (const maxTokens of [150, 170, 200, 250, 300, 450, 600, 1150, 3000]) {
      const doc = contextMarkdown(many, { maxTokens }, count)
      const note = doc.markdown.slice(doc.markdown.indexOf('Left out'))
      const named = [...note.matchAll(/`(k\d+)`/g)].map((match) => match[1] ?? '')
      const sections = /^Left out: \d+ blocks \(([^)]*)\)/.exec(note)?.[1]
      const spent = named.reduce((sum, key) => sum + key.length + 4, 0) + (sections ? sections.length + 3 : 0)
      assert.ok(spent <= (maxTokens - 150) / 2, `${maxTokens}: ${spent} characters of detail in ${note}`)
      assert.ok(named.length <= 20 && named.length >= before, `${maxTokens}: ${note}`)
      assert.deepEqual(named, doc.omitted.slice(0, named.length), 'the next to keep, in order')
      if (named.length > 0 && doc.omitted.length > named.length) {
        assert.match(note, new RegExp(` and ${doc.omitted.length - named.length} more\\.`))
      }
      if (named.length === 0) assert.match(note, new RegExp(`^Left out: ${doc.omitted.length} blocks[ .]`))
      before = named.length
    }
    assert.equal(before, 20)
    const roomy = contextMarkdown(many, { maxTokens: 3000 }, count)
    assert.match(roomy.markdown, /Left out: \d+ blocks \(\d+ of users\): `k/)
    const tight = contextMarkdown(many, { maxTokens: 150 }, count)
    assert.match(tight.markdown, /Left out: \d+ blocks\. Read them/)
  })

  it('shows at least what a smaller budget shows, however many sections or however long the keys', () => {
    const sections = snapshot(
      Array.from({ length: 40 }, (_, i) => ({ key: `b${i}`, section: `custom-${i}`, content: `Block ${i}` })),
    )
    const longKeys = snapshot(
      Array.from({ length: 40 }, (_, i) => ({
        key: `${'x'.repeat(120)}${i}`,
        section: 'users',
        content: `Block ${i}`,
      })),
    )
    for (const snap of [sections, longKeys]) {
      let shown = 0
      for (let maxTokens = 150; maxTokens <= 1800; maxTokens += 25) {
        const doc = contextMarkdown(snap, { maxTokens }, count)
        assert.ok(!doc.markdown.includes('too small'), `${maxTokens}: ${doc.markdown}`)
        assert.ok(doc.tokens <= maxTokens)
        assert.ok(doc.shownBlocks >= shown, `${maxTokens}: ${doc.shownBlocks} shown after ${shown}`)
        shown = doc.shownBlocks
      }
    }
  })

  it('with a query, keeps what answers it: at 1500 tokens of 200 blocks, the personas', async () => {
    // The case: bytes ÷ 4 and stored order kept 21 of 200 blocks and no persona.
    const blocks = Array.from({ length: 200 }, (_, i) => ({
      key: `k${String(i).padStart(3, '0')}`,
      section: i < 80 ? 'brand' : i < 180 ? 'product' : 'users',
      content: `Notes on item ${i}: ${'the product roadmap and its release plan '.repeat(6)}`,
    }))
    const snap = snapshot(blocks)
    snap.blocks = snap.blocks.map((block, i) =>
      i < 180
        ? block
        : {
            ...block,
            type: 'persona',
            name: `Persona ${i}`,
            value: {
              name: `P${i}`,
              description: 'One of our users.',
              goals: 'Fast answers',
              pain_points: 'Slow tools',
            },
          },
    )
    const doc = await contextDocument(snap, { maxTokens: 1500, query: 'who are our user personas' }, count)
    assert.ok(doc.tokens <= 1500)
    const personas = [...doc.markdown.matchAll(/^### Persona (\d+)$/gm)]
    assert.ok(personas.length >= 10, `${personas.length} personas kept`)
    const plain = contextMarkdown(snap, { maxTokens: 1500 }, count)
    assert.ok(!/^### Persona/m.test(plain.markdown), 'without the query, canonical order reaches no persona')
  })

  it('leaves empty blocks out and says why a section has nothing to show', () => {
    const snap = snapshot([
      { key: 'a', section: 'brand', content: 'Hello' },
      { key: 'e', section: 'users', status: 'empty', content: '' },
    ])
    assert.deepEqual(shownSections(snap), [{ id: 'brand', title: 'Brand', blocks: 1 }])
    assert.throws(
      () => sectionMarkdown(snap, 'users'),
      /Section "users" of project "p" has nothing to show \(all its blocks are empty, and empty blocks are left out\); sections with content: brand/,
    )
    assert.throws(() => sectionMarkdown(snap, 'zeta'), /Section "zeta" not found in project "p"/)
    assert.throws(
      () => contextMarkdown(snap, { section: 'brand', completeOnly: true }, count),
      /none of its blocks is complete\); the project has no blocks to show/,
    )
  })
})
