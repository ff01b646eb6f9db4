import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createOauthService, UNUSED_CLIENT_DAYS } from '../../src/domain/oauth/oauth-service.js'
import { ManualClock } from '../helpers/clock.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { personWithPassword } from '../http/people-helpers.js'

/**
 * Clients nobody needs leave the database (docs/oauth.md, "Clean-up"): a registered client no
 * person granted anything within UNUSED_CLIENT_DAYS, and a metadata document's copy once it
 * expired. A client with a grant stays however old.
 */
const DAY = 86_400_000
const METADATA_ID = 'https://app.example/oauth/client.json'
const REDIRECT = 'https://app.example/cb'

describe('OAuth client clean-up', () => {
  let t: TestApp
  const clock = new ManualClock('2026-03-01T00:00:00.000Z')
  before(async () => {
    t = await createTestApp({ clock })
  })
  after(() => t.close())

  it('forgets unused registered clients after 30 days and expired metadata copies, keeping granted ones', async () => {
    const oauth = createOauthService({
      store: t.store,
      clock,
      access: t.services.access,
      fetchClientMetadata: async (clientId) => ({
        client_id: clientId,
        client_name: 'Doc App',
        redirect_uris: [REDIRECT],
      }),
    })
    const unused = await oauth.register({ client_name: 'Never used', redirect_uris: [REDIRECT] })
    const granted = await oauth.register({ client_name: 'Used', redirect_uris: [REDIRECT] })
    const userId = await personWithPassword(t, 'cleanup@example.com')
    await t.store.oauth.insertGrant({
      id: 'grant-cleanup',
      userId,
      clientId: granted.clientId,
      clientName: granted.clientName,
      redirectHost: 'app.example',
      projects: [],
      createdAt: clock.now().toISOString(),
      lastUsedAt: null,
      revokedAt: null,
    })
    const metadata = await oauth.findClient(METADATA_ID)
    assert.equal(metadata?.kind, 'cimd')

    // Within the bounds, every client stays.
    clock.advance((UNUSED_CLIENT_DAYS - 1) * DAY)
    const recent = await oauth.register({ client_name: 'Recent', redirect_uris: [REDIRECT] })
    assert.ok(await t.store.oauth.getClient(unused.clientId), 'an unused client younger than 30 days stays')
    assert.equal(
      (await t.store.oauth.getClient(METADATA_ID)) === undefined,
      true,
      "the metadata document's copy expired after an hour and went with the registration",
    )

    clock.advance(2 * DAY)
    await oauth.register({ client_name: 'Later', redirect_uris: [REDIRECT] })
    assert.equal(await t.store.oauth.getClient(unused.clientId), undefined, 'unused for 31 days: gone')
    assert.ok(await t.store.oauth.getClient(granted.clientId), 'a client with a grant stays')
    assert.ok(await t.store.oauth.getClient(recent.clientId), 'a client 2 days old stays')
    // A forgotten metadata document is simply fetched again when the app comes back.
    assert.equal((await oauth.findClient(METADATA_ID))?.clientName, 'Doc App')
  })
})
