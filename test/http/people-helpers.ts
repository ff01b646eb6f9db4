import type { LightMyRequestResponse } from 'fastify'
import { SYSTEM_AUDIT } from '../../src/domain/audit/audit.js'
import type { TestApp } from '../helpers/test-app.js'

/** The origin `app.inject` requests come from (Host: localhost:80). */
export const OWN_ORIGIN = 'http://localhost'
export const PASSWORD = 'correct horse battery staple'

/** The session cookie a response set, as a Cookie header value. */
export function cookieOf(response: LightMyRequestResponse): string {
  const header = response.headers['set-cookie']
  const value = Array.isArray(header) ? header[0] : header
  const pair = value?.split(';')[0]
  if (!pair?.startsWith('pctx_session=')) throw new Error(`no session cookie in ${String(value)}`)
  return pair
}

/** The token of a set-password link. */
export function tokenOf(link: string): string {
  const token = new URL(link).hash.match(/token=([^&]+)/)?.[1]
  if (!token) throw new Error(`no token in ${link}`)
  return token
}

/** Creates a user with a password through the services; returns their id. */
export async function personWithPassword(
  t: TestApp,
  email: string,
  { admin = false, password = PASSWORD } = {},
): Promise<string> {
  const { user, token } = await t.services.users.create(
    { email, name: email.split('@')[0] ?? email, admin },
    SYSTEM_AUDIT,
  )
  await t.services.users.setPasswordWithLink(token, password, SYSTEM_AUDIT)
  return user.id
}

export function signIn(
  t: TestApp,
  email: string,
  password = PASSWORD,
  origin: string | undefined = OWN_ORIGIN,
) {
  return t.request({
    method: 'POST',
    url: '/api/v1/auth/sign-in',
    payload: { email, password },
    headers: origin === undefined ? {} : { origin },
  })
}

/** A request with the session cookie and, unless told otherwise, the server's own Origin. */
export function asPerson(
  t: TestApp,
  cookie: string,
  options: {
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE'
    url: string
    payload?: object
    origin?: string | null
  },
) {
  const { origin = OWN_ORIGIN, ...rest } = options
  return t.request({ ...rest, headers: { cookie, ...(origin !== null && { origin }) } })
}
