import { createHash } from 'node:crypto'
import { LRUCache } from 'lru-cache'
import type { ProjectVersion } from '../domain/project-version.js'
import {
  createPublicContextService,
  fillLlmsTxt,
  type LlmsTxtTemplate,
  type PublicContextService,
  type PublicRequest,
  type PublicSnapshot,
  RENDER_VERSION,
} from '../domain/public-context-service.js'
import { loadTokenCounter } from '../domain/render/token-count.js'
import type { Store } from '../domain/store.js'
import type { Coding, Compress, ContentCoding } from './compression.js'
import type { PublicRenderer } from './render-pool.js'
import { type Built, createRepresentationCache } from './representation-cache.js'

export interface PublicOutput {
  body: Buffer
  /** o200k_base tokens of the body as rendered (before any compression). */
  tokens: number
  /** Whether a token budget left blocks out. */
  truncated: boolean
  /** What `body` is: the coding asked for, or `identity` when compressing did not pay. */
  coding: ContentCoding
  /** Strong ETag of exactly these bytes. */
  etag: string
  /** The version the bytes were rendered from. */
  version: ProjectVersion
}

export interface PublicOutputsOptions {
  store: Store
  /** The domain side; built on `store` when not given. */
  contexts?: PublicContextService
  /**
   * Where snapshots are rendered: the app passes its render pool (worker threads, so a long
   * render does not block the event loop). Without one, `contexts` renders on this thread, which
   * tests of the caching use to count renders.
   */
  renderer?: PublicRenderer
  /** Bytes of rendered output and loaded snapshots kept in memory (default 64 MiB). */
  cacheMaxBytes?: number
  /** Entries kept in memory (default 10,000). */
  cacheMaxEntries?: number
  /** How outputs are compressed; without it every output is served as rendered (identity). */
  compress?: Compress
  /** Cache-lookup counting per cache name (/metrics); plugins/metrics.ts `cacheLookups`. */
  lookups?: (cache: string) => { onLookup?: (hit: boolean) => void }
}

/**
 * The public outputs as the HTTP layer serves them: bytes of llms.txt, llms-full.txt, markdown
 * and JSON context cached per (project, version, format, section, filter, base URL), each coding
 * compressed once, with strong ETags. A project is read once per revision whatever the format,
 * from one consistent snapshot; concurrent misses share that read, that render and that
 * compression (representation-cache.ts).
 */
