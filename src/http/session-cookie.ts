import type { FastifyReply, FastifyRequest } from 'fastify'
import { SESSION_ABSOLUTE_MS } from '../domain/people/session-service.js'
import { SESSION_COOKIE } from './plugins/auth.js'

/** Secure when the server is reached over https (directly, behind a trusted proxy, or by PUBLIC_BASE_URL). */
export function cookieSecure(request: FastifyRequest, publicBaseUrl: string | null): boolean {
  return request.protocol === 'https' || (publicBaseUrl?.startsWith('https:') ?? false)
}

/** `name=value` with the attributes every pctx cookie has: HttpOnly, SameSite=Lax, Secure under https. */
export function cookieHeader(
  request: FastifyRequest,
  publicBaseUrl: string | null,
  { name, value, path, maxAgeSeconds }: { name: string; value: string; path: string; maxAgeSeconds: number },
): string {
  return [
    `${name}=${value}`,
    `Path=${path}`,
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${maxAgeSeconds}`,
    ...(cookieSecure(request, publicBaseUrl) ? ['Secure'] : []),
  ].join('; ')
}

/** The Set-Cookie value of a new session (sign-in, a one-time link, SSO). */
export function sessionCookie(request: FastifyRequest, publicBaseUrl: string | null, token: string): string {
  return cookieHeader(request, publicBaseUrl, {
    name: SESSION_COOKIE,
    value: token,
    path: '/',
    maxAgeSeconds: Math.floor(SESSION_ABSOLUTE_MS / 1000),
  })
}

/** The value of cookie `name` in the request, or undefined. */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const raw = request.headers.cookie
  const header = Array.isArray(raw) ? raw[0] : raw
  for (const part of header?.split(';') ?? []) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim()
  }
  return undefined
}

/** Sets the session cookie on a reply. */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  publicBaseUrl: string | null,
  token: string,
): void {
  reply.header('set-cookie', sessionCookie(request, publicBaseUrl, token))
}
