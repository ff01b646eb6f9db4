import assert from 'node:assert/strict'
import { rmSync } from 'node:fs'
import { after, before, describe, it } from 'node:test'
import { setTimeout as sleep, setImmediate as turn } from 'node:timers/promises'
import { loadConfig } from '../../src/config.js'
import type { SearchResult, Store } from '../../src/domain/store.js'
import { openStore } from '../../src/store/open-store.js'
import { seedProject } from '../store/fixtures.js'
import { generatedBlocks, search, tempPath } from './search-threads-fixtures.js'

/**
 * better-sqlite3 answers synchronously, so searches on the event loop run back to back in one
 * stretch of microtasks: nothing else is answered until the last one ends. In threads, the
 * event loop only receives the answers. A probe reading one block by key, then yielding to the
 * event loop, records the longest wait between two of its reads while a batch of searches runs:
 * on the event loop that wait is the whole batch; in threads it is a small fraction of it.
 * Compared in the same run and as fractions of the batch, so a slow machine slows both sides.
 */
describe('a search does not stall the event loop', () => {
  const { dir, path } = tempPath()
  let onLoop: Store
  let threaded: Store
  before(async () => {
    const config = loadConfig({ DATABASE_URL: `sqlite:${path}` })
    onLoop = await openStore({ ...config, searchThreads: 0 })
    threaded = await openStore(config)
    await seedProject(onLoop, 'big', generatedBlocks(20_000))
  })
  after(async () => {
    await threaded.close()
    await onLoop.close()
    rmSync(dir, { recursive: true, force: true })
  })

  const SEARCHES = 64
  const QUERIES = [
    'pricing analytics',
    'onboarding persona',
    'retention churn cohort',
    'email notification mobile',
  ]

  async function longestWait(
    store: Store,
  ): Promise<{ wait: number; batch: number; results: SearchResult[] }> {
    let done = false
    let wait = 0
    const probe = (async () => {
      let last = performance.now()
      while (!done) {
        assert.ok(await store.getBlock('big', 'k7'))
        // A timer, not a busy loop: the probe leaves the cores to the searches.
        await sleep(1)
        const now = performance.now()
        wait = Math.max(wait, now - last)
        last = now
      }
    })()
    await turn()
    const started = performance.now()
    const results = await Promise.all(
      Array.from({ length: SEARCHES }, (_, i) =>
        search(store, 'big', QUERIES[i % QUERIES.length] as string, {}, 100),
      ),
    )
    const batch = performance.now() - started
    done = true
    await probe
    return { wait, batch, results }
  }

  it('a read on the main thread keeps answering while 64 searches run', async (t) => {
    // Warm both up (statement caches; the thread's start-up) before measuring.
    await search(onLoop, 'big', 'pricing')
    await search(threaded, 'big', 'pricing')
    const loop = await longestWait(onLoop)
    const threads = await longestWait(threaded)
    t.diagnostic(
      `longest wait for a read: ${threads.wait.toFixed(1)} ms with threads (batch ${threads.batch.toFixed(0)} ms), ` +
        `${loop.wait.toFixed(1)} ms on the event loop (batch ${loop.batch.toFixed(0)} ms)`,
    )
    assert.deepEqual(threads.results, loop.results)
    assert.ok(
      loop.wait > loop.batch / 2,
      `on the event loop the probe waits for most of the batch (${loop.wait.toFixed(1)} of ${loop.batch.toFixed(1)} ms)`,
    )
    assert.ok(
      threads.wait < threads.batch / 5,
      `with threads the probe keeps reading through the batch (longest wait ${threads.wait.toFixed(1)} of ${threads.batch.toFixed(1)} ms)`,
    )
    assert.ok(
      threads.wait * 3 < loop.wait,
      `longest wait for a read: ${threads.wait.toFixed(1)} ms with threads, ${loop.wait.toFixed(1)} ms on the event loop`,
    )
  })
})
