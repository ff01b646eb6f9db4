// A pctx app straight from src/ for the memory measurements (export-memory, mcp-batch-memory):
// a fresh SQLite file seeded in a child process (so the seeding heap is not counted in this
// process's RSS) with an export project of `blocks` blocks, and the app listening on loopback.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * Seeds and starts the app; `env` is the environment its config is read from (DATABASE_URL and
 * a silent log level are set here). `close()` stops it and removes the database.
 */
export async function startSeededSourceApp({ blocks, prefix, env = {} }) {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  const databaseUrl = `sqlite:${join(dir, 'pctx.db')}`
  try {
    const seeded = JSON.parse(
      execFileSync(
        process.execPath,
        [
          '--import',
          'tsx',
          new URL('./seed.mjs', import.meta.url).pathname,
          JSON.stringify({
            databaseUrl,
            fromSource: true,
            sizes: { small: 1, search: 1, export: blocks, sync: 1 },
          }),
        ],
        { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
      ),
    )
    const { loadConfig } = await import('../src/config.ts')
    const { openStore } = await import('../src/store/open-store.ts')
    const { buildApp } = await import('../src/app.ts')
    const config = loadConfig({ ...env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' })
    const store = await openStore(config)
    const app = await buildApp({ config, store, logger: false })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = app.server.address()
    return {
      seeded,
      base: `http://127.0.0.1:${port}`,
      async close() {
        await app.close()
        await store.close()
        rmSync(dir, { recursive: true, force: true })
      },
    }
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
}
