import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Block } from '../../src/domain/model.js'
import { type PublicRequest, renderPublicOutput } from '../../src/domain/public-context-service.js'
import type { RenderMemo } from '../../src/domain/render/token-budget.js'
import { loadTokenCounter } from '../../src/domain/render/token-count.js'
import { fixtureBlocks, fixtureProject } from '../public/fixture-project.js'

const count = await loadTokenCounter()

describe('budgeted renders sharing what they keep of one revision (RenderMemo)', () => {
  it('answer byte for byte as renders that keep nothing, whatever came before', async () => {
    const project = fixtureProject()
    // The fixture's blocks, and more with repeated names further down (their anchors number up).
    const extra: Block[] = Array.from({ length: 30 }, (_, i) => ({
      ...(fixtureBlocks()[0] as Block),
      id: `extra-${i}`,
      key: `extra-${i}`,
      name: i % 2 === 0 ? 'Voice & tone' : `Pricing note ${i}`,
      position: 1000 + i,
      value: { content: `Pricing detail ${i}: ${'plans and tiers '.repeat(i % 5)}` },
    }))
    const snapshot = {
      project,
      blocks: [...fixtureBlocks(), ...extra],
      version: { generation: 'g', revision: 1 },
    }
    const base = { projectId: 'fixture', baseUrl: 'https://ctx.example.com' }
    const requests: PublicRequest[] = [
      { ...base, format: 'llms.txt', completeOnly: false, budget: { tokens: 700 } },
      { ...base, format: 'llms.txt', completeOnly: false, budget: { tokens: 3000, query: 'pricing' } },
      { ...base, format: 'llms.txt', completeOnly: false, budget: { tokens: 900, query: 'voice' } },
      { ...base, format: 'llms.txt', completeOnly: true, budget: { tokens: 1500, query: 'pricing tiers' } },
      { ...base, format: 'markdown', completeOnly: false, budget: { tokens: 600, query: 'pricing' } },
      { ...base, format: 'context', completeOnly: false, budget: { tokens: 900, query: 'persona' } },
      { ...base, format: 'llms.txt', completeOnly: false, budget: { tokens: 5000 } },
    ]
    const shared: RenderMemo = new Map()
    for (const request of requests) {
      const kept = await renderPublicOutput(snapshot, request, count, shared)
      const fresh = await renderPublicOutput(snapshot, request, count)
      assert.equal(kept.text, fresh.text, JSON.stringify(request))
      assert.equal(kept.tokens, fresh.tokens)
    }
    assert.ok(shared.has('search index'), 'the index was kept for the next query')
  })
})
