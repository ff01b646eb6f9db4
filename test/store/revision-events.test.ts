import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { loadConfig } from '../../src/config.js'
import { createServices } from '../../src/services.js'
import { BACKENDS } from './backends.js'

for (const backend of BACKENDS) {
  describe(`the revision feed (${backend.name})`, () => {
    it('holds one event per committed revision with the blocks it changed, and prunes by age', async () => {
      const temp = await backend.open()
      try {
        const { store } = temp
        const config = loadConfig({ DATABASE_URL: temp.databaseUrl, LOG_LEVEL: 'silent' })
        const services = createServices({ store, config, clock: { now: () => new Date() } })
        const start = await store.revisionEvents.latestId()
        await services.projects.create({ id: 'shop', name: 'Shop' })
        const block = (key: string, section: string) => ({
          key,
          type: 'text',
          section,
          value: { content: key },
        })
        await services.blocks.sync('shop', { blocks: [block('voice', 'brand'), block('pricing', 'market')] })
        await services.blocks.sync('shop', { blocks: [block('voice', 'brand-2')], dryRun: true })
        await services.blocks.sync('shop', { blocks: [block('voice', 'market')] })
        await services.blocks.deleteBlock('shop', 'pricing')

        const events = await store.revisionEvents.after(start, 100)
        assert.deepEqual(
          events.map(({ projectId, revision, changes }) => ({ projectId, revision, changes })),
          [
            { projectId: 'shop', revision: 0, changes: [] },
            {
              projectId: 'shop',
              revision: 1,
              changes: [
                ['voice', 'brand'],
                ['pricing', 'market'],
              ],
            },
            { projectId: 'shop', revision: 2, changes: [['voice', 'market']] },
            { projectId: 'shop', revision: 3, changes: [['pricing', null]] },
          ],
          'the dry run wrote none',
        )
        const ids = events.map((event) => event.id)
        assert.deepEqual(
          ids,
          [...ids].sort((a, b) => a - b),
        )
        assert.equal(await store.revisionEvents.latestId(), ids.at(-1))
        assert.deepEqual(
          (await store.revisionEvents.after(ids[1] ?? 0, 1)).map((event) => event.revision),
          [2],
          'after an id, at most the limit',
        )
        assert.equal(await store.revisionEvents.prune(events[0]?.createdAt ?? ''), 0, 'none older')
        assert.equal(await store.revisionEvents.prune(new Date(Date.now() + 1000).toISOString()), 4)
        assert.deepEqual(await store.revisionEvents.after(start, 100), [])
        assert.equal(await store.revisionEvents.latestId(), 0, 'an empty feed')
      } finally {
        await temp.cleanup()
      }
    })
  })
}
