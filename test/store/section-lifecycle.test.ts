import assert from 'node:assert/strict'
import { afterEach, beforeEach, describe, it } from 'node:test'
import { type BlockService, createBlockService } from '../../src/domain/block-service.js'
import type { SectionRecord } from '../../src/domain/model.js'
import type { Store } from '../../src/domain/store.js'
import { ManualClock } from '../helpers/clock.js'
import type { TempStore } from '../helpers/temp-store.js'
import { BACKENDS } from './backends.js'
import { projectRecord } from './fixtures.js'

const text = (key: string, section: string) => ({ key, type: 'text', section, value: { content: key } })

for (const backend of BACKENDS) {
  describe(`sections follow their blocks: ${backend.name}`, () => {
    let handle: TempStore
    let store: Store
    let blocks: BlockService
    const sectionNames = async () => (await store.listSections('p')).map((s) => s.section)
    beforeEach(async () => {
      handle = await backend.open()
      store = handle.store
      blocks = createBlockService({ store, clock: new ManualClock(), limits: { maxBlocks: 1000 } })
      await store.insertProject(projectRecord('p'))
    })
    afterEach(() => handle.cleanup())

    it('deletes a section when a replace sync removes its last block, and re-creates it last', async () => {
      await blocks.sync('p', { blocks: [text('a', 'faq'), text('b', 'zeta'), text('c', 'brand')] })
      assert.deepEqual(await sectionNames(), ['brand', 'faq', 'zeta'])
      await blocks.sync('p', { mode: 'replace', blocks: [text('b', 'zeta'), text('c', 'brand')] })
      assert.deepEqual(await sectionNames(), ['brand', 'zeta'])
      await blocks.sync('p', { blocks: [text('a2', 'faq')] })
      assert.deepEqual(await sectionNames(), ['brand', 'zeta', 'faq'])
      const page = await blocks.list('p', {}, 10)
      assert.deepEqual(
        page.blocks.map((block) => block.key),
        ['c', 'b', 'a2'],
      )
    })

    it('deletes a section when its last block moves to another one, keeps one that still has blocks', async () => {
      await blocks.sync('p', { blocks: [text('a', 'faq'), text('b', 'notes'), text('c', 'notes')] })
      await blocks.sync('p', {
        blocks: [
          { key: 'a', section: 'notes' },
          { key: 'b', section: 'brand' },
        ],
      })
      assert.deepEqual(await sectionNames(), ['brand', 'notes'])
    })

    it('keeps well-known and custom sections on a dry run that would empty them', async () => {
      await blocks.sync('p', { blocks: [text('a', 'faq'), text('b', 'brand')] })
      await blocks.sync('p', { mode: 'replace', dryRun: true, blocks: [] })
      assert.deepEqual(await sectionNames(), ['brand', 'faq'])
      await blocks.sync('p', { mode: 'replace', blocks: [] })
      assert.deepEqual(await sectionNames(), [])
    })

    it('deleteEmptySections deletes only the sections of that project that hold no block', async () => {
      await store.insertProject(projectRecord('q'))
      await blocks.sync('p', { blocks: [text('a', 'faq'), text('b', 'brand')] })
      await store.transaction((tx) => tx.insertSections('p', [{ section: 'stale', ordinal: 150 }]))
      await store.transaction((tx) => tx.insertSections('q', [{ section: 'other', ordinal: 100 }]))
      // A sync that neither deletes nor moves a block leaves sections alone.
      await blocks.sync('p', { blocks: [text('c', 'product')] })
      assert.deepEqual(await sectionNames(), ['brand', 'product', 'faq', 'stale'])
      await store.transaction((tx) => tx.deleteEmptySections('p'))
      assert.deepEqual(await sectionNames(), ['brand', 'product', 'faq'])
      assert.deepEqual(await store.listSections('q'), [{ section: 'other', ordinal: 100 }])
    })

    it('still syncs and dry-runs a project holding 150 000 section records', async () => {
      const many: SectionRecord[] = []
      for (let i = 0; i < 150_000; i++) many.push({ section: `s${i}`, ordinal: 100 + i })
      await store.transaction((tx) => tx.insertSections('p', many))
      const dry = await blocks.sync('p', { dryRun: true, blocks: [text('a', 'fresh')] })
      assert.deepEqual(dry.created, ['a'])
      const result = await blocks.sync('p', { blocks: [text('a', 'fresh')] })
      assert.equal(result.revision, 1)
      const sections = await store.listSections('p')
      assert.equal(sections.length, 150_001)
      assert.deepEqual(sections.at(-1), { section: 'fresh', ordinal: 150_100 })
      // The first sync that moves a block away removes every section left without one.
      await blocks.sync('p', { blocks: [{ key: 'a', section: 'brand' }] })
      assert.deepEqual(await sectionNames(), ['brand'])
    })
  })
}
