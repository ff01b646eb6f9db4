import { createHash } from 'node:crypto'
import { LRUCache } from 'lru-cache'
import { NotFoundError } from './errors.js'
import type { Block, Project } from './model.js'
import { type ProjectVersion, versionOf } from './project-version.js'
import { renderContext } from './render/context-renderer.js'
import { renderLlmsFullTxt } from './render/llms-full-txt-renderer.js'
import { renderLlmsTxt } from './render/llms-txt-renderer.js'
import { renderProjectMarkdown, renderSectionMarkdown } from './render/markdown-renderer.js'
import { publicLinks } from './render/public-links.js'
import { type PublicView, publicView } from './render/public-view.js'
import type { Store } from './store.js'

export const PUBLIC_FORMATS = ['llms.txt', 'llms-full.txt', 'markdown', 'context'] as const
export type PublicFormat = (typeof PUBLIC_FORMATS)[number]

/** One public output of one project: what the URL and its query ask for. */
export interface PublicRequest {
  projectId: string
  format: PublicFormat
  /** `markdown` only: one section instead of the whole project. */
  section?: string
  /** `?status=complete`. */
  completeOnly: boolean
  /** `llms.txt` only: the base of its absolute links, e.g. `https://ctx.example.com`. */
  baseUrl?: string
}

/** A compression an output can be served in (HTTP content codings `br` and `gzip`). */
export type Coding = 'br' | 'gzip'
/** What the bytes of an output are: as rendered (`identity`), or compressed. */
export type ContentCoding = Coding | 'identity'

/**
 * Compresses an output: the bytes in `coding`, or undefined when the rendered bytes are as good
 * (too small to gain, or no smaller compressed). The HTTP layer supplies it (src/http/compression.ts).
 */
export type Compress = (body: Buffer, coding: Coding) => Promise<Buffer | undefined>

export interface PublicOutput {
  body: Buffer
  /** What `body` is: the coding asked for, or `identity` when compressing did not pay. */
  coding: ContentCoding
  /** Strong ETag of exactly these bytes. */
  etag: string
  /** The version the bytes were rendered from. */
  version: ProjectVersion
}

/**
 * Part of every ETag: bump it whenever a renderer's output changes, so a client holding bytes
 * of an unchanged revision rendered by an older release does not get a 304 for them.
 */
export const RENDER_VERSION = 1

export interface PublicContextServiceDeps {
  store: Store
  /** Bytes of rendered output and loaded snapshots kept in memory (default 64 MiB). */
  cacheMaxBytes?: number
  /** Entries kept in memory (default 10,000). */
  cacheMaxEntries?: number
  /** How outputs are compressed; without it every output is served as rendered (identity). */
  compress?: Compress
}

/** A project and all its blocks (empty ones too) as one consistent read saw them. */
interface Snapshot {
  project: Project
  blocks: Block[]
}

type CacheEntry =
  | { kind: 'snapshot'; snapshot: Snapshot; size: number }
  | { kind: 'output'; body: Buffer }
  /** An output in a coding; no body: compressing does not pay, the identity bytes are served. */
  | { kind: 'compressed'; body: Buffer | undefined }

/**
 * The public read side: renders a project's llms.txt, llms-full.txt, markdown and JSON context
 * and caches the bytes in memory per (project, revision, format, section, filter, base URL).
 * A sync bumps the revision, so a cached entry is never stale: callers first read the current
 * version (`currentVersion`, one indexed read) and every key includes it. Instances need no
 * coordination; old revisions age out of the LRU. A project is read once per revision whatever
 * the format, from one consistent snapshot, and concurrent misses share that one read.
 * Compressed bytes are cached in the same LRU, each coding of each output compressed once, the
 * first time it is asked for (concurrent first requests share that one compression).
 */
