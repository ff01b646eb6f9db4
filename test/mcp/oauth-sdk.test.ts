import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { after, before, describe, it } from 'node:test'
import { auth, type OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import type {
  OAuthClientInformationMixed,
  OAuthClientMetadata,
  OAuthTokens,
} from '@modelcontextprotocol/sdk/shared/auth.js'
import type { Browser, BrowserContext } from 'playwright-core'
import { loadConfig } from '../../src/config.js'
import { SYSTEM_AUDIT } from '../../src/domain/audit/audit.js'
import { createServices } from '../../src/services.js'
import { openStore } from '../../src/store/open-store.js'
import { launchBrowser, pageReady } from '../helpers/browser.js'
import { killChildren, REPO_ROOT, tempDb } from '../helpers/cli.js'
import { type FrontProxy, startFrontProxy } from '../helpers/front-proxy.js'
import { type HttpsSite, startHttpsSite } from '../helpers/https-site.js'
import { type ServerProcess, startServer } from '../helpers/server-process.js'
import { createTempPostgresDatabase, testPostgresUrl } from '../helpers/temp-store.js'

/**
 * An AI app connects by URL with the official MCP SDK client's OAuth support (docs/oauth.md),
 * against two `pctx serve` instances on one database behind one address (a load balancer's),
 * on SQLite and on PostgreSQL: discovery (RFC 9728, RFC 8414), registration both ways (Dynamic
 * Client Registration, and a Client ID Metadata Document on the app's own https site), consent
 * given in headless Chromium as a person would (signing in first) on one instance, the code
 * exchanged and tools called on the other, a project not granted refused, a refresh, a reused
 * refresh token revoking the grant, and a revocation in the console's Connected apps on one
 * instance refused at once on the other.
 */
const PASSWORD = 'correct horse battery staple'
const EMAIL = 'pm@example.com'
const CALLBACK = 'http://127.0.0.1:1/callback'
const HOSTILE_NAME = '<img src=x onerror=alert(1)> Claude'
const DOCUMENT_NAME = 'Docs Agent'
const GRANTED = { id: 'handbook', name: 'Handbook' }
const NOT_GRANTED = { id: 'roadmap', name: 'Roadmap' }

/** What an MCP host keeps between the redirect and the callback: in memory here. */
class MemoryProvider implements OAuthClientProvider {
  client: OAuthClientInformationMixed | undefined
  saved: OAuthTokens | undefined
  verifier = ''
  authorizationUrl: URL | undefined
  /** An https URL makes the SDK use it as the client_id (a metadata document) instead of DCR. */
  constructor(
    private readonly name: string,
    readonly clientMetadataUrl?: string,
  ) {}
  get redirectUrl() {
    return CALLBACK
  }
  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: this.name,
      redirect_uris: [CALLBACK],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    }
  }
  state() {
    return 'state-from-the-app'
  }
  clientInformation() {
    return this.client
  }
  saveClientInformation(info: OAuthClientInformationMixed) {
    this.client = info
  }
  tokens() {
    return this.saved
  }
  saveTokens(tokens: OAuthTokens) {
    this.saved = tokens
  }
  redirectToAuthorization(url: URL) {
    this.authorizationUrl = url
  }
  saveCodeVerifier(verifier: string) {
    this.verifier = verifier
  }
  codeVerifier() {
    return this.verifier
  }
  /** What a host does when the server refuses its tokens: forget them, ask the person again. */
  invalidateCredentials(scope: 'all' | 'client' | 'tokens' | 'verifier' | 'discovery') {
    if (scope === 'all' || scope === 'tokens') this.saved = undefined
    if (scope === 'all' || scope === 'client') this.client = undefined
  }
  /** Another holder of the same credentials (a copy leaked from the app's storage). */
  copy(): MemoryProvider {
    const other = new MemoryProvider(this.name, this.clientMetadataUrl)
    other.client = this.client
    other.saved = this.saved
    return other
  }
}

/** Two instances on one database behind one address, the person and projects made first. */
interface Deployment {
  a: ServerProcess
  b: ServerProcess
  front: FrontProxy
  mcpUrl: URL
  close(): Promise<void>
}

