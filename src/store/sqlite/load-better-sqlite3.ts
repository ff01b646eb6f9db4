import { createRequire } from 'node:module'
import type BetterSqlite3 from 'better-sqlite3'

const require = createRequire(import.meta.url)

/**
 * The better-sqlite3 build for this Node.js: major version 12 on Node 20, 13 on Node 22 and
 * later. 12 is the last release that runs on Node 20, but built against the headers of Node
 * 24.19+ or 26 it aborts the process when a statement is freed (`RemoveEnvironmentCleanupHook`
 * assertion); 13 is a Node-API addon with prebuilt binaries that needs Node 22. Both are
 * installed (13 under the alias `better-sqlite3-v13`, an optional dependency that Node 20 skips);
 * this picks the one that works here.
 * See docs/decisions.md.
 */
export function loadBetterSqlite3(): typeof BetterSqlite3 {
  const major = Number(process.versions.node.split('.')[0])
  if (major < 22) return require('better-sqlite3')
  try {
    return require('better-sqlite3-v13')
  } catch (error) {
    // An optional dependency (so Node 20 installs skip it quietly): npm also skips it, silently,
    // when its install fails, which would otherwise surface here as a bare "Cannot find module".
    throw new Error(
      `better-sqlite3 13 (installed as better-sqlite3-v13) is missing or failed to load on Node ${process.versions.node}: run npm install again and read its output. ${(error as Error).message}`,
    )
  }
}
