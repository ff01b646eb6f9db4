import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { chromiumLaunchOptions } from '../../scripts/chromium-path.mjs'
import { DEMO_PROJECT } from '../../src/demo/demo-project.js'
import { seedDemo } from '../../src/demo/seed-demo.js'
import { REPO_ROOT } from './cli.js'
import type { PageGlobals } from './page-globals.js'
import { createTestApp, type TestApp } from './test-app.js'

/** One headless Chromium (Debian's) for a test file: it is the expensive part, so share it, not pages. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions())
}

/**
 * Builds the console with its own build script into a fresh directory: each test file has its
 * own build, so files running in parallel never replace each other's dist/console.
 */
export async function buildConsoleInto(dir: string): Promise<void> {
  await promisify(execFile)(process.execPath, [join(REPO_ROOT, 'console/build.mjs'), dir], {
    cwd: REPO_ROOT,
  })
}

export interface ConsoleServer {
  /** `http://127.0.0.1:<port>`: the only origin a console page may talk to. */
  origin: string
  /** The app under it, for fixtures made through the real services. */
  test: TestApp
  /** The demo project `pctx serve` seeds on an empty database ("demo", Acme Analytics). */
  demo: { id: string; name: string }
  /** A write key for the demo project, named like the one the demo seed prints. */
  writeKey: string
  /** A new read-only key for the demo project. */
  readKey(): Promise<string>
  close(): Promise<void>
}

/**
 * A real pctx server listening on loopback, on a fresh SQLite file seeded with the demo project
 * exactly as `pctx serve` seeds it, serving a console built for this test file.
 */
export async function startConsoleServer(): Promise<ConsoleServer> {
  const consoleDir = mkdtempSync(join(tmpdir(), 'pctx-console-'))
  try {
    await buildConsoleInto(consoleDir)
    const test = await createTestApp({ consoleDir })
    assert.ok(
      await seedDemo({ store: test.store, ...test.services }),
      'the demo is seeded on an empty database',
    )
    // The seed's own key is on the free plan (60 requests a minute), which a test file clicking
    // through many pages in a minute would exhaust: the same name and access on a plan that does
    // not bind. The first-run test uses the key the real server prints.
    const writeKey = await test.key({ name: 'demo write key', access: 'write', projects: [DEMO_PROJECT.id] })
    await test.app.listen({ host: '127.0.0.1', port: 0 })
    const address = test.app.server.address()
    assert.ok(address && typeof address === 'object')
    return {
      origin: `http://127.0.0.1:${address.port}`,
      test,
      demo: { id: DEMO_PROJECT.id, name: DEMO_PROJECT.name },
      writeKey,
      readKey: () =>
        test.key({ name: 'read key for the console test', access: 'read', projects: [DEMO_PROJECT.id] }),
      async close() {
        await test.close()
        rmSync(consoleDir, { recursive: true, force: true })
      },
    }
  } catch (error) {
    rmSync(consoleDir, { recursive: true, force: true })
    throw error
  }
}

/**
 * Chromium reports every HTTP error answer as a console error. The console shows 401, 403, 404
 * and 409 answers to the user (tests check that); they are not faults of the page.
 */
const EXPECTED_HTTP_ERROR = /^Failed to load resource: the server responded with a status of 4\d\d\b/

export interface GuardedPage {
  page: Page
  context: BrowserContext
  /** Everything that went wrong so far: console errors, page errors, CSP violations, dialogs, foreign requests. */
  problems(): string[]
  /** Dialogs (alert, confirm, prompt) the page opened; an XSS payload would open one. */
  dialogs(): string[]
  /** Fails the test when anything went wrong on the page. */
  assertClean(): void
  close(): Promise<void>
}

export interface PageOptions {
  viewport?: { width: number; height: number }
  /** The colour scheme the page is asked for (prefers-color-scheme); light unless told. */
  colorScheme?: 'light' | 'dark'
  /** Dialogs the test expects (a confirm before a delete): accepted, not counted as problems. */
  acceptDialogs?: RegExp
  /**
   * Not a problem: what the CSP refused while the sanitiser parsed hostile markup. Chromium checks
   * the page's CSP even in the inert document a sanitiser parses into, where nothing can run or
   * load: it reports an `onerror=` (script-src-attr), a `style` element or attribute
   * (style-src-elem, style-src-attr), a `<base href>` (base-uri) and a `<track src>` (media-src)
   * there. Only hostile-markdown tests expect them; they check that nothing ran, that the page
   * holds only documented markup, and, with the CSP bypassed, that nothing was requested.
   */
  allowRefusedWhileSanitising?: boolean
  /**
   * The browser ignores the server's Content-Security-Policy (the server still sends it): shows
   * that hostile content is made harmless by the console itself, with the CSP only as a second
   * wall. Only for such tests: every other page runs under the real CSP.
   */
  bypassCsp?: boolean
}

