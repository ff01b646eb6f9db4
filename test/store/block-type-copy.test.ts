import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { CustomType } from '../../src/domain/custom-types/custom-type.js'
import { copyDatabase } from '../../src/store/copy-database.js'
import { openTempSqliteStore } from '../helpers/temp-store.js'
import { BACKENDS } from './backends.js'

for (const backend of BACKENDS) {
  describe(`custom block types in the store (${backend.name})`, () => {
    it('stores a schema with its field order, lists types by name, and db copy carries them', async () => {
      const source = await backend.open()
      const target = await openTempSqliteStore()
      try {
        const now = '2026-05-04T09:30:20.000Z'
        await source.store.insertProject({
          id: 'acme',
          name: 'Acme',
          description: '',
          public: true,
          revision: 0,
          createdAt: now,
          updatedAt: now,
        })
        const pricing: CustomType = {
          type: 'pricing',
          title: 'Pricing',
          // Field order is kept (PostgreSQL json, not jsonb), so a pulled type file is stable.
          schema: {
            type: 'object',
            required: ['plan'],
            properties: { plan: { type: 'string' }, b: {}, a: {} },
          },
          requiredForComplete: ['plan'],
          createdAt: now,
          updatedAt: now,
        }
        const feature: CustomType = { ...pricing, type: 'feature', title: null, requiredForComplete: [] }
        await source.store.blockTypes.upsert('acme', pricing)
        await source.store.blockTypes.upsert('acme', feature)
        await source.store.blockTypes.setVersion('acme', 2)
        const listed = await source.store.blockTypes.list('acme')
        assert.deepEqual(listed, [feature, pricing])
        assert.deepEqual(Object.keys(listed[1]?.schema ?? {}), ['type', 'required', 'properties'])
        assert.deepEqual(Object.keys((listed[1]?.schema.properties as object) ?? {}), ['plan', 'b', 'a'])

        // What a sync reads: only the types its blocks use, however many it names.
        const names = Array.from({ length: 450 }, (_, i) => `t${i}`)
        assert.deepEqual(await source.store.blockTypes.listNamed('acme', [...names, 'pricing', 'text']), [
          pricing,
        ])
        assert.deepEqual(await source.store.blockTypes.listNamed('acme', ['pricing', ...names, 'feature']), [
          feature,
          pricing,
        ])
        assert.deepEqual(await source.store.blockTypes.listNamed('acme', []), [])

        await copyDatabase(source.store, target.store)
        assert.deepEqual(await target.store.blockTypes.list('acme'), [feature, pricing])
        assert.equal(await target.store.blockTypes.version('acme'), 2, 'the export ETag stays the same')

        assert.equal(await source.store.blockTypes.delete('acme', 'feature'), true)
        assert.equal(await source.store.blockTypes.delete('acme', 'feature'), false)
        await source.store.deleteProject('acme')
        assert.deepEqual(await source.store.blockTypes.list('acme'), [], 'types go with their project')
      } finally {
        await target.cleanup()
        await source.cleanup()
      }
    })
  })
}
