import { SYSTEM_AUDIT } from '../domain/audit/audit.js'
import type { BlockService } from '../domain/block-service.js'
import type { KeyService } from '../domain/key-service.js'
import type { ProjectService } from '../domain/project-service.js'
import type { Store } from '../domain/store.js'
import { DEMO_BLOCKS, DEMO_PROJECT, DEMO_SYNONYMS } from './demo-project.js'

/**
 * On a database with no project yet, creates the demo project and a write key for it.
 * Returns the key's secret, or null when the database already had projects.
 */
export async function seedDemo(deps: {
  store: Store
  projects: ProjectService
  keys: KeyService
  blocks: BlockService
}): Promise<string | null> {
  if ((await deps.store.countProjects()) > 0) return null
  const project = await deps.projects.create(DEMO_PROJECT)
  // Part of creating the demo, before its first revision: no revision of its own.
  await deps.store.synonyms.set(DEMO_PROJECT.id, DEMO_SYNONYMS, project.createdAt)
  await deps.blocks.sync(DEMO_PROJECT.id, { blocks: DEMO_BLOCKS })
  const { key } = await deps.keys.create(
    { name: 'demo write key', projects: [DEMO_PROJECT.id], allProjects: false, access: 'write' },
    SYSTEM_AUDIT,
  )
  return key
}

/** Where the web console opens (src/http/routes/console.ts): `/` redirects there. */
export function consoleUrl(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/console/`
}

/** Copy-paste commands for a freshly seeded demo, printed once with its key. */
export function demoInstructions(baseUrl: string, key: string): string {
  const api = `${baseUrl}/api/v1/projects/${DEMO_PROJECT.id}`
  return [
    '',
    `pctx: created the demo project "${DEMO_PROJECT.id}" and a write key for it.`,
    'Your API key (shown once, stored only as a hash):',
    '',
    `  ${key}`,
    '',
    'Open the web console, choose "Use an API key instead", paste the key and sign in:',
    '',
    `  ${consoleUrl(baseUrl)}`,
    '',
    'Or try the API:',
    `  curl -s -H 'X-API-Key: ${key}' '${api}/blocks'`,
    `  curl -s -H 'X-API-Key: ${key}' '${api}/blocks/persona-founder'`,
    `  curl -s -H 'X-API-Key: ${key}' '${api}/blocks/search?q=analytics'`,
    `  curl -s -H 'X-API-Key: ${key}' '${api}/export'`,
    `  curl -s -H 'X-API-Key: ${key}' -H 'Content-Type: application/json' \\`,
    `    -d '{"blocks":[{"key":"brand-tagline","type":"text","section":"brand","value":{"content":"Answers, not dashboards."}}]}' \\`,
    `    '${api}/sync'`,
    '',
  ].join('\n')
}
