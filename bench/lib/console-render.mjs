// The console's first render, as a person opening it sees it: a fresh browser context (empty
// cache), the API key already kept for the tab, navigation to /console/ → the projects page
// showing its projects. Measured in Debian's headless Chromium through playwright-core.
import { chromium } from 'playwright-core'
import { chromiumLaunchOptions } from '../../scripts/chromium-path.mjs'

/** Where the console keeps the key for the tab (console/src/lib/session-store.ts). */
const KEY_ITEM = 'pctx.apiKey'

/**
 * Times `runs` first loads of `${url}/console/` signed in with `key`, until `projectName` is
 * visible on the projects page. Resolves to the times in ms, in run order.
 */
export async function measureConsoleFirstRender({ url, key, projectName, runs }) {
  const browser = await chromium.launch(chromiumLaunchOptions())
  try {
    // One load before measuring: Chromium's own first-start costs (fonts, GPU process) are not
    // the console's.
    const times = []
    for (let i = 0; i <= runs; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
      try {
        await context.addInitScript(
          ([item, value]) => window.sessionStorage.setItem(item, value),
          [KEY_ITEM, key],
        )
        const page = await context.newPage()
        const started = performance.now()
        await page.goto(`${url}/console/`, { waitUntil: 'commit', timeout: 30_000 })
        await page
          .getByRole('link', { name: projectName })
          .first()
          .waitFor({ state: 'visible', timeout: 30_000 })
        const elapsed = performance.now() - started
        if (i > 0) times.push(elapsed)
      } finally {
        await context.close()
      }
    }
    return times
  } finally {
    await browser.close()
  }
}
