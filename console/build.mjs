#!/usr/bin/env node
// Builds the web console (console/src, console/styles) into dist/console with esbuild:
//   assets/main-<hash>.js, assets/chunk-<hash>.js, assets/styles-<hash>.css, each with .gz and .br
//   beside it, and index.html naming them. The server (src/http/console-assets.ts) serves that
//   folder from memory; hashed names may be cached for a year, index.html never is.
//
//   node console/build.mjs [outdir]              build (default dist/console)
//   node console/build.mjs --if-stale            build only when dist/console is missing or older
//                                               than a source file (what `npm start` runs first)
//
// The build writes into a temporary folder and renames it into place, so a server reading the
// folder never sees half of a build.
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import zlib from 'node:zlib'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const CONSOLE = join(ROOT, 'console')
export const DEFAULT_OUTDIR = join(ROOT, 'dist', 'console')
// The console's bundle also takes the server's section titles (src/domain/sections.ts, which
// imports nothing), so a change to them makes the build stale too.
const SOURCES = [
  join(CONSOLE, 'src'),
  join(CONSOLE, 'styles'),
  join(CONSOLE, 'build.mjs'),
  join(ROOT, 'src', 'domain', 'sections.ts'),
]

/** The newest modification time among the console's sources, or 0 when they are absent. */
function newestSource() {
  let newest = 0
  const visit = (path) => {
    if (!existsSync(path)) return
    const stat = statSync(path)
    if (stat.isDirectory()) for (const entry of readdirSync(path)) visit(join(path, entry))
    else newest = Math.max(newest, stat.mtimeMs)
  }
  for (const source of SOURCES) visit(source)
  return newest
}

/** True when outdir has no index.html, or one older than a source file. */
export function isStale(outdir = DEFAULT_OUTDIR) {
  const index = join(outdir, 'index.html')
  if (!existsSync(index)) return true
  return statSync(index).mtimeMs < newestSource()
}

function indexHtml({ script, style, preload }) {
  const links = preload.map((path) => `\n    <link rel="modulepreload" href="/console/${path}">`).join('')
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>pctx console</title>
    <link rel="icon" href="data:,">
    <link rel="stylesheet" href="/console/${style}">
    <script type="module" src="/console/${script}"></script>${links}
  </head>
  <body>
    <div id="app">
      <noscript>The pctx console needs JavaScript. The API works without it: see /docs.</noscript>
    </div>
  </body>
</html>
`
}

/**
 * Puts the staged build at outdir. Two builds at once (test files started together on a fresh
 * clone, `npm start` in two terminals) must not pull a finished build from under a server that
 * is reading it: a build asked for only when stale keeps a fresh one another build put there
 * meanwhile, and a replacement swaps folders by rename, never deleting the folder in use by path.
 */
function moveIntoPlace(staging, outdir, ifStale) {
  for (let attempt = 0; ; attempt++) {
    if (ifStale && !isStale(outdir)) {
      rmSync(staging, { recursive: true, force: true })
      return
    }
    const old = `${outdir}.old-${process.pid}-${attempt}`
    if (existsSync(outdir)) renameSync(outdir, old)
    try {
      renameSync(staging, outdir)
      return
    } catch (error) {
      // Another build moved its folder in between the two renames: look again.
      if (attempt >= 5 || !['ENOTEMPTY', 'EEXIST', 'EPERM'].includes(error?.code)) throw error
    } finally {
      rmSync(old, { recursive: true, force: true })
    }
  }
}

/**
 * Builds the console into outdir; resolves to the paths (relative to outdir) index.html loads.
 * With `ifStale`, a build another process finished meanwhile is kept and this one dropped.
 */
export async function buildConsole(outdir = DEFAULT_OUTDIR, { ifStale = false } = {}) {
  const { build } = await import('esbuild')
  const staging = `${outdir}.building-${process.pid}`
  rmSync(staging, { recursive: true, force: true })
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: [
      { in: 'console/src/main.tsx', out: 'main' },
      { in: 'console/styles/index.css', out: 'styles' },
    ],
    outdir: join(staging, 'assets'),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022'],
    jsx: 'automatic',
    jsxImportSource: 'preact',
    tsconfig: join(CONSOLE, 'tsconfig.json'),
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    assetNames: '[name]-[hash]',
    minify: true,
    legalComments: 'none',
    metafile: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  })
  const outputs = Object.entries(result.metafile.outputs).map(([path, meta]) => ({
    path: relative(staging, join(ROOT, path)).split('\\').join('/'),
    meta,
  }))
  const script = outputs.find((o) => o.meta.entryPoint === 'console/src/main.tsx')
  const style = outputs.find(
    (o) => o.meta.entryPoint === 'console/styles/index.css' && o.path.endsWith('.css'),
  )
  if (!script || !style) throw new Error('esbuild produced no main script or stylesheet')
  const staticChunks = script.meta.imports
    .filter((i) => i.kind === 'import-statement')
    .map((i) => relative(staging, join(ROOT, i.path)).split('\\').join('/'))
  writeFileSync(
    join(staging, 'index.html'),
    indexHtml({ script: script.path, style: style.path, preload: staticChunks }),
  )
  // Precompressed once here, so the server never compresses a console file per request.
  for (const { path } of outputs) {
    if (path.endsWith('.map')) continue
    const file = join(staging, path)
    const body = readFileSync(file)
    writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }))
    writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    )
  }
  mkdirSync(dirname(outdir), { recursive: true })
  moveIntoPlace(staging, outdir, ifStale)
  return { outdir, script: script.path, style: style.path, chunks: staticChunks }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2)
  const ifStale = args.includes('--if-stale')
  const outdir = args.find((arg) => !arg.startsWith('--')) ?? DEFAULT_OUTDIR
  if (ifStale && !existsSync(join(CONSOLE, 'src'))) process.exit(0)
  if (ifStale && !isStale(outdir)) process.exit(0)
  try {
    const built = await buildConsole(outdir, { ifStale })
    console.error(`built the console into ${relative(process.cwd(), built.outdir) || '.'}`)
  } catch (error) {
    if (ifStale && error?.code === 'ERR_MODULE_NOT_FOUND') {
      // An install without dev dependencies cannot build; the server says how to get a console.
      console.error('pctx: esbuild is not installed, so the console was not built (npm run build)')
      process.exit(0)
    }
    throw error
  }
}