async function deploy(db: string, site: HttpsSite): Promise<Deployment> {
  // Made before the instances start, through the services (no HTTP app needed for fixtures).
  const config = loadConfig({ DATABASE_URL: db, LOG_LEVEL: 'silent' })
  const store = await openStore(config)
  const services = createServices({ store, config })
  try {
    for (const project of [GRANTED, NOT_GRANTED]) await services.projects.create(project)
    await services.blocks.sync(GRANTED.id, {
      blocks: [{ key: 'voice', type: 'text', section: 'brand', value: { content: 'Plain words.' } }],
    })
    const { user, token } = await services.users.create(
      { email: EMAIL, name: 'Pat PM', admin: false },
      SYSTEM_AUDIT,
    )
    await services.users.setPasswordWithLink(token, PASSWORD, SYSTEM_AUDIT)
    for (const project of [GRANTED, NOT_GRANTED])
      await services.members.set(project.id, user.id, 'editor', SYSTEM_AUDIT)
  } finally {
    await services.schemas.close()
    await store.close()
  }
  const env = {
    LOG_LEVEL: 'warn',
    PUBLIC_RATE_LIMIT_PER_MINUTE: '1000000',
    // The app's site is on loopback with the test's own certificate authority.
    WEBHOOK_ALLOW_PRIVATE: 'true',
    NODE_EXTRA_CA_CERTS: site.caPath,
  }
  const [a, b] = await Promise.all([
    startServer({ db, args: ['--no-demo'], env }),
    startServer({ db, args: ['--no-demo'], env }),
  ])
  const front = await startFrontProxy(a.url)
  return {
    a,
    b,
    front,
    mcpUrl: new URL(`${front.origin}/mcp`),
    async close() {
      await front.close()
      await Promise.all([a.stop(), b.stop()])
    },
  }
}

const connect = async (mcpUrl: URL, provider: OAuthClientProvider) => {
  const client = new Client({ name: 'oauth-test', version: '1.0.0' })
  await client.connect(new StreamableHTTPClientTransport(mcpUrl, { authProvider: provider }))
  return client
}

/** A raw MCP request with a bearer token, as any client would send it. */
const toolsList = (mcpUrl: URL, token: string | undefined) =>
  fetch(mcpUrl, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
    },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
  })

/** Tools on the granted project answer; the other project is refused by name. */
async function callTools(mcpUrl: URL, provider: OAuthClientProvider) {
  const client = await connect(mcpUrl, provider)
  const projects = await client.callTool({ name: 'list_projects', arguments: {} })
  assert.match(JSON.stringify(projects.content), new RegExp(GRANTED.id))
  assert.doesNotMatch(JSON.stringify(projects.content), new RegExp(NOT_GRANTED.id))
  const refused = await client.callTool({ name: 'list_blocks', arguments: { project_id: NOT_GRANTED.id } })
  assert.equal(refused.isError, true)
  assert.match(JSON.stringify(refused.content), /not granted project/)
  const read = await client.callTool({ name: 'list_blocks', arguments: { project_id: GRANTED.id } })
  assert.notEqual(read.isError, true, JSON.stringify(read.content))
  assert.match(JSON.stringify(read.content), /voice/)
  await client.close()
}

const BACKENDS = [
  { name: 'SQLite', database: async () => tempDb() },
  {
    name: 'PostgreSQL',
    skip: !testPostgresUrl() && 'PostgreSQL not available',
    database: async () => {
      const database = await createTempPostgresDatabase()
      return { url: database.url, cleanup: () => database.drop() }
    },
  },
]

