// Which Chromium the console's browser tests and the console benchmark launch: Debian's
// `chromium`, which .ci/run installs. Playwright's own browser downloads are never used (nothing
// may be fetched from outside the package registries).
import { accessSync, constants } from 'node:fs'
import { delimiter, join } from 'node:path'

/** `CHROMIUM_PATH` when set, else `chromium` or `chromium-browser` on PATH; null when none. */
export function findChromium(env = process.env) {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    if (!dir) continue
    for (const name of ['chromium', 'chromium-browser']) {
      const candidate = join(dir, name)
      try {
        accessSync(candidate, constants.X_OK)
        return candidate
      } catch {}
    }
  }
  return null
}

/** Options for playwright-core's `chromium.launch` with that binary; throws when there is none. */
export function chromiumLaunchOptions() {
  const executablePath = findChromium()
  if (!executablePath) {
    throw new Error('No Chromium found: install Debian\'s "chromium" (.ci/run does) or set CHROMIUM_PATH')
  }
  // --no-sandbox: CI runs as root, where Chromium refuses to start its sandbox.
  // --disable-dev-shm-usage: containers often mount a 64 MB /dev/shm, too small for a renderer.
  return { executablePath, args: ['--no-sandbox', '--disable-dev-shm-usage'], timeout: 60_000 }
}
