import { randomUUID } from 'node:crypto'
import type { ApiExport, ApiSyncBody } from '../../client/pctx-client.js'
import type { CustomTypeRules } from '../../domain/custom-types/custom-type.js'
import { type Problem, ValidationError } from '../../domain/errors.js'
import type { Block } from '../../domain/model.js'
import { WELL_KNOWN_SECTIONS } from '../../domain/sections.js'
import { planSync } from '../../domain/sync-plan.js'
import { parseSyncRequest } from '../../domain/sync-request.js'
import { blockChanges, type FieldChange } from './block-diff.js'
import { fileFields, type LineProblem, type ParsedBlockFile, parseBlockFile } from './block-file.js'
import type { BlockFilePath } from './context-folder.js'
import type { RecordedBlock } from './pull-record.js'
import { stateAfter, stateFromExport } from './sync-state.js'
import { type ThreeWay, threeWay } from './three-way.js'

/** A block file as read from the folder. */
export interface LocalFile {
  path: BlockFilePath
  text: string
}

/** A problem in one file: `<path>:<line>: <message>`, like a compiler's. */
export interface FileProblem extends LineProblem {
  file: string
}

/** Invalid files: one problem per line of the message, nothing was sent. */
export class InvalidFilesError extends Error {
  constructor(
    readonly problems: FileProblem[],
    dir: string,
  ) {
    const count = `${problems.length} problem${problems.length === 1 ? '' : 's'}`
    super(
      [
        `${count} in ${dir}; nothing was pushed`,
        ...problems.map((problem) => `  ${problem.file}:${problem.line}: ${problem.message}`),
      ].join('\n'),
    )
    this.name = 'InvalidFilesError'
  }
}

export interface CreatedBlock {
  key: string
  file: string
  type: string
  name: string
}

export interface UpdatedBlock {
  key: string
  file: string
  changes: FieldChange[]
}

export interface RemoteOnlyBlock {
  key: string
  /** Where pull would write it (`<section>/<key>.md`). */
  file: string
}

/** What a push changes on the server, computed locally with the server's own planning code. */
export interface PushDiff {
  created: CreatedBlock[]
  updated: UpdatedBlock[]
  unchanged: string[]
  /** Deleted by `--prune` (mode `replace`). */
  deleted: RemoteOnlyBlock[]
  /** Without `--prune`: blocks only the server has, which the push keeps. */
  serverOnly: RemoteOnlyBlock[]
}

/** How push compares: with the pull record (three ways), or with the server only. */
export interface PushOptions {
  prune: boolean
  /** The blocks as pulled (the pull record); absent: compare with the server only. */
  base?: RecordedBlock[]
  /** Conflicts: the folder wins. */
  force?: boolean
  /** The custom types the blocks are checked with, and the problems of the folder's type files. */
  types?: { rules: CustomTypeRules; problems: FileProblem[] }
}

export interface PushPlan {
  body: ApiSyncBody
  /** The project's revision the diff was computed against (sent as `expectedRevision`). */
  baseRevision: number
  diff: PushDiff
  /** Whether the push changes anything. */
  changed: boolean
  /** The file of each entry of `body.blocks`, to point server problems (`blocks[3]…`) at files. */
  entryFiles: string[]
  /** The three-way view (null without a pull record). */
  threeWay: ThreeWay | null
  /** Every block as the server holds it once this push is applied (for the next pull record). */
  after: Block[]
}

/** A block file whose fields could be read. */
type ReadableFile = { path: BlockFilePath; parsed: ParsedBlockFile }

/**
 * Payload order: well-known sections, then the server's other sections, then new ones by name;
 * inside a section by the file's position, then by key. It decides only where blocks and
 * sections without a position go.
 */
function payloadOrder(files: ReadableFile[], exported: ApiExport): ReadableFile[] {
  const sectionRank = new Map<string, number>()
  for (const section of [...WELL_KNOWN_SECTIONS, ...exported.sections.map((s) => s.type)])
    if (!sectionRank.has(section)) sectionRank.set(section, sectionRank.size)
  const rank = (section: string) => sectionRank.get(section) ?? Number.MAX_SAFE_INTEGER
  const position = (parsed: ParsedBlockFile) =>
    typeof parsed.fields.position === 'number' ? parsed.fields.position : Number.POSITIVE_INFINITY
  return [...files].sort(
    (a, b) =>
      rank(a.path.section) - rank(b.path.section) ||
      (a.path.section < b.path.section ? -1 : a.path.section > b.path.section ? 1 : 0) ||
      position(a.parsed) - position(b.parsed) ||
      (a.path.key < b.path.key ? -1 : a.path.key > b.path.key ? 1 : 0),
  )
}

/** Says where a sync problem's field lives in a file (`file name`, `body`, `value.goals`…). */
function fieldLabel(field: string, parsed: ParsedBlockFile): string {
  if (field === 'key') return 'file name'
  if (field === 'section') return 'folder name'
  if (parsed.valueFromBody && (field === 'value' || field === 'value.content')) return 'body'
  return field
}

