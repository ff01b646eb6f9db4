import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Browser, Page } from 'playwright-core'
import { SYSTEM_AUDIT } from '../../src/domain/audit/audit.js'
import { userAuthor } from '../../src/domain/author.js'
import {
  assertAccessible,
  type ConsoleServer,
  focused,
  launchBrowser,
  openPage,
  pageReady,
  signIn,
  startConsoleServer,
} from '../helpers/browser.js'

/** Every request the page sends other than a read, with its body: what "nothing is sent" means. */
function writesOf(page: Page): { method: string; path: string; body: unknown }[] {
  const writes: { method: string; path: string; body: unknown }[] = []
  page.on('request', (request) => {
    if (request.method() === 'GET' || request.method() === 'HEAD') return
    const text = request.postData()
    writes.push({
      method: request.method(),
      path: new URL(request.url()).pathname,
      body: text ? JSON.parse(text) : null,
    })
  })
  return writes
}

/** The focused element's text once it is `text`: a closing dialog gives the focus back a moment after it closes. */
async function focusedText(page: Page, text: string): Promise<string | undefined> {
  for (let i = 0; i < 40; i++) {
    const now = (await focused(page))?.text
    if (now === text) return now
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return (await focused(page))?.text
}

const focusInDialog = (page: Page) =>
  page.evaluate(() => {
    const { document } = globalThis as unknown as {
      document: { activeElement: { closest(selector: string): unknown } | null }
    }
    return document.activeElement?.closest('dialog[open]') != null
  })

/**
 * Restore and delete ask first, naming what changes (docs/console.md, "Restore and delete ask
 * first; history names blocks and people"); history rows name the blocks and the person.
 */
describe('console: restore and delete ask first, history names blocks and people', {
  timeout: 240_000,
}, () => {
  let server: ConsoleServer
  let browser: Browser
  /** The demo as seeded, and the revision in which Ana Lima created a block and edited another. */
  let seeded: number
  let anas: number

  before(async () => {
    ;[server, browser] = await Promise.all([startConsoleServer(), launchBrowser()])
    const { services } = server.test
    seeded = (await services.projects.get(server.demo.id)).revision
    const { user } = await services.users.create({ email: 'ana@example.com', name: 'Ana Lima' }, SYSTEM_AUDIT)
    anas = (
      await services.blocks.sync(
        server.demo.id,
        {
          blocks: [
            { key: 'brand-voice', value: { content: 'Loud and proud.' } },
            {
              key: 'agency-owner',
              type: 'text',
              section: 'users',
              name: 'Agency owner',
              value: { content: 'Runs the agency.' },
            },
          ],
        },
        userAuthor(user),
      )
    ).revision
  })
  after(async () => {
    await browser?.close()
    await server?.close()
  })

  it('names the blocks a revision changed and the person who made it in the history', async () => {
    const guarded = await openPage(browser, server)
    const { page } = guarded
    try {
      await signIn(page, server.writeKey)
      await page.goto(`/console/projects/${server.demo.id}/history`)
      await pageReady(page, 'History')
      const row = page
        .getByRole('row')
        .filter({ has: page.getByRole('link', { name: `Revision ${anas}`, exact: true }) })
      const cells = (await row.getByRole('cell').allInnerTexts()).map((text) => text.trim())
      assert.equal(cells[1], 'Ana Lima')
      assert.equal(cells[2], 'Updated Voice and tone; created Agency owner')
      await page.goto(`/console/projects/${server.demo.id}/history/${anas}`)
      await pageReady(page, `Revision ${anas}`)
      await page.getByRole('heading', { level: 3, name: 'Created Agency owner' }).waitFor()
      guarded.assertClean()
    } finally {
      await guarded.close()
    }
  })

  it('previews a restore by name; Escape cancels it, sends only the dry run and gives the focus back', async () => {
    const guarded = await openPage(browser, server)
    const { page } = guarded
    try {
      await signIn(page, server.writeKey)
      await page.goto(`/console/projects/${server.demo.id}/history/${seeded}`)
      await pageReady(page, `Revision ${seeded}`)
      const writes = writesOf(page)
      const restore = page.getByRole('button', { name: 'Restore', exact: true })
      await restore.click()
      const dialog = page.getByRole('dialog', { name: `Restore the project as of revision ${seeded}?` })
      await dialog.waitFor()
      assert.deepEqual(await dialog.getByRole('listitem').allInnerTexts(), [
        'Voice and tone brand-voice',
        'Agency owner agency-owner',
      ])
      await dialog.getByRole('heading', { name: 'Updated (1)' }).waitFor()
      await dialog.getByRole('heading', { name: 'Deleted (1)' }).waitFor()
      await assertAccessible(page, 'the restore preview')
      // The focus is in the dialog, on Cancel, and Tab keeps it there.
      assert.equal((await focused(page))?.text, 'Cancel')
      for (let i = 0; i < 3; i++) {
        await page.keyboard.press('Tab')
        assert.ok(await focusInDialog(page), `focus left the dialog after ${i + 1} Tab(s)`)
      }
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })
      assert.equal(await focusedText(page, 'Restore'), 'Restore', 'the focus is back on the Restore button')
      assert.deepEqual(writes, [
        {
          method: 'POST',
          path: `/api/v1/projects/${server.demo.id}/restore`,
          body: { revision: seeded, dryRun: true, message: `Restored revision ${seeded}` },
        },
      ])
      assert.ok(await server.test.services.blocks.get(server.demo.id, 'agency-owner'), 'nothing was restored')
      guarded.assertClean()
    } finally {
      await guarded.close()
    }
  })

  it('restores once confirmed, with expectedRevision: a change made meanwhile is previewed again, not overwritten', async () => {
    const guarded = await openPage(browser, server)
    const { page } = guarded
    try {
      await signIn(page, server.writeKey)
      await page.goto(`/console/projects/${server.demo.id}/history/${seeded}`)
      await pageReady(page, `Revision ${seeded}`)
      const writes = writesOf(page)
      await page.getByRole('button', { name: 'Restore', exact: true }).click()
      const dialog = page.getByRole('dialog')
      await dialog.getByText('Agency owner').waitFor()
      // Someone adds a block while the preview is open.
      const meanwhile = await server.test.services.blocks.sync(server.demo.id, {
        blocks: [
          { key: 'late-note', type: 'text', section: 'brand', name: 'Late note', value: { content: 'x' } },
        ],
      })
      await dialog.getByRole('button', { name: 'Restore', exact: true }).click()
      await dialog.getByText('The project changed since this preview was made').waitFor()
      await dialog.getByText('Late note').waitFor()
      assert.ok(
        await server.test.services.blocks.get(server.demo.id, 'late-note'),
        'the 409 restored nothing',
      )
      await dialog.getByRole('button', { name: 'Restore', exact: true }).click()
      await page.getByRole('status').filter({ hasText: 'Restored as of revision' }).first().waitFor()
      assert.deepEqual(
        writes.map((w) => [
          (w.body as { dryRun: boolean }).dryRun,
          (w.body as { expectedRevision?: number }).expectedRevision,
        ]),
        [
          [true, undefined],
          [false, anas],
          [true, undefined],
          [false, meanwhile.revision],
        ],
      )
      assert.equal(
        await server.test.services.blocks.get(server.demo.id, 'agency-owner').catch(() => null),
        null,
      )
      guarded.assertClean()
    } finally {
      await guarded.close()
    }
  })

  it('asks before deleting, naming the block; Cancel sends nothing, Delete deletes', async () => {
    const guarded = await openPage(browser, server)
    const { page } = guarded
    try {
      await signIn(page, server.writeKey)
      await page.goto(`/console/projects/${server.demo.id}/blocks/persona-agency`)
      await pageReady(page, 'Agency analyst Alex')
      const writes = writesOf(page)
      const remove = page.getByRole('button', { name: 'Delete', exact: true })
      await remove.click()
      const dialog = page.getByRole('dialog', { name: 'Delete “Agency analyst Alex”?' })
      await dialog.waitFor()
      await assertAccessible(page, 'the delete question')
      await dialog.getByRole('button', { name: 'Cancel' }).click()
      await dialog.waitFor({ state: 'detached' })
      assert.equal(await focusedText(page, 'Delete'), 'Delete')
      assert.equal(writes.length, 0, `Cancel sent nothing: ${JSON.stringify(writes)}`)

      await remove.click()
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click()
      await page.getByRole('status').filter({ hasText: 'Deleted Agency analyst Alex' }).first().waitFor()
      assert.deepEqual(
        writes.map((w) => [w.method, w.path]),
        [['DELETE', `/api/v1/projects/${server.demo.id}/blocks/persona-agency`]],
      )
      guarded.assertClean()
    } finally {
      await guarded.close()
    }
  })

  it('deletes only the version it shows: a block saved meanwhile is not deleted, and the delete carries expectedRevision', async () => {
    await server.test.services.blocks.sync(server.demo.id, {
      blocks: [
        { key: 'doomed', type: 'text', section: 'brand', name: 'Doomed note', value: { content: 'v1' } },
      ],
    })
    const guarded = await openPage(browser, server)
    const { page } = guarded
    try {
      await signIn(page, server.writeKey)
      await page.goto(`/console/projects/${server.demo.id}/blocks/doomed`)
      await pageReady(page, 'Doomed note')
      const writes = writesOf(page)
      const deletes: string[] = []
      page.on('request', (request) => {
        if (request.method() === 'DELETE') deletes.push(new URL(request.url()).search)
      })
      // A colleague saves the block while this page shows the first version.
      await server.test.services.blocks.sync(server.demo.id, {
        blocks: [
          { key: 'doomed', type: 'text', section: 'brand', name: 'Doomed note', value: { content: 'v2' } },
        ],
      })
      const remove = page.getByRole('button', { name: 'Delete', exact: true })
      await remove.click()
      const dialog = page.getByRole('dialog', { name: 'Delete “Doomed note”?' })
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click()
      await page
        .getByRole('status')
        .filter({ hasText: 'Not deleted: someone else changed Doomed note' })
        .first()
        .waitFor()
      assert.equal(writes.length, 0, `nothing was deleted: ${JSON.stringify(writes)}`)
      assert.ok(await server.test.services.blocks.get(server.demo.id, 'doomed'), 'the block is still there')
      await page.getByText('v2').first().waitFor()

      await remove.click()
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click()
      await page.getByRole('status').filter({ hasText: 'Deleted Doomed note' }).first().waitFor()
      assert.equal(deletes.length, 1)
      assert.match(deletes[0] ?? '', /^\?expectedRevision=\d+$/)
      guarded.assertClean()
    } finally {
      await guarded.close()
    }
  })
})
