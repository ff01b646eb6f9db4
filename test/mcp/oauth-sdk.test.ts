import assert from 'node:assert/strict'
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
import { SYSTEM_AUDIT } from '../../src/domain/audit/audit.js'
import { type ConsoleServer, launchBrowser, pageReady, startConsoleServer } from '../helpers/browser.js'

/**
 * An AI app connects by URL with the official MCP SDK client's OAuth support (docs/oauth.md):
 * discovery (RFC 9728, RFC 8414), dynamic registration, consent given in headless Chromium as a
 * person would (signing in first), tools called on the granted project and refused on another,
 * a refresh, and a revocation from the console's Connected apps.
 */
const PASSWORD = 'correct horse battery staple'
const CALLBACK = 'http://127.0.0.1:1/callback'
const HOSTILE_NAME = '<img src=x onerror=alert(1)> Claude'

/** What an MCP host keeps between the redirect and the callback: in memory here. */
class MemoryProvider implements OAuthClientProvider {
  client: OAuthClientInformationMixed | undefined
  saved: OAuthTokens | undefined
  verifier = ''
  authorizationUrl: URL | undefined
  get redirectUrl() {
    return CALLBACK
  }
  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: HOSTILE_NAME,
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
}

describe('MCP SDK client with OAuth, consent in Chromium', { timeout: 300_000 }, () => {
  let server: ConsoleServer
  let browser: Browser
  let context: BrowserContext
  const dialogs: string[] = []

  before(async () => {
    server = await startConsoleServer()
    browser = await launchBrowser()
    const { user, token } = await server.test.services.users.create(
      { email: 'pm@example.com', name: 'Pat PM', admin: false },
      SYSTEM_AUDIT,
    )
    await server.test.services.users.setPasswordWithLink(token, PASSWORD, SYSTEM_AUDIT)
    await server.test.project({ id: 'roadmap', name: 'Roadmap' })
    await server.test.services.members.set(server.demo.id, user.id, 'editor', SYSTEM_AUDIT)
    await server.test.services.members.set('roadmap', user.id, 'editor', SYSTEM_AUDIT)
    context = await browser.newContext({ baseURL: server.origin })
  })
  after(async () => {
    await context?.close()
    await browser?.close()
    await server?.close()
  })

  it('connects, is granted one project, calls tools, refreshes, and stops when revoked', async () => {
    const provider = new MemoryProvider()
    const mcpUrl = new URL(`${server.origin}/mcp`)
    const connect = async () => {
      const client = new Client({ name: 'oauth-test', version: '1.0.0' })
      const transport = new StreamableHTTPClientTransport(mcpUrl, { authProvider: provider })
      await client.connect(transport)
      return { client, transport }
    }

    // 1. No token: the SDK discovers, registers, and sends the person to authorize.
    await assert.rejects(connect(), /Unauthorized/)
    assert.ok(provider.client?.client_id, 'registered by DCR')
    const authorizationUrl = provider.authorizationUrl ?? assert.fail('redirected to authorize')
    assert.equal(authorizationUrl.origin + authorizationUrl.pathname, `${server.origin}/oauth/authorize`)
    assert.equal(authorizationUrl.searchParams.get('resource'), mcpUrl.href)

    // 2. The person signs in and consents in the browser; the callback is caught.
    const page = await context.newPage()
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message())
      await dialog.dismiss()
    })
    let callback: URL | undefined
    await context.route('http://127.0.0.1:1/**', async (route) => {
      callback = new URL(route.request().url())
      await route.fulfill({ status: 200, contentType: 'text/plain', body: 'back in the app' })
    })
    await page.goto(authorizationUrl.href)
    await pageReady(page, /Sign in/)
    await page.getByLabel('Email').fill('pm@example.com')
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await page.getByRole('heading', { name: 'Connect an app' }).waitFor()
    // The app's own name is text, not markup.
    assert.equal(await page.getByTestId('app-name').textContent(), HOSTILE_NAME)
    assert.equal(await page.locator('.consent img').count(), 0)
    assert.equal(await page.getByTestId('redirect-host').textContent(), '127.0.0.1:1')
    await page.getByRole('checkbox', { name: server.demo.name }).check()
    await page.getByLabel(`Access to ${server.demo.name}`).selectOption('write')
    await page.getByRole('button', { name: 'Allow' }).click()
    await page.waitForURL(/127\.0\.0\.1:1\/callback/)
    assert.ok(callback, 'the browser came back to the app')
    assert.equal(callback.searchParams.get('state'), 'state-from-the-app')
    const code = callback.searchParams.get('code') ?? assert.fail('a code')

    // 3. The app exchanges the code and calls tools on the granted project only.
    const first = new StreamableHTTPClientTransport(mcpUrl, { authProvider: provider })
    await first.finishAuth(code)
    assert.ok(provider.saved?.access_token.startsWith('pctx_oat_'))
    const { client } = await connect()
    const projects = await client.callTool({ name: 'list_projects', arguments: {} })
    assert.match(JSON.stringify(projects.content), new RegExp(server.demo.id))
    assert.doesNotMatch(JSON.stringify(projects.content), /roadmap/)
    const refused = await client.callTool({ name: 'list_blocks', arguments: { project_id: 'roadmap' } })
    assert.equal(refused.isError, true)
    assert.match(JSON.stringify(refused.content), /not granted project/)
    const read = await client.callTool({ name: 'list_blocks', arguments: { project_id: server.demo.id } })
    assert.notEqual(read.isError, true, JSON.stringify(read.content))
    await client.close()

    // 4. Refresh: a new pair; the old refresh token is spent.
    const before = provider.saved
    assert.equal(await auth(provider, { serverUrl: mcpUrl }), 'AUTHORIZED')
    assert.notEqual(provider.saved?.refresh_token, before?.refresh_token)
    const again = await connect()
    assert.ok((await again.client.listTools()).tools.length > 0)
    await again.client.close()

    // 5. Revoked from the console's Connected apps: the token stops at once.
    await page.goto('/console/apps')
    await page.getByRole('heading', { name: 'Connected apps' }).waitFor()
    await page.getByRole('button', { name: `Revoke ${HOSTILE_NAME}` }).click()
    await page.getByText('No app is connected.').waitFor()
    const status = await fetch(mcpUrl, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${provider.saved?.access_token}`,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    })
    assert.equal(status.status, 401)
    assert.deepEqual(dialogs, [], 'nothing the app named ran in the page')
  })
})
