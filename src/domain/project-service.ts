import { randomUUID } from 'node:crypto'
import { authorFields } from './author.js'
import type { Clock } from './clock.js'
import {
  ConflictError,
  NotFoundError,
  type Problem,
  UniqueViolationError,
  validationFailed,
} from './errors.js'
import { type Author, projectFields, type RevisionRecord } from './history.js'
import type { ApiKey, Project } from './model.js'
import { recordRevision } from './revision-events.js'
import { DESCRIPTION_MAX, NAME_MAX, PROJECT_ID_RE, PROJECT_ID_RULE } from './rules.js'
import type { Store } from './store.js'
import { isStorableText } from './sync-request.js'

export interface ProjectInput {
  id?: string
  name: string
  description?: string
  public?: boolean
}

export type ProjectUpdate = Partial<Pick<Project, 'name' | 'description' | 'public'>>

function fieldProblems(fields: ProjectUpdate): Problem[] {
  const problems: Problem[] = []
  if (fields.name !== undefined && (fields.name.trim() === '' || fields.name.length > NAME_MAX)) {
    problems.push({ path: 'name', message: `must be 1–${NAME_MAX} characters and not blank` })
  }
  if (fields.description !== undefined && fields.description.length > DESCRIPTION_MAX) {
    problems.push({ path: 'description', message: `must be at most ${DESCRIPTION_MAX} characters` })
  }
  for (const field of ['name', 'description'] as const) {
    const text = fields[field]
    if (text !== undefined && !isStorableText(text)) {
      problems.push({
        path: field,
        message: 'must not contain NUL (U+0000) or unpaired surrogate characters',
      })
    }
  }
  return problems
}

/** A revision made with the admin CLI (no author) or the admin API (`author`). */
function revisionOf(project: Project, kind: 'created' | 'project', author: Author | null): RevisionRecord {
  return {
    revision: project.revision,
    createdAt: project.updatedAt,
    kind,
    ...authorFields(author),
    message: null,
    project: projectFields(project),
  }
}

/** Creating, changing and removing projects (admin CLI and admin API). */
export function createProjectService({ store, clock }: { store: Store; clock: Clock }) {
  return {
    async create(input: ProjectInput, author: Author | null = null): Promise<Project> {
      const id = input.id ?? randomUUID()
      const problems = fieldProblems(input)
      if (!PROJECT_ID_RE.test(id))
        problems.unshift({ path: 'id', message: `"${id}" is not valid: use ${PROJECT_ID_RULE}` })
      if (problems.length > 0) throw validationFailed('Invalid project', problems)
      const now = clock.now().toISOString()
      const project: Project = {
        id,
        name: input.name,
        description: input.description ?? '',
        public: input.public ?? true,
        revision: 0,
        createdAt: now,
        updatedAt: now,
      }
      const exists = () => new ConflictError(`Project "${id}" already exists; choose another id`)
      try {
        return await store.transaction(async (tx) => {
          if (await tx.getProject(id)) throw exists()
          await tx.insertProject(project)
          await recordRevision(tx, id, revisionOf(project, 'created', author), [])
          return project
        })
      } catch (error) {
        // Created by another instance between the check and the insert.
        if (error instanceof UniqueViolationError) throw exists()
        throw error
      }
    },

    list(): Promise<Project[]> {
      return store.listProjects()
    },

    /** The projects a key may read: every one for an all-projects key, else those of its list. */
    async visibleTo(key: Pick<ApiKey, 'allProjects' | 'projects'>): Promise<Project[]> {
      const all = await store.listProjects()
      if (key.allProjects) return all
      const allowed = new Set(key.projects)
      return all.filter((project) => allowed.has(project.id))
    },

    async get(id: string): Promise<Project> {
      const project = await store.getProject(id)
      if (!project) throw new NotFoundError(`Project "${id}" not found`)
      return project
    },

    /**
     * Changes name, description or visibility. Public outputs show these fields, so a real
     * change bumps the revision like a sync does (and with it every ETag).
     */
    async update(id: string, changes: ProjectUpdate, author: Author | null = null): Promise<Project> {
      const problems = fieldProblems(changes)
      if (problems.length > 0) throw validationFailed('Invalid project', problems)
      return store.transaction(async (tx) => {
        const project = await tx.lockProject(id)
        if (!project) throw new NotFoundError(`Project "${id}" not found`)
        const next: Project = { ...project, ...changes }
        const changed =
          next.name !== project.name ||
          next.description !== project.description ||
          next.public !== project.public
        if (!changed) return project
        next.revision = project.revision + 1
        next.updatedAt = clock.now().toISOString()
        await tx.updateProject(id, next)
        await recordRevision(tx, id, revisionOf(next, 'project', author), [])
        return next
      })
    },

    /**
     * Deletes the project with its sections, blocks and history, and removes it from every
     * key's list. Unless `force`, a project that still holds blocks is refused (409), so a
     * mistyped id can't wipe content.
     */
    async remove(id: string, { force = true }: { force?: boolean } = {}): Promise<void> {
      await store.transaction(async (tx) => {
        if (!(await tx.lockProject(id))) throw new NotFoundError(`Project "${id}" not found`)
        if (!force && (await tx.listBlocks(id, {}, null, 1)).length > 0) {
          throw new ConflictError(
            `Project "${id}" still has blocks; deleting it removes them all: send force=true to confirm`,
          )
        }
        await tx.deleteProject(id)
      })
    },
  }
}

export type ProjectService = ReturnType<typeof createProjectService>
