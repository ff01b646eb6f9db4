import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { extname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The built web console (dist/console, made by console/build.mjs), read into memory once: a few
 * hundred KB of files that never change while the server runs, so each request is a map lookup.
 */

/** Where `npm run build` puts the console; two levels up from src/http and from dist/bundle alike. */
export const DEFAULT_CONSOLE_DIR = fileURLToPath(new URL('../../dist/console/', import.meta.url))

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
}

/** One file of the console, with its precompressed forms when the build made them. */
export interface ConsoleAsset {
  body: Buffer
  br: Buffer | undefined
  gzip: Buffer | undefined
  contentType: string
  /** Strong validator of the identity bytes; a compressed form appends its coding. */
  etag: string
  /** Content-hashed name: safe to cache for a year. */
  immutable: boolean
}

export interface ConsoleAssets {
  index: ConsoleAsset
  /** By path below /console/, e.g. `assets/main-AB12CD34.js`. */
  files: ReadonlyMap<string, ConsoleAsset>
}

function readOptional(path: string): Buffer | undefined {
  return existsSync(path) ? readFileSync(path) : undefined
}

function asset(dir: string, path: string, immutable: boolean): ConsoleAsset {
  const file = join(dir, path)
  const body = readFileSync(file)
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27)
  return {
    body,
    br: readOptional(`${file}.br`),
    gzip: readOptional(`${file}.gz`),
    contentType: CONTENT_TYPES[extname(path)] ?? 'application/octet-stream',
    etag: `"console-${hash}"`,
    immutable,
  }
}

/** Reads a built console, or answers null when there is none (running from source, unbuilt). */
export function loadConsoleAssets(dir: string = DEFAULT_CONSOLE_DIR): ConsoleAssets | null {
  if (!existsSync(join(dir, 'index.html'))) return null
  const files = new Map<string, ConsoleAsset>()
  const assetsDir = join(dir, 'assets')
  if (existsSync(assetsDir) && statSync(assetsDir).isDirectory()) {
    for (const name of readdirSync(assetsDir)) {
      if (name.endsWith('.gz') || name.endsWith('.br')) continue
      // Every name the build writes under assets/ carries its content hash.
      files.set(`assets/${name}`, asset(dir, join('assets', name), true))
    }
  }
  return { index: asset(dir, 'index.html', false), files }
}
