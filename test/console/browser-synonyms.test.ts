import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Browser } from 'playwright-core'
import {
  assertAccessible,
  type ConsoleServer,
  launchBrowser,
  openPage,
  pageReady,
  signIn,
  startConsoleServer,
} from '../helpers/browser.js'

/** The synonyms editor on a project's settings page (docs/console.md, "Settings"). */
describe('console: synonyms', () => {
  let server: ConsoleServer
  let browser: Browser
  before(async () => {
    ;[server, browser] = await Promise.all([startConsoleServer(), launchBrowser()])
  })
  after(async () => {
    await browser?.close()
    await server?.close()
  })

  it('saves a group, and shows the problem of a bad one beside it', async () => {
    const guarded = await openPage(browser, server)
    const { page } = guarded
    try {
      await signIn(page, server.writeKey)
      await page.goto(`/console/projects/${server.demo.id}/settings`)
      await pageReady(page, 'Settings')
      // The demo's own groups, one per line.
      await assert.doesNotReject(page.getByLabel('Group 1').waitFor())
      assert.equal(await page.getByLabel('Group 1').inputValue(), 'talk, speak, write, voice, tone')
      await assertAccessible(page, 'settings')

      await page.getByRole('button', { name: 'Add a group' }).click()
      const fresh = page.getByLabel('Group 5')
      await fresh.fill('refund, reimbursement')
      await page.getByRole('button', { name: 'Save synonyms' }).click()
      await page.getByText('Synonyms saved: 4 groups').waitFor()
      const saved = await server.test.services.synonyms.get(server.demo.id)
      assert.deepEqual(saved.groups.at(-1), ['refund', 'reimbursement'])

      await page.getByLabel('Group 4').fill('the, invoice')
      await page.getByRole('button', { name: 'Save synonyms' }).click()
      const problem = page.locator('#synonym-group-3-error')
      await problem.waitFor()
      assert.match(await problem.innerText(), /"the" is a stop word/)
      assert.equal(await page.getByLabel('Group 4').getAttribute('aria-invalid'), 'true')
      assert.equal(await page.locator('.field-error').count(), 1, 'only the bad group has a problem')
      // Nothing was saved.
      assert.deepEqual((await server.test.services.synonyms.get(server.demo.id)).groups, saved.groups)
      guarded.assertClean()
    } finally {
      await guarded.close()
    }
  })
})
