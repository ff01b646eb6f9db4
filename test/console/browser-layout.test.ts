import assert from 'node:assert/strict'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import type { Browser } from 'playwright-core'
import {
  assertAccessible,
  assertNoHorizontalOverflow,
  assertWordsWhole,
  type ConsoleServer,
  docsScreenshotDir,
  launchBrowser,
  openPage,
  pageReady,
  signIn,
  startConsoleServer,
} from '../helpers/browser.js'

/**
 * Every page of the console, at the two sizes issue 14 names (a laptop and a phone): axe finds
 * no serious or critical violation, nothing is wider than the screen, and a screenshot is taken.
 * With PCTX_CONSOLE_SCREENSHOTS=<dir> the screenshots docs/console.md shows are written there
 * (`PCTX_CONSOLE_SCREENSHOTS=docs/console npm test -- test/console/browser-layout`).
 */

const VIEWPORTS = [
  { label: '1280×800', width: 1280, height: 800 },
  { label: '390×844', width: 390, height: 844 },
] as const

interface ConsolePage {
  name: string
  path: string
  title: string | RegExp
  /** Written to the docs at 390×844 too. */
  mobileShot?: boolean
  /** Not shown in docs/console.md (checked all the same). */
  notInDocs?: boolean
}

const PAGES: ConsolePage[] = [
  { name: 'projects', path: '/console/projects', title: 'Projects' },
  { name: 'overview', path: '/console/projects/demo', title: 'Acme Analytics', mobileShot: true },
  { name: 'section', path: '/console/projects/demo/sections/users', title: /Users/, mobileShot: true },
  {
    name: 'block',
    path: '/console/projects/demo/blocks/persona-founder',
    title: 'Founder-led Fiona',
    mobileShot: true,
  },
  {
    name: 'editor',
    path: '/console/projects/demo/blocks/persona-pm/edit',
    title: /Edit “Product manager Priya”/,
    mobileShot: true,
  },
  { name: 'new-block', path: '/console/projects/demo/new?section=users', title: /New block/ },
  {
    name: 'search',
    path: '/console/projects/demo/search?q=who%20are%20our%20users',
    title: /Search/,
    mobileShot: true,
  },
  { name: 'history', path: '/console/projects/demo/history', title: /History/, mobileShot: true },
  { name: 'revision', path: '/console/projects/demo/history/2', title: /Revision 2/ },
  {
    name: 'block-history',
    path: '/console/projects/demo/blocks/persona-pm/history',
    title: /Versions of persona-pm/,
  },
  { name: 'preview', path: '/console/projects/demo/preview?format=llms', title: /Preview/ },
  { name: 'not-found', path: '/console/projects/demo/no/such/page', title: /not found/i, notInDocs: true },
  {
    name: 'preview-markdown',
    path: '/console/projects/demo/preview?format=markdown',
    title: /Preview/,
    notInDocs: true,
  },
]

const shotsDir = docsScreenshotDir()

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  assert.equal(png.subarray(1, 4).toString('latin1'), 'PNG', 'a PNG screenshot')
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) }
}

describe('console layout: every page at 1280×800 and 390×844', { timeout: 300_000 }, () => {
  let server: ConsoleServer
  let browser: Browser

  before(async () => {
    ;[server, browser] = await Promise.all([startConsoleServer(), launchBrowser()])
    // A second revision, so history has a change to show: Priya's missing pain points.
    const sync = await server.test.request({
      method: 'POST',
      url: `/api/v1/projects/${server.demo.id}/sync`,
      key: server.writeKey,
      payload: {
        message: 'Priya: pain points from the interviews',
        blocks: [
          {
            key: 'persona-pm',
            value: {
              name: 'Priya',
              description: 'First product manager at a seed-stage company.',
              goals: 'Prove the impact of each release with numbers the team trusts.',
              pain_points: 'Every dashboard tells a different story, so nobody trusts any of them.',
            },
          },
        ],
      },
    })
    assert.equal(sync.statusCode, 200, sync.body)
  })
  after(async () => {
    await browser?.close()
    await server?.close()
  })

  for (const viewport of VIEWPORTS) {
    it(`at ${viewport.label}: accessible, no sideways scroll, screenshot of each page`, async () => {
      const guarded = await openPage(browser, server, { viewport })
      const { page } = guarded
      try {
        const check = async (name: string, docsShot: boolean) => {
          const label = `${name} at ${viewport.label}`
          await assertAccessible(page, label)
          await assertNoHorizontalOverflow(page, label)
          await assertWordsWhole(page, 'table th, table td a', label)
          const png = await page.screenshot()
          assert.deepEqual(pngSize(png), { width: viewport.width, height: viewport.height }, label)
          if (shotsDir && docsShot) {
            const suffix = viewport.width === 1280 ? '' : `-${viewport.width}`
            writeFileSync(join(shotsDir, `${name}${suffix}.png`), png)
          }
        }

        await page.goto('/')
        await pageReady(page, /Sign in/)
        await check('sign-in', viewport.width === 1280)

        await signIn(page, server.writeKey)
        for (const each of PAGES) {
          // A full load of the deep link: each page must survive a reload.
          await page.goto(each.path)
          await pageReady(page, each.title)
          await check(each.name, !each.notInDocs && (viewport.width === 1280 || each.mobileShot === true))
        }
        guarded.assertClean()
      } finally {
        await guarded.close()
      }
    })
  }
})