export function createPublicContextService({
  store,
  cacheMaxBytes = 64 * 1024 * 1024,
  cacheMaxEntries = 10_000,
  compress,
}: PublicContextServiceDeps) {
  const cache = new LRUCache<string, CacheEntry>({
    max: cacheMaxEntries,
    maxSize: cacheMaxBytes,
    sizeCalculation: (entry) =>
      entry.kind === 'snapshot' ? entry.size : Math.max(1, entry.body?.length ?? 0),
  })
  /** Reads, renders and compressions under way, by cache key: concurrent misses share one. */
  const pending = new Map<string, Promise<unknown>>()

  function once<T>(key: string, work: () => Promise<T>): Promise<T> {
    let promise = pending.get(key) as Promise<T> | undefined
    if (!promise) {
      promise = work().finally(() => pending.delete(key))
      pending.set(key, promise)
    }
    return promise
  }

  function snapshotKey(projectId: string, version: ProjectVersion): string {
    return `snapshot\u0000${projectId}\u0000${version.generation}\u0000${version.revision}`
  }

  function outputKey(request: PublicRequest, version: ProjectVersion): string {
    return [
      'output',
      request.projectId,
      version.generation,
      version.revision,
      request.format,
      request.section ?? '',
      request.completeOnly ? 'complete' : 'all',
      request.format === 'llms.txt' ? (request.baseUrl ?? '') : '',
    ].join('\u0000')
  }

  async function load(projectId: string): Promise<Snapshot | undefined> {
    const snapshot = await store.snapshot(async (tx) => {
      const project = await tx.getProject(projectId)
      if (!project) return undefined
      return { project, blocks: await tx.listBlocks(projectId, {}, null, null) }
    })
    if (snapshot) {
      // Keyed by the revision the snapshot holds, which may be newer than the one asked for.
      const size = Buffer.byteLength(JSON.stringify(snapshot)) + 256
      cache.set(snapshotKey(projectId, versionOf(snapshot.project)), { kind: 'snapshot', snapshot, size })
    }
    return snapshot
  }

  /** The snapshot at `version` or later; concurrent callers share one read. */
  function snapshotFrom(projectId: string, version: ProjectVersion): Promise<Snapshot | undefined> {
    const key = snapshotKey(projectId, version)
    const hit = cache.get(key)
    if (hit?.kind === 'snapshot') return Promise.resolve(hit.snapshot)
    return once(key, () => load(projectId))
  }

  async function renderFrom(request: PublicRequest, version: ProjectVersion): Promise<PublicOutput> {
    const snapshot = await snapshotFrom(request.projectId, version)
    if (!snapshot?.project.public) throw projectNotFound(request.projectId)
    const actual = versionOf(snapshot.project)
    const body = Buffer.from(renderOutput(request, snapshot), 'utf8')
    cache.set(outputKey(request, actual), { kind: 'output', body })
    return { body, coding: 'identity', etag: etag(request, actual), version: actual }
  }

  /** The output as rendered, from the cache or rendered once for concurrent callers. */
  function renderIdentity(request: PublicRequest, version: ProjectVersion): Promise<PublicOutput> {
    const key = outputKey(request, version)
    const hit = cache.get(key)
    if (hit?.kind === 'output')
      return Promise.resolve({ body: hit.body, coding: 'identity', etag: etag(request, version), version })
    // Right after a sync, concurrent requests for one output render it once.
    return once(key, () => renderFrom(request, version))
  }

  async function compressFrom(
    request: PublicRequest,
    version: ProjectVersion,
    coding: Coding,
    compress: Compress,
  ): Promise<PublicOutput> {
    const identity = await renderIdentity(request, version)
    // Keyed by the version rendered, which may be newer than the one asked for.
    const body = await compress(identity.body, coding)
    cache.set(compressedKey(request, identity.version, coding), { kind: 'compressed', body })
    if (!body) return identity
    return { body, coding, etag: etag(request, identity.version, coding), version: identity.version }
  }

  function compressedKey(request: PublicRequest, version: ProjectVersion, coding: Coding): string {
    return `${coding}\u0000${outputKey(request, version)}`
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
    if (coding !== 'identity') parts.push(coding)
    return `"${parts.join('-')}"`
  }

  return {
    /**
     * The version of a public project: the one indexed read a cached request costs.
     * Unknown and private projects fail alike (404, same message).
     */
    async currentVersion(projectId: string): Promise<ProjectVersion> {
      const head = await store.getProjectHead(projectId)
      if (!head?.public) throw projectNotFound(projectId)
      return versionOf(head)
    },

    /** The strong ETag the output of `request` has at `version` in `coding`. */
    etag,

    /**
     * The output of `request`, rendered from `version` (from `currentVersion`) or, when a
     * sync landed in between, from the newer version it read: the ETag and the returned
     * version always name the data actually rendered. In `coding` when compressing pays (and
     * the service has a `compress`), else as rendered: `coding` of the result says which.
     */
    render(
      request: PublicRequest,
      version: ProjectVersion,
      coding: ContentCoding = 'identity',
    ): Promise<PublicOutput> {
      if (coding === 'identity' || !compress) return renderIdentity(request, version)
      const key = compressedKey(request, version, coding)
      const hit = cache.get(key)
      if (hit?.kind === 'compressed') {
        if (!hit.body) return renderIdentity(request, version)
        return Promise.resolve({ body: hit.body, coding, etag: etag(request, version, coding), version })
      }
      return once(key, () => compressFrom(request, version, coding, compress))
    },

    /** Drops every cached entry (memory pressure, tests). */
    clearCache(): void {
      cache.clear()
    },
  }
}

export type PublicContextService = ReturnType<typeof createPublicContextService>

function renderOutput(request: PublicRequest, snapshot: Snapshot): string {
  const view = publicView(snapshot.project, snapshot.blocks, request.completeOnly)
  switch (request.format) {
    case 'llms.txt': {
      if (request.baseUrl === undefined) throw new Error('llms.txt needs a base URL for its links')
      return renderLlmsTxt(view, publicLinks(request.baseUrl, view.project.id, view.completeOnly))
    }
    case 'llms-full.txt':
      return renderLlmsFullTxt(view)
    case 'markdown': {
      if (request.section === undefined) return renderProjectMarkdown(view)
      const markdown = renderSectionMarkdown(view, request.section)
      if (markdown === undefined) throw sectionNotFound(request.section, snapshot, view)
      return markdown
    }
    case 'context':
      return renderContext(view)
  }
}

/** Same status and message for unknown and private projects, so neither can be told apart. */
function projectNotFound(projectId: string): NotFoundError {
  return new NotFoundError(`Project "${projectId}" not found: no public project has this id`)
}

function sectionNotFound(section: string, snapshot: Snapshot, view: PublicView): NotFoundError {
  const shown = view.sections.map((candidate) => candidate.id)
  const available =
    shown.length === 0 ? 'the project has no blocks to show' : `sections with content: ${shown.join(', ')}`
  const project = snapshot.project.id
  if (!snapshot.blocks.some((block) => block.section === section)) {
    return new NotFoundError(`Section "${section}" not found in project "${project}"; ${available}`)
  }
  const why = view.completeOnly
    ? 'none of its blocks is complete'
    : 'all its blocks are empty, and empty blocks are left out'
  return new NotFoundError(
    `Section "${section}" of project "${project}" has nothing to show (${why}); ${available}`,
  )
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
