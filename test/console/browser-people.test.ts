import assert from 'node:assert/strict'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import type { Browser, Page } from 'playwright-core'
import { SYSTEM_AUDIT } from '../../src/domain/audit/audit.js'
import {
  assertAccessible,
  assertNoHorizontalOverflow,
  type ConsoleServer,
  docsScreenshotDir,
  type GuardedPage,
  launchBrowser,
  openPage,
  pageReady,
  startConsoleServer,
} from '../helpers/browser.js'

/**
 * People in the console (issue 23): signing in with email and password (and a wrong one),
 * signing out, choosing a password from a one-time link, the users page of an instance admin,
 * the sessions page, and the members and your-keys pages against the real API; axe on every one
 * of those pages. browser-roles.test.ts shows a project to a viewer, an editor and an admin.
 */

const PASSWORD = 'correct horse battery staple'
const shotsDir = docsScreenshotDir()

describe('console: people sign in as themselves', { timeout: 300_000 }, () => {
  let server: ConsoleServer
  let browser: Browser
  const pages: GuardedPage[] = []

  const open = async (options: Parameters<typeof openPage>[2] = {}) => {
    const guarded = await openPage(browser, server, options)
    pages.push(guarded)
    return guarded
  }
  /** A user with a password, made through the real services; returns their id. */
  const person = async (email: string, name: string, admin = false) => {
    const { user, token } = await server.test.services.users.create({ email, name, admin }, SYSTEM_AUDIT)
    await server.test.services.users.setPasswordWithLink(token, PASSWORD, SYSTEM_AUDIT)
    return user.id
  }
  const shot = async (page: Page, name: string) => {
    const png = await page.screenshot()
    if (shotsDir) writeFileSync(join(shotsDir, `${name}.png`), png)
  }
  const signInWithPassword = async (page: Page, email: string, password = PASSWORD) => {
    await page.goto('/console/sign-in')
    await pageReady(page, /Sign in/)
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password', { exact: true }).fill(password)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  }
  /** The session cookie's status on GET /me, asked outside the browser. */
  const meStatus = async (cookie: string) =>
    (await fetch(`${server.origin}/api/v1/me`, { headers: { cookie } })).status

  before(async () => {
    ;[server, browser] = await Promise.all([startConsoleServer(), launchBrowser()])
    await person('ada@example.com', 'Ada Lovelace', true)
    await person('grace@example.com', 'Grace Hopper')
  })
  after(async () => {
    for (const guarded of pages.splice(0)) await guarded.close().catch(() => {})
    await browser?.close()
    await server?.close()
  })

  it('signs in with email and password (a wrong one is refused in the API’s words), shows the name, signs out', async () => {
    const { page, assertClean } = await open()
    await page.goto('/')
    await pageReady(page, /Sign in/)
    await assertAccessible(page, 'sign-in (email and password)')
    await assertNoHorizontalOverflow(page, 'sign-in')
    await shot(page, 'sign-in')
    // No SSO configured (or no /auth/methods): no SSO button.
    assert.equal(await page.getByRole('link', { name: /Sign in with/ }).count(), 0)

    await signInWithPassword(page, 'ada@example.com', 'not the right password')
    await page.getByRole('alert').filter({ hasText: 'Email or password is wrong' }).waitFor()
    assert.equal(await page.getByLabel('Password', { exact: true }).getAttribute('aria-invalid'), 'true')

    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await pageReady(page, 'Projects')
    const header = page.getByRole('banner')
    await header.getByText('Ada Lovelace').waitFor()
    assert.match(await header.innerText(), /Ada Lovelace \(instance admin\)/)
    // The cookie is HttpOnly: the page cannot read it, and no key is kept in storage.
    assert.equal(
      await page.evaluate(() => (globalThis as unknown as { document: { cookie: string } }).document.cookie),
      '',
    )
    assert.deepEqual(
      await page.evaluate(() => {
        const g = globalThis as unknown as {
          sessionStorage: { length: number }
          localStorage: { length: number }
        }
        return [g.sessionStorage.length, g.localStorage.length]
      }),
      [0, 0],
    )
    // On a project's page the header names the person's role there.
    await page.goto(`/console/projects/${server.demo.id}/history`)
    await header.getByText('(admin of this project)').waitFor()

    // A reload keeps the person signed in (the cookie), then Sign out ends the session.
    await page.goto('/console/projects')
    await pageReady(page, 'Projects')
    const cookie = (await page.context().cookies()).find((c) => c.name === 'pctx_session')
    assert.ok(cookie?.httpOnly, 'an HttpOnly session cookie')
    await header.getByRole('button', { name: 'Sign out', exact: true }).click()
    await pageReady(page, /Sign in/)
    assert.equal(await meStatus(`pctx_session=${cookie.value}`), 401, 'the session ended on the server')
    await page.goto('/console/projects')
    await pageReady(page, /Sign in/)
    assertClean()
  })

  it('offers single sign-on when the server names it, and says why it refused', async () => {
    const { page, assertClean } = await open()
    await page.route('**/api/v1/auth/methods', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          data: { password: true, sso: { name: 'Okta', startUrl: '/api/v1/auth/oidc/start' } },
          error: null,
        }),
      }),
    )
    await page.goto('/console/sign-in?sso_error=domain_not_allowed')
    await pageReady(page, /Sign in/)
    const sso = page.getByRole('link', { name: 'Sign in with Okta' })
    assert.equal(await sso.getAttribute('href'), '/api/v1/auth/oidc/start')
    await page.getByRole('alert').filter({ hasText: "Your email's domain may not sign in here" }).waitFor()
    // A code the server never sends puts no words of the link's on the page.
    await page.goto('/console/sign-in?sso_error=Your%20account%20is%20locked%2C%20call%20555')
    await pageReady(page, /Sign in/)
    await page.getByRole('alert').filter({ hasText: 'The sign-in did not complete' }).waitFor()
    assert.equal(await page.getByText('call 555').count(), 0)
    await assertAccessible(page, 'sign-in with SSO and its error')
    assertClean()
  })

  it('a one-time link chooses a password (twice, 12 characters or more) and signs in; a spent link says what to do', async () => {
    const { token } = await server.test.services.users.create(
      { email: 'linus@example.com', name: 'Linus' },
      SYSTEM_AUDIT,
    )
    const { page, assertClean } = await open()
    await page.goto(`/console/set-password#token=${token}`)
    await pageReady(page, 'Choose a password')
    await assertAccessible(page, 'set-password')
    await shot(page, 'set-password')
    await page.getByText('At least 12 characters').waitFor()

    await page.getByLabel('New password', { exact: true }).fill('too short')
    await page.getByRole('button', { name: 'Set password and sign in' }).click()
    await page.getByRole('alert').filter({ hasText: 'Use at least 12 characters' }).waitFor()
    await page.getByLabel('New password', { exact: true }).fill(PASSWORD)
    await page.getByLabel('New password again').fill(`${PASSWORD}!`)
    await page.getByRole('button', { name: 'Set password and sign in' }).click()
    await page.getByRole('alert').filter({ hasText: 'The two passwords differ' }).waitFor()
    await assertAccessible(page, 'set-password with problems')

    await page.getByLabel('New password again').fill(PASSWORD)
    await page.getByRole('button', { name: 'Set password and sign in' }).click()
    await pageReady(page, 'Projects')
    await page.getByRole('banner').getByText('Linus').waitFor()
    assert.doesNotMatch(page.url(), /token/, 'the token left the address bar')

    // The same link again: spent, and the page says what to do.
    const again = await open()
    await again.page.goto(`/console/set-password#token=${token}`)
    await again.page.getByLabel('New password', { exact: true }).fill(PASSWORD)
    await again.page.getByLabel('New password again').fill(PASSWORD)
    await again.page.getByRole('button', { name: 'Set password and sign in' }).click()
    await again.page
      .getByRole('alert')
      .filter({ hasText: /expired or was already used.*pctx user link/ })
      .waitFor()
    await assertAccessible(again.page, 'set-password, spent link')
    // The password chosen works on the sign-in form.
    await signInWithPassword(again.page, 'linus@example.com')
    await pageReady(again.page, 'Projects')
    assertClean()
    again.assertClean()
  })

  it('the users page: an instance admin creates a user (link shown once, copyable), disables and enables them', async () => {
    const { page, assertClean } = await open()
    await signInWithPassword(page, 'ada@example.com')
    await pageReady(page, 'Projects')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' }).click()
    await pageReady(page, 'Users')
    await page.getByRole('cell', { name: 'grace@example.com', exact: true }).waitFor()
    await assertAccessible(page, 'users')

    await page.getByLabel('Email').fill('Dana@Example.com')
    await page.getByLabel('Name').fill('Dana Scully')
    await page.getByRole('button', { name: 'Create user' }).click()
    const invite = page.getByRole('status').filter({ hasText: 'Created Dana@Example.com' })
    await invite.waitFor()
    const link = await invite.locator('code').innerText()
    assert.match(link, new RegExp(`^${server.origin}/console/set-password#token=[A-Za-z0-9_-]{43}$`))
    await invite.getByRole('button', { name: 'Copy link' }).waitFor()
    await page.getByRole('cell', { name: 'Dana@Example.com', exact: true }).waitFor()
    await assertAccessible(page, 'users with a new link')
    // The docs' picture without the passing announcement over it.
    await page.locator('.live-region:empty').waitFor({ state: 'attached' })
    await shot(page, 'users')

    // A taken email: the API's own words.
    await page.getByLabel('Email').fill('dana@example.com')
    await page.getByLabel('Name').fill('Dana again')
    await page.getByRole('button', { name: 'Create user' }).click()
    await page.getByRole('alert').filter({ hasText: 'exists already' }).waitFor()

    const danaRow = page.getByRole('row').filter({ hasText: 'Dana@Example.com' })
    await page.getByRole('button', { name: 'Disable Dana@Example.com' }).click()
    await danaRow.getByRole('cell', { name: 'Disabled', exact: true }).waitFor()
    const dana = (await server.test.services.users.find('dana@example.com')).disabled
    assert.equal(dana, true)
    await page.getByRole('button', { name: 'Enable Dana@Example.com' }).click()
    await danaRow.getByRole('cell', { name: 'Active', exact: true }).waitFor()

    // The last instance admin cannot remove themselves: the API says so, the page shows it.
    await page.getByRole('button', { name: 'Remove admin ada@example.com' }).click()
    await page.getByRole('alert').filter({ hasText: 'last instance admin' }).waitFor()
    await assertAccessible(page, 'users with an error')
    assertClean()
  })

  it('a person who is not an instance admin has no Users link', async () => {
    const { page, assertClean } = await open()
    await signInWithPassword(page, 'grace@example.com')
    await pageReady(page, 'Projects')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('link', { name: 'Your sessions' }).waitFor()
    assert.equal(await nav.getByRole('link', { name: 'Users' }).count(), 0)
    await page.goto('/console/users')
    await pageReady(page, 'Users')
    await page.getByText('Only instance admins manage users').waitFor()
    await page.getByRole('banner').getByRole('button', { name: 'Sign out', exact: true }).click()
    await pageReady(page, /Sign in/)
    assertClean()
  })

  it('the sessions page lists this and other sessions and signs another one out', async () => {
    // Grace is signed in on another device too (the API, as another browser would).
    const elsewhere = await fetch(`${server.origin}/api/v1/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'grace@example.com', password: PASSWORD }),
    })
    assert.equal(elsewhere.status, 200)
    const otherCookie = (elsewhere.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    const third = await fetch(`${server.origin}/api/v1/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'grace@example.com', password: PASSWORD }),
    })
    const thirdCookie = (third.headers.get('set-cookie') ?? '').split(';')[0] ?? ''

    const { page, assertClean } = await open()
    await signInWithPassword(page, 'grace@example.com')
    await pageReady(page, 'Projects')
    await page.getByRole('link', { name: 'Your sessions' }).click()
    await pageReady(page, 'Your sessions')
    await page.getByText('This browser').waitFor()
    const signOutButtons = page.getByRole('button', { name: /^Sign out the session signed in/ })
    assert.ok((await signOutButtons.count()) >= 2, 'the other sessions can be signed out')
    await assertAccessible(page, 'sessions')
    await shot(page, 'sessions')

    // The list is read again after each sign-out; slowed down here, as on a busy server, so that
    // the next click would act on the list it replaces if the page allowed it.
    await page.route('**/api/v1/auth/sessions', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue()
    })
    // The oldest session first: the one signed in through the API above.
    await signOutButtons.first().click()
    await page.getByRole('status').filter({ hasText: 'Signed out that session' }).waitFor()
    assert.equal(await meStatus(otherCookie), 401, 'that session ended')
    assert.equal(await meStatus(thirdCookie), 200, 'the others go on')

    await page.getByRole('button', { name: 'Sign out everywhere else' }).click()
    await page.getByRole('status').filter({ hasText: 'Signed out 1 other session' }).waitFor()
    assert.equal(await page.getByRole('alert').count(), 0, 'no session was signed out twice')
    // The list read after that sign-out is still held back: wait for it, then stop slowing.
    await page.unrouteAll({ behavior: 'wait' })
    assert.equal(await meStatus(thirdCookie), 401)
    await page.getByRole('button', { name: 'Sign out everywhere else' }).waitFor({ state: 'detached' })
    assert.equal(await signOutButtons.count(), 0)
    // This browser is still signed in.
    await page.reload()
    await pageReady(page, 'Your sessions')
    await page.getByText('This browser').waitFor()
    assertClean()
  })

  it('the members and your keys pages, against the real API', async () => {
    const { page, assertClean } = await open()
    const members = async () =>
      Object.fromEntries(
        (await server.test.services.members.list(server.demo.id)).map((m) => [m.email, m.role]),
      )
    await signInWithPassword(page, 'ada@example.com')
    await pageReady(page, 'Projects')
    await page.goto(`/console/projects/${server.demo.id}/members`)
    await pageReady(page, 'Members')
    await page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'Members' }).waitFor()
    await page.getByText('No members yet.').waitFor()
    await assertAccessible(page, 'members, none yet')

    // An instance admin picks the person from the users list.
    await page.getByLabel('Person').selectOption({ label: 'Grace Hopper (grace@example.com)' })
    await page.getByLabel('Role', { exact: true }).selectOption('editor')
    await page.getByRole('button', { name: 'Add member' }).click()
    await page.getByRole('status').filter({ hasText: 'Added as editor' }).waitFor()
    const grace = page.getByRole('combobox', { name: 'Role of grace@example.com' })
    await grace.waitFor()
    assert.equal(await grace.inputValue(), 'editor')
    await assertAccessible(page, 'members')

    await grace.selectOption('admin')
    await page.getByRole('status').filter({ hasText: 'grace@example.com is now admin' }).waitFor()
    assert.deepEqual(await members(), { 'grace@example.com': 'admin' })
    // The project's only admin cannot be demoted: the API says why (409), the page shows it.
    await grace.selectOption('viewer')
    await page.getByRole('alert').filter({ hasText: 'last admin' }).waitFor()
    await assertAccessible(page, 'members with a refusal')
    assert.equal(await grace.inputValue(), 'admin')

    await page.getByLabel('Person').selectOption({ label: 'Linus (linus@example.com)' })
    await page.getByLabel('Role', { exact: true }).selectOption('viewer')
    await page.getByRole('button', { name: 'Add member' }).click()
    await page.getByRole('status').filter({ hasText: 'Added as viewer' }).waitFor()
    await page.getByRole('button', { name: 'Remove linus@example.com' }).click()
    await page.getByRole('status').filter({ hasText: 'Removed linus@example.com' }).waitFor()
    await page.getByRole('combobox', { name: 'Role of linus@example.com' }).waitFor({ state: 'detached' })
    assert.deepEqual(await members(), { 'grace@example.com': 'admin' })

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Your keys' }).click()
    await pageReady(page, 'Your keys')
    await page.getByText('You have no key yet.').waitFor()
    await assertAccessible(page, 'your keys')
    await page.getByLabel('Name').fill('CI')
    await page.getByLabel('Project').selectOption(server.demo.id)
    await page.getByRole('button', { name: 'Create key' }).click()
    const created = page.getByRole('status').filter({ hasText: 'Created the key CI' })
    const secret = await created.locator('code').innerText()
    assert.match(secret, /^pctx_/)
    await page.getByRole('rowheader', { name: 'CI', exact: true }).waitFor()
    await assertAccessible(page, 'your keys with a new key')
    // The secret shown works, as a read key of the demo project owned by Ada.
    const keyMe = async () => fetch(`${server.origin}/api/v1/me`, { headers: { 'x-api-key': secret } })
    const me = (await (await keyMe()).json()) as { data: { access: string; projects: string[] } }
    assert.equal(me.data.access, 'read')
    assert.deepEqual(me.data.projects, [server.demo.id])

    await page.getByRole('button', { name: 'Revoke CI' }).click()
    await page.getByRole('status').filter({ hasText: 'Revoked CI' }).waitFor()
    await page
      .getByRole('row')
      .filter({ hasText: 'CI' })
      .getByText(/^Revoked/)
      .waitFor()
    assert.equal((await keyMe()).status, 401, 'the revoked key stops')
    assertClean()
  })
})
