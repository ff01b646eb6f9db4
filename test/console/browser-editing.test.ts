import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import type { Browser, Page } from 'playwright-core'
import { SYSTEM_AUDIT } from '../../src/domain/audit/audit.js'
import { userAuthor } from '../../src/domain/author.js'
import {
  assertAccessible,
  type ConsoleServer,
  docsScreenshotDir,
  type GuardedPage,
  launchBrowser,
  openPage,
  pageReady,
  signIn,
  startConsoleServer,
} from '../helpers/browser.js'
import { killChildren, REPO_ROOT, tempDb } from '../helpers/cli.js'
import { bannerKey, startServer } from '../helpers/server-process.js'

/**
 * Issue 14's journeys in a real headless Chromium against a real server: a person who has never
 * seen pctx signs in with the key it printed, browses, searches, fixes a persona, sees the
 * change in history and in the llms.txt agents read, restores, and is told when a read key
 * cannot edit or when someone else saved first.
 */
describe('console journeys', { timeout: 300_000 }, () => {
  let server: ConsoleServer
  let browser: Browser
  const pages: GuardedPage[] = []

  const open = async (options: Parameters<typeof openPage>[2] & { origin?: string } = {}) => {
    const guarded = await openPage(browser, { origin: options.origin ?? server.origin }, options)
    pages.push(guarded)
    return guarded
  }
  /** The llms.txt agents read, fetched as an agent does (public, no key). */
  const llmsTxt = async () => {
    const response = await fetch(`${server.origin}/api/projects/${server.demo.id}/llms.txt`)
    assert.equal(response.status, 200)
    return response.text()
  }
  const blockPath = (key: string) => `/console/projects/${server.demo.id}/blocks/${key}`

  before(async () => {
    ;[server, browser] = await Promise.all([startConsoleServer(), launchBrowser()])
  })
  after(async () => {
    for (const guarded of pages.splice(0)) await guarded.close().catch(() => {})
    await browser?.close()
    await server?.close()
    await killChildren()
  })

  it('first run: from what `pctx serve` prints to a fixed persona in llms.txt, without a doc', async (t) => {
    // The real command on an empty database, as a person starts it; the console it serves is
    // the repository's (built when stale, as `npm start` does first).
    const built = spawnSync(process.execPath, ['console/build.mjs', '--if-stale'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    })
    assert.equal(built.status, 0, built.stderr)
    const db = tempDb()
    t.after(() => db.cleanup())
    const pctx = await startServer({ db: db.url })
    t.after(() => pctx.stop())
    const printed = pctx.stderr()
    const url = /https?:\/\/\S+\/console\//.exec(printed)?.[0]
    const key = bannerKey(printed)
    assert.ok(url && key, `the banner prints the console's address and a key:\n${printed}`)

    const { page, assertClean } = await open({ origin: new URL(url).origin })
    await page.goto(url)
    await page.getByRole('button', { name: 'Use an API key instead' }).click()
    await page.getByLabel('API key').fill(key)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('link', { name: 'Acme Analytics' }).click()
    await page.getByRole('main').getByRole('link', { name: 'Users', exact: true }).click()
    // The section's list, not the sidebar, which links the same block once it has loaded.
    await page.getByRole('main').getByRole('link', { name: 'Product manager Priya' }).click()
    await page.getByRole('main').getByRole('link', { name: 'Edit', exact: true }).click()
    await page.getByRole('textbox', { name: 'Pain points' }).fill('Release notes nobody reads.')
    await page.getByRole('combobox', { name: 'Status' }).selectOption('complete')
    await page.getByRole('button', { name: 'Save' }).click()
    await pageReady(page, 'Product manager Priya')
    await page.getByText('Release notes nobody reads.').waitFor()

    // The llms.txt link the overview gives is what agents read: the fix is there.
    await page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'Overview' }).click()
    const llmsHref = await page.getByRole('link', { name: 'llms.txt', exact: true }).getAttribute('href')
    assert.ok(llmsHref)
    const llms = await (await fetch(new URL(llmsHref, url))).text()
    assert.match(llms, /\[Product manager Priya\]\([^)]*\): .*Pain points: Release notes nobody reads\./)
    assertClean()
  })

  it('signs in with the key pctx printed and browses to a rendered persona', async () => {
    const { page, assertClean } = await open()
    await page.goto('/')
    await pageReady(page, /Sign in/)
    // A mistyped key is refused with a reason, next to the field.
    await page.getByRole('button', { name: 'Use an API key instead' }).click()
    await page.getByLabel('API key').fill('pctx_not-a-real-key')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page
      .getByRole('alert')
      .filter({ hasText: /pasted the whole key/ })
      .waitFor()

    await page.getByLabel('API key').fill(server.writeKey)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await pageReady(page, 'Projects')
    await page.getByRole('link', { name: server.demo.name }).click()
    await pageReady(page, server.demo.name)
    // The overview links what agents read.
    const llms = page.getByRole('link', { name: /llms\.txt/ }).first()
    assert.match((await llms.getAttribute('href')) ?? '', /\/api\/projects\/demo\/llms\.txt$/)

    await page.getByRole('main').getByRole('link', { name: 'Users', exact: true }).click()
    await pageReady(page, /Users/)
    await page.getByRole('main').getByRole('link', { name: 'Founder-led Fiona' }).click()
    await pageReady(page, 'Founder-led Fiona')
    await page.getByText('Know every Monday which features drive activation').waitFor()
    await page.getByText('Goals').first().waitFor()

    // The URL names the block: a reload shows it again, still signed in for this tab.
    assert.match(page.url(), /\/console\/projects\/demo\/blocks\/persona-founder$/)
    await page.reload()
    await pageReady(page, 'Founder-led Fiona')
    assertClean()
  })

  it('searches with a question and shows snippets with the matched words marked', async () => {
    const { page, assertClean } = await open()
    await signIn(page, server.writeKey)
    await page.goto(`/console/projects/${server.demo.id}`)
    await pageReady(page, server.demo.name)
    await page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'Search' }).click()
    await pageReady(page, /Search/)
    const box = page.getByRole('searchbox', { name: 'Search this project' })
    // The Search button sits on the same line as the box it submits.
    const [boxAt, buttonAt] = await Promise.all([
      box.boundingBox(),
      page.getByRole('main').getByRole('button', { name: 'Search' }).boundingBox(),
    ])
    assert.ok(boxAt && buttonAt)
    const middle = buttonAt.y + buttonAt.height / 2
    assert.ok(
      middle > boxAt.y && middle < boxAt.y + boxAt.height,
      `the Search button (y ${buttonAt.y}–${buttonAt.y + buttonAt.height}) is beside the box (y ${boxAt.y}–${boxAt.y + boxAt.height})`,
    )
    await box.fill('which features drive activation')
    await box.press('Enter')
    const result = page.getByRole('main').getByRole('link', { name: 'Founder-led Fiona' })
    await result.waitFor()
    // The snippet shows the matching passage with the matched words marked (not as raw `**`).
    // (`has` is looked for inside each item: the link alone, not the main region again.)
    const hit = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'Founder-led Fiona' }) })
    const marked = await hit.locator('mark, strong, em').allTextContents()
    assert.ok(
      marked.some((word) => /^(which|features?|drive|activation)$/i.test(word.trim())),
      `matched words are marked: ${JSON.stringify(marked)}`,
    )
    assert.doesNotMatch(await hit.innerText(), /\*\*/)
    assert.match(page.url(), /search\?q=which(\+|%20)features/)
    await result.click()
    await pageReady(page, 'Founder-led Fiona')
    assertClean()
  })

  it('edits a persona and saves; the change shows in history and in llms.txt; restore undoes it', async () => {
    const painPoints = 'Spends Friday afternoons rebuilding the same spreadsheet.'
    assert.doesNotMatch(await llmsTxt(), /rebuilding the same spreadsheet/)
    const { page, assertClean } = await open({ acceptDialogs: /restore/i })
    await signIn(page, server.writeKey)
    await page.goto(blockPath('persona-pm'))
    await pageReady(page, 'Product manager Priya')
    await page.getByRole('link', { name: 'Edit' }).click()
    await pageReady(page, 'Edit “Product manager Priya”')
    await page.getByRole('textbox', { name: 'Pain points' }).fill(painPoints)
    await page.getByRole('button', { name: 'Save' }).click()
    await pageReady(page, 'Product manager Priya')
    await page.getByText(painPoints).waitFor()

    // Agents see it at once.
    assert.match(await llmsTxt(), /Pain points: Spends Friday afternoons rebuilding the same spreadsheet\./)
    // The preview shows exactly that text.
    await page.goto(`/console/projects/${server.demo.id}/preview?format=llms`)
    await pageReady(page, /Preview/)
    await page
      .getByText(/rebuilding the same spreadsheet/)
      .first()
      .waitFor()

    // History: the newest revision is this save, and its diff shows the new text.
    await page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'History' }).click()
    await pageReady(page, /History/)
    await page.getByRole('link', { name: /Revision 2/ }).click()
    await pageReady(page, /Revision 2/)
    await page.getByText(painPoints).first().waitFor()
    await page.getByText('persona-pm').first().waitFor()
    // The changed field is named as the form names it, not by its path in the API.
    await page
      .getByRole('term')
      .filter({ hasText: /^Pain points$/ })
      .waitFor()
    assert.equal(await page.getByText('value.pain_points').count(), 0)

    // Restore the block as it was at revision 1.
    await page.goto(`/console/projects/${server.demo.id}/history/1`)
    await pageReady(page, /Revision 1/)
    await page
      .getByRole('button', { name: /Restore/ })
      .first()
      .click()
    await page.getByRole('dialog').getByRole('button', { name: 'Restore', exact: true }).click()
    await page
      .getByRole('status')
      .filter({ hasText: /[Rr]estored/ })
      .first()
      .waitFor()
    assert.doesNotMatch(await llmsTxt(), /rebuilding the same spreadsheet/)
    await page.goto(blockPath('persona-pm'))
    await pageReady(page, 'Product manager Priya')
    assert.equal(await page.getByText(painPoints).count(), 0, 'the restored block no longer has the text')

    // History names who made each change: the key as "key <name>", a person by name (their
    // change made through the services' session path: persons do not call project routes yet).
    const { user } = await server.test.services.users.create(
      { email: 'ana@example.com', name: 'Ana Lima' },
      SYSTEM_AUDIT,
    )
    const { revision } = await server.test.services.blocks.sync(
      server.demo.id,
      { blocks: [{ key: 'brand-note', type: 'text', section: 'brand', value: { content: 'By Ana' } }] },
      userAuthor(user),
    )
    await page.goto(`/console/projects/${server.demo.id}/history`)
    await pageReady(page, /History/)
    const byOf = async (number: number) =>
      (
        await page
          .getByRole('row')
          .filter({ has: page.getByRole('link', { name: `Revision ${number}`, exact: true }) })
          .getByRole('cell')
          .nth(1)
          .textContent()
      )?.trim()
    assert.equal(await byOf(revision), 'Ana Lima')
    assert.equal(await byOf(2), 'key demo write key')
    await page.goto(`/console/projects/${server.demo.id}/history/${revision}`)
    await pageReady(page, new RegExp(`Revision ${revision}`))
    await page
      .getByRole('definition')
      .filter({ hasText: /^Ana Lima$/ })
      .waitFor()
    assertClean()
  })

  it('lets a read key see everything, keeps editing disabled and says why', async () => {
    const readKey = await server.readKey()
    const { page, assertClean } = await open()
    await signIn(page, readKey)
    // Who is signed in, and what the key may do, is always in view.
    await page
      .getByText(/read only/i)
      .first()
      .waitFor()
    await page.goto(blockPath('persona-founder'))
    await pageReady(page, 'Founder-led Fiona')
    await page.getByText('Know every Monday which features drive activation').waitFor()
    // No way to edit, and the reason in words.
    const why = page.getByText(/can only read/i).first()
    await why.waitFor()
    await assertAccessible(page, 'a block seen with a read key')
    // Even the editor's own URL edits nothing.
    await page.goto(`${blockPath('persona-founder')}/edit`)
    await pageReady(page)
    await page
      .getByText(/can only read/i)
      .first()
      .waitFor()
    const save = page.getByRole('button', { name: 'Save' })
    if ((await save.count()) > 0) assert.equal(await save.isDisabled(), true, 'Save is disabled')
    assertClean()
  })

  it('detects a conflicting save, says someone saved first and shows both versions', async () => {
    const mine = 'Know by Monday which campaign brought paying users.'
    const theirs = 'See activation per feature without asking an engineer.'
    const openEditor = async () => {
      const guarded = await open()
      await signIn(guarded.page, server.writeKey)
      await guarded.page.goto(`${blockPath('persona-founder')}/edit`)
      await pageReady(guarded.page, /Founder-led Fiona/)
      return guarded
    }
    const a = await openEditor()
    const b = await openEditor()
    const goals = (page: Page) => page.getByRole('textbox', { name: 'Goals' })

    await goals(a.page).fill(theirs)
    await a.page.getByRole('button', { name: 'Save' }).click()
    await pageReady(a.page, 'Founder-led Fiona')
    await a.page.getByText(theirs).waitFor()

    // B opened the editor before A saved: its save must not overwrite A's.
    await goals(b.page).fill(mine)
    await b.page.getByRole('button', { name: 'Save' }).click()
    const conflict = b.page.getByRole('alert').filter({ hasText: /someone else saved/i })
    await conflict.waitFor()
    // Both versions are shown: what is saved now, and what B wrote.
    await conflict.getByText(theirs).waitFor()
    await conflict.getByText(mine).waitFor()
    await conflict.getByText('The two versions differ in: Goals.').waitFor()
    // The conflict is a state of its own: it must be as accessible as the pages.
    await assertAccessible(b.page, 'the editor showing a conflict')
    const shots = docsScreenshotDir()
    if (shots) {
      await conflict.scrollIntoViewIfNeeded()
      await b.page.screenshot({ path: join(shots, 'conflict.png') })
    }
    assert.equal(await goals(b.page).inputValue(), mine, 'what B wrote is kept, not thrown away')
    const stored = await server.test.request({
      method: 'GET',
      url: `/api/v1/projects/${server.demo.id}/blocks/persona-founder`,
      key: server.writeKey,
    })
    assert.equal(stored.json().data.value.goals, theirs, 'the first save stands')
    a.assertClean()
    b.assertClean()
  })

  it("edits a block of a custom type in the form its schema describes, with the server's problems at their fields", async () => {
    // A project's own type (PUT …/types/:type) whose schema is simple: the editor is a form.
    const api = (method: 'PUT' | 'POST' | 'GET', url: string, payload?: object) =>
      server.test.request({
        method,
        url: `/api/v1/projects/${server.demo.id}${url}`,
        key: server.writeKey,
        payload,
      })
    const defined = await api('PUT', '/types/pricing-tier', {
      title: 'Pricing tier',
      schema: {
        type: 'object',
        properties: {
          plan: { type: 'string', title: 'Plan name', maxLength: 80 },
          seats: { type: 'integer', minimum: 1, description: 'Seats included' },
          annual: { type: 'boolean' },
          code: { type: 'string', pattern: '^[A-Z]{3}$', description: 'Three capital letters' },
        },
        required: ['plan'],
        additionalProperties: false,
      },
      requiredForComplete: ['plan'],
    })
    assert.equal(defined.statusCode, 201, defined.body)
    const synced = await api('POST', '/sync', {
      blocks: [
        {
          key: 'tier-team',
          section: 'product',
          type: 'pricing-tier',
          name: 'Team tier',
          status: 'draft',
          value: { plan: 'Team', seats: 5, annual: false, code: 'TEM' },
        },
      ],
    })
    assert.equal(synced.statusCode, 200, synced.body)

    const { page, assertClean } = await open()
    await signIn(page, server.writeKey)
    await page.goto(`${blockPath('tier-team')}/edit`)
    await pageReady(page, 'Edit “Team tier”')
    // One labelled control per property, named by the schema's title or the property's name.
    const plan = page.getByRole('textbox', { name: /^Plan name/ })
    const seats = page.getByRole('textbox', { name: /^Seats/ })
    const annual = page.getByRole('checkbox', { name: 'Annual' })
    assert.equal(await plan.inputValue(), 'Team')
    assert.equal(await seats.inputValue(), '5')
    assert.equal(await annual.isChecked(), false)
    assert.equal(
      await page.getByRole('textbox', { name: /JSON/ }).count(),
      0,
      'no JSON editor for a simple schema',
    )

    // What the form can check itself it says at once, and saving sends nothing until it is fixed.
    await seats.fill('0')
    await page.getByText('must be at least 1').waitFor()
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByRole('alert').getByText('Not saved: fix the problem below.').waitFor()
    await seats.fill('12')
    await annual.check()
    // What only the server checks (a pattern) comes back next to the field it names.
    const code = page.getByRole('textbox', { name: /^Code/ })
    await code.fill('tem')
    await page.getByRole('button', { name: 'Save' }).click()
    await page
      .getByText(/must match pattern/)
      .first()
      .waitFor()
    assert.equal(await code.getAttribute('aria-invalid'), 'true', 'the problem is tied to its field')
    assert.equal((await api('GET', '/blocks/tier-team')).json().data.value.seats, 5, 'nothing was saved')

    await code.fill('TEM')
    await page.getByRole('button', { name: 'Save' }).click()
    await pageReady(page, 'Team tier')
    const stored = (await api('GET', '/blocks/tier-team')).json().data
    assert.deepEqual(stored.value, { plan: 'Team', seats: 12, annual: true, code: 'TEM' })
    await assertAccessible(page, 'a block of a custom type')
    assertClean()
  })
})
