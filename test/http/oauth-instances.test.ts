import assert from 'node:assert/strict'
import { createHash, randomBytes } from 'node:crypto'
import { describe, it } from 'node:test'
import { SYSTEM_AUDIT } from '../../src/domain/audit/audit.js'
import { openTempStore } from '../helpers/temp-store.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { asPerson, cookieOf, OWN_ORIGIN, personWithPassword, signIn } from './people-helpers.js'

/**
 * Two instances on one database (docs/oauth.md): an app authorized through one uses the other,
 * and a grant revoked on either stops its tokens on both at once, since tokens are read from the
 * database on every request (no per-process cache to wait for).
 */
const MCP = `${OWN_ORIGIN}/mcp`
const REDIRECT = 'http://127.0.0.1:5555/callback'

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
})

const mcpCall = (app: TestApp, token: string) =>
  app.request({
    method: 'POST',
    url: '/mcp',
    headers: { accept: 'application/json, text/event-stream', authorization: `Bearer ${token}` },
    payload: { jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} },
  })

describe('OAuth across two instances on one database', () => {
  it('authorizes on one, works on the other, and a revocation on either counts on both at once', async () => {
    const temp = await openTempStore()
    const apps: TestApp[] = []
    try {
      const a = await createTestApp({ databaseUrl: temp.databaseUrl })
      const b = await createTestApp({ databaseUrl: temp.databaseUrl })
      apps.push(a, b)
      await a.project({ id: 'granted', name: 'Granted' })
      const id = await personWithPassword(a, 'ada@example.com')
      await a.services.members.set('granted', id, 'editor', SYSTEM_AUDIT)
      const cookieOnB = cookieOf(await signIn(b, 'ada@example.com'))

      const registered = await a.request({
        method: 'POST',
        url: '/oauth/register',
        payload: { client_name: 'Two-instance app', redirect_uris: [REDIRECT] },
      })
      assert.equal(registered.statusCode, 201, registered.body)
      const clientId = registered.json().client_id as string

      /** Consent given on B, the code exchanged on A: the pair of tokens. */
      const connect = async () => {
        const verifier = randomBytes(32).toString('base64url')
        const request = {
          response_type: 'code',
          client_id: clientId,
          redirect_uri: REDIRECT,
          code_challenge: createHash('sha256').update(verifier).digest('base64url'),
          code_challenge_method: 'S256',
          state: 'st4te',
          resource: MCP,
        }
        const consent = await asPerson(b, cookieOnB, {
          method: 'POST',
          url: '/api/v1/oauth/consent',
          payload: { request, allow: true, projects: [{ id: 'granted', access: 'read' }] },
        })
        assert.equal(consent.statusCode, 200, consent.body)
        const code = new URL(consent.json().data.redirectTo).searchParams.get('code') as string
        const issued = await a.request({
          method: 'POST',
          url: '/oauth/token',
          ...form({
            grant_type: 'authorization_code',
            code,
            code_verifier: verifier,
            client_id: clientId,
            redirect_uri: REDIRECT,
            resource: MCP,
          }),
        })
        assert.equal(issued.statusCode, 200, issued.body)
        return issued.json() as { access_token: string; refresh_token: string }
      }

      const first = await connect()
      assert.equal((await mcpCall(b, first.access_token)).statusCode, 200)
      assert.equal((await mcpCall(a, first.access_token)).statusCode, 200)
      // Revoked in the console of B: A refuses the token on its very next request.
      const grants = (await asPerson(b, cookieOnB, { method: 'GET', url: '/api/v1/oauth/grants' })).json()
        .data
      const revoked = await asPerson(b, cookieOnB, {
        method: 'DELETE',
        url: `/api/v1/oauth/grants/${grants[0].id}`,
      })
      assert.equal(revoked.statusCode, 200, revoked.body)
      assert.equal((await mcpCall(a, first.access_token)).statusCode, 401)
      const refreshed = await a.request({
        method: 'POST',
        url: '/oauth/token',
        ...form({
          grant_type: 'refresh_token',
          refresh_token: first.refresh_token,
          client_id: clientId,
          resource: MCP,
        }),
      })
      assert.equal(refreshed.statusCode, 400, refreshed.body)
      assert.equal(refreshed.json().error, 'invalid_grant')

      // Revoked by the app on A (RFC 7009): B refuses it at once.
      const second = await connect()
      assert.equal((await mcpCall(b, second.access_token)).statusCode, 200)
      const answer = await a.request({
        method: 'POST',
        url: '/oauth/revoke',
        ...form({ token: second.access_token, client_id: clientId }),
      })
      assert.equal(answer.statusCode, 200)
      assert.equal((await mcpCall(b, second.access_token)).statusCode, 401)
    } finally {
      for (const app of apps) await app.close()
      await temp.cleanup()
    }
  })
})
