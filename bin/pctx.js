#!/usr/bin/env node
// Entry point of the `pctx` command. Runs the bundle that `npm run build` made (dist/bundle,
// see scripts/bundle.mjs; `npm pack` builds it, so an installed package always has it), else,
// in a clone without a build, the TypeScript sources through tsx (a development dependency),
// so `npx pctx` works right after `npm install`. PCTX_FROM_SOURCE=1 forces the sources.
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const bundled = new URL('../dist/bundle/pctx.js', import.meta.url)
const sources = new URL('../src/cli/main.ts', import.meta.url)

/** Says what is missing and how to get it, instead of a module-resolution stack trace. */
function cannotStart(reason) {
  process.stderr.write(
    `pctx: cannot start: ${reason}.\n` +
      '  In a clone: run `npm install` (it installs tsx) or `npm run build`.\n' +
      '  Installed from npm or a tarball: reinstall it; a package made by `npm pack` contains dist/bundle.\n',
  )
  process.exit(1)
}

if (existsSync(fileURLToPath(bundled)) && process.env.PCTX_FROM_SOURCE !== '1') {
  await import(bundled.href)
} else {
  if (!existsSync(fileURLToPath(sources))) {
    cannotStart(`${fileURLToPath(bundled)} is missing and there are no sources to run instead`)
  }
  let tsx
  try {
    tsx = await import('tsx/esm/api')
  } catch (error) {
    if (error?.code !== 'ERR_MODULE_NOT_FOUND') throw error
    cannotStart(
      `there is no build (${fileURLToPath(bundled)}) and tsx, which runs the sources, is not installed`,
    )
  }
  tsx.register()
  await import(sources.href)
}
