import { LRUCache } from 'lru-cache'
import type { ProjectVersion } from '../domain/project-version.js'

/**
 * Serialised answers of the authenticated read API, kept per project version: a sync bumps the
 * revision, so an entry is never stale and nothing needs invalidating (old revisions age out of
 * the LRU). A hit costs the one indexed read of the project's version the caller makes first;
 * a page of 100 blocks (~60 KB) is then sent as stored bytes instead of being read, parsed and
 * serialised again (docs/performance.md). Concurrent misses for one answer share one build.
 */
export function createRevisionCache({ maxBytes = 32 * 1024 * 1024 } = {}) {
  const cache = new LRUCache<string, Buffer>({
    maxSize: maxBytes,
    sizeCalculation: (body) => Math.max(1, body.length),
  })
  const building = new Map<string, Promise<Buffer>>()

  return {
    /**
     * The bytes of `answer` for `projectId` at `version`, built by `build` on a miss. `answer`
     * names the request (route and every parameter that changes the bytes).
     */
    get(
      projectId: string,
      version: ProjectVersion,
      answer: string,
      build: () => Promise<Buffer>,
    ): Promise<Buffer> {
      const key = `${projectId}\u0000${version.generation}\u0000${version.revision}\u0000${answer}`
      const hit = cache.get(key)
      if (hit) return Promise.resolve(hit)
      let pending = building.get(key)
      if (!pending) {
        pending = build()
          .then((body) => {
            cache.set(key, body)
            return body
          })
          .finally(() => building.delete(key))
        building.set(key, pending)
      }
      return pending
    },
  }
}

export type RevisionCache = ReturnType<typeof createRevisionCache>
