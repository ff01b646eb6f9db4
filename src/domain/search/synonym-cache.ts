import type { Project } from '../model.js'
import type { StoreOps } from '../store.js'
import { type SynonymIndex, synonymIndex } from './synonyms.js'

/** Projects whose synonyms a cache keeps at once; the least recently used one goes first. */
const PROJECTS = 256

/**
 * The synonym index of each project, kept per process until the project's revision changes:
 * every change of synonyms is a revision (synonyms-service.ts), so the revision a search reads
 * anyway says whether the kept index is still the project's, on every instance. `createdAt`
 * tells a project deleted and created again under the same id from the old one.
 */
export class SynonymCache {
  private readonly entries = new Map<string, { stamp: string; index: SynonymIndex }>()

  async indexOf(
    store: Pick<StoreOps, 'synonyms'>,
    project: Pick<Project, 'id' | 'revision' | 'createdAt'>,
  ): Promise<SynonymIndex> {
    const stamp = `${project.createdAt}#${project.revision}`
    const entry = this.entries.get(project.id)
    if (entry?.stamp === stamp) {
      this.entries.delete(project.id)
      this.entries.set(project.id, entry)
      return entry.index
    }
    const index = synonymIndex(await store.synonyms.get(project.id))
    this.entries.delete(project.id)
    this.entries.set(project.id, { stamp, index })
    while (this.entries.size > PROJECTS) {
      const oldest = this.entries.keys().next().value
      if (oldest === undefined) break
      this.entries.delete(oldest)
    }
    return index
  }
}

const caches = new WeakMap<object, SynonymCache>()

/** The one cache of a store in this process, shared by every set of services over it. */
export function synonymCacheOf(store: object): SynonymCache {
  let cache = caches.get(store)
  if (!cache) {
    cache = new SynonymCache()
    caches.set(store, cache)
  }
  return cache
}
