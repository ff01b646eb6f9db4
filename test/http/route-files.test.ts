import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, it } from 'node:test'

const ROUTES = join(import.meta.dirname, '..', '..', 'src', 'http', 'routes')

/** `METHOD /path` of every route a file under src/http/routes registers, in order. */
function routesOf(file: string): string[] {
  const source = readFileSync(join(ROUTES, file), 'utf8')
  return [...source.matchAll(/app\.(get|post|put|patch|delete)\(\s*'([^']+)'/g)].map(
    ([, method, url]) => `${method?.toUpperCase()} ${url}`,
  )
}

describe('route files', () => {
  it('are named for the resource they serve: projects.ts exports, sync.ts syncs, blocks.ts deletes blocks', () => {
    assert.deepEqual(routesOf('projects.ts'), ['GET /projects/:projectId/export'])
    assert.deepEqual(routesOf('sync.ts'), ['POST /projects/:projectId/sync'])
    assert.deepEqual(routesOf('blocks.ts'), [
      'GET /projects/:projectId/blocks',
      'GET /projects/:projectId/blocks/search',
      'GET /projects/:projectId/blocks/:blockKey',
      'DELETE /projects/:projectId/blocks/:blockKey',
    ])
  })
})
