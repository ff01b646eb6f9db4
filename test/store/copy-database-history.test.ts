import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createBlockService } from '../../src/domain/block-service.js'
import { createHistoryRetention } from '../../src/domain/history-retention.js'
import { createHistoryService } from '../../src/domain/history-service.js'
import { createProjectService } from '../../src/domain/project-service.js'
import type { Store } from '../../src/domain/store.js'
import { copyDatabase } from '../../src/store/copy-database.js'
import { ManualClock } from '../helpers/clock.js'
import type { TempStore } from '../helpers/temp-store.js'
import { BACKENDS } from './backends.js'

const DAY = 24 * 60 * 60 * 1000
const KEYS = ['a', 'b', 'c', 'd']

const text = (key: string, content: string) => ({ key, type: 'text', section: 'brand', value: { content } })

/** Everything a reader of the history can ask, from `from` (the first recorded revision) on. */
async function historyView(store: Store, projectId: string) {
  const clock = new ManualClock()
  const history = createHistoryService({ store })
  const blocks = createBlockService({ store, clock, limits: { maxBlocks: 1000 } })
  const revisions = (await history.revisions(projectId, 1000)).revisions
  const recorded = revisions.map((revision) => revision.revision)
  const blockHistories: Record<string, unknown> = {}
  for (const key of KEYS) {
    blockHistories[key] = await history
      .blockHistory(projectId, key, 1000)
      .catch((error: Error) => error.message)
  }
  const details = []
  const exports = []
  for (const revision of recorded) {
    details.push(await history.revision(projectId, revision))
    exports.push(await blocks.exportAt(projectId, revision))
  }
  const oldest = recorded[recorded.length - 1] ?? 0
  return {
    revisions,
    blockHistories,
    details,
    exports,
    feed: await history.changes(projectId, oldest, 1000),
    pruned: await history.revision(projectId, oldest - 1).catch((error: Error) => error.message),
  }
}

for (const backend of BACKENDS) {
  describe(`pctx db copy after retention pruned the history: ${backend.name}`, () => {
    let source: TempStore
    let target: TempStore
    before(async () => {
      source = await backend.open()
      target = await backend.open()
    })
    after(async () => {
      await source.cleanup()
      await target.cleanup()
    })

    it('copies the pruned history faithfully: revisions, block histories and past states read the same', async () => {
      const clock = new ManualClock('2026-01-01T00:00:00.000Z')
      const store = source.store
      const blocks = createBlockService({ store, clock, limits: { maxBlocks: 1000 } })
      await createProjectService({ store, clock }).create({ id: 'p', name: 'P' }) // 0
      await blocks.sync('p', { blocks: [text('a', 'A1'), text('b', 'B1'), text('c', 'C1')] }) // 1
      await blocks.sync('p', { blocks: [text('a', 'A2')], message: 'old' }) // 2
      await blocks.deleteBlock('p', 'b') // 3
      clock.advance(40 * DAY)
      await blocks.sync('p', { blocks: [text('c', 'C4'), text('d', 'D4')], message: 'kept' }) // 4
      await blocks.sync('p', { blocks: [text('d', 'D5')] }) // 5
      clock.advance(DAY)
      const retention = createHistoryRetention({ store, clock, retentionDays: 30 })
      assert.deepEqual(await retention.pruneProject('p'), { revisions: 4, versions: 3, batches: 1 })

      const before = await historyView(store, 'p')
      // The pruned history is what is copied: revisions 4–5, a's kept baseline (pruned), no b.
      assert.deepEqual(
        before.revisions.map((revision) => revision.revision),
        [5, 4],
      )
      assert.deepEqual(
        (before.blockHistories.a as { versions: { revision: number; pruned: boolean }[] }).versions.map(
          (version) => [version.revision, version.pruned],
        ),
        [[2, true]],
      )
      assert.match(String(before.blockHistories.b), /"b" has no recorded history/)
      assert.match(String(before.pruned), /Revision 3 .* not recorded; recorded revisions are 4–5/)

      assert.deepEqual(await copyDatabase(store, target.store), {
        projects: 1,
        blocks: 3,
        synonymGroups: 0,
        keys: 0,
        users: 0,
      })
      assert.deepEqual(await historyView(target.store, 'p'), before)
      // The copy prunes as the source does: nothing more is left to prune in either.
      const copied = createHistoryRetention({ store: target.store, clock, retentionDays: 30 })
      assert.deepEqual(await copied.pruneProject('p'), { revisions: 0, versions: 0, batches: 0 })
    })
  })
}
