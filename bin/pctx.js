#!/usr/bin/env node
// Entry point of the `pctx` command. Runs the bundle that `npm run build` made (dist/bundle,
// see scripts/bundle.mjs), else the TypeScript sources through tsx, so `npx pctx` works right
// after `npm install`. PCTX_FROM_SOURCE=1 forces the sources.
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const bundled = new URL('../dist/bundle/pctx.js', import.meta.url)
if (existsSync(fileURLToPath(bundled)) && process.env.PCTX_FROM_SOURCE !== '1') {
  await import(bundled.href)
} else {
  const { register } = await import('tsx/esm/api')
  register()
  await import(new URL('../src/cli/main.ts', import.meta.url).href)
}
