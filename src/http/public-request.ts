import type { PublicFormat, PublicRequest } from '../domain/public-context-service.js'

/** What a public route read from its request, plus what the read at a revision adds. */
export interface PublicRequestFields {
  projectId: string
  format: PublicFormat
  completeOnly: boolean
  section: string | undefined
  /** `?tokens=N`, and `?q=` with it. */
  tokens: number | undefined
  q: string | undefined
  /** A past revision being read (never the current one). */
  pastRevision: number | undefined
  /** llms.txt only: the base of its absolute links. */
  baseUrl: string | undefined
}

/**
 * The request a public route asks the outputs for, built as one new object literal on every
 * call. Not a spread copy that then gets more fields (`{ ...request, baseUrl }`, or a copy with
 * `baseUrl` assigned): V8 gives such an object a hidden class of its own almost every time, and
 * every read of it afterwards (the ETag, the cache keys, the render) takes the megamorphic
 * lookup path. On the cached llms.txt, the hottest public answer, that was a measurable share of
 * each request's CPU (docs/performance.md, "People (issue 23)").
 */
export function publicRequestOf(fields: PublicRequestFields): PublicRequest {
  const { section, tokens, q, pastRevision, baseUrl } = fields
  return {
    projectId: fields.projectId,
    format: fields.format,
    completeOnly: fields.completeOnly,
    ...(section !== undefined && { section }),
    ...(tokens !== undefined && { budget: { tokens, ...(q !== undefined && { query: q }) } }),
    ...(pastRevision !== undefined && { pastRevision }),
    ...(baseUrl !== undefined && { baseUrl }),
  }
}
