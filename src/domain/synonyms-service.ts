import { revisionRecord } from './block-service.js'
import type { Clock } from './clock.js'
import { parseSynonymsRequest } from './contract/synonyms.js'
import { NotFoundError } from './errors.js'
import type { Author } from './history.js'
import type { Project } from './model.js'
import { recordRevision } from './revision-events.js'
import type { SynonymGroups } from './search/synonyms.js'
import type { Store } from './store.js'

/** The project_synonyms table as the domain uses it (the store port's `synonyms`). */
export interface SynonymOps {
  /** The project's groups as last set; [] when it has none. */
  get(projectId: string): Promise<SynonymGroups>
  /** Replaces the project's groups ([] removes them). */
  set(projectId: string, groups: SynonymGroups, updatedAt: string): Promise<void>
}

/** What a read or a change of synonyms answers: the groups and the project's revision after it. */
export interface SynonymsAnswer {
  groups: SynonymGroups
  revision: number
}

/** The message of the revision a change of synonyms makes (docs/history.md, "Synonyms"). */
export function synonymsMessage(groups: SynonymGroups): string {
  return `Synonyms set: ${groups.length} group${groups.length === 1 ? '' : 's'}`
}

/**
 * Reading and replacing a project's synonyms (docs/search.md, "Synonyms"). A change that
 * changes something is a revision of kind `synonyms` with its author and no block changes: it
 * appears in the project's history, webhooks hear of it, and everything keyed by the revision
 * (search's synonym cache, public outputs' ETags) sees the new groups.
 */
export function createSynonymService({ store, clock }: { store: Store; clock: Clock }) {
  return {
    async get(projectId: string): Promise<SynonymsAnswer> {
      return store.snapshot(async (tx) => {
        const project = await tx.getProject(projectId)
        if (!project) throw new NotFoundError(`Project "${projectId}" not found`)
        return { groups: await tx.synonyms.get(projectId), revision: project.revision }
      })
    },

    /** Replaces the groups with those of `body` (checked: 400 naming every bad group). */
    async put(projectId: string, body: unknown, author: Author | null): Promise<SynonymsAnswer> {
      const groups = parseSynonymsRequest(body)
      return store.transaction(async (tx) => {
        const project = await tx.lockProject(projectId)
        if (!project) throw new NotFoundError(`Project "${projectId}" not found`)
        const current = await tx.synonyms.get(projectId)
        if (JSON.stringify(current) === JSON.stringify(groups)) return { groups, revision: project.revision }
        const now = clock.now().toISOString()
        const next: Project = { ...project, revision: project.revision + 1, updatedAt: now }
        await tx.synonyms.set(projectId, groups, now)
        await tx.updateProject(projectId, { revision: next.revision, updatedAt: now })
        await recordRevision(
          tx,
          projectId,
          revisionRecord(next, next.revision, now, 'synonyms', author, synonymsMessage(groups)),
          [],
        )
        return { groups, revision: next.revision }
      })
    },
  }
}

export type SynonymService = ReturnType<typeof createSynonymService>
