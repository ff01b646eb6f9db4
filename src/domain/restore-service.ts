import { revisionRecord, type SyncResult, writeRevision } from './block-service.js'
import type { Clock } from './clock.js'
import { contentOf } from './contract/block.js'
import { checkedTypeRules } from './custom-types/custom-type.js'
import { inThreadSchemaChecker, type SchemaChecker } from './custom-types/schema-pool.js'
import { ConflictError, NotFoundError } from './errors.js'
import { type Author, type BlockVersion, revisionNotRecorded } from './history.js'
import type { Block, SectionRecord } from './model.js'
import { parseRestoreRequest } from './restore-request.js'
import { FIRST_CUSTOM_ORDINAL, wellKnownOrdinal } from './sections.js'
import type { Store } from './store.js'
import { PROBLEMS_REPORTED, planSync, type SyncPlan, typedValues } from './sync-plan.js'
import type { SyncEntry, SyncLimits } from './sync-request.js'

export interface RestoreServiceDeps {
  store: Store
  clock: Clock
  limits: SyncLimits
  /** Where custom-type schemas run: the server's schema threads (on this thread by default). */
  schemas?: SchemaChecker
}

/**
 * Ordinals of the custom sections the restore brings back: the one each had at the restored
 * revision when no section holds it now (so the canonical order is that revision's again),
 * else the next after every existing one, as a sync places a new section. Existing sections
 * keep theirs: list cursors rely on sections never being renumbered.
 */
function placeNewSections(plan: SyncPlan, current: SectionRecord[], ordinalThen: Map<string, number>): void {
  const taken = new Set(current.map((s) => s.ordinal))
  const placed = new Map<string, number>()
  for (const { section } of plan.newSections) {
    const wanted = ordinalThen.get(section)
    if (wellKnownOrdinal(section) !== undefined || wanted === undefined || taken.has(wanted)) continue
    placed.set(section, wanted)
    taken.add(wanted)
  }
  let next = FIRST_CUSTOM_ORDINAL
  for (const ordinal of taken) if (ordinal >= next) next = ordinal + 1
  for (const record of plan.newSections) {
    if (wellKnownOrdinal(record.section) !== undefined) continue
    record.ordinal = placed.get(record.section) ?? next++
    plan.ordinals.set(record.section, record.ordinal)
  }
}

/** What a restore did (or would do): a sync's answer, and the changed blocks' names by key. */
export interface RestoreResult extends SyncResult {
  names: Record<string, string>
}

/** `POST /projects/:id/restore`: the project, or some blocks, as at a revision. */
export function createRestoreService({
  store,
  clock,
  limits,
  schemas = inThreadSchemaChecker,
}: RestoreServiceDeps) {
  return {
    /**
     * Makes the project (or only `keys`) what it was at `revision`, as one new revision of kind
     * `restore`, planned by the sync's own rules (sections, positions, the search index).
     */
    async restore(projectId: string, body: unknown, author: Author | null = null): Promise<RestoreResult> {
      const request = parseRestoreRequest(body, limits)
      return store.transaction(async (tx) => {
        const project = await tx.lockProject(projectId)
        if (!project) throw new NotFoundError(`Project "${projectId}" not found`)
        if (request.expectedRevision !== undefined && request.expectedRevision !== project.revision) {
          throw new ConflictError(
            `Project "${projectId}" is at revision ${project.revision}, not the expected ${request.expectedRevision}; nothing was restored. Fetch it again and retry`,
          )
        }
        const { revision: target } = request
        if (target > project.revision || !(await tx.history.get(projectId, target)))
          throw await revisionNotRecorded(tx.history, projectId, target)

        const keys = request.keys ?? null
        // The blocks live at the target, by key (in key order: the plan sees them as before).
        const then = new Map<string, BlockVersion>()
        const live = await tx.history.stateAt(projectId, target, keys)
        live.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
        for (const version of live) then.set(version.key, version)
        const stored = keys ? await tx.getBlocksByKeys(projectId, keys) : null
        const now = new Set(stored ? stored.map((block) => block.key) : await tx.listBlockKeys(projectId))
        if (keys) {
          const unknown = keys.filter((key) => !then.has(key) && !now.has(key))
          if (unknown.length > 0) {
            throw new NotFoundError(
              `No block ${unknown
                .slice(0, 5)
                .map((key) => `"${key}"`)
                .join(
                  ', ',
                )}${unknown.length > 5 ? ` (and ${unknown.length - 5} more)` : ''} existed at revision ${target} or exists now in project "${projectId}"`,
            )
          }
        }

        // Each block as it was, every field given, so the plan merges nothing from today's block.
        const entries: SyncEntry[] = [...then.values()].map(({ block }, index) => {
          const past = block as Block
          return { index, key: past.key, ...contentOf(past) }
        })
        const current = await tx.listSections(projectId)
        const previous = stored ?? (await tx.getBlocksByKeys(projectId, [...then.keys()]))
        const timestamp = clock.now().toISOString()
        const storedByKey = new Map(previous.map((block) => [block.key, block]))
        const plan = planSync(
          { blocks: entries, mode: 'upsert', dryRun: request.dryRun, problems: [] },
          {
            stored: storedByKey,
            allKeys: [],
            sections: current,
            maxPositions: await tx.maxPositions(projectId),
            // What a restore brings back must satisfy today's custom types, like a sync (and
            // is checked in the schema threads, like a sync).
            types: await checkedTypeRules(
              schemas,
              await tx.blockTypes.listNamed(projectId, [
                ...new Set(entries.map((entry) => entry.type as string)),
              ]),
              typedValues({ blocks: entries }, storedByKey),
              PROBLEMS_REPORTED,
            ),
          },
          timestamp,
          () => '',
        )
        const ordinalThen = new Map<string, number>()
        for (const { block, sectionOrdinal } of then.values())
          if (block && sectionOrdinal !== null) ordinalThen.set(block.section, sectionOrdinal)
        placeNewSections(plan, current, ordinalThen)
        // A block brought back gets the id and creation time it had; one that still exists
        // keeps its own (the store never rewrites them).
        const created = plan.created.map((block) => {
          const old = then.get(block.key)?.block as Block
          return { ...block, id: old.id, createdAt: old.createdAt }
        })
        const deleted = [...now].filter((key) => !then.has(key)).sort()
        const changed = created.length + plan.updated.length + deleted.length > 0
        const revision = project.revision + (changed ? 1 : 0)
        // Names, so a person confirming a dry run reads which blocks change: a block brought
        // back by its name then, one updated or deleted by the name it has now.
        const names: Record<string, string> = {}
        for (const block of created) names[block.key] = block.name
        for (const block of plan.updated) names[block.key] = storedByKey.get(block.key)?.name ?? block.name
        const deletedNow = stored
          ? stored.filter((block) => !then.has(block.key))
          : deleted.length > 0
            ? await tx.getBlocksByKeys(projectId, deleted)
            : []
        for (const block of deletedNow) names[block.key] = block.name
        if (!request.dryRun && changed) {
          await writeRevision(
            tx,
            projectId,
            { ...plan, created, deleted, deleteEmptySections: plan.vacatesSections || deleted.length > 0 },
            revisionRecord(project, revision, timestamp, 'restore', author, request.message),
          )
        }
        return {
          revision,
          created: created.map((block) => block.key),
          updated: plan.updated.map((block) => block.key),
          unchanged: plan.unchanged,
          deleted,
          dryRun: request.dryRun,
          names,
        }
      })
    },
  }
}

export type RestoreService = ReturnType<typeof createRestoreService>
