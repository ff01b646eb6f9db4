import { SCALAR_FIELDS } from './contract/block.js'
import { NotFoundError, ValidationError } from './errors.js'
import type { Block, Project } from './model.js'

/**
 * What the project's history records: every change that bumps a project's
 * revision is a revision record, and every block it touched a version holding the block's whole
 * state after the change, so any recorded revision can be rebuilt exactly.
 */

/** What made a revision. */
export type RevisionKind =
  | 'sync'
  | 'delete'
  | 'project'
  | 'created'
  | 'history-start'
  | 'restore'
  | 'synonyms'

export type ChangeKind = 'created' | 'updated' | 'deleted'

/**
 * Who made a change (docs/history.md, "Who made it"): a person signed in as themselves, an API
 * key, or an app a person granted. `user` is the person behind a key they own or an app they
 * granted. Changes made with the admin CLI (no key, no session) have no author.
 */
export interface Author {
  kind: 'user' | 'key' | 'app'
  id: string
  name: string
  user?: { id: string; name: string }
}

/** The project's own fields as a revision left them. */
export type ProjectFields = Pick<Project, 'name' | 'description' | 'public'>

export function projectFields(project: ProjectFields): ProjectFields {
  return { name: project.name, description: project.description, public: project.public }
}

export interface RevisionRecord {
  revision: number
  createdAt: string
  kind: RevisionKind
  /** Who made it; null for the admin CLI and for history-start. */
  author: Author | null
  /** The key that made it (kept for compatibility): set only when the author is a key. */
  keyId: string | null
  keyName: string | null
  message: string | null
  project: ProjectFields
}

/** A revision with the keys of the blocks it created, updated and deleted. */
export interface Revision extends RevisionRecord {
  created: string[]
  updated: string[]
  deleted: string[]
  /**
   * Each changed block's name by key, so history reads "Updated Voice and tone" without a
   * request per block: the name after the change, or before it for a deleted block (a key
   * whose earlier version retention pruned is absent).
   */
  names: Record<string, string>
}

/**
 * The names of the blocks a revision changed: the name each version left, or for a deletion
 * the name the block had before it (`before`, by key).
 */
export function changedNames(
  versions: Pick<BlockVersion, 'key' | 'block'>[],
  before: Map<string, Block | null>,
): Record<string, string> {
  const names: Record<string, string> = {}
  for (const version of versions) {
    const name = version.block?.name ?? before.get(version.key)?.name
    if (name !== undefined) names[version.key] = name
  }
  return names
}

/** One block as one revision left it. */
export interface BlockVersion {
  revision: number
  key: string
  change: ChangeKind
  /** The block after the change; null when the change deleted it. */
  block: Block | null
  /** Its section's place in canonical order then; null when deleted. */
  sectionOrdinal: number | null
}

/** One block version with the revision that wrote it. */
export interface VersionWithRevision {
  version: BlockVersion
  /**
   * The record of the revision that wrote it; null when retention pruned that record but kept
   * the version, because the block's later state is built on it (docs/history.md, "Retention").
   */
  revision: RevisionRecord | null
}

