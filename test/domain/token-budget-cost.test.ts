import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Block } from '../../src/domain/model.js'
import { renderPublicOutput } from '../../src/domain/public-context-service.js'
import { loadTokenCounter } from '../../src/domain/render/token-count.js'

const count = await loadTokenCounter()
const AT = '2026-01-15T10:00:00.000Z'

function snapshot(blocks: number) {
  const project = {
    id: 'p',
    name: 'P',
    description: 'A project.',
    public: true,
    revision: 1,
    createdAt: AT,
    updatedAt: AT,
  }
  const list: Block[] = Array.from({ length: blocks }, (_, i) => ({
    id: `id-${i}`,
    key: `k${i}`,
    type: 'text',
    section: i % 2 === 0 ? 'brand' : 'product',
    name: `Block ${i}`,
    status: 'complete',
    value: { content: `Paragraph one of block ${i}, about onboarding.\n\nParagraph two, about pricing.` },
    position: i,
    createdAt: AT,
    updatedAt: AT,
  }))
  list.sort((a, b) => a.section.localeCompare(b.section) || a.position - b.position)
  return { project, blocks: list, version: { generation: 'g', revision: 1 } }
}

/** Characters the tokenizer was given while rendering `tokens` of every text output. */
async function charactersCounted(blocks: number, tokens: number): Promise<number> {
  let characters = 0
  const counting = (text: string) => {
    characters += text.length
    return count(text)
  }
  const data = snapshot(blocks)
  for (const format of ['llms.txt', 'llms-full.txt', 'markdown'] as const) {
    const request = {
      projectId: 'p',
      format,
      completeOnly: false,
      baseUrl: 'https://ctx.example.com',
      budget: { tokens },
    }
    const out = await renderPublicOutput(data, request, counting)
    assert.ok(out.tokens <= tokens)
  }
  return characters
}

describe('a token budget costs what the budget holds, not what the project holds', () => {
  it('tokenizes about as much text for 200 blocks as for 4000 at the same budget', async () => {
    const small = await charactersCounted(200, 600)
    const large = await charactersCounted(4000, 600)
    // Linear in the project would be 20×; the note and the llms.txt notes grow a little with it.
    assert.ok(large < small * 2, `200 blocks: ${small} characters; 4000 blocks: ${large}`)
  })
})
