import { LRUCache } from 'lru-cache'
import type { ProjectVersion } from '../domain/project-version.js'

/** A cached value, the version of the project it was built from, and what it weighs in bytes. */
export interface Built<T> {
  value: T
  version: ProjectVersion
  size: number
}

export interface RepresentationCacheOptions {
  /** Bytes kept in memory (entries weigh what their builder says). */
  maxBytes?: number
  /** Entries kept in memory (default: bounded by bytes only). */
  maxEntries?: number
  /** Told of each lookup, found or not (/metrics; plugins/metrics.ts `cacheLookups`). */
  onLookup?: (hit: boolean) => void
}

/**
 * The HTTP adapter's one cache of what it sends: rendered and serialised answers, their
 * compressed codings, and the snapshots they are built from, kept per project version.
 * A sync bumps the revision, so an entry is never stale and nothing needs invalidating: callers
 * first read the current version (one indexed read) and every key includes it; old revisions
 * age out of the LRU, which is bounded by bytes and by entries. Concurrent misses for one key
 * share one build (single flight), so a burst right after a sync reads and renders once.
 */
export function createRepresentationCache({
  maxBytes = 64 * 1024 * 1024,
  maxEntries,
  onLookup,
}: RepresentationCacheOptions = {}) {
  const cache = new LRUCache<string, Built<unknown>>({
    ...(maxEntries !== undefined && { max: maxEntries }),
    maxSize: maxBytes,
    sizeCalculation: (entry) => Math.max(1, entry.size),
  })
  const building = new Map<string, Promise<Built<unknown>>>()

  const keyOf = (projectId: string, version: ProjectVersion, answer: string) =>
    `${projectId}\u0000${version.generation}\u0000${version.revision}\u0000${answer}`

  /**
   * `answer` of `projectId` at `version`, built by `build` on a miss. `answer` names what is
   * built (route or output, and every parameter that changes it). The result is stored under
   * the version `build` says it read, which may be newer than `version` when a sync landed in
   * between: the label always names the data.
   */
  function get<T>(
    projectId: string,
    version: ProjectVersion,
    answer: string,
    build: () => Promise<Built<T>>,
  ): Promise<Built<T>> {
    const key = keyOf(projectId, version, answer)
    const hit = cache.get(key) as Built<T> | undefined
    onLookup?.(hit !== undefined)
    if (hit) return Promise.resolve(hit)
    let pending = building.get(key) as Promise<Built<T>> | undefined
    if (!pending) {
      pending = build()
        .then((built) => {
          cache.set(keyOf(projectId, built.version, answer), built)
          return built
        })
        .finally(() => building.delete(key))
      building.set(key, pending)
    }
    return pending
  }

  return {
    get,

    /** Bytes of `answer` at `version`, built by `build` on a miss (and labelled with `version`). */
    async bytes(
      projectId: string,
      version: ProjectVersion,
      answer: string,
      build: () => Promise<Buffer>,
    ): Promise<Buffer> {
      const built = await get(projectId, version, answer, async () => {
        const body = await build()
        return { value: body, version, size: body.length }
      })
      return built.value
    },

    /** Drops every entry (memory pressure, tests). */
    clear(): void {
      cache.clear()
    },
  }
}

export type RepresentationCache = ReturnType<typeof createRepresentationCache>
