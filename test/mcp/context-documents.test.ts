import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { ProjectSnapshot } from '../../src/mcp/context-api.js'
import { contextMarkdown, sectionMarkdown, shownSections } from '../../src/mcp/context-documents.js'
import { estimateTokens } from '../../src/mcp/token-estimate.js'

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

describe('token estimate', () => {
  it('counts ~4 bytes of UTF-8 per token, so non-Latin text weighs more per character', () => {
    assert.equal(estimateTokens(''), 0)
    assert.equal(estimateTokens('abcd'), 1)
    assert.equal(estimateTokens('abcde'), 2)
    assert.equal(estimateTokens('日本語の文'), 4, '15 bytes')
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
    const full = contextMarkdown(big)
    assert.equal(full.omitted.length, 0)
    const exact = contextMarkdown(big, { maxTokens: full.estimatedTokens })
    assert.equal(exact.markdown, full.markdown)
    const under = contextMarkdown(big, { maxTokens: full.estimatedTokens - 1 })
    assert.ok(under.shownBlocks < 12)
    assert.ok(under.estimatedTokens <= full.estimatedTokens - 1)
  })

  it('keeps the largest prefix of whole blocks that fits with its note', () => {
    for (const maxTokens of [80, 150, 300, 500, 700]) {
      const doc = contextMarkdown(big, { maxTokens })
      if (doc.shownBlocks > 0)
        assert.ok(doc.estimatedTokens <= maxTokens, `${doc.estimatedTokens} ≤ ${maxTokens}`)
      // Below the size of the title and the note, those come anyway: the note says what is missing.
      else assert.match(doc.markdown, /too small for even one block/)
      assert.deepEqual(
        doc.omitted,
        Array.from({ length: 12 - doc.shownBlocks }, (_, i) => `b${doc.shownBlocks + i}`),
      )
      if (doc.shownBlocks > 0) assert.ok(doc.markdown.includes(`### B${doc.shownBlocks - 1}\n`))
      assert.ok(!doc.markdown.includes(`### B${doc.shownBlocks}\n`))
    }
  })

  it('trims one section and keeps its title when not even one block fits', () => {
    const doc = contextMarkdown(big, { section: 'users', maxTokens: 5 })
    assert.equal(doc.shownBlocks, 0)
    assert.match(doc.markdown, /^# Users\n\n---\n\n\[pctx: max_tokens=5 is too small for even one block/)
    assert.match(doc.markdown, /Left out \(all 6 of users\)/)
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
      () => contextMarkdown(snap, { section: 'brand', completeOnly: true }),
      /none of its blocks is complete\); the project has no blocks to show/,
    )
  })
})
