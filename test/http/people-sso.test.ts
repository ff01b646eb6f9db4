import assert from 'node:assert/strict'
import type { AddressInfo } from 'node:net'
import { after, before, describe, it } from 'node:test'
import type { Browser, BrowserContext } from 'playwright-core'
import { SYSTEM_AUDIT } from '../../src/domain/audit/audit.js'
import { SSO_ERRORS } from '../../src/domain/people/sso-service.js'
import { launchBrowser } from '../helpers/browser.js'
import { startTestProvider, type TestProvider } from '../helpers/oidc-provider.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

const ADMIN_GROUP = 'pctx-admins'

/**
 * Single sign-on against a real OpenID Provider (oidc-provider on loopback), through headless
 * Chromium: the browser follows the redirects and fills the provider's login form as a person.
 */
describe('people: single sign-on with OIDC', () => {
  let provider: TestProvider
  let t: TestApp
  let origin: string
  let browser: Browser

  before(async () => {
    provider = await startTestProvider()
    ;[t, browser] = await Promise.all([
      createTestApp({
        env: {
          OIDC_ISSUER: provider.issuer,
          OIDC_CLIENT_ID: provider.clientId,
          OIDC_CLIENT_SECRET: provider.clientSecret,
          OIDC_NAME: 'Test IdP',
          OIDC_ALLOWED_DOMAINS: 'example.com, Example.org',
          OIDC_ADMIN_GROUP: ADMIN_GROUP,
          OIDC_SCOPES: 'openid email profile groups',
        },
      }),
      launchBrowser(),
    ])
    await t.app.listen({ host: '127.0.0.1', port: 0 })
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
    // The second redirect URI is a place the provider may send a code to, but not this sign-in's.
    provider.register(`${origin}/api/v1/auth/oidc/callback`, [
      `${origin}/api/v1/auth/oidc/callback?via=elsewhere`,
    ])
    provider.accounts.set('ada', { email: 'Ada@Example.com', email_verified: true, name: 'Ada Lovelace' })
    provider.accounts.set('grace', {
      email: 'grace@example.org',
      email_verified: true,
      name: 'Grace Hopper',
      groups: ['staff', ADMIN_GROUP],
    })
    provider.accounts.set('mallory', { email: 'mallory@elsewhere.net', email_verified: true })
    provider.accounts.set('eve', { email: 'eve@example.com', email_verified: false })
    provider.accounts.set('dis', { email: 'disabled@example.com', email_verified: true })
  })
  after(async () => {
    await browser?.close()
    await t?.close()
    await provider?.close()
  })

  /** A fresh browser on the start route, stopped at the provider's login form. */
  async function startSignIn(path = '/api/v1/auth/oidc/start'): Promise<BrowserContext> {
    const context = await browser.newContext()
    context.setDefaultTimeout(20_000)
    const page = await context.newPage()
    await page.goto(`${origin}${path}`)
    await page.locator('input[name="login"]').waitFor()
    return context
  }

  /** Fills the provider's form and waits until the browser is back on the console. */
  async function logIn(context: BrowserContext, login: string): Promise<URL> {
    const page = context.pages()[0]
    assert.ok(page)
    await page.locator('input[name="login"]').fill(login)
    await page.locator('input[name="password"]').fill('any password')
    await Promise.all([
      page.waitForURL((url) => url.origin === origin && url.pathname.startsWith('/console')),
      page.getByRole('button', { name: 'Sign-in' }).click(),
    ])
    return new URL(page.url())
  }

  async function signInAs(login: string, path?: string) {
    const context = await startSignIn(path)
    const landed = await logIn(context, login)
    const me = await context.request.get(`${origin}/api/v1/me`)
    return { context, landed, me }
  }

  it('answers the sign-in methods without a key: password, and the SSO button', async () => {
    const response = await t.request({ method: 'GET', url: '/api/v1/auth/methods' })
    assert.equal(response.statusCode, 200, response.body)
    assert.deepEqual(response.json(), {
      data: { password: true, sso: { name: 'Test IdP', startUrl: '/api/v1/auth/oidc/start' } },
      error: null,
    })
  })

  it('starts with the authorization code flow, PKCE S256, state, nonce and the exact redirect URI', async () => {
    const response = await t.request({ method: 'GET', url: '/api/v1/auth/oidc/start' })
    assert.equal(response.statusCode, 302, response.body)
    const location = new URL(String(response.headers.location))
    assert.equal(location.origin, provider.issuer)
    const query = Object.fromEntries(location.searchParams)
    assert.equal(query.response_type, 'code')
    assert.equal(query.client_id, provider.clientId)
    assert.equal(query.redirect_uri, 'http://localhost/api/v1/auth/oidc/callback')
    assert.equal(query.code_challenge_method, 'S256')
    assert.match(query.code_challenge ?? '', /^[A-Za-z0-9_-]{43}$/)
    assert.match(query.state ?? '', /^[A-Za-z0-9_-]{43}$/)
    assert.match(query.nonce ?? '', /^[A-Za-z0-9_-]{43}$/)
    assert.equal(query.scope, 'openid email profile groups')
    assert.match(
      String(response.headers['set-cookie']),
      /^pctx_oidc=[A-Za-z0-9_-]{43}; Path=\/api\/v1\/auth\/oidc\/; HttpOnly; SameSite=Lax; Max-Age=600$/,
    )
  })

  it('signs a new person in with a verified email of an allowed domain, and /me answers them', async () => {
    const { context, landed, me } = await signInAs('ada')
    try {
      assert.equal(landed.pathname, '/console/')
      assert.equal(landed.search, '')
      assert.equal(me.status(), 200, await me.text())
      const { user } = (await me.json()).data
      assert.deepEqual(
        { email: user.email, name: user.name, admin: user.admin },
        { email: 'Ada@Example.com', name: 'Ada Lovelace', admin: false },
      )
      const cookie = (await context.cookies(origin)).find((c) => c.name === 'pctx_session')
      assert.ok(cookie?.httpOnly && cookie.sameSite === 'Lax', 'an HttpOnly, SameSite=Lax session cookie')
      assert.equal(
        (await context.cookies(origin)).find((c) => c.name === 'pctx_oidc'),
        undefined,
        'the binding cookie is spent',
      )
    } finally {
      await context.close()
    }
    // A later sign-in finds the same user by email, whatever its case.
    const again = await signInAs('ada')
    try {
      assert.equal((await again.me.json()).data.user.id, (await t.services.users.find('ada@example.com')).id)
      assert.equal((await t.services.users.list(null, null)).filter((u) => /ada/i.test(u.email)).length, 1)
    } finally {
      await again.context.close()
    }
  })

  it('makes a member of OIDC_ADMIN_GROUP an instance admin, and leaving the group demotes', async () => {
    const first = await signInAs('grace')
    try {
      assert.equal((await first.me.json()).data.user.admin, true)
    } finally {
      await first.context.close()
    }
    // Another admin exists, so losing the group takes instance admin away at the next sign-in.
    await t.services.users.create({ email: 'keeper@example.com', name: 'Keeper', admin: true }, SYSTEM_AUDIT)
    provider.accounts.set('grace', { email: 'grace@example.org', email_verified: true, groups: ['staff'] })
    const second = await signInAs('grace')
    try {
      assert.equal((await second.me.json()).data.user.admin, false)
    } finally {
      await second.context.close()
    }
  })

  it('opens the console path of returnTo, and refuses any other place (no open redirect)', async () => {
    for (const returnTo of [
      'https://evil.example/',
      '//evil.example/console/',
      '/api/v1/me',
      '/console/\\evil',
    ]) {
      const response = await t.request({
        method: 'GET',
        url: `/api/v1/auth/oidc/start?returnTo=${encodeURIComponent(returnTo)}`,
      })
      assert.equal(response.statusCode, 400, `${returnTo}: ${response.body}`)
      assert.match(response.json().error, /returnTo: must be a path of the console/)
    }
    const { context, landed } = await signInAs(
      'ada',
      '/api/v1/auth/oidc/start?returnTo=%2Fconsole%2Fprojects%2Fdemo',
    )
    await context.close()
    assert.equal(landed.pathname, '/console/projects/demo')
  })

  const refusals: [string, string, keyof typeof SSO_ERRORS][] = [
    ['a domain not in OIDC_ALLOWED_DOMAINS', 'mallory', 'domain_not_allowed'],
    ['an email the provider has not verified', 'eve', 'email_unverified'],
    ['a disabled user', 'dis', 'user_disabled'],
  ]
  for (const [what, login, code] of refusals) {
    it(`refuses ${what} and says why`, async () => {
      if (login === 'dis') {
        const { user } = await t.services.users.create(
          { email: 'Disabled@example.com', name: 'Dis' },
          SYSTEM_AUDIT,
        )
        await t.services.users.update(user.id, { disabled: true }, SYSTEM_AUDIT)
      }
      const before = (await t.store.people.listSessions()).length
      const { context, landed, me } = await signInAs(login)
      await context.close()
      assert.equal(landed.pathname, '/console/')
      assert.equal(landed.searchParams.get('sso_error'), code)
      assert.ok(SSO_ERRORS[code].length > 0)
      assert.equal(me.status(), 401, 'not signed in')
      assert.equal((await t.store.people.listSessions()).length, before, 'no session was opened')
      const created = (await t.services.users.list(null, null)).filter((u) => u.email.startsWith(login))
      assert.equal(created.length, 0, 'no user was created')
      const email = provider.accounts.get(login)?.email
      assert.deepEqual(
        (await lastEvent()).detail,
        { method: 'sso', reason: code, email },
        'audited with the email',
      )
    })
  }

  /** The newest audit event. */
  async function lastEvent() {
    const [event] = await t.services.auditLog.list(null, 1)
    assert.ok(event)
    return event
  }

  /** The newest audit event is the refusal of an SSO sign-in for `reason`. */
  async function auditedRefusal(reason: string) {
    const event = await lastEvent()
    assert.equal(event.action, 'sign-in.failed')
    assert.deepEqual(event.detail, { method: 'sso', reason })
    assert.equal(event.actor.kind, 'anonymous')
  }

  /**
   * Starts a sign-in as the browser would, but keeps the binding cookie from the browser and
   * hands it to the test, with the provider URL, so that the test can tamper with either.
   */
  async function startInTest(): Promise<{ location: URL; binding: string }> {
    const response = await fetch(`${origin}/api/v1/auth/oidc/start`, { redirect: 'manual' })
    assert.equal(response.status, 302)
    const binding = /^pctx_oidc=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1]
    assert.ok(binding)
    return { location: new URL(String(response.headers.get('location'))), binding }
  }

  /**
   * Logs in at the provider in a browser without the binding cookie, and returns the path the
   * provider sent it back to: that callback is refused (`state`), so the sign-in stays unspent
   * for the test to replay.
   */
  async function callbackOf(location: URL): Promise<string> {
    const context = await browser.newContext()
    context.setDefaultTimeout(20_000)
    try {
      const page = await context.newPage()
      let callback: URL | undefined
      page.on('request', (request) => {
        const url = new URL(request.url())
        if (url.origin === origin && url.pathname === '/api/v1/auth/oidc/callback') callback = url
      })
      await page.goto(location.href)
      const landed = await logIn(context, 'ada')
      assert.equal(landed.searchParams.get('sso_error'), 'state', 'a browser without the cookie is refused')
      assert.ok(callback, 'the provider sent the browser back')
      return `${callback.pathname}${callback.search}`
    } finally {
      await context.close()
    }
  }

  const callWith = (url: string, binding?: string) =>
    t.request({
      method: 'GET',
      url,
      headers: binding === undefined ? {} : { cookie: `pctx_oidc=${binding}` },
    })

  function refused(response: Awaited<ReturnType<typeof callWith>>, code: string) {
    assert.equal(response.statusCode, 302, response.body)
    assert.equal(response.headers.location, `/console/?sso_error=${code}`)
    assert.doesNotMatch(String(response.headers['set-cookie']), /pctx_session=[^;]/, 'no session cookie')
  }

  it('finishes a sign-in the test drove, so the attacks below change one thing each', async () => {
    const { location, binding } = await startInTest()
    const path = await callbackOf(location)
    const response = await callWith(path, binding)
    assert.equal(response.statusCode, 302, response.body)
    assert.equal(response.headers.location, '/console/')
    assert.match(String(response.headers['set-cookie']), /pctx_session=[A-Za-z0-9_-]{43};/)
    // The same callback again: the sign-in was spent by its first use.
    refused(await callWith(path, binding), 'state')
  })

  it('refuses an ID token whose nonce is not the one this sign-in sent', async () => {
    const { location, binding } = await startInTest()
    // An authorization request made with another nonce: the provider signs that one.
    location.searchParams.set('nonce', 'a-nonce-of-the-attackers-choosing')
    const path = await callbackOf(location)
    refused(await callWith(path, binding), 'failed')
  })

  it('refuses a callback without the browser cookie, with another cookie, or with another state', async () => {
    const { location, binding } = await startInTest()
    const path = await callbackOf(location)
    // Another browser (no cookie, as callbackOf showed, or its own) cannot finish this sign-in.
    refused(await callWith(path), 'state')
    refused(await callWith(path, 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'), 'state')
    // The right cookie with a forged state: refused, and the sign-in is spent.
    const forged = new URL(path, origin)
    forged.searchParams.set('state', 'another-state')
    const eventsBefore = (await t.services.auditLog.list(null, 1000)).length
    refused(await callWith(`${forged.pathname}${forged.search}`, binding), 'state')
    await auditedRefusal('state')
    refused(await callWith(path, binding), 'state')
    assert.equal(
      (await t.services.auditLog.list(null, 1000)).length,
      eventsBefore + 1,
      'a callback that matches no sign-in in flight started nothing to audit',
    )
  })

  /** Drives a sign-in whose authorization request the attacker changed, then plays its callback. */
  async function attacked(change: (location: URL) => void) {
    const { location, binding } = await startInTest()
    change(location)
    return { path: await callbackOf(location), binding }
  }

  /** The callback is refused with `failed`, no session is opened, and the refusal is audited. */
  async function refusedAsFailed(path: string, binding: string) {
    const sessions = (await t.store.people.listSessions()).length
    refused(await callWith(path, binding), 'failed')
    assert.equal((await t.store.people.listSessions()).length, sessions, 'no session')
    await auditedRefusal('failed')
  }

  it('refuses a code bound to another PKCE challenge (a code injected from another sign-in)', async () => {
    const { path, binding } = await attacked((location) =>
      // The S256 challenge of another verifier: pctx's own verifier does not match it.
      location.searchParams.set('code_challenge', 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM'),
    )
    await refusedAsFailed(path, binding)
  })

  it('refuses a code the provider sent to another redirect URI than this sign-in’s', async () => {
    const { path, binding } = await attacked((location) =>
      location.searchParams.set('redirect_uri', `${origin}/api/v1/auth/oidc/callback?via=elsewhere`),
    )
    assert.match(path, /via=elsewhere/, 'the provider sent the code to the other redirect URI')
    await refusedAsFailed(path, binding)
  })

  it('refuses an authorization response whose iss is another issuer (RFC 9207, mix-up)', async () => {
    const { path, binding } = await attacked(() => {})
    const url = new URL(path, origin)
    assert.equal(url.searchParams.get('iss'), provider.issuer, 'the provider names itself')
    url.searchParams.set('iss', 'https://evil.example')
    await refusedAsFailed(`${url.pathname}${url.search}`, binding)
  })

  const lies: [string, (claims: Record<string, unknown>) => Record<string, unknown>][] = [
    ['another issuer', (claims) => ({ ...claims, iss: 'https://evil.example' })],
    ['another audience', (claims) => ({ ...claims, aud: 'another-client' })],
    [
      'an expired ID token',
      (claims) => ({
        ...claims,
        iat: Math.floor(Date.now() / 1000) - 7200,
        exp: Math.floor(Date.now() / 1000) - 3600,
      }),
    ],
  ]
  for (const [what, forge] of lies) {
    it(`refuses an ID token with ${what}, signed with the provider's own key`, async () => {
      const { path, binding } = await attacked(() => {})
      provider.forgeIdToken = forge
      try {
        await refusedAsFailed(path, binding)
      } finally {
        provider.forgeIdToken = undefined
      }
    })
  }

  it('says `denied` when the person cancels at the provider (error=access_denied), and audits it', async () => {
    const context = await startSignIn()
    try {
      const page = context.pages()[0]
      assert.ok(page)
      const sessions = (await t.store.people.listSessions()).length
      await Promise.all([
        page.waitForURL((url) => url.origin === origin && url.pathname.startsWith('/console')),
        page.getByRole('link', { name: '[ Cancel ]' }).click(),
      ])
      assert.equal(new URL(page.url()).searchParams.get('sso_error'), 'denied')
      assert.equal((await context.request.get(`${origin}/api/v1/me`)).status(), 401)
      assert.equal((await t.store.people.listSessions()).length, sessions, 'no session')
      await auditedRefusal('denied')
    } finally {
      await context.close()
    }
  })

  it('keeps the last enabled instance admin when they leave OIDC_ADMIN_GROUP', async () => {
    provider.accounts.set('solo', { email: 'solo@example.com', email_verified: true, groups: [ADMIN_GROUP] })
    const first = await signInAs('solo')
    await first.context.close()
    const solo = await t.services.users.find('solo@example.com')
    assert.equal(solo.admin, true)
    // Everyone else stops being an enabled admin: solo is the last one.
    const others = (await t.services.users.list(null, null)).filter(
      (u) => u.admin && !u.disabled && u.id !== solo.id,
    )
    for (const other of others) await t.services.users.update(other.id, { disabled: true }, SYSTEM_AUDIT)
    try {
      provider.accounts.set('solo', { email: 'solo@example.com', email_verified: true, groups: ['staff'] })
      const second = await signInAs('solo')
      await second.context.close()
      assert.equal(second.me.status(), 200, 'signed in')
      assert.equal((await t.services.users.find(solo.id)).admin, true, 'still the instance admin')
      assert.equal((await lastEvent()).action, 'sign-in', 'no user.updated demoted them')
    } finally {
      for (const other of others) await t.services.users.update(other.id, { disabled: false }, SYSTEM_AUDIT)
    }
  })
})

describe('people: single sign-on when it is not configured or the provider is down', () => {
  it('offers no SSO and answers 404 on its routes without OIDC_ISSUER', async () => {
    const t = await createTestApp()
    try {
      const methods = await t.request({ method: 'GET', url: '/api/v1/auth/methods' })
      assert.deepEqual(methods.json(), { data: { password: true, sso: null }, error: null })
      for (const url of ['/api/v1/auth/oidc/start', '/api/v1/auth/oidc/callback?code=x&state=y']) {
        const response = await t.request({ method: 'GET', url })
        assert.equal(response.statusCode, 404, response.body)
        assert.match(response.json().error, /Single sign-on is not configured/)
      }
    } finally {
      await t.close()
    }
  })

  it('answers 502 with a clear message when the provider cannot be reached, and stores nothing', async () => {
    // A port that was just free: nothing listens there.
    const closed = await startTestProvider()
    await closed.close()
    const t = await createTestApp({
      env: { OIDC_ISSUER: closed.issuer, OIDC_CLIENT_ID: 'pctx', OIDC_ALLOWED_DOMAINS: 'example.com' },
    })
    try {
      const response = await t.request({ method: 'GET', url: '/api/v1/auth/oidc/start' })
      assert.equal(response.statusCode, 502, response.body)
      assert.deepEqual(Object.keys(response.json()), ['data', 'error'])
      assert.match(response.json().error, /could not be reached/)
      assert.equal(response.headers['set-cookie'], undefined)
      // A person's browser is sent to the console, which says so.
      const browsing = await t.request({
        method: 'GET',
        url: '/api/v1/auth/oidc/start',
        headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
      })
      assert.equal(browsing.statusCode, 302, browsing.body)
      assert.equal(browsing.headers.location, '/console/?sso_error=provider_unavailable')
    } finally {
      await t.close()
    }
  })
})