const REFUSED_WHILE_SANITISING = new RegExp(
  [
    /^CSP violation: (script-src-attr|style-src-attr|style-src-elem) blocked inline /,
    /^CSP violation: (base-uri|media-src) blocked https?:/,
    /^console error: (Executing inline event handler|Applying inline style) violates /,
    /^console error: (Setting the document's base URI|Loading media from) /,
  ]
    .map((pattern) => `(?:${pattern.source})`)
    .join('|'),
)

/**
 * A page in its own browser context (own sessionStorage), watched for: page errors and console
 * errors, Content-Security-Policy violations, dialogs, and any request to another origin (which
 * is also blocked, so a leak cannot reach the network).
 */
export async function openPage(
  browser: Browser,
  server: Pick<ConsoleServer, 'origin'>,
  options: PageOptions = {},
): Promise<GuardedPage> {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 800 },
    colorScheme: options.colorScheme ?? 'light',
    baseURL: server.origin,
    bypassCSP: options.bypassCsp ?? false,
  })
  context.setDefaultTimeout(20_000)
  context.setDefaultNavigationTimeout(30_000)
  const found: string[] = []
  const problems = {
    push(problem: string) {
      if (!(options.allowRefusedWhileSanitising && REFUSED_WHILE_SANITISING.test(problem)))
        found.push(problem)
    },
  }
  const dialogs: string[] = []
  await context.route('**/*', async (route) => {
    const url = new URL(route.request().url())
    if (url.origin === server.origin || url.protocol === 'data:') return route.continue()
    problems.push(`request to another origin: ${route.request().method()} ${url.href}`)
    return route.abort('blockedbyclient')
  })
  // Init scripts and bindings are installed by the DevTools protocol, outside the page's CSP.
  await context.exposeBinding('__pctxReportCspViolation', (_source, text: string) => {
    problems.push(`CSP violation: ${text}`)
  })
  await context.addInitScript(() => {
    const page = globalThis as unknown as PageGlobals
    page.document.addEventListener('securitypolicyviolation', (event) => {
      page.__pctxReportCspViolation?.(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      )
    })
  })
  const page = await context.newPage()
  page.on('console', (message) => {
    if (message.type() === 'error' && !EXPECTED_HTTP_ERROR.test(message.text()))
      problems.push(`console error: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  page.on('dialog', async (dialog) => {
    const text = `${dialog.type()}: ${dialog.message()}`
    if (options.acceptDialogs?.test(dialog.message())) {
      await dialog.accept()
      return
    }
    dialogs.push(text)
    problems.push(`dialog opened: ${text}`)
    await dialog.dismiss()
  })
  return {
    page,
    context,
    problems: () => [...found],
    dialogs: () => [...dialogs],
    assertClean() {
      assert.deepEqual(found, [], `the page had problems:\n${found.join('\n')}`)
    },
    close: () => context.close(),
  }
}

const AXE_SOURCE = readFileSync(join(REPO_ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8')

/**
 * Runs axe-core on the page as it is now and fails on any serious or critical violation.
 * axe is evaluated through the DevTools protocol: the console's CSP forbids inline scripts, and
 * the tests must not weaken it.
 */
export async function assertAccessible(page: Page, label: string): Promise<void> {
  const loaded = await page.evaluate(() => (globalThis as unknown as PageGlobals).axe !== undefined)
  if (!loaded) await page.evaluate(AXE_SOURCE)
  const violations = await page.evaluate(async () => {
    const { axe, document } = globalThis as unknown as PageGlobals
    if (!axe) throw new Error('axe-core did not load into the page')
    const result = await axe.run(document, { resultTypes: ['violations'] })
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => `${JSON.stringify(n.target)} ${n.failureSummary ?? ''}`),
    }))
  })
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  assert.deepEqual(
    serious.map((v) => v.id),
    [],
    `${label}: axe found serious or critical violations:\n${serious
      .map((v) => `- ${v.id} (${v.impact}): ${v.help}\n    ${v.targets.join('\n    ')}`)
      .join('\n')}`,
  )
}

/** Fails when the page is wider than the viewport (content cut off or a sideways scroll). */
export async function assertNoHorizontalOverflow(page: Page, label: string): Promise<void> {
  const { scrollWidth, clientWidth, wide } = await page.evaluate(() => {
    const { document } = globalThis as unknown as PageGlobals
    const root = document.documentElement
    const limit = root.clientWidth
    // Name the widest offenders, so a failure says what to fix.
    const wide = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > limit + 1)
      .slice(0, 5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ').join('.')}` : ''}`,
      )
    return { scrollWidth: root.scrollWidth, clientWidth: limit, wide }
  })
  assert.ok(
    scrollWidth <= clientWidth,
    `${label}: the page is ${scrollWidth}px wide in a ${clientWidth}px viewport (${wide.join(', ')})`,
  )
}

/**
 * Waits until the page shows its one <h1> and nothing is still loading (the console marks
 * pending loads with aria-busy), so checks see the page as a person would.
 */
export async function pageReady(page: Page, title?: string | RegExp): Promise<void> {
  try {
    // A string title is the whole heading: "Priya" must not match "Edit “Priya”".
    await page
      .getByRole('heading', { level: 1, ...(title !== undefined && { name: title, exact: true }) })
      .waitFor()
    await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' })
  } catch (error) {
    // Say which page it was and what it showed instead.
    const headings = await page
      .locator('h1')
      .allInnerTexts()
      .catch(() => [])
    throw new Error(
      `${page.url()}: no page titled ${String(title ?? '(any)')} (h1: ${JSON.stringify(headings)}): ${(error as Error).message}`,
    )
  }
}

/** Signs in with a key as a person does: open the console, choose the key form, paste the key, press Sign in. */
export async function signIn(page: Page, key: string): Promise<void> {
  await page.goto('/')
  await page.getByRole('button', { name: 'Use an API key instead' }).click()
  await page.getByLabel('API key').fill(key)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await pageReady(page, 'Projects')
}

export interface FocusedElement {
  tag: string
  id: string
  text: string
  /** Whether the browser shows a focus indicator: :focus-visible and an outline or a shadow. */
  visible: boolean
}

/** The element that has the keyboard focus, and whether its focus is drawn. */
export function focused(page: Page): Promise<FocusedElement | null> {
  return page.evaluate(() => {
    const { document, getComputedStyle } = globalThis as unknown as PageGlobals
    const el = document.activeElement
    if (!el || el.tagName === 'BODY') return null
    const style = getComputedStyle(el)
    const drawn =
      (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) ||
      style.boxShadow !== 'none'
    return {
      tag: el.tagName.toLowerCase(),
      id: el.id,
      text: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' '),
      visible: el.matches(':focus-visible') && drawn,
    }
  })
}

/**
 * Presses Tab until the focused element satisfies `wanted`, as a keyboard user would, checking
 * on the way that every focused element shows its focus. Fails after `maxPresses`.
 */
export async function tabTo(
  page: Page,
  wanted: (element: FocusedElement) => boolean,
  what: string,
  maxPresses = 60,
): Promise<FocusedElement> {
  const seen: string[] = []
  for (let i = 0; i < maxPresses; i++) {
    await page.keyboard.press('Tab')
    const element = await focused(page)
    if (!element) continue
    seen.push(`${element.tag}#${element.id} "${element.text.slice(0, 40)}"`)
    assert.ok(element.visible, `keyboard focus on ${seen.at(-1)} is not visible`)
    if (wanted(element)) return element
  }
  assert.fail(`${what} was not reached with ${maxPresses} presses of Tab; focus went to:\n${seen.join('\n')}`)
}