export function createPublicOutputs({
  store,
  contexts = createPublicContextService({ store }),
  cacheMaxBytes = 64 * 1024 * 1024,
  cacheMaxEntries = 10_000,
  compress,
  renderer = inProcess(contexts),
  lookups = () => ({}),
}: PublicOutputsOptions) {
  // llms.txt under each host (its links differ) lives in a pool of its own, a quarter of the
  // budget: a flood of made-up Host headers churns that pool only, never the other outputs,
  // the snapshots or the llms.txt templates the per-host bytes are filled in from.
  const quarter = (total: number) => Math.max(1, Math.floor(total / 4))
  const cache = createRepresentationCache({
    maxBytes: Math.max(1, cacheMaxBytes - quarter(cacheMaxBytes)),
    maxEntries: Math.max(1, cacheMaxEntries - quarter(cacheMaxEntries)),
    ...lookups('public'),
  })
  const hostCache = createRepresentationCache({
    maxBytes: quarter(cacheMaxBytes),
    maxEntries: quarter(cacheMaxEntries),
    ...lookups('public-llms-txt-per-host'),
  })
  const cacheFor = (request: PublicRequest) => (request.format === 'llms.txt' ? hostCache : cache)

  function snapshot(request: PublicRequest, version: ProjectVersion): Promise<Built<PublicSnapshot>> {
    const { projectId, pastRevision } = request
    // A past revision's snapshot is cached under a name of its own: one read for the current
    // state may see a newer revision than asked, and must never be served for a past one.
    const answer = pastRevision === undefined ? 'snapshot' : `snapshot at\u0000${pastRevision}`
    return cache.get(projectId, version, answer, async () => {
      const value =
        pastRevision === undefined
          ? await contexts.snapshot(projectId)
          : await contexts.snapshotAt(projectId, pastRevision)
      // What the snapshot weighs in memory, roughly: its JSON plus the objects around it.
      return { value, version: value.version, size: Buffer.byteLength(JSON.stringify(value)) + 256 }
    })
  }

  function outputAnswer(request: PublicRequest): string {
    return [
      'output',
      request.format,
      request.section ?? '',
      request.completeOnly ? 'complete' : 'all',
      request.format === 'llms.txt' ? (request.baseUrl ?? '') : '',
      request.pastRevision === undefined ? 'current' : `at ${request.pastRevision}`,
      request.budget === undefined ? 'whole' : `tokens ${request.budget.tokens}`,
      request.budget?.query ?? '',
    ].join('\u0000')
  }

  /** llms.txt of the project for every host: rendered once per version and filter. */
  function llmsTxtTemplate(request: PublicRequest, version: ProjectVersion): Promise<Built<LlmsTxtTemplate>> {
    const answer = [
      'llms.txt template',
      request.completeOnly ? 'complete' : 'all',
      request.pastRevision === undefined ? 'current' : `at ${request.pastRevision}`,
    ].join('\u0000')
    return cache.get(request.projectId, version, answer, async () => {
      const read = await snapshot(request, version)
      const value = await renderer.llmsTxtTemplate(read.value, request.completeOnly)
      const size = value.parts.reduce((sum, part) => sum + part.length, 0)
      return { value, version: read.version, size }
    })
  }

  /** The output as rendered, from the cache or rendered once for concurrent callers. */
  function identity(request: PublicRequest, version: ProjectVersion): Promise<Built<Rendered>> {
    return cacheFor(request).get(request.projectId, version, outputAnswer(request), async () => {
      if (request.format === 'llms.txt' && request.budget === undefined) {
        // A new host costs filling in the template (linear string work) and a count off the
        // event loop, not a render. A budget packs by the links' real length: rendered per host.
        if (request.baseUrl === undefined) throw new Error('llms.txt needs a base URL for its links')
        const template = await llmsTxtTemplate(request, version)
        const text = fillLlmsTxt(template.value, request.baseUrl)
        const body = Buffer.from(text, 'utf8')
        const tokens = await renderer.countTokens(text)
        return { value: { body, tokens, truncated: false }, version: template.version, size: body.length }
      }
      const read = await snapshot(request, version)
      const output = await renderer.render(read.value, request)
      const body = Buffer.from(output.text, 'utf8')
      return {
        value: { body, tokens: output.tokens, truncated: output.truncated },
        version: read.version,
        size: body.length,
      }
    })
  }

  /** The output in `coding`; no value when compressing does not pay (identity is served). */
  function compressed(
    request: PublicRequest,
    version: ProjectVersion,
    coding: Coding,
    compress: Compress,
  ): Promise<Built<Rendered | undefined>> {
    return cacheFor(request).get(
      request.projectId,
      version,
      `${coding}\u0000${outputAnswer(request)}`,
      async () => {
        const rendered = await identity(request, version)
        const body = await compress(rendered.value.body, coding)
        return {
          value: body && { ...rendered.value, body },
          version: rendered.version,
          size: body?.length ?? 1,
        }
      },
    )
  }

  return {
    /**
     * The version of a public project: the one indexed read a cached request costs.
     * Unknown and private projects fail alike (404, same message).
     */
    currentVersion(projectId: string): Promise<ProjectVersion> {
      return contexts.currentVersion(projectId)
    },

    /**
     * An output at `?revision=N` (or without), from the current state or from past revision N:
     * the domain's use case (PublicContextService.readAt), around this module's `render` and
     * `etag`. Unknown and private projects fail alike, an unrecorded revision is a 404 naming
     * the recorded ones.
     */
    readAt: contexts.readAt,

    /** The strong ETag the output of `request` has at `version` in `coding`. */
    etag,

    /**
     * The output of `request`, rendered from `version` (from `currentVersion`) or, when a
     * sync landed in between, from the newer version it read: the ETag and the returned
     * version always name the data actually rendered. In `coding` when compressing pays (and
     * there is a `compress`), else as rendered: `coding` of the result says which.
     */
    async render(
      request: PublicRequest,
      version: ProjectVersion,
      coding: ContentCoding = 'identity',
    ): Promise<PublicOutput> {
      if (coding !== 'identity' && compress) {
        const built = await compressed(request, version, coding, compress)
        if (built.value)
          return {
            body: built.value.body,
            tokens: built.value.tokens,
            truncated: built.value.truncated,
            coding,
            etag: etag(request, built.version, coding),
            version: built.version,
          }
        version = built.version
      }
      const built = await identity(request, version)
      return {
        body: built.value.body,
        tokens: built.value.tokens,
        truncated: built.value.truncated,
        coding: 'identity',
        etag: etag(request, built.version),
        version: built.version,
      }
    },

    /** Drops every cached entry (memory pressure, tests). */
    clearCache(): void {
      cache.clear()
      hostCache.clear()
    },
  }
}

export type PublicOutputs = ReturnType<typeof createPublicOutputs>

/** A rendered output in memory: its bytes, with what the headers say of them. */
interface Rendered {
  body: Buffer
  tokens: number
  truncated: boolean
}

/** `contexts` rendering on the calling thread, blocking it for as long as a render takes. */
function inProcess(contexts: PublicContextService): PublicRenderer {
  return {
    render: async (snapshot, request) => contexts.render(snapshot, request),
    llmsTxtTemplate: async (snapshot, completeOnly) => contexts.llmsTxtTemplate(snapshot, completeOnly),
    countTokens: async (text) => (await loadTokenCounter())(text),
  }
}

/**
 * Strong ETag of the output at `version` in `coding`. Each coding is its own representation
 * with its own tag: the identity tag with `-br` or `-gzip` added inside the quotes.
 */
function etag(request: PublicRequest, version: ProjectVersion, coding: ContentCoding = 'identity'): string {
  const parts = [
    `v${RENDER_VERSION}`,
    version.generation,
    `r${version.revision}`,
    request.format.replace(/\.txt$/, ''),
  ]
  if (request.section !== undefined) parts.push(request.section)
  parts.push(request.completeOnly ? 'complete' : 'all')
  // Only llms.txt holds absolute URLs: the same revision served under two hosts differs.
  if (request.format === 'llms.txt') parts.push(shortHash(request.baseUrl ?? ''))
  // A budget is its own representation: one tag per (N, q).
  if (request.budget !== undefined) {
    parts.push(`t${request.budget.tokens}`)
    if (request.budget.query !== undefined) parts.push(`q${shortHash(request.budget.query)}`)
  }
  if (coding !== 'identity') parts.push(coding)
  return `"${parts.join('-')}"`
}

/** Hashes of recent base URLs: a cached answer should not cost a SHA-256 per request. */
const baseUrlHashes = new LRUCache<string, string>({ max: 1000 })

function shortHash(text: string): string {
  let hash = baseUrlHashes.get(text)
  if (hash === undefined) {
    hash = createHash('sha256').update(text).digest('hex').slice(0, 12)
    baseUrlHashes.set(text, hash)
  }
  return hash
}
