#!/usr/bin/env node
// Entry point of the `pctx` command. Runs the compiled build when `npm run build` made one,
// else the TypeScript sources through tsx, so `npx pctx` works right after `npm install`.
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const compiled = new URL('../dist/cli/main.js', import.meta.url)
if (existsSync(fileURLToPath(compiled)) && process.env.PCTX_FROM_SOURCE !== '1') {
  await import(compiled.href)
} else {
  const { register } = await import('tsx/esm/api')
  register()
  await import(new URL('../src/cli/main.ts', import.meta.url).href)
}
