import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createBlockService } from '../../src/domain/block-service.js'
import { createProjectService } from '../../src/domain/project-service.js'
import { openTempStore, type TempStore } from '../helpers/temp-store.js'

const clock = { now: () => new Date('2026-03-01T12:00:00.000Z') }

/**
 * Typo correction scans a vocabulary the store keeps between searches: every change to the
 * project's blocks must show in the next search's corrections, with the clock standing still
 * (so no timestamp tells the states apart) and across a project deleted and created again.
 */
describe('search vocabulary kept between searches', () => {
  let temp: TempStore
  let blocks: ReturnType<typeof createBlockService>
  let projects: ReturnType<typeof createProjectService>
  const block = (key: string, content: string) => ({
    key,
    type: 'text',
    section: 'product',
    value: { content },
  })

  before(async () => {
    temp = await openTempStore()
    blocks = createBlockService({ store: temp.store, clock, limits: { maxBlocks: 1000 } })
    projects = createProjectService({ store: temp.store, clock })
    await projects.create({ id: 'p', name: 'P' })
    await blocks.sync('p', { blocks: [block('a', 'Gardening tips')] })
  })
  after(() => temp.cleanup())

  const corrections = async (q: string) => (await blocks.search('p', q, {}, 10)).corrections

  it('sees words a sync adds, changes and removes', async () => {
    assert.deepEqual(await corrections('gardenin '), [{ from: 'gardenin', to: 'gardening' }])
    assert.deepEqual(await corrections('zeppeln '), [])
    await blocks.sync('p', { blocks: [block('b', 'Zeppelin rides')] })
    assert.deepEqual(await corrections('zeppeln '), [{ from: 'zeppeln', to: 'zeppelin' }])
    // Same length of text, other words: only the revision tells the states apart.
    await blocks.sync('p', { blocks: [block('b', 'Zeppelon rides')] })
    assert.deepEqual(await corrections('zeppeln '), [{ from: 'zeppeln', to: 'zeppelon' }])
    await blocks.sync('p', { blocks: [block('a', 'Gardening tips')], mode: 'replace' })
    assert.deepEqual(await corrections('zeppeln '), [])
  })

  it('forgets a project deleted and created again under the same id', async () => {
    await projects.remove('p')
    await projects.create({ id: 'p', name: 'P' })
    await blocks.sync('p', { blocks: [block('a', 'Gardenias bloom')] })
    assert.deepEqual(await corrections('gardenin '), [{ from: 'gardenin', to: 'gardenias' }])
  })
})
