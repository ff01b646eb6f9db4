import { revisionNotRecorded } from './history.js'
import type { Project } from './model.js'
import { type ProjectVersion, versionOf } from './project-version.js'
import type { StoreOps } from './store.js'

/**
 * Reading the project as revision N left it (`?revision=N`): one use case behind every answer
 * that can be asked for at a revision (the authenticated list, get and export, the public
 * outputs, MCP's reads). Its caller says how to read the answer from the current state and how
 * from a past revision; this decides which one applies and keeps the answer N's. The current
 * revision is read like a request without `revision` (from the current tables and whatever
 * caches them, never the history tables); only an older revision is rebuilt from its versions
 * (point-in-time.ts). Caching either answer under the version it is given is the caller's
 * business (the HTTP adapter's caches and ETags).
 */

/** What the use case needs of a project: the head read of one indexed row. */
export type ProjectHead = Pick<Project, 'id' | 'revision' | 'createdAt'>

/** Which state a read asks for: its version, and whether it is the project's current one. */
interface PointInTime {
  version: ProjectVersion
  current: boolean
}

/** How to read one answer, from the current state or from a past revision. */
export interface RevisionReads<T> {
  /** The answer from the current state; `version` is the project's current one. */
  current: (version: ProjectVersion) => Promise<T>
  /** The answer as past revision `revision` left it; `version` is that revision's, which never changes. */
  past: (version: ProjectVersion, revision: number) => Promise<T>
}

/**
 * The reads at a revision of the projects `headOf` lets a caller see: it answers a project's
 * head, or throws the 404 the caller words (any project for a key's reads, only public ones for
 * the public outputs).
 */
export function createRevisionReader(
  store: Pick<StoreOps, 'history'>,
  headOf: (projectId: string) => Promise<ProjectHead>,
) {
  /** The project's current version (one indexed read). */
  async function version(projectId: string): Promise<ProjectVersion> {
    return versionOf(await headOf(projectId))
  }

  /**
   * The version `revision` names: the current one (no history read), or a recorded past
   * revision (one indexed read); any other revision is a 404 that says which are recorded.
   */
  async function versionAt(projectId: string, revision: number): Promise<PointInTime> {
    const head = await headOf(projectId)
    if (revision === head.revision) return { version: versionOf(head), current: true }
    if (revision > head.revision || !(await store.history.get(head.id, revision)))
      throw await revisionNotRecorded(store.history, head.id, revision)
    return { version: versionOf({ revision, createdAt: head.createdAt }), current: false }
  }

  /**
   * The answer at `revision` (without one, the current answer), read the cheap way when it can
   * be: from the current state while N is the project's revision, else rebuilt from history. A
   * sync that makes N past during the current read sends it to history too, so the answer is
   * always N's, never a newer revision's (a block deleted since is found at N, not a 404).
   */
  async function read<T>(
    projectId: string,
    revision: number | undefined,
    reads: RevisionReads<T>,
  ): Promise<T> {
    if (revision === undefined) return reads.current(await version(projectId))
    const at = await versionAt(projectId, revision)
    const past = () => reads.past(at.version, revision)
    if (!at.current) return past()
    const now = await version(projectId)
    if (now.revision !== revision) return past()
    const moved = async () => (await version(projectId)).revision !== revision
    let answer: T
    try {
      answer = await reads.current(now)
    } catch (error) {
      if (await moved()) return past()
      throw error
    }
    return (await moved()) ? past() : answer
  }

  return { version, read }
}
