import assert from 'node:assert/strict'
import type { LightMyRequestResponse } from 'fastify'
import type { TestApp } from './test-app.js'

/** The error envelope every failure must answer with. */
export interface ErrorBody {
  data: null
  error: string
  details?: { path: string; message: string }[]
}

/** Asserts the response carries a request id and, for JSON, is the envelope. */
export function assertRequestId(response: LightMyRequestResponse): void {
  const id = response.headers['x-request-id']
  assert.equal(typeof id, 'string', 'X-Request-Id header')
  assert.ok(String(id).length > 0)
}

/** Asserts a successful envelope and returns its body. */
// biome-ignore lint/suspicious/noExplicitAny: test bodies are read field by field
export function ok(response: LightMyRequestResponse): any {
  assert.equal(response.statusCode, 200, response.body)
  assertRequestId(response)
  assert.match(String(response.headers['content-type']), /^application\/json/)
  const body = response.json()
  assert.equal(body.error, null)
  return body
}

/** Asserts an error envelope with this status (and message pattern) and returns its body. */
export function fails(response: LightMyRequestResponse, status: number, message?: RegExp): ErrorBody {
  assert.equal(response.statusCode, status, response.body)
  assertRequestId(response)
  assert.match(String(response.headers['content-type']), /^application\/json/)
  const body = response.json() as ErrorBody
  assert.equal(body.data, null)
  assert.equal(typeof body.error, 'string')
  assert.ok(body.error.length >= 15, `a helpful message, got "${body.error}"`)
  assert.doesNotMatch(body.error, /\n\s+at /, 'no stack trace')
  if (message) assert.match(body.error, message)
  return body
}

/** Paths of the `details` of an error body. */
export function detailPaths(body: ErrorBody): string[] {
  return (body.details ?? []).map((problem) => problem.path)
}

let counter = 0

/** A fresh project with a write key: the data one test builds for itself. */
export async function freshProject(t: TestApp, prefix = 'p'): Promise<Api> {
  const projectId = `${prefix}${++counter}`
  await t.project({ id: projectId })
  const key = await t.key({ projects: [projectId] })
  return api(t, projectId, key)
}

export type Api = ReturnType<typeof api>

/** Requests against one project with one key. */
export function api(t: TestApp, projectId: string, key: string | undefined) {
  const base = `/api/v1/projects/${projectId}`
  const query = (params: Record<string, string | number | undefined>) => {
    const search = new URLSearchParams()
    for (const [name, value] of Object.entries(params))
      if (value !== undefined) search.set(name, String(value))
    const text = search.toString()
    return text ? `?${text}` : ''
  }
  return {
    projectId,
    key,
    list: (params: Record<string, string | number | undefined> = {}) =>
      t.request({ method: 'GET', url: `${base}/blocks${query(params)}`, key }),
    get: (blockKey: string) => t.request({ method: 'GET', url: `${base}/blocks/${blockKey}`, key }),
    search: (params: Record<string, string | number | undefined>) =>
      t.request({ method: 'GET', url: `${base}/blocks/search${query(params)}`, key }),
    export: (headers: Record<string, string> = {}) =>
      t.request({ method: 'GET', url: `${base}/export`, key, headers }),
    sync: (payload: unknown) =>
      t.request({ method: 'POST', url: `${base}/sync`, key, payload: payload as object }),
    /** Syncs and asserts success, returning `data`. */
    async syncOk(payload: unknown) {
      return ok(await t.request({ method: 'POST', url: `${base}/sync`, key, payload: payload as object }))
        .data
    },
    /** Every block in canonical order (one page of up to 1000). */
    async all() {
      return ok(await t.request({ method: 'GET', url: `${base}/blocks?limit=1000`, key })).data as {
        key: string
        [field: string]: unknown
      }[]
    },
    /** The project's current revision, read through export. */
    async revision(): Promise<number> {
      return ok(await t.request({ method: 'GET', url: `${base}/export`, key })).data.project.revision
    },
  }
}

/** A text block entry for a sync body. */
export function textBlock(key: string, section = 'brand', content = `About ${key}`, extra: object = {}) {
  return { key, type: 'text', section, value: { content }, ...extra }
}
