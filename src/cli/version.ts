import { readFileSync } from 'node:fs'

/**
 * The version in package.json. Read from the file, not imported: two levels up from here is
 * the package root both in src/cli/ and in the bundle (dist/bundle/), and an installed package
 * always ships its package.json.
 */
export function packageVersion(): string {
  const text = readFileSync(new URL('../../package.json', import.meta.url), 'utf8')
  return (JSON.parse(text) as { version: string }).version
}
