import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { negotiateCoding } from '../compression.js'
import { type ConsoleAsset, type ConsoleAssets, loadConsoleAssets } from '../console-assets.js'
import { matchesEtag } from './projects.js'

export const CONSOLE_PREFIX = '/console'

/**
 * Only the console's own origin, no inline script or style (the build emits none), no framing.
 * `img-src data:` is for the empty favicon the page declares so browsers do not ask for one.
 */
export const CONSOLE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

const SECURITY_HEADERS: [string, string][] = [
  ['content-security-policy', CONSOLE_CSP],
  ['x-frame-options', 'DENY'],
  ['x-content-type-options', 'nosniff'],
  ['referrer-policy', 'no-referrer'],
]

/**
 * Extensions of files a page loads. A console path whose last segment ends in one of these is a
 * file (404 when there is none); any other path is a page of the app and gets index.html, so
 * deep links such as /console/projects/demo/blocks/brand.voice reload correctly.
 */
const FILE_EXTENSION = /\.(?:js|mjs|css|map|json|html|ico|png|svg|jpe?g|webp|woff2?|txt|gz|br)$/i

function withSecurityHeaders(reply: FastifyReply): FastifyReply {
  for (const [name, value] of SECURITY_HEADERS) reply.header(name, value)
  return reply
}

function send(request: FastifyRequest, reply: FastifyReply, asset: ConsoleAsset): FastifyReply {
  const coding = negotiateCoding(request.headers['accept-encoding'])
  const compressed = coding === 'br' ? asset.br : coding === 'gzip' ? asset.gzip : undefined
  const etag = compressed ? `${asset.etag.slice(0, -1)}-${coding}"` : asset.etag
  withSecurityHeaders(reply)
    .header('etag', etag)
    .header('vary', 'Accept-Encoding')
    // index.html names the current hashed assets: revalidate it every time, so a new build is
    // picked up on the next load; the hashed files themselves never change under their name.
    .header('cache-control', asset.immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send()
  if (compressed) reply.header('content-encoding', coding)
  return reply.type(asset.contentType).send(compressed ?? asset.body)
}

/**
 * The web console: `/` redirects to `/console/`, the built files are served from memory under
 * `/console/`, and every other console path answers index.html (the app routes in the browser).
 * Without a build (running from source), console paths say how to make one.
 */
export const consoleRoutes: FastifyPluginAsync<{ dir?: string }> = async (app, { dir }) => {
  const assets: ConsoleAssets | null = loadConsoleAssets(dir)
  const schema = { hide: true }

  app.get('/', { schema }, (_request, reply) => {
    withSecurityHeaders(reply).header('cache-control', 'no-cache').redirect(`${CONSOLE_PREFIX}/`, 302)
  })

  const page = (request: FastifyRequest, reply: FastifyReply) => {
    if (!assets) {
      return withSecurityHeaders(reply).code(503).header('cache-control', 'no-store').send({
        data: null,
        error:
          'The web console is not built: run `npm run build` (or start with `npm start`, which builds it), then reload this page',
      })
    }
    const path = (request.url.split('?')[0] ?? '').slice(CONSOLE_PREFIX.length).replace(/^\/+/, '')
    const file = assets.files.get(path)
    if (file) return send(request, reply, file)
    if (path.startsWith('assets/') || FILE_EXTENSION.test(path)) return reply.callNotFound()
    return send(request, reply, assets.index)
  }
  app.get(CONSOLE_PREFIX, { schema }, page)
  app.get(`${CONSOLE_PREFIX}/*`, { schema }, page)
}