/** Points a sync problem (`blocks[3].value.goals`) at its file and line. */
function inFile(problem: Problem, ordered: ReadableFile[], dir: string): FileProblem {
  const match = /^blocks\[(\d+)\](?:\.(.*))?$/.exec(problem.path)
  const file = match ? ordered[Number(match[1])] : undefined
  // Other paths name the body as a whole; files cannot cause them, but say so if they do.
  if (!match || !file) return { file: dir, line: 1, message: `${problem.path}: ${problem.message}` }
  const field = match[2] ?? ''
  const message = problem.message.replace(
    /blocks\[(\d+)\]/g,
    (text, index: string) => ordered[Number(index)]?.path.display ?? text,
  )
  return {
    file: file.path.display,
    line: file.parsed.lineOf(field),
    message: field ? `${fieldLabel(field, file.parsed)}: ${message}` : message,
  }
}

/**
 * Reads the files, validates them with the server's own rules (`parseSyncRequest`, then
 * `planSync` against the exported state: patch semantics, per-type validation of the merged
 * block) and computes the diff. Throws InvalidFilesError listing every problem with its line.
 */
export function planPush(
  dir: string,
  localFiles: LocalFile[],
  exported: ApiExport,
  options: PushOptions,
): PushPlan {
  const problems: FileProblem[] = []
  const readable: ReadableFile[] = []
  for (const { path, text } of localFiles) {
    const parsed = parseBlockFile(text)
    for (const problem of parsed.problems) problems.push({ file: path.display, ...problem })
    // A file with a layout problem but readable fields is still validated, so that one run
    // reports every problem.
    if (parsed.usable) readable.push({ path, parsed })
  }
  for (const problem of options.types?.problems ?? []) problems.push(problem)
  const { state, blocks: stored } = stateFromExport(exported, options.types?.rules)
  const view = options.base
    ? threeWay(
        options.base,
        stored,
        readable.map(({ path, parsed }) => ({
          key: path.key,
          section: path.section,
          file: path.relative,
          fields: parsed.fields,
        })),
        { prune: options.prune, force: Boolean(options.force) },
      )
    : null
  const ordered = payloadOrder(
    view ? readable.filter(({ path }) => view.send.has(path.key)) : readable,
    exported,
  )
  // A replace sync deletes what it does not list: list the server's own changes as they are.
  const kept = options.prune && view ? stored.filter((block) => view.keepOnServer.has(block.key)) : []
  const rawBody = {
    blocks: [
      ...ordered.map(({ path, parsed }) => ({ key: path.key, section: path.section, ...parsed.fields })),
      ...kept.map((block) => ({ key: block.key, section: block.section, ...fileFields(block) })),
    ],
    mode: options.prune ? 'replace' : 'upsert',
    expectedRevision: exported.project.revision,
  }
  // No block-count limit here: the server applies its own (SYNC_MAX_BLOCKS) and says so.
  const request = parseSyncRequest(rawBody, { maxBlocks: Number.POSITIVE_INFINITY })
  let plan: ReturnType<typeof planSync> | undefined
  try {
    plan = planSync(request, state, new Date().toISOString(), randomUUID)
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    for (const problem of error.details) problems.push(inFile(problem, ordered, dir))
  }
  if (problems.length > 0 || !plan) {
    problems.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line))
    throw new InvalidFilesError(problems, dir)
  }

  const fileOf = (block: Pick<Block, 'section' | 'key'>) => `${block.section}/${block.key}.md`
  const listed = new Set(request.blocks.map((entry) => entry.key))
  const reportedElsewhere = new Set([
    ...(view?.serverChanges ?? []).map((change) => change.key),
    ...(view?.conflicts ?? []).map((conflict) => conflict.key),
  ])
  const storedByKey = state.stored
  const diff: PushDiff = {
    created: plan.created.map((block) => ({
      key: block.key,
      file: fileOf(block),
      type: block.type,
      name: block.name,
    })),
    updated: plan.updated.map((block) => ({
      key: block.key,
      file: fileOf(block),
      changes: blockChanges(storedByKey.get(block.key) as Block, block),
    })),
    unchanged: plan.unchanged,
    deleted: plan.deleted.map((key) => ({ key, file: fileOf(storedByKey.get(key) as Block) })),
    serverOnly: options.prune
      ? []
      : stored
          .filter((block) => !listed.has(block.key) && !reportedElsewhere.has(block.key))
          .map((block) => ({ key: block.key, file: fileOf(block) })),
  }
  const body: ApiSyncBody = {
    blocks: request.blocks.map(({ index: _index, ...entry }) => entry),
    mode: request.mode,
    expectedRevision: exported.project.revision,
  }
  return {
    body,
    baseRevision: exported.project.revision,
    diff,
    changed: plan.changed,
    entryFiles: [
      ...ordered.map((file) => file.path.display),
      ...kept.map((block) => `${fileOf(block)} (the server's version)`),
    ],
    threeWay: view,
    after: stateAfter(stored, plan),
  }
}
