import { createRequire } from 'node:module'
import type BetterSqlite3 from 'better-sqlite3'

const require = createRequire(import.meta.url)

/**
 * The better-sqlite3 build for this Node.js: major version 12 on Node 20, 13 on Node 22 and
 * later. 12 is the last release that runs on Node 20, but built against the headers of Node
 * 24.19+ or 26 it aborts the process when a statement is freed (`RemoveEnvironmentCleanupHook`
 * assertion); 13 is a Node-API addon with prebuilt binaries that needs Node 22. Both are
 * installed (13 under the alias `better-sqlite3-v13`); this picks the one that works here.
 * See docs/decisions.md.
 */
export function loadBetterSqlite3(): typeof BetterSqlite3 {
  const major = Number(process.versions.node.split('.')[0])
  return major >= 22 ? require('better-sqlite3-v13') : require('better-sqlite3')
}
