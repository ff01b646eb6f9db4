/**
 * The console's pages and their URLs under /console/. State lives in the URL (project, section,
 * block, revision, query), so every page can be linked, bookmarked and reloaded. Pure functions:
 * test/console/routes.test.ts checks that every route survives a round trip through its URL.
 */

export const BASE = '/console'

export type PreviewFormat = 'llms' | 'markdown'

export type Route =
  | { page: 'sign-in' }
  | { page: 'set-password' }
  | { page: 'projects' }
  | { page: 'users' }
  | { page: 'sessions' }
  | { page: 'keys' }
  | { page: 'apps' }
  /** An AI app's authorization request (docs/oauth.md): its query, passed on as it came. */
  | { page: 'authorize'; query: string }
  | { page: 'project'; project: string }
  | { page: 'section'; project: string; section: string }
  | { page: 'block'; project: string; key: string }
  | { page: 'edit'; project: string; key: string }
  | { page: 'new'; project: string; section: string | null }
  | { page: 'block-history'; project: string; key: string }
  | { page: 'search'; project: string; q: string }
  | { page: 'history'; project: string }
  | { page: 'members'; project: string }
  | { page: 'settings'; project: string }
  | { page: 'revision'; project: string; revision: number }
  | { page: 'preview'; project: string; format: PreviewFormat }
  /** How AI apps, MCP clients and scripts connect to the project (docs/console.md). */
  | { page: 'connect'; project: string }
  | { page: 'not-found' }

const enc = encodeURIComponent

/** The URL of a route (path and query), to put in links. */
export function hrefOf(route: Route): string {
  switch (route.page) {
    case 'sign-in':
      return `${BASE}/sign-in`
    case 'set-password':
      return `${BASE}/set-password`
    case 'users':
      return `${BASE}/users`
    case 'sessions':
      return `${BASE}/sessions`
    case 'keys':
      return `${BASE}/keys`
    case 'apps':
      return `${BASE}/apps`
    case 'authorize':
      return route.query ? `${BASE}/authorize?${route.query}` : `${BASE}/authorize`
    case 'projects':
      return `${BASE}/projects`
    case 'not-found':
      return `${BASE}/`
    default:
      break
  }
  const project = `${BASE}/projects/${enc(route.project)}`
  switch (route.page) {
    case 'project':
      return project
    case 'section':
      return `${project}/sections/${enc(route.section)}`
    case 'block':
      return `${project}/blocks/${enc(route.key)}`
    case 'edit':
      return `${project}/blocks/${enc(route.key)}/edit`
    case 'block-history':
      return `${project}/blocks/${enc(route.key)}/history`
    case 'new':
      return route.section ? `${project}/new?section=${enc(route.section)}` : `${project}/new`
    case 'search':
      return route.q ? `${project}/search?q=${enc(route.q)}` : `${project}/search`
    case 'history':
      return `${project}/history`
    case 'members':
      return `${project}/members`
    case 'settings':
      return `${project}/settings`
    case 'connect':
      return `${project}/connect`
    case 'revision':
      return `${project}/history/${route.revision}`
    case 'preview':
      return `${project}/preview?format=${route.format}`
  }
}

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}

/**
 * The route of a URL. `/console/` itself is `projects` (the app sends people without a key to
 * sign in); anything unknown is `not-found`.
 */
export function parseRoute(pathname: string, search = ''): Route {
  if (pathname !== BASE && !pathname.startsWith(`${BASE}/`)) return { page: 'not-found' }
  const raw = pathname.slice(BASE.length).split('/').filter(Boolean)
  const parts = raw.map(decode)
  if (parts.some((part) => part === null)) return { page: 'not-found' }
  const [first, project, kind, id, extra, ...rest] = parts as string[]
  const query = new URLSearchParams(search)
  if (first === undefined) return { page: 'projects' }
  if (project === undefined) {
    // Pages of their own (no project): sign-in, the one-time link's page, users, your sessions.
    if (
      first === 'sign-in' ||
      first === 'set-password' ||
      first === 'users' ||
      first === 'sessions' ||
      first === 'keys' ||
      first === 'apps'
    )
      return { page: first }
    if (first === 'authorize') return { page: 'authorize', query: query.toString() }
  }
  if (first !== 'projects') return { page: 'not-found' }
  if (project === undefined) return { page: 'projects' }
  if (rest.length > 0) return { page: 'not-found' }
  if (kind === undefined) return { page: 'project', project }
  if (kind === 'sections' && id !== undefined && extra === undefined)
    return { page: 'section', project, section: id }
  if (kind === 'blocks' && id !== undefined) {
    if (extra === undefined) return { page: 'block', project, key: id }
    if (extra === 'edit') return { page: 'edit', project, key: id }
    if (extra === 'history') return { page: 'block-history', project, key: id }
    return { page: 'not-found' }
  }
  if (id !== undefined && kind !== 'history') return { page: 'not-found' }
  if (kind === 'members') return { page: 'members', project }
  if (kind === 'settings') return { page: 'settings', project }
  if (kind === 'connect') return { page: 'connect', project }
  if (kind === 'new') return { page: 'new', project, section: query.get('section') || null }
  if (kind === 'search') return { page: 'search', project, q: query.get('q') ?? '' }
  if (kind === 'preview') {
    return { page: 'preview', project, format: query.get('format') === 'markdown' ? 'markdown' : 'llms' }
  }
  if (kind === 'history') {
    if (id === undefined) return { page: 'history', project }
    if (extra === undefined && /^\d{1,15}$/.test(id))
      return { page: 'revision', project, revision: Number(id) }
  }
  return { page: 'not-found' }
}
