import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { hrefOf, parseRoute, type Route } from '../../console/src/lib/routes.js'

const ROUTES: Route[] = [
  { page: 'sign-in' },
  { page: 'set-password' },
  { page: 'users' },
  { page: 'sessions' },
  { page: 'keys' },
  { page: 'members', project: 'demo' },
  { page: 'projects' },
  { page: 'project', project: 'demo' },
  { page: 'section', project: 'demo', section: 'users' },
  { page: 'block', project: 'demo', key: 'brand.voice' },
  { page: 'block', project: 'a-b_c', key: 'x%y/z?w#v' },
  { page: 'edit', project: 'demo', key: 'persona-founder' },
  { page: 'new', project: 'demo', section: null },
  { page: 'new', project: 'demo', section: 'brand' },
  { page: 'block-history', project: 'demo', key: 'k' },
  { page: 'search', project: 'demo', q: '' },
  { page: 'search', project: 'demo', q: 'who is our user? & why' },
  { page: 'history', project: 'demo' },
  { page: 'revision', project: 'demo', revision: 12 },
  { page: 'preview', project: 'demo', format: 'llms' },
  { page: 'preview', project: 'demo', format: 'markdown' },
  { page: 'connect', project: 'demo' },
]

function parse(href: string): Route {
  const url = new URL(href, 'http://localhost')
  return parseRoute(url.pathname, url.search)
}

describe('console routes', () => {
  it('every page survives a round trip through its URL', () => {
    for (const route of ROUTES) assert.deepEqual(parse(hrefOf(route)), route, hrefOf(route))
  })

  it('keeps keys and queries inside their URL segment', () => {
    assert.equal(
      hrefOf({ page: 'block', project: 'demo', key: 'a/b?c' }),
      '/console/projects/demo/blocks/a%2Fb%3Fc',
    )
  })

  it('reads /console/ as the projects page and anything unknown as not found', () => {
    assert.deepEqual(parse('/console/'), { page: 'projects' })
    assert.deepEqual(parse('/console'), { page: 'projects' })
    for (const href of [
      '/console/nope',
      '/console/projects/demo/nope',
      '/console/projects/demo/blocks/k/nope',
      '/console/projects/demo/history/x',
      '/console/projects/demo/history/1/extra',
      '/console/projects/demo/sections/a/b',
      '/console/projects/%E0%A4%A',
      '/elsewhere',
    ]) {
      assert.deepEqual(parse(href), { page: 'not-found' }, href)
    }
  })
})