/**
 * Where the screenshots of docs/console.md go: `PCTX_CONSOLE_SCREENSHOTS=docs/console npm test --
 * test/console/browser-` writes them there; otherwise tests take screenshots and keep none.
 */
export function docsScreenshotDir(): string | null {
  const dir = process.env.PCTX_CONSOLE_SCREENSHOTS
  if (!dir) return null
  const path = resolve(REPO_ROOT, dir)
  mkdirSync(path, { recursive: true })
  return path
}

/**
 * Fails when a word inside `selector` is split across lines ("Sectio" / "n"): a narrow layout
 * squeezed it below its own width. Each word is measured as a DOM Range; a whole word is one box.
 */
export async function assertWordsWhole(page: Page, selector: string, label: string): Promise<void> {
  // No named functions inside: tsx would wrap them in a helper the page does not have.
  const broken = await page.evaluate((selector) => {
    interface TextNode {
      data: string
    }
    const { document } = globalThis as unknown as {
      document: {
        querySelectorAll(selector: string): Iterable<unknown>
        createTreeWalker(root: unknown, whatToShow: number): { nextNode(): TextNode | null }
        createRange(): {
          setStart(node: TextNode, offset: number): void
          setEnd(node: TextNode, offset: number): void
          getClientRects(): { length: number }
        }
      }
    }
    const SHOW_TEXT = 4
    const found: string[] = []
    for (const element of document.querySelectorAll(selector)) {
      const walker = document.createTreeWalker(element, SHOW_TEXT)
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        for (const match of text.data.matchAll(/\S+/g)) {
          const range = document.createRange()
          range.setStart(text, match.index)
          range.setEnd(text, match.index + match[0].length)
          if (range.getClientRects().length > 1) found.push(match[0])
        }
      }
    }
    return found
  }, selector)
  assert.deepEqual(broken, [], `${label}: words split across lines in ${selector}: ${broken.join(', ')}`)
}
