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

/**
 * `GET /me` answers a key as `Me` and a signed-in person as `PersonMe`; the console signs in
 * with a key, so it expects the first (the person's sign-in pages are still to come).
 */
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

/** Same origin only: the console talks to the server that served it, and to nothing else. */
// `no-cache`: the browser may keep answers but must revalidate them (ETag → 304). Without it the
// public outputs' `max-age=60` would show llms.txt as it was before the save just made.
export const api = createClient<paths>({ baseUrl: window.location.origin, cache: 'no-cache' })

let onUnauthorized: (message: string) => void = () => {}
/** What to do when the key stops working (revoked, expired): the app signs out. */
export function whenUnauthorized(handler: (message: string) => void): void {
  onUnauthorized = handler
}

api.use({
  onRequest({ request }) {
    // Only the authenticated API gets the key: the public outputs are read as agents read them.
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