describe('MCP SDK client with OAuth across two instances, consent in Chromium', { timeout: 300_000 }, () => {
  let browser: Browser
  let site: HttpsSite
  /** Client ID Metadata Documents the app's site served, by path. */
  const documentsServed = new Map<string, number>()

  before(async () => {
    // `pctx serve` serves dist/console: built when stale, as `npm start` does first.
    const built = spawnSync(process.execPath, ['console/build.mjs', '--if-stale'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    })
    assert.equal(built.status, 0, built.stderr)
    ;[browser, site] = await Promise.all([
      launchBrowser(),
      startHttpsSite((request, response, origin) => {
        const path = request.url ?? '/'
        documentsServed.set(path, (documentsServed.get(path) ?? 0) + 1)
        response.setHeader('content-type', 'application/json')
        response.end(
          JSON.stringify({
            client_id: `${origin}${path}`,
            client_name: DOCUMENT_NAME,
            redirect_uris: [CALLBACK],
          }),
        )
      }),
    ])
  })
  after(async () => {
    await browser?.close()
    site?.close()
    await killChildren()
  })

  for (const backend of BACKENDS) {
    describe(`on ${backend.name}`, { skip: backend.skip }, () => {
      let deployment: Deployment
      /** The person's browser: signed in once, through whichever instance the front chose. */
      let person: BrowserContext
      const dialogs: string[] = []
      let callback: URL | undefined
      let cleanup: () => unknown = () => {}
      before(async () => {
        const database = await backend.database()
        cleanup = database.cleanup
        deployment = await deploy(database.url, site)
        person = await browser.newContext({ baseURL: deployment.front.origin })
        person.on('dialog', async (dialog) => {
          dialogs.push(dialog.message())
          await dialog.dismiss()
        })
        await person.route('http://127.0.0.1:1/**', async (route) => {
          callback = new URL(route.request().url())
          await route.fulfill({ status: 200, contentType: 'text/plain', body: 'back in the app' })
        })
      })
      after(async () => {
        await person?.close()
        await deployment?.close()
        await cleanup()
      })

      /**
       * The person opens the app's authorization URL, signs in if the console asks, and allows
       * the granted project; returns the code the browser brought back to the app.
       */
      async function consent(authorizationUrl: URL, appName: string): Promise<string> {
        const page = await person.newPage()
        callback = undefined
        await page.goto(authorizationUrl.href)
        const heading = page.getByRole('heading', { level: 1, name: /^(Sign in|Connect an app)/ })
        if (/^Sign in/.test((await heading.textContent()) ?? '')) {
          await pageReady(page, /Sign in/)
          await page.getByLabel('Email').fill(EMAIL)
          await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
          await page.getByRole('button', { name: 'Sign in', exact: true }).click()
        }
        await page.getByRole('heading', { name: 'Connect an app' }).waitFor()
        // The app's own name is text, not markup.
        assert.equal(await page.getByTestId('app-name').textContent(), appName)
        assert.equal(await page.locator('.consent img').count(), 0)
        assert.equal(await page.getByTestId('redirect-host').textContent(), '127.0.0.1:1')
        await page.getByRole('checkbox', { name: GRANTED.name }).check()
        await page.getByLabel(`Access to ${GRANTED.name}`).selectOption('write')
        await page.getByRole('button', { name: 'Allow' }).click()
        await page.waitForURL(/127\.0\.0\.1:1\/callback/)
        await page.close()
        // Set by the route above while the page came back (TypeScript cannot see that).
        const back = callback as URL | undefined
        assert.ok(back, 'the browser came back to the app')
        assert.equal(back.searchParams.get('state'), 'state-from-the-app')
        assert.equal(back.searchParams.get('iss'), deployment.front.origin)
        assert.deepEqual(dialogs, [], 'nothing the app named ran in the page')
        return back.searchParams.get('code') ?? assert.fail('a code')
      }

      it('registers by DCR and consents on A, calls tools and refreshes on B, revoked in the console on B and refused on A', async () => {
        const { a, b, front, mcpUrl } = deployment
        const provider = new MemoryProvider(HOSTILE_NAME)

        // 1. No token: the SDK discovers, registers, and sends the person to authorize, all on A.
        front.to(a.url)
        const onB = front.served(b.url)
        await assert.rejects(connect(mcpUrl, provider), /Unauthorized/)
        assert.ok(provider.client?.client_id, 'registered by DCR')
        assert.doesNotMatch(provider.client.client_id, /^https:/)
        const authorizationUrl = provider.authorizationUrl ?? assert.fail('redirected to authorize')
        assert.equal(authorizationUrl.origin + authorizationUrl.pathname, `${front.origin}/oauth/authorize`)
        assert.equal(authorizationUrl.searchParams.get('resource'), mcpUrl.href)

        // 2. Consent in the browser on A.
        const code = await consent(authorizationUrl, HOSTILE_NAME)
        assert.equal(front.served(b.url), onB, 'B has not been asked anything yet')

        // 3. On B: the code exchanged, tools called on the granted project only.
        front.to(b.url)
        await new StreamableHTTPClientTransport(mcpUrl, { authProvider: provider }).finishAuth(code)
        assert.ok(provider.saved?.access_token.startsWith('pctx_oat_'))
        await callTools(mcpUrl, provider)
        assert.ok(front.served(b.url) > onB, 'B answered')

        // 4. Refresh on B: a new pair; the old refresh token is spent.
        const first = provider.saved
        assert.equal(await auth(provider, { serverUrl: mcpUrl }), 'AUTHORIZED')
        assert.notEqual(provider.saved?.refresh_token, first?.refresh_token)
        const again = await connect(mcpUrl, provider)
        assert.ok((await again.listTools()).tools.length > 0)
        await again.close()
        const accessToken = provider.saved?.access_token
        assert.equal((await toolsList(mcpUrl, accessToken)).status, 200)
        front.to(a.url)
        assert.equal((await toolsList(mcpUrl, accessToken)).status, 200, 'A takes the token B issued')

        // 5. Revoked from the console's Connected apps on B (the session made on A holds there).
        front.to(b.url)
        const page = await person.newPage()
        await page.goto('/console/apps')
        await page.getByRole('heading', { name: 'Connected apps' }).waitFor()
        await page.getByRole('button', { name: `Revoke ${HOSTILE_NAME}` }).click()
        await page.getByRole('button', { name: `Revoke ${HOSTILE_NAME}` }).waitFor({ state: 'detached' })

        // 6. A refuses the token on its next request, and the SDK cannot refresh its way back.
        front.to(a.url)
        const refused = await toolsList(mcpUrl, accessToken)
        assert.equal(refused.status, 401)
        assert.match(refused.headers.get('www-authenticate') ?? '', /^Bearer .*resource_metadata=/)
        provider.authorizationUrl = undefined
        await assert.rejects(connect(mcpUrl, provider), /Unauthorized/)
        assert.equal(provider.saved, undefined, 'the refresh token was refused too')
        assert.ok(provider.authorizationUrl, 'the SDK asks the person again')
        await page.close()
      })

      it('identifies the app by its metadata document; a reused refresh token revokes the grant on both instances', async () => {
        const { a, b, front, mcpUrl } = deployment
        const path = `/clients/${backend.name.toLowerCase()}.json`
        const provider = new MemoryProvider(DOCUMENT_NAME, `${site.origin}${path}`)

        // 1. On A: discovery finds client_id_metadata_document_supported; no registration.
        front.to(a.url)
        await assert.rejects(connect(mcpUrl, provider), /Unauthorized/)
        assert.equal(provider.client?.client_id, `${site.origin}${path}`)
        const authorizationUrl = provider.authorizationUrl ?? assert.fail('redirected to authorize')
        assert.equal(authorizationUrl.searchParams.get('client_id'), `${site.origin}${path}`)

        // 2. Consent on A, which fetched the document (through the SSRF guard) to name the app.
        const code = await consent(authorizationUrl, DOCUMENT_NAME)

        // 3. On B: tokens and tools; the document is kept in the database, not fetched again.
        front.to(b.url)
        await new StreamableHTTPClientTransport(mcpUrl, { authProvider: provider }).finishAuth(code)
        await callTools(mcpUrl, provider)
        assert.equal(documentsServed.get(path), 1, 'fetched once, for both instances')

        // 4. A copy of the credentials leaks; the app refreshes on B, spending the refresh token.
        const leaked = provider.copy()
        assert.equal(await auth(provider, { serverUrl: mcpUrl }), 'AUTHORIZED')
        const current = provider.saved?.access_token
        assert.equal((await toolsList(mcpUrl, current)).status, 200)

        // 5. The copy's spent refresh token is presented on A: refused, and the grant is revoked,
        // so the SDK holding it starts over with the person.
        front.to(a.url)
        assert.equal(await auth(leaked, { serverUrl: mcpUrl }), 'REDIRECT')
        assert.equal(leaked.saved, undefined)

        // 6. The app's own fresh tokens stop too, on both instances.
        for (const instance of [a, b]) {
          front.to(instance.url)
          assert.equal((await toolsList(mcpUrl, current)).status, 401)
        }
        provider.authorizationUrl = undefined
        await assert.rejects(connect(mcpUrl, provider), /Unauthorized/)
        assert.equal(provider.saved, undefined, 'its refresh token was revoked with the grant')
        assert.ok(provider.authorizationUrl, 'the SDK asks the person again')
      })
    })
  }
})
