import { isSameBlock, looseContent, mergeBlock } from '../../domain/contract/block.js'
import { blockChanges, type ComparedBlock, type FieldChange } from './block-diff.js'

/**
 * The three-way view of a push: for every block, what was pulled (base), what the folder holds
 * (local) and what the server holds now (server). Pure: no files, no network, so every cell of
 * the rules table in docs/cli.md is unit-tested here.
 */

/** A block with its key (the base or the server side). */
export interface KeyedBlock extends ComparedBlock {
  key: string
}

/** A block file as parsed: its path says key and section, `fields` what the file sets. */
export interface LocalBlock {
  key: string
  section: string
  /** `<section>/<key>.md`. */
  file: string
  /** The fields the file holds (type, name, status, position, value), unchecked. */
  fields: Record<string, unknown>
}

/**
 * - `edited-both`: edited on the server and in the folder, differently;
 * - `created-both`: created on the server and in the folder (not pulled), differently;
 * - `deleted-on-server`: deleted on the server, edited in the folder;
 * - `deleted-locally`: the file is gone (and `--prune` would delete the block), edited on the server.
 */
export type ConflictKind = 'edited-both' | 'created-both' | 'deleted-on-server' | 'deleted-locally'

export interface Conflict {
  key: string
  file: string
  kind: ConflictKind
  /**
   * Server → local field by field when both sides hold the block; else the surviving side's
   * changes since the pull (base → local for `deleted-on-server`, base → server for
   * `deleted-locally`).
   */
  changes: FieldChange[]
}

/** A change made on the server since the pull that the push leaves alone. */
export interface ServerChange {
  key: string
  file: string
  kind: 'edited' | 'created' | 'deleted'
  /** Base → server (empty for `created` and `deleted`). */
  changes: FieldChange[]
}

export interface ThreeWay {
  /** Keys whose file goes into the sync. */
  send: Set<string>
  /**
   * Server blocks a `replace` sync must list as they are, so that they are kept: changes made
   * on the server are never reverted or deleted, also not with `--prune`.
   */
  keepOnServer: Set<string>
  /**
   * Keys whose record entry (or its absence) stays as it is after a push: the folder has not
   * seen the server's change, so the next push must still tell it from a local one.
   */
  keepBase: Set<string>
  conflicts: Conflict[]
  serverChanges: ServerChange[]
}

/**
 * The block a file makes of `previous` with the sync's merge rule (contract/block.ts): a field
 * the file leaves out keeps its previous value. Fields of the wrong JSON type count as left out
 * here; validation reports them.
 */
export function mergeLocal(local: LocalBlock, previous: ComparedBlock | undefined): ComparedBlock {
  const merged = mergeBlock(local.key, { ...looseContent(local.fields), section: local.section }, previous)
  return { ...merged, type: merged.type ?? '' }
}

const fileOf = (block: { section: string; key: string }) => `${block.section}/${block.key}.md`

/**
 * Sorts every block into the push's three-way rules (docs/cli.md, "Safe push"):
 * changed only locally → sent; changed only on the server → kept and reported; changed on both
 * sides alike → nothing to do; differently, or deleted on one side and edited on the other → a
 * conflict (sent only with `force`: the folder wins). A missing file counts as a deletion only
 * with `prune`, since without it the push never deletes.
 */
export function threeWay(
  base: KeyedBlock[],
  server: KeyedBlock[],
  local: LocalBlock[],
  options: { prune: boolean; force: boolean },
): ThreeWay {
  const baseByKey = new Map(base.map((block) => [block.key, block]))
  const serverByKey = new Map(server.map((block) => [block.key, block]))
  const localByKey = new Map(local.map((block) => [block.key, block]))
  const out: ThreeWay = {
    send: new Set(),
    keepOnServer: new Set(),
    keepBase: new Set(),
    conflicts: [],
    serverChanges: [],
  }
  const conflict = (key: string, file: string, kind: ConflictKind, changes: FieldChange[]) => {
    out.conflicts.push({ key, file, kind, changes })
  }
  const keys = new Set([...serverByKey.keys(), ...baseByKey.keys(), ...localByKey.keys()])
  for (const key of [...keys].sort()) {
    const b = baseByKey.get(key)
    const s = serverByKey.get(key)
    const l = localByKey.get(key)
    const serverChanged = b ? !s || !isSameBlock(s, b) : s !== undefined

    if (l) {
      const merged = mergeLocal(l, b ?? s)
      const localChanged = !b || !isSameBlock(merged, b)
      if (!localChanged && !serverChanged) {
        out.send.add(key)
      } else if (!localChanged) {
        // Only the server changed it: keep the server's version, never revert or re-create it.
        out.keepBase.add(key)
        if (s) {
          out.keepOnServer.add(key)
          out.serverChanges.push({
            key,
            file: l.file,
            kind: 'edited',
            changes: blockChanges(b as KeyedBlock, s),
          })
        } else {
          out.serverChanges.push({ key, file: l.file, kind: 'deleted', changes: [] })
        }
      } else if (!serverChanged || (s && isSameBlock(merged, s))) {
        // Only the folder changed it, or both changed it alike (sending it then changes nothing).
        out.send.add(key)
      } else {
        if (!s) conflict(key, l.file, 'deleted-on-server', blockChanges(b as KeyedBlock, merged))
        else conflict(key, l.file, b ? 'edited-both' : 'created-both', blockChanges(s, merged))
        if (options.force) out.send.add(key)
        else if (s) out.keepOnServer.add(key)
      }
      continue
    }

    if (!s) continue // deleted on both sides, or only ever in the record
    if (!b) {
      out.serverChanges.push({ key, file: fileOf(s), kind: 'created', changes: [] })
      out.keepOnServer.add(key)
      out.keepBase.add(key)
      continue
    }
    if (!serverChanged) continue // deleted in the folder only: --prune deletes it, else kept as today
    // The file is gone and the server edited the block since the pull.
    if (options.prune) {
      conflict(key, fileOf(s), 'deleted-locally', blockChanges(b, s))
      if (!options.force) out.keepOnServer.add(key)
    } else {
      out.keepBase.add(key)
      out.serverChanges.push({ key, file: fileOf(s), kind: 'edited', changes: blockChanges(b, s) })
    }
  }
  return out
}
