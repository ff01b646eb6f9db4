// Compiles the test files, with the sources they import, into plain ES modules with esbuild, so
// no test process or thread loads tsx's loader and compiles, one by one, the ~1000 files a test
// that starts the app imports: every one of the ~380 test processes of a run paid for that again
// (docs/decisions.md, "node:test"). scripts/run-tests.mjs calls it; PCTX_TEST_FROM_SOURCE=1 runs
// the sources through tsx instead.
//
// The sources run as they do in the shipped bundle (scripts/bundle.mjs): from a folder two levels
// below the repository (dist/tests-<pid>), where they find package.json and dist/console at
// '../../', and with the worker threads' scripts as entries beside their chunks, because the
// pools start them next to their own chunk (src/worker-pool.ts). Every other file (tests, their
// helpers, scripts/, bench/, console/src/) keeps its own `import.meta.url`: it reads files beside
// itself, and a script's "am I the main module" check must not take the test for itself. Each test
// becomes one entry named after its path (`test/http/search.test.ts` → `http--search.test.js`),
// shared code goes into chunks beside them, and packages stay in node_modules.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'esbuild'
import { NODE_ESM, WORKER_ENTRIES } from './bundle.mjs'

const ROOT = fileURLToPath(new URL('..', import.meta.url))

/** The entry name of a test file (`test/http/a.test.ts` → `http--a.test`, compiled to `http--a.test.js`). */
function entryName(file) {
  return file
    .replace(/^test\//, '')
    .replace(/\.ts$/, '')
    .replaceAll('/', '--')
}

/** Compiles `files` (paths from the repository's root) into `outdir`; answers the compiled paths, in order. */
export async function compileTests(outdir, files) {
  const entryPoints = {
    ...Object.fromEntries(files.map((file) => [entryName(file), file])),
    ...WORKER_ENTRIES,
  }
  await build({
    absWorkingDir: ROOT,
    entryPoints,
    outdir,
    ...NODE_ESM,
    packages: 'external',
    chunkNames: 'chunk-[hash]',
    // Stack traces of a failing test point into the sources (node --enable-source-maps).
    sourcemap: 'linked',
    plugins: [ownLocation],
    logLevel: 'warning',
  })
  return files.map((file) => join(outdir, `${entryName(file)}.js`))
}

const SOURCES = join(ROOT, 'src/')

/** Outside src/, a module's `import.meta.url`, `.dirname` and `.filename` stay its own file's. */
const ownLocation = {
  name: 'own-location',
  setup(build) {
    build.onLoad({ filter: /\.(ts|tsx|mts|js|mjs)$/ }, async (args) => {
      if (args.path.startsWith(SOURCES) || args.path.includes('/node_modules/')) return undefined
      const text = await readFile(args.path, 'utf8')
      if (!text.includes('import.meta.')) return undefined
      const url = pathToFileURL(args.path).href
      const contents = text
        .replaceAll('import.meta.url', JSON.stringify(url))
        .replaceAll(
          'import.meta.dirname',
          JSON.stringify(fileURLToPath(new URL('.', url)).replace(/\/$/, '')),
        )
        .replaceAll('import.meta.filename', JSON.stringify(args.path))
      return {
        contents,
        loader: args.path.endsWith('.tsx') ? 'tsx' : /\.m?ts$/.test(args.path) ? 'ts' : 'js',
      }
    })
  },
}
