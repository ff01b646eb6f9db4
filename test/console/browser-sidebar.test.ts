import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Browser, Page } from 'playwright-core'
import {
  assertAccessible,
  assertNoHorizontalOverflow,
  type ConsoleServer,
  focused,
  type GuardedPage,
  launchBrowser,
  openPage,
  pageReady,
  signIn,
  startConsoleServer,
} from '../helpers/browser.js'

/**
 * Issue 26's navigation: the sidebar of sections and blocks, which shows a block
 * the console just created without a reload; the Ctrl+K finder used with the keyboard alone; the
 * sidebar folded behind a button on a phone; the short overview and the Connect page that holds
 * the developer snippets instead.
 */
describe('console navigation: sidebar, finder, Connect', { timeout: 300_000 }, () => {
  let server: ConsoleServer
  let browser: Browser
  const pages: GuardedPage[] = []

  const open = async (viewport?: { width: number; height: number }) => {
    const guarded = await openPage(browser, server, viewport ? { viewport } : {})
    pages.push(guarded)
    return guarded
  }
  const sidebarOf = (page: Page) => page.getByRole('navigation', { name: 'Sections and blocks' })
  const findButton = (page: Page) => page.getByRole('button', { name: /^Find/ })

  before(async () => {
    ;[server, browser] = await Promise.all([startConsoleServer(), launchBrowser()])
  })
  after(async () => {
    for (const guarded of pages.splice(0)) await guarded.close().catch(() => {})
    await browser?.close()
    await server?.close()
  })

  it('lists sections and blocks by kind, marks the current one, and shows a new or renamed persona at once', async () => {
    const { page, assertClean } = await open()
    await signIn(page, server.writeKey)
    await page.goto(`/console/projects/${server.demo.id}/blocks/persona-founder`)
    await pageReady(page, 'Founder-led Fiona')
    const sidebar = sidebarOf(page)
    // The kind is in the link's name (an icon on screen), and the page's block is current.
    const fiona = sidebar.getByRole('link', { name: 'Founder-led Fiona (persona)', exact: true })
    assert.equal(await fiona.getAttribute('aria-current'), 'page')
    await sidebar.getByRole('link', { name: 'Users', exact: true }).waitFor()
    assert.ok(
      (await sidebar.getByRole('link', { name: / \(text\)$/ }).count()) > 0,
      'text blocks are told apart',
    )
    assert.ok(
      (await sidebar.getByRole('link', { name: / \(list\)$/ }).count()) > 0,
      'list blocks are told apart',
    )
    assert.equal(await sidebar.locator('[aria-current]').count(), 1)

    // Created in the console: the sidebar lists it as soon as the block's page shows, with no
    // reload of the page (the marker set on this window survives).
    await page.evaluate(() => {
      ;(globalThis as unknown as { sameLoad: boolean }).sameLoad = true
    })
    await page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'New block' }).click()
    await pageReady(page, 'New block')
    await page.locator('#block-type').selectOption('persona')
    await page.locator('#block-key').fill('persona-ops')
    await page.locator('#block-name').fill('Operations Olga')
    await page.locator('#persona-name').fill('Olga')
    await page.getByRole('button', { name: 'Save' }).click()
    await pageReady(page, 'Operations Olga')
    const olga = sidebar.getByRole('link', { name: 'Operations Olga (persona)', exact: true })
    await olga.waitFor({ timeout: 5000 })
    assert.equal(await olga.getAttribute('aria-current'), 'page')
    // Renamed: the sidebar follows, still without a reload.
    await page.getByRole('main').getByRole('link', { name: 'Edit', exact: true }).click()
    await page.locator('#block-name').fill('Operations Olga Reyes')
    await page.getByRole('button', { name: 'Save' }).click()
    await pageReady(page, 'Operations Olga Reyes')
    await sidebar
      .getByRole('link', { name: 'Operations Olga Reyes (persona)', exact: true })
      .waitFor({ timeout: 5000 })
    assert.equal(await olga.count(), 0)
    assert.equal(await page.evaluate(() => (globalThis as unknown as { sameLoad?: boolean }).sameLoad), true)
    assertClean()
  })

  it('Ctrl+K finds a block by part of its name and opens it with the keyboard; Escape gives focus back', async () => {
    const { page, assertClean } = await open()
    await signIn(page, server.writeKey)
    await page.goto(`/console/projects/${server.demo.id}`)
    await pageReady(page, server.demo.name)

    await page.keyboard.press('Control+k')
    const dialog = page.getByRole('dialog', { name: 'Find a block or section' })
    await dialog.waitFor()
    const input = dialog.getByRole('combobox', { name: 'Name or key' })
    assert.equal((await focused(page))?.id, 'finder-input', 'the finder takes the focus')
    await page.keyboard.type('PRIY')
    const options = dialog.getByRole('option')
    await options.first().waitFor()
    assert.deepEqual(await options.allInnerTexts().then((all) => all.map((t) => t.split('\n')[0])), [
      'Product manager Priya',
    ])
    await assertAccessible(page, 'the finder, open')
    // The arrows move the active option (wrapping round); the combobox keeps the focus.
    await page.keyboard.press('ArrowDown')
    const activeId = await input.getAttribute('aria-activedescendant')
    assert.equal(await page.locator(`#${activeId}`).getAttribute('aria-selected'), 'true')
    await page.keyboard.press('Enter')
    await pageReady(page, 'Product manager Priya')
    assert.match(page.url(), /\/blocks\/persona-pm$/)
    assert.equal(await dialog.count(), 0)

    // The visible button opens it too; Escape closes it and the focus is back on the button.
    const find = findButton(page)
    await find.focus()
    await page.keyboard.press('Enter')
    await dialog.waitFor()
    await page.keyboard.type('users')
    await dialog.getByRole('option', { name: /^Users/ }).waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    await page.waitForFunction(() => {
      const active = (
        globalThis as unknown as { document: { activeElement: { textContent: string } | null } }
      ).document.activeElement
      return active?.textContent?.startsWith('Find') === true
    })
    assert.match(page.url(), /\/blocks\/persona-pm$/, 'Escape opens nothing')
    assertClean()
  })

  it('on a phone the sidebar folds behind a button, and the header stays small', async () => {
    const { page, assertClean } = await open({ width: 390, height: 844 })
    await signIn(page, server.writeKey)
    await page.goto(`/console/projects/${server.demo.id}/blocks/persona-founder`)
    await pageReady(page, 'Founder-led Fiona')
    const sidebar = sidebarOf(page)
    const toggle = page.getByRole('button', { name: 'Project menu' })
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false')
    const priya = sidebar.getByRole('link', { name: /^Product manager Priya/ })
    assert.equal(await priya.isVisible(), false, 'folded: the blocks are not shown')
    const header = await page.locator('header').boundingBox()
    assert.ok(header && header.height < 844 / 4, `the header is ${header?.height}px tall on a 844px screen`)
    // Folded, the menu and the finder's button take one row: the page's title is in the top third.
    await findButton(page).waitFor({ state: 'visible' })
    const title = await page.getByRole('heading', { level: 1 }).boundingBox()
    assert.ok(title && title.y < 844 / 3, `the page's title starts ${title?.y}px down`)

    await toggle.focus()
    await page.keyboard.press('Enter')
    assert.equal(await toggle.getAttribute('aria-expanded'), 'true')
    await priya.waitFor({ state: 'visible' })
    await assertNoHorizontalOverflow(page, 'the sidebar unfolded at 390×844')
    await assertAccessible(page, 'the sidebar unfolded at 390×844')
    await priya.click()
    await pageReady(page, 'Product manager Priya')
    // Following a link folds it again, so the page is what shows.
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false')
    assertClean()
  })

  it('keeps the overview short and puts the developer snippets on Connect', async (t) => {
    const { page, assertClean } = await open()
    await signIn(page, server.writeKey)
    const exports: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/export')) exports.push(request.url())
    })
    await page.goto(`/console/projects/${server.demo.id}`)
    await pageReady(page, server.demo.name)
    await sidebarOf(page).getByRole('link', { name: 'Users', exact: true }).waitFor()
    // The overview and the sidebar both show the project's content: one download serves both.
    assert.equal(exports.length, 1, `the export is asked for once, not ${exports.length} times`)
    const height = await page.evaluate(
      () =>
        (globalThis as unknown as { document: { documentElement: { scrollHeight: number } } }).document
          .documentElement.scrollHeight,
    )
    t.diagnostic(`overview height at 1280×800: ${height}px`)
    const overview = await page.getByRole('main').innerText()
    assert.doesNotMatch(overview, /mcpServers|curl |X-API-Key/, 'no MCP JSON or curl lines on the overview')

    await page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'Connect' }).click()
    await pageReady(page, 'Connect')
    assert.match(page.url(), /\/console\/projects\/demo\/connect$/)
    const connect = page.getByRole('main')
    const text = await connect.innerText()
    // MCP by URL with OAuth (no key), MCP with a key, curl, and llms.txt.
    assert.ok(text.includes(`${server.origin}/mcp\n`), 'the MCP URL for OAuth apps')
    assert.match(text, /claude mcp add --transport http pctx/)
    assert.match(text, /"mcpServers"/)
    assert.match(text, /X-API-Key/)
    assert.match(text, /curl -s /)
    assert.match(
      (await connect.getByRole('link', { name: 'llms.txt', exact: true }).getAttribute('href')) ?? '',
      /\/api\/projects\/demo\/llms\.txt$/,
    )
    await assertAccessible(page, 'Connect')
    assertClean()
  })
})
