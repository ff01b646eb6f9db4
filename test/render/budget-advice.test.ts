import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Block, Project } from '../../src/domain/model.js'
import { versionOf } from '../../src/domain/project-version.js'
import { type PublicRequest, renderPublicOutput } from '../../src/domain/public-context-service.js'
import { loadTokenCounter } from '../../src/domain/render/token-count.js'

const count = await loadTokenCounter()
const AT = '2026-01-15T10:00:00.000Z'

/** A public project whose title and description alone take ~`sentences` × 8 tokens. */
function wordy(sentences: number) {
  const project: Project = {
    id: 'wordy',
    name: 'Wordy',
    description: `About it: ${'A long description of the product. '.repeat(sentences)}`,
    public: true,
    revision: 3,
    createdAt: AT,
    updatedAt: AT,
  }
  const blocks: Block[] = Array.from({ length: 30 }, (_, i) => ({
    id: `id-${i}`,
    key: `block-${i}`,
    type: 'text',
    section: 'users',
    name: `Block ${i}`,
    status: 'complete',
    value: { content: `Block ${i} says something.` },
    position: i,
    createdAt: AT,
    updatedAt: AT,
  }))
  return { project, blocks, version: versionOf(project) }
}

const request = (format: PublicRequest['format'], tokens: number): PublicRequest => ({
  projectId: 'wordy',
  format,
  completeOnly: false,
  baseUrl: 'https://ctx.example.com',
  budget: { tokens },
})

describe('a budget too small for the frame', () => {
  it('JSON context: the 400 advises a size that answers 200, four-digit sizes too', async () => {
    for (const sentences of [20, 150]) {
      const snapshot = wordy(sentences)
      const refused = await renderPublicOutput(snapshot, request('context', 50), count).then(
        () => assert.fail('a 400 was expected'),
        (error: Error) => error.message,
      )
      const advised = Number(/ask with tokens=(\d+) or more/.exec(refused)?.[1])
      assert.ok(advised > 50, refused)
      if (sentences === 150) assert.ok(advised >= 1000, `${advised}: four digits`)
      const answer = await renderPublicOutput(snapshot, request('context', advised), count)
      assert.ok(answer.tokens <= advised)
      assert.equal((JSON.parse(answer.text).data.budget as { tokens: number }).tokens, advised)
    }
  })

  it('markdown and llms-full.txt: the note advises a size the frame fits in', async () => {
    for (const format of ['markdown', 'llms-full.txt'] as const) {
      const snapshot = wordy(150)
      const small = await renderPublicOutput(snapshot, request(format, 60), count)
      const advised = Number(/without any block it takes (\d+) tokens/.exec(small.text)?.[1])
      assert.ok(advised >= 1000, small.text)
      const answer = await renderPublicOutput(snapshot, request(format, advised), count)
      assert.ok(!answer.text.includes('too small'), `${format}: ${answer.text.slice(-300)}`)
      assert.ok(answer.tokens <= advised)
    }
  })
})
