import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { systemClock } from '../../src/domain/clock.js'
import { createOauthService } from '../../src/domain/oauth/oauth-service.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

/**
 * An app identified by its Client ID Metadata Document (docs/oauth.md): the document must name
 * itself, carry usable redirect URIs, and is kept for an hour; anything else is invalid_client
 * and nothing is stored. The fetch itself (SSRF guard, size, time) is
 * test/webhooks/client-metadata-fetch.test.ts.
 */
const ID = 'https://app.example/oauth/client.json'
const RESOURCES = ['http://localhost/mcp']
const REQUEST = {
  response_type: 'code',
  client_id: ID,
  redirect_uri: 'https://app.example/cb',
  code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
  code_challenge_method: 'S256',
  resource: RESOURCES[0],
}

describe('Client ID Metadata Documents', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp()
  })
  after(() => t.close())

  const serviceServing = (document: unknown) => {
    let fetched = 0
    const service = createOauthService({
      store: t.store,
      clock: systemClock,
      access: t.services.access,
      fetchClientMetadata: async () => {
        fetched++
        if (document instanceof Error) throw document
        return document
      },
    })
    return { service, fetched: () => fetched }
  }

  it('accepts a document that names itself, and keeps it', async () => {
    const { service, fetched } = serviceServing({
      client_id: ID,
      client_name: 'Doc App',
      redirect_uris: ['https://app.example/cb'],
    })
    const asked = await service.checkAuthorization(REQUEST, RESOURCES)
    assert.equal(asked.client.kind, 'cimd')
    assert.equal(asked.client.clientName, 'Doc App')
    await service.checkAuthorization(REQUEST, RESOURCES)
    assert.equal(fetched(), 1, 'kept, not fetched again')
  })

  it('refuses a document naming another client, without usable redirect URIs, or unreadable', async () => {
    const other = 'https://other.example/client.json'
    for (const document of [
      { client_id: 'https://evil.example/c.json', redirect_uris: ['https://app.example/cb'] },
      { client_id: other, redirect_uris: ['http://app.example/cb'] },
      new Error('it is larger than 5120 bytes'),
    ]) {
      const { service } = serviceServing(document)
      await assert.rejects(
        service.checkAuthorization({ ...REQUEST, client_id: other }, RESOURCES),
        (error: Error & { code?: string }) => {
          assert.equal(error.code, 'invalid_client')
          return true
        },
      )
    }
    assert.equal(await t.store.oauth.getClient(other), undefined)
  })
})