/** The history tables as the domain uses them (the store port's `history`). */
export interface HistoryOps {
  record(projectId: string, record: RevisionRecord, versions: BlockVersion[]): Promise<void>
  /** Versions alone, for copying a history whose revisions are recorded already. */
  recordVersions(projectId: string, versions: BlockVersion[]): Promise<void>
  /** Revisions newest first, below `before` when given, each with the keys it changed. */
  list(projectId: string, before: number | null, limit: number): Promise<Revision[]>
  get(projectId: string, revision: number): Promise<RevisionRecord | undefined>
  /** The oldest and newest revision recorded for the project (null when none is). */
  bounds(projectId: string): Promise<{ oldest: number; newest: number } | null>
  /** The versions `revision` wrote, by key. */
  versionsOf(projectId: string, revision: number): Promise<BlockVersion[]>
  /** For each key, its latest version older than `revision` (none for a key new then). */
  versionsBefore(projectId: string, keys: string[], revision: number): Promise<BlockVersion[]>
  /**
   * One block's versions newest first, below `before` when given, with their revision's record
   * (null for a version kept by retention whose revision was pruned).
   */
  blockHistory(
    projectId: string,
    key: string,
    before: number | null,
    limit: number,
  ): Promise<VersionWithRevision[]>
  /**
   * Versions in revision then key order after (revision, key), or after every version of
   * `revision` when `key` is null.
   */
  changesAfter(
    projectId: string,
    revision: number,
    key: string | null,
    limit: number,
  ): Promise<BlockVersion[]>
  /**
   * The project's blocks as revision `revision` left them: for each key (every key, or only the
   * listed ones) its latest version at or before `revision`, when that version is not a
   * deletion. In no particular order. Point-in-time reads and restore both read it.
   */
  stateAt(projectId: string, revision: number, keys?: string[] | null): Promise<BlockVersion[]>
  /** The latest version of one key at or before `revision` (a deletion too); none when there is none. */
  blockAt(projectId: string, key: string, revision: number): Promise<BlockVersion | undefined>
  /** For retention: the first revision written at or after `createdAt` (null when none is). */
  firstRevisionSince(projectId: string, createdAt: string): Promise<number | null>
  /**
   * For retention: deletes the revisions from `from` (the oldest recorded) to before `to`, and
   * every version they wrote except each key's latest version before `to` when it holds a
   * block: the revisions from `to` on can still be rebuilt, and the current state is untouched.
   */
  pruneBefore(projectId: string, from: number, to: number): Promise<{ revisions: number; versions: number }>
}

/** One field of a block before and after a change (`value.goals` for a field of the value). */
export interface FieldChange {
  field: string
  before: unknown
  after: unknown
}

/**
 * The fields that differ between two states of a block, in a fixed order: the block's own
 * fields, then each field of its value in key order. A missing block counts as having no field.
 */
export function fieldChanges(before: Block | null, after: Block | null): FieldChange[] {
  const out: FieldChange[] = []
  for (const field of SCALAR_FIELDS) {
    const a = before ? before[field] : null
    const b = after ? after[field] : null
    if (a !== b) out.push({ field, before: a, after: b })
  }
  const beforeValue = before?.value ?? {}
  const afterValue = after?.value ?? {}
  const names = [...new Set([...Object.keys(beforeValue), ...Object.keys(afterValue)])].sort()
  for (const name of names) {
    const a = beforeValue[name] ?? null
    const b = afterValue[name] ?? null
    if (JSON.stringify(a) !== JSON.stringify(b)) out.push({ field: `value.${name}`, before: a, after: b })
  }
  return out
}

/** Opaque keyset cursors of the history lists: a revision, and for the change feed a key too. */
export function encodeHistoryCursor(revision: number, key?: string): string {
  return Buffer.from(JSON.stringify(key === undefined ? [revision] : [revision, key])).toString('base64url')
}

export function decodeHistoryCursor(
  text: string,
  withKey: boolean,
): { revision: number; key: string | null } {
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'))
  } catch {
    parsed = undefined
  }
  const ok =
    Array.isArray(parsed) &&
    parsed.length === (withKey ? 2 : 1) &&
    Number.isSafeInteger(parsed[0]) &&
    (!withKey || typeof parsed[1] === 'string')
  if (!ok) {
    throw new ValidationError(
      'Invalid cursor: pass the meta.nextCursor value of the previous page unchanged',
      [{ path: 'cursor', message: 'is not a cursor this API issued' }],
    )
  }
  const [revision, key] = parsed as [number, string?]
  return { revision, key: key ?? null }
}

/** Which revisions of the project are recorded, as the history's 404s say it. */
export async function recordedRange(history: HistoryOps, projectId: string): Promise<string> {
  const bounds = await history.bounds(projectId)
  return bounds ? `recorded revisions are ${bounds.oldest}–${bounds.newest}` : 'no revision is recorded'
}

/** The 404 for a revision that is not recorded (never made, before history, or pruned). */
export async function revisionNotRecorded(
  history: HistoryOps,
  projectId: string,
  revision: number,
): Promise<NotFoundError> {
  return new NotFoundError(
    `Revision ${revision} of project "${projectId}" is not recorded; ${await recordedRange(history, projectId)}`,
  )
}
