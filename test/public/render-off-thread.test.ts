import assert from 'node:assert/strict'
import { performance } from 'node:perf_hooks'
import { after, before, describe, it } from 'node:test'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { connectHttp, markdownOf } from '../mcp/mcp-fixtures.js'

/**
 * Rendering user content never blocks the event loop (issue 17, defect 1): while a project of
 * worst-case blocks renders (public outputs and MCP documents alike) (seconds of micromark work, docs/performance.md "Rendering worst
 * case"), the same server keeps answering /healthz, each answer in a small fraction of the
 * render's time. Durations are compared with each other, never with a wall-clock limit.
 */

const P = '/api/projects'

/** ~64 KiB of GFM tables (1900 rows each): among the slowest text a sync accepts. */
function tables(): string {
  const table = `| a | b |\n| - | - |\n${'| x | y |\n'.repeat(1900)}`
  return [table, table, table].join('\n')
}

describe('public renders run off the event loop', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp({ env: { PUBLIC_BASE_URL: 'https://ctx.example.com' } })
    await t.project({ id: 'slow' })
    const content = tables()
    assert.ok(JSON.stringify({ content }).length < 65_536)
    await t.services.blocks.sync('slow', {
      blocks: ['a', 'b', 'c', 'd'].map((key) => ({
        key,
        type: 'text',
        section: 'brand',
        value: { content },
      })),
    })
  })
  after(() => t.close())

  let base: string | undefined
  async function listening(): Promise<string> {
    base ??= await t.app.listen({ port: 0, host: '127.0.0.1' })
    return base
  }

  /**
   * Asks /healthz in a loop while `work` runs on a listening server (requests arrive as I/O, as
   * in production: app.inject never waits for I/O, so a loop of injected requests would starve
   * the render's answer) and checks that no answer waited for the render.
   */
  async function healthzDuring<T>(base: string, work: () => Promise<T>): Promise<T> {
    let working = true
    const started = performance.now()
    let ms = 0
    const done = work().finally(() => {
      working = false
      ms = performance.now() - started
    })
    const latencies: number[] = []
    while (working) {
      const asked = performance.now()
      const health = await fetch(`${base}/healthz`)
      assert.equal(health.status, 200)
      await health.arrayBuffer()
      latencies.push(performance.now() - asked)
    }
    const result = await done
    let worst = 0
    for (const latency of latencies) worst = Math.max(worst, latency)
    // Blocked, one /healthz waits for most of the render (ratio near 1); off the event loop it
    // waits for a message or a snapshot copy, well under a tenth of it.
    assert.ok(
      worst < ms / 10,
      `slowest /healthz ${worst.toFixed(0)} ms during a ${ms.toFixed(0)} ms render (${latencies.length} asked)`,
    )
    assert.ok(latencies.length >= 10, `only ${latencies.length} /healthz answered during the render`)
    return result
  }

  it('/healthz answers quickly while a worst-case project renders', async () => {
    const base = await listening()
    const { status, body } = await healthzDuring(base, async () => {
      const res = await fetch(`${base}${P}/slow/markdown`)
      return { status: res.status, body: await res.text() }
    })
    assert.equal(status, 200, body.slice(0, 500))
  })

  it('/healthz answers quickly while MCP get_context trims a worst-case project to a budget', async () => {
    const base = await listening()
    const key = await t.key({ projects: ['slow'] })
    const client = await connectHttp(base, key, 'slow')
    try {
      // A budget renders and counts the blocks it weighs, then the answer, off the event loop.
      const text = await healthzDuring(base, async () =>
        markdownOf(await client.callTool({ name: 'get_context', arguments: { max_tokens: 40_000 } })),
      )
      assert.ok(/pctx: cut to fit max_tokens=40000/.test(text), text.slice(-300))
    } finally {
      await client.close()
    }
  })

  it('a section with nothing to show is still a 404 with its message', async () => {
    await t.services.blocks.sync('slow', {
      blocks: [{ key: 'empty', type: 'text', section: 'product', value: { content: '' } }],
    })
    const res = await t.request({ method: 'GET', url: `${P}/slow/markdown/product` })
    assert.equal(res.statusCode, 404, res.body)
    assert.deepEqual(JSON.parse(res.body), {
      data: null,
      error:
        'Section "product" of project "slow" has nothing to show (all its blocks are empty, and empty blocks are left out); sections with content: brand',
    })
  })
})
