import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { copyDatabase } from '../../src/store/copy-database.js'
import { openTempSqliteStore } from '../helpers/temp-store.js'
import { BACKENDS } from './backends.js'

for (const backend of BACKENDS) {
  describe(`db copy keeps webhooks (${backend.name})`, () => {
    it('copies every webhook with its secret, so receivers keep verifying', async () => {
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
        const webhook = {
          id: `wh_${'a'.repeat(32)}`,
          projectId: 'acme',
          url: 'https://hooks.example.com/pctx',
          description: 'CI',
          secret: `whsec_${Buffer.alloc(32, 7).toString('base64')}`,
          createdAt: now,
        }
        await source.store.webhooks.insert(webhook)
        await copyDatabase(source.store, target.store)
        assert.deepEqual(await target.store.webhooks.get('acme', webhook.id), webhook)
      } finally {
        await target.cleanup()
        await source.cleanup()
      }
    })
  })
}
