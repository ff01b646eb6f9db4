import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Grant, OauthClient, OauthToken } from '../../src/domain/oauth/oauth.js'
import type { StoredUser } from '../../src/domain/people/people.js'
import { copyDatabase } from '../../src/store/copy-database.js'
import { openTempSqliteStore } from '../helpers/temp-store.js'
import { BACKENDS } from './backends.js'

const AT = '2026-11-26T10:00:00.000Z'
const LATER = '2026-11-26T11:00:00.000Z'

const person: StoredUser = {
  id: 'u1',
  email: 'ada@example.com',
  emailKey: 'ada@example.com',
  name: 'Ada',
  admin: false,
  disabled: false,
  passwordHash: null,
  createdAt: AT,
  lastSignInAt: null,
}

const client: OauthClient = {
  clientId: 'c1',
  kind: 'dcr',
  clientName: 'Claude',
  redirectUris: ['http://127.0.0.1/callback'],
  clientUri: null,
  logoUri: null,
  createdAt: AT,
  expiresAt: null,
}

const grant = (id: string, revokedAt: string | null): Grant => ({
  id,
  userId: 'u1',
  clientId: 'c1',
  clientName: 'Claude',
  redirectHost: '127.0.0.1',
  projects: [{ id: 'demo', access: 'read' }],
  createdAt: AT,
  lastUsedAt: AT,
  revokedAt,
})

const token = (tokenHash: string, kind: OauthToken['kind'], usedAt: string | null): OauthToken => ({
  tokenHash,
  kind,
  grantId: 'g1',
  resource: 'https://pctx.example/mcp',
  createdAt: AT,
  expiresAt: LATER,
  usedAt,
})

for (const backend of BACKENDS) {
  describe(`OAuth tables and pctx db copy (${backend.name})`, () => {
    it('copies clients, grants (revoked too) and tokens, a spent refresh token still spent', async () => {
      const source = await backend.open()
      const target = await openTempSqliteStore()
      try {
        await source.store.people.insertUser(person)
        await source.store.oauth.putClient(client)
        await source.store.oauth.insertGrant(grant('g1', null))
        await source.store.oauth.insertGrant(grant('g2', LATER))
        const tokens = [token('access-1', 'access', null), token('refresh-1', 'refresh', LATER)]
        for (const t of tokens) await source.store.oauth.insertToken(t, AT)

        await copyDatabase(source.store, target.store)

        assert.deepEqual(await target.store.oauth.getClient('c1'), client)
        assert.deepEqual(await target.store.oauth.getGrant('g1'), grant('g1', null))
        assert.deepEqual(await target.store.oauth.getGrant('g2'), grant('g2', LATER))
        assert.deepEqual(await target.store.oauth.getToken('access-1'), tokens[0])
        // Reuse detection survives the move: the spent refresh token cannot be spent again.
        assert.equal(await target.store.oauth.spendRefreshToken('refresh-1', LATER), false)
        assert.deepEqual(await target.store.oauth.listAll(), await source.store.oauth.listAll())
      } finally {
        await target.cleanup()
        await source.cleanup()
      }
    })
  })
}
