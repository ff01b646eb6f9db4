import createClient from 'openapi-fetch'
import type { components, paths } from './schema.js'
import { session } from './session.js'

/** The API's own types, generated from its OpenAPI document: never copied by hand. */
export type Schemas = components['schemas']
export type Block = Schemas['Block']
export type BlockStatus = Schemas['BlockStatus']
export type Project = Schemas['Project']
export type Me = Schemas['Me']
export type PersonMe = Schemas['PersonMe']

/** Who the console acts as: a key pasted on the sign-in page, or a person signed in with the cookie. */
export type Who = { kind: 'key'; me: Me } | { kind: 'person'; me: PersonMe }

/** `GET /me` answers a key as `Me` and a signed-in person as `PersonMe`. */
export function whoOf(me: Me | PersonMe): Who {
  return 'user' in me ? { kind: 'person', me } : { kind: 'key', me }
}

/** The key's answer to `GET /me`, for the key sign-in form (a person's answer is refused). */
export function keyMe(me: Me | PersonMe): Me {
  if ('user' in me) throw new Error('Expected the answer for an API key, got a signed-in person')
  return me
}
export type Problem = Schemas['Problem']
export type SyncBlock = Schemas['SyncBlock']
export type SyncResult = Schemas['SyncResult']
export type Revision = Schemas['Revision']
export type RevisionDetail = Schemas['RevisionDetail']
export type BlockVersion = Schemas['BlockVersion']
export type SearchHit = Schemas['SearchHit']

/** An answer other than 2xx, with the API's message and, on a 400, its problems by path. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly details: readonly Problem[] = [],
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

/**
 * Same origin only: the console talks to the server that served it, and to nothing else. It
 * works in two modes: with a key (sent as X-API-Key below), or as a person signed in with the
 * session cookie, which is HttpOnly, so the console never sees it: `same-origin` lets the browser
 * send it, and the browser adds the Origin header the server wants on every change.
 */
// `no-cache`: the browser may keep answers but must revalidate them (ETag → 304). Without it the
// public outputs' `max-age=60` would show llms.txt as it was before the save just made.
export const api = createClient<paths>({
  baseUrl: window.location.origin,
  cache: 'no-cache',
  credentials: 'same-origin',
})

let onUnauthorized: (message: string) => void = () => {}
/** What to do when the key or the session stops working (revoked, expired, signed out elsewhere). */
export function whenUnauthorized(handler: (message: string) => void): void {
  onUnauthorized = handler
}

api.use({
  onRequest({ request }) {
    // Only the authenticated API gets the key: the public outputs are read as agents read them.
    // Without a key the request carries the session cookie, if the person signed in with one.
    if (!new URL(request.url).pathname.startsWith('/api/v1/')) return request
    const key = session.key()
    if (key && !request.headers.has('x-api-key')) request.headers.set('X-API-Key', key)
    return request
  },
})

interface Result<T> {
  data?: T
  error?: unknown
  response: Response
}

function errorOf(body: unknown, response: Response): ApiError {
  const envelope = (typeof body === 'object' && body !== null ? body : {}) as {
    error?: unknown
    details?: unknown
  }
  const message =
    typeof envelope.error === 'string' ? envelope.error : `The server answered ${response.status}`
  const details = Array.isArray(envelope.details) ? (envelope.details as Problem[]) : []
  return new ApiError(message, response.status, details)
}

/** Awaits an openapi-fetch call and returns the envelope, or throws an ApiError. */
export async function envelope<T>(call: Promise<Result<T>>): Promise<T> {
  let result: Result<T>
  try {
    result = await call
  } catch {
    throw new ApiError('Cannot reach the pctx server: check that it is running, then try again', 0)
  }
  if (result.data !== undefined && result.response.ok) return result.data
  const error = errorOf(result.error, result.response)
  if (error.status === 401) onUnauthorized(error.message)
  throw error
}

/** Awaits an openapi-fetch call and returns the envelope's `data`, or throws an ApiError. */
export async function unwrap<T>(call: Promise<Result<{ data: T }>>): Promise<T> {
  return (await envelope(call)).data
}
