import type { FastifyInstance } from 'fastify'
import { MAX_PATH_LENGTH, truncate } from '../bounded-text.js'

interface KnownRoute {
  pattern: RegExp
  methods: Set<string>
}

/** Turns a router path like `/api/v1/projects/:projectId/blocks` into a matching RegExp. */
function pathPattern(url: string): RegExp {
  const source = url
    .split('/')
    .map((segment) => {
      if (segment.startsWith(':')) return '[^/]+'
      if (segment === '*') return '.*'
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    })
    .join('/')
  return new RegExp(`^${source}/?$`)
}

/**
 * Unknown routes answer the JSON envelope: 405 with `Allow` when the path exists under another
 * method, else 404. Must be registered before the routes so it sees them all.
 */
export function registerNotFound(app: FastifyInstance): void {
  const routes = new Map<string, KnownRoute>()
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    const known = routes.get(route.url) ?? { pattern: pathPattern(route.url), methods: new Set<string>() }
    for (const method of methods) known.methods.add(method)
    routes.set(route.url, known)
  })

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? ''
    // Echoed back truncated: a URL may be up to 16 KiB.
    const shown = truncate(path, MAX_PATH_LENGTH)
    const allowed = new Set<string>()
    for (const route of routes.values()) {
      if (route.pattern.test(path)) for (const method of route.methods) allowed.add(method)
    }
    if (allowed.size > 0 && !allowed.has(request.method)) {
      const allow = [...allowed].sort().join(', ')
      return reply
        .code(405)
        .header('allow', allow)
        .send({ data: null, error: `Method ${request.method} is not allowed on ${shown}; use ${allow}` })
    }
    return reply
      .code(404)
      .send({ data: null, error: `No route ${request.method} ${shown}; see docs/api.md for the endpoints` })
  })
}
