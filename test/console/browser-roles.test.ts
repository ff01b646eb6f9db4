import assert from 'node:assert/strict'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import type { Browser, Page } from 'playwright-core'
import { SYSTEM_AUDIT } from '../../src/domain/audit/audit.js'
import {
  assertAccessible,
  type ConsoleServer,
  docsScreenshotDir,
  type GuardedPage,
  launchBrowser,
  openPage,
  pageReady,
  startConsoleServer,
} from '../helpers/browser.js'

/**
 * A person's role on a project, as the console shows it (issue 23: "a viewer sees editing
 * disabled with the reason"; names and roles in the header and in history). An instance admin
 * gives three people the roles viewer, editor and admin through the real members API; each signs
 * in with email and password and uses the project's pages against the real server.
 */

const PASSWORD = 'correct horse battery staple'
const VIEWER_REASON = 'You are a viewer of this project: editing needs the editor role'
const shotsDir = docsScreenshotDir()

describe('console: a project seen by a viewer, an editor and an admin', { timeout: 300_000 }, () => {
  let server: ConsoleServer
  let browser: Browser
  const pages: GuardedPage[] = []
  const ids: Record<'vera' | 'eddie' | 'alma', string> = { vera: '', eddie: '', alma: '' }

  const open = async () => {
    const guarded = await openPage(browser, server)
    pages.push(guarded)
    return guarded
  }
  const person = async (email: string, name: string, admin = false) => {
    const { user, token } = await server.test.services.users.create({ email, name, admin }, SYSTEM_AUDIT)
    await server.test.services.users.setPasswordWithLink(token, PASSWORD, SYSTEM_AUDIT)
    return user.id
  }
  const shot = async (page: Page, name: string) => {
    const png = await page.screenshot({ fullPage: true })
    if (shotsDir) writeFileSync(join(shotsDir, `${name}.png`), png)
  }
  const signInAs = async (page: Page, email: string) => {
    await page.goto('/console/sign-in')
    await pageReady(page, /Sign in/)
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await pageReady(page, 'Projects')
  }
  /** Signs in over HTTP (as another browser would) and returns the session cookie. */
  const cookieOf = async (email: string) => {
    const response = await fetch(`${server.origin}/api/v1/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    })
    assert.equal(response.status, 200)
    return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
  }
  const blockPath = (key: string) => `/console/projects/${server.demo.id}/blocks/${key}`

  before(async () => {
    ;[server, browser] = await Promise.all([startConsoleServer(), launchBrowser()])
    await person('ada@example.com', 'Ada Lovelace', true)
    ids.vera = await person('vera@example.com', 'Vera Viewer')
    ids.eddie = await person('eddie@example.com', 'Eddie Editor')
    ids.alma = await person('alma@example.com', 'Alma Admin')
    // The instance admin gives the roles through the members API, with her session cookie and
    // the server's own Origin, as the console does.
    const ada = await cookieOf('ada@example.com')
    for (const [who, role] of [
      ['vera', 'viewer'],
      ['eddie', 'editor'],
      ['alma', 'admin'],
    ] as const) {
      const response = await fetch(`${server.origin}/api/v1/projects/${server.demo.id}/members/${ids[who]}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', cookie: ada, origin: server.origin },
        body: JSON.stringify({ role }),
      })
      assert.equal(response.status, 200, await response.text())
    }
  })
  after(async () => {
    for (const guarded of pages.splice(0)) await guarded.close().catch(() => {})
    await browser?.close()
    await server?.close()
  })

  it('a viewer reads the project, its blocks and history; editing, deleting and restoring are off, and the page says why', async () => {
    const { page, assertClean } = await open()
    await signInAs(page, 'vera@example.com')
    await page.getByRole('link', { name: server.demo.name }).first().waitFor()
    const header = page.getByRole('banner')

    await page.goto(blockPath('persona-founder'))
    await pageReady(page, 'Founder-led Fiona')
    assert.match(await header.innerText(), /Vera Viewer \(viewer of this project\)/)
    await page.getByText('Know every Monday which features drive activation').waitFor()
    // No Edit; Delete is there but off; the reason is on the page in words, naming the role.
    assert.equal(await page.getByRole('link', { name: 'Edit', exact: true }).count(), 0)
    assert.equal(await page.getByRole('button', { name: 'Delete' }).isDisabled(), true)
    await page.getByText(VIEWER_REASON).waitFor()
    assert.ok(await page.getByText(VIEWER_REASON).isVisible())
    // Members are a project admin's: not offered.
    const projectNav = page.getByRole('navigation', { name: 'Project' })
    assert.equal(await projectNav.getByRole('link', { name: 'Members' }).count(), 0)
    assert.equal(await projectNav.getByRole('link', { name: 'New block' }).count(), 0)
    await assertAccessible(page, 'a block seen by a viewer')
    await shot(page, 'viewer-block')
    // Nor is creating: the section offers no new block.
    await page.getByRole('main').getByRole('link', { name: 'Users' }).click()
    await pageReady(page, /Users/)
    await page.getByRole('main').getByRole('link', { name: 'Founder-led Fiona' }).waitFor()
    assert.equal(await page.getByRole('link', { name: /New block/ }).count(), 0)

    // The editor's own address: the form is there to read, but off, with the same reason.
    await page.goto(`${blockPath('persona-founder')}/edit`)
    await pageReady(page)
    await page.getByText(VIEWER_REASON).waitFor()
    assert.equal(await page.getByRole('button', { name: 'Save' }).isDisabled(), true)
    assert.equal(await page.getByRole('textbox', { name: 'Pain points' }).isDisabled(), true)
    await assertAccessible(page, 'the editor seen by a viewer')

    // History and a revision: readable; Restore off, with the reason.
    await page.goto(`/console/projects/${server.demo.id}/history`)
    await pageReady(page, /History/)
    await page.getByRole('link', { name: /Revision 1/ }).click()
    await pageReady(page, /Revision 1/)
    await page.getByText(VIEWER_REASON).waitFor()
    const restores = page.getByRole('button', { name: /Restore/ })
    assert.ok((await restores.count()) > 0)
    for (const button of await restores.all()) assert.equal(await button.isDisabled(), true)
    await assertAccessible(page, 'a revision seen by a viewer')

    await page.goto(`${blockPath('persona-founder')}/history`)
    await pageReady(page)
    await page.getByText(VIEWER_REASON).waitFor()
    await assertAccessible(page, "a block's versions seen by a viewer")

    // The members page by its address says whose business it is, and the viewer's role; nothing
    // to try again.
    await page.goto(`/console/projects/${server.demo.id}/members`)
    await pageReady(page, 'Members')
    await page.getByText('You are a viewer of this project: only its admins manage its members').waitFor()
    assert.equal(await page.getByRole('button', { name: 'Add member' }).count(), 0)
    assert.equal(await page.getByRole('button', { name: 'Try again' }).count(), 0)
    await assertAccessible(page, 'members refused to a viewer')
    assertClean()
  })

  it('an editor edits and saves a block through the cookie; history names them', async () => {
    const { page, assertClean } = await open()
    await signInAs(page, 'eddie@example.com')
    await page.goto(blockPath('persona-pm'))
    await pageReady(page, 'Product manager Priya')
    assert.match(await page.getByRole('banner').innerText(), /Eddie Editor \(editor of this project\)/)
    await page.getByRole('link', { name: 'Edit', exact: true }).click()
    await pageReady(page, 'Edit “Product manager Priya”')
    const painPoints = 'Rebuilds the same churn chart every Friday.'
    await page.getByRole('textbox', { name: 'Pain points' }).fill(painPoints)
    const sync = page.waitForRequest((request) => request.url().endsWith(`/projects/${server.demo.id}/sync`))
    await page.getByRole('button', { name: 'Save' }).click()
    // The save went with the session cookie and the browser's Origin, never a key.
    const headers = await (await sync).allHeaders()
    assert.equal(headers.origin, server.origin)
    assert.match(headers.cookie ?? '', /pctx_session=/)
    assert.equal(headers['x-api-key'], undefined)
    await pageReady(page, 'Product manager Priya')
    await page.getByText(painPoints).waitFor()

    await page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'History' }).click()
    await pageReady(page, /History/)
    const newest = page.getByRole('row').nth(1)
    await newest.getByRole('cell', { name: 'Eddie Editor', exact: true }).waitFor()
    await assertAccessible(page, 'history seen by an editor')
    await newest.getByRole('link', { name: /Revision/ }).click()
    await pageReady(page, /Revision/)
    await page.getByText('Eddie Editor').first().waitFor()
    await page.goto(`${blockPath('persona-pm')}/history`)
    await pageReady(page)
    await page.getByText('Eddie Editor').first().waitFor()

    // The API agrees: the newest revision's author is Eddie, as a person.
    const eddie = await cookieOf('eddie@example.com')
    const revisions = (await (
      await fetch(`${server.origin}/api/v1/projects/${server.demo.id}/revisions?limit=1`, {
        headers: { cookie: eddie },
      })
    ).json()) as { data: { author: { kind: string; id: string; name: string } }[] }
    assert.deepEqual(revisions.data[0]?.author, { kind: 'user', id: ids.eddie, name: 'Eddie Editor' })
    assertClean()
  })

  it('a project admin opens Members and makes the viewer an editor', async () => {
    const { page, assertClean } = await open()
    await signInAs(page, 'alma@example.com')
    await page.goto(`/console/projects/${server.demo.id}`)
    await pageReady(page)
    assert.match(await page.getByRole('banner').innerText(), /Alma Admin \(admin of this project\)/)
    await page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'Members' }).click()
    await pageReady(page, 'Members')
    const vera = page.getByRole('combobox', { name: 'Role of vera@example.com' })
    await vera.waitFor()
    assert.equal(await vera.inputValue(), 'viewer')
    assert.equal(
      await page.getByRole('combobox', { name: 'Role of eddie@example.com' }).inputValue(),
      'editor',
    )
    await assertAccessible(page, 'members seen by a project admin')
    await shot(page, 'members')

    await vera.selectOption('editor')
    await page.getByRole('status').filter({ hasText: 'vera@example.com is now editor' }).waitFor()
    const members = await server.test.services.members.list(server.demo.id)
    assert.equal(members.find((m) => m.userId === ids.vera)?.role, 'editor')
    await page.reload()
    await pageReady(page, 'Members')
    assert.equal(
      await page.getByRole('combobox', { name: 'Role of vera@example.com' }).inputValue(),
      'editor',
    )

    // Demoting herself, the last admin, is refused in the API's words.
    await page.getByRole('combobox', { name: 'Role of alma@example.com' }).selectOption('viewer')
    await page.getByRole('alert').filter({ hasText: 'last admin' }).waitFor()
    assert.equal(await page.getByRole('combobox', { name: 'Role of alma@example.com' }).inputValue(), 'admin')
    await assertAccessible(page, 'members with a refusal')

    // Vera, signed in afresh, may now edit.
    const viewer = await open()
    await signInAs(viewer.page, 'vera@example.com')
    await viewer.page.goto(blockPath('persona-founder'))
    await pageReady(viewer.page, 'Founder-led Fiona')
    await viewer.page.getByRole('link', { name: 'Edit', exact: true }).waitFor()
    assert.equal(await viewer.page.getByText(VIEWER_REASON).count(), 0)
    assertClean()
    viewer.assertClean()
  })
})
