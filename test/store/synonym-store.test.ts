import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { copyDatabase } from '../../src/store/copy-database.js'
import { openTempSqliteStore } from '../helpers/temp-store.js'
import { BACKENDS } from './backends.js'

for (const backend of BACKENDS) {
  describe(`project synonyms in the store (${backend.name})`, () => {
    it('keeps the groups as set, word order included, forgets them with the project, and db copy carries them', async () => {
      const source = await backend.open()
      const target = await openTempSqliteStore()
      try {
        const now = '2026-05-04T09:30:20.000Z'
        const project = {
          name: 'Acme',
          description: '',
          public: true,
          revision: 0,
          createdAt: now,
          updatedAt: now,
        }
        await source.store.insertProject({ id: 'acme', ...project })
        await source.store.insertProject({ id: 'gone', ...project })
        assert.deepEqual(await source.store.synonyms.get('acme'), [])
        const groups = [
          ['talk', 'speak', 'voice'],
          ['customer', 'client'],
        ]
        await source.store.synonyms.set('acme', groups, now)
        await source.store.synonyms.set('gone', [['a1', 'b1']], now)
        assert.deepEqual(await source.store.synonyms.get('acme'), groups)
        await source.store.deleteProject('gone')
        assert.deepEqual(await source.store.synonyms.get('gone'), [])

        assert.equal((await copyDatabase(source.store, target.store)).synonymGroups, 2)
        assert.deepEqual(await target.store.synonyms.get('acme'), groups)

        await source.store.synonyms.set('acme', [], now)
        assert.deepEqual(await source.store.synonyms.get('acme'), [])
      } finally {
        await target.cleanup()
        await source.cleanup()
      }
    })
  })
}
