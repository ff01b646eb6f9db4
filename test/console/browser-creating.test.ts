import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Browser, Request } from 'playwright-core'
import {
  assertAccessible,
  type ConsoleServer,
  type GuardedPage,
  launchBrowser,
  openPage,
  pageReady,
  signIn,
  startConsoleServer,
} from '../helpers/browser.js'
import { killChildren } from '../helpers/cli.js'

/**
 * Issue 26's creating and editing in a real Chromium: a new block in Users
 * starts as a persona with its key made from its name; every problem the form can see is shown
 * at once beside its field with nothing sent; goals and pain points are items; the status is
 * changed from the block's page and history records it.
 */
describe('console: creating and editing', { timeout: 240_000 }, () => {
  let server: ConsoleServer
  let browser: Browser
  let guarded: GuardedPage

  const api = (url: string) =>
    server.test.request({
      method: 'GET',
      url: `/api/v1/projects/${server.demo.id}${url}`,
      key: server.writeKey,
    })

  before(async () => {
    ;[server, browser] = await Promise.all([startConsoleServer(), launchBrowser()])
    guarded = await openPage(browser, { origin: server.origin })
    await signIn(guarded.page, server.writeKey)
  })
  after(async () => {
    await guarded?.close().catch(() => {})
    await browser?.close()
    await server?.close()
    await killChildren()
  })

  it('a new block in Users is a persona; its key follows the name until edited by hand', async () => {
    const { page } = guarded
    await page.goto(`/console/projects/${server.demo.id}/new?section=users`)
    await pageReady(page, 'New block')
    assert.equal(await page.getByLabel('Type', { exact: true }).inputValue(), 'persona')
    assert.equal(await page.getByLabel('Section', { exact: true }).inputValue(), 'users')
    const name = page.getByRole('textbox', { name: 'Block name' })
    const key = page.getByRole('textbox', { name: 'Key', exact: true })
    await name.pressSequentially('Ops lead Olga')
    assert.equal(await key.inputValue(), 'ops-lead-olga')
    await key.fill('olga')
    await name.fill('Ops lead Olga B.')
    assert.equal(await key.inputValue(), 'olga', 'a key typed by hand stays')

    // In another section the type starts as text.
    await page.goto(`/console/projects/${server.demo.id}/new?section=brand`)
    await pageReady(page, 'New block')
    assert.equal(await page.getByLabel('Type', { exact: true }).inputValue(), 'text')
  })

  it('reports an empty key and an empty pain point together, beside each, and sends nothing', async () => {
    const { page } = guarded
    await page.goto(`/console/projects/${server.demo.id}/new?section=users`)
    await pageReady(page, 'New block')
    await page.getByRole('textbox', { name: 'Block name' }).fill('Ops lead Olga')
    await page.getByRole('textbox', { name: 'Key', exact: true }).fill('')
    await page.getByRole('textbox', { name: 'Pain points, item 1' }).fill('Three dashboards')
    await page.getByRole('button', { name: 'Add pain point' }).click()

    const sent: string[] = []
    const count = (request: Request) => {
      if (new URL(request.url()).pathname.startsWith('/api/'))
        sent.push(`${request.method()} ${request.url()}`)
    }
    page.on('request', count)
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByRole('alert').getByText('Not saved: fix the 2 problems below.').waitFor()
    page.off('request', count)
    assert.deepEqual(sent, [], 'nothing is sent while the form has problems')

    const key = page.getByRole('textbox', { name: 'Key', exact: true })
    const second = page.getByRole('textbox', { name: 'Pain points, item 2' })
    assert.equal(await key.getAttribute('aria-invalid'), 'true')
    assert.equal(await second.getAttribute('aria-invalid'), 'true')
    assert.match(await page.locator('#block-key-error-0').innerText(), /^Key is required/)
    assert.match(await page.locator('#persona-pain_points-2-error-0').innerText(), /pain point is empty/)
    assert.equal(await page.getByText('already exists').count(), 0)
    await assertAccessible(page, 'new block with problems')

    // Fixed, with items added, reordered and removed: saved in that order, one per line.
    await key.fill('ops-olga')
    await second.fill('Exports by hand')
    await page.getByRole('button', { name: 'Add pain point' }).click()
    await page.getByRole('textbox', { name: 'Pain points, item 3' }).fill('No weekly summary')
    await page.getByRole('button', { name: 'Move pain point 3 up' }).click()
    await page.getByRole('button', { name: 'Remove pain point 1' }).click()
    await page.getByRole('textbox', { name: 'Goals, item 1' }).fill('Know by 9 am how yesterday went')
    await page.getByRole('button', { name: 'Save' }).click()
    await pageReady(page, 'Ops lead Olga')
    // The block's page reads several items as a list.
    assert.deepEqual(await page.locator('dl.facts dd li').allInnerTexts(), [
      'No weekly summary',
      'Exports by hand',
    ])
    const stored = (await api('/blocks/ops-olga')).json().data
    assert.equal(stored.type, 'persona')
    assert.equal(stored.section, 'users')
    assert.equal(stored.value.pain_points, 'No weekly summary\nExports by hand')
    assert.equal(stored.value.goals, 'Know by 9 am how yesterday went')
  })

  it('changes the status from the block page, says so, and history records it', async () => {
    const { page } = guarded
    await page.goto(`/console/projects/${server.demo.id}/blocks/ops-olga`)
    await pageReady(page, 'Ops lead Olga')
    const status = page.getByRole('combobox', { name: 'Status' })
    const change = page.getByRole('button', { name: 'Change status' })
    assert.equal(await status.inputValue(), 'draft')
    // `complete` needs every field: the server's reason is shown beside the choice.
    await status.selectOption('complete')
    await change.click()
    await page
      .locator('.status-change')
      .getByText(/^Description: must not be empty/)
      .waitFor()
    assert.equal((await api('/blocks/ops-olga')).json().data.status, 'draft')

    await status.selectOption('empty')
    await change.click()
    await page.getByRole('status').getByText('Status of “Ops lead Olga” changed to empty').waitFor()
    assert.equal((await api('/blocks/ops-olga')).json().data.status, 'empty')
    const history = (await api('/blocks/ops-olga/history')).json().data
    assert.equal(history[0].block.status, 'empty')
    assert.equal(history[0].message, 'Status: draft → empty')
    assert.equal(await change.isDisabled(), true, 'nothing left to change')
    await assertAccessible(page, 'block page with its status')
    guarded.assertClean()
  })
})
