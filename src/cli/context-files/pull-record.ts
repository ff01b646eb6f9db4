import { mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { isJsonObject } from '../../domain/content.js'
import { fileFields } from './block-file.js'
import { type PulledBlock, writeAtomically } from './context-folder.js'

/**
 * What `pctx pull` got, kept in the folder so that `pctx push` can tell a change made in the
 * folder from one made on the server since (a three-way comparison). It lives in a hidden
 * folder, which the block-file walker never reads and pull never removes.
 */

/** The record's path inside a context folder. */
export const PULL_RECORD_PATH = join('.pctx', 'pulled.json')

const FORMAT = 'pctx-pull/1'

/** A block exactly as pulled: every field push compares (what pull writes to its file). */
export type RecordedBlock = PulledBlock

export interface PullRecord {
  /** The server it was pulled from (base URL, as `PCTX_URL` / `--url` resolved). */
  url: string
  project: string
  /** The project's revision the blocks are from (after a push: the revision it produced). */
  revision: number
  blocks: RecordedBlock[]
}

/** Keeps only the compared fields, in a fixed order (the file is deterministic). */
export function recordedBlock(block: RecordedBlock): RecordedBlock {
  return { key: block.key, section: block.section, ...fileFields(block) }
}

/**
 * Writes the record through a temporary file and a rename: an interrupted pull leaves the
 * previous record or the new one, never half of one. No timestamp, so that pulling an unchanged
 * project changes no byte (the record may be committed with the files).
 */
export function writePullRecord(dir: string, record: PullRecord): void {
  const path = join(dir, PULL_RECORD_PATH)
  mkdirSync(join(dir, '.pctx'), { recursive: true })
  const content = {
    format: FORMAT,
    url: record.url,
    project: record.project,
    revision: record.revision,
    blocks: record.blocks.map(recordedBlock),
  }
  writeAtomically(path, `${JSON.stringify(content, null, 2)}\n`)
}

const isRecordedBlock = (value: unknown): value is RecordedBlock =>
  isJsonObject(value) &&
  typeof value.key === 'string' &&
  typeof value.section === 'string' &&
  typeof value.type === 'string' &&
  typeof value.name === 'string' &&
  typeof value.status === 'string' &&
  typeof value.position === 'number' &&
  isJsonObject(value.value)

/**
 * The folder's record, or null when there is none (a folder pulled by an older pctx or written
 * by hand). A record that cannot be read is an error: guessing could revert someone's edit.
 */
export function readPullRecord(dir: string): PullRecord | null {
  const path = join(dir, PULL_RECORD_PATH)
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
  const broken = (why: string) =>
    new Error(`${path} is not a pull record pctx can read (${why}); run pctx pull again, or delete it`)
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw broken('invalid JSON')
  }
  if (!isJsonObject(parsed) || parsed.format !== FORMAT) throw broken(`format is not "${FORMAT}"`)
  const { url, project, revision, blocks } = parsed
  if (typeof url !== 'string' || typeof project !== 'string' || typeof revision !== 'number')
    throw broken('url, project or revision missing')
  if (!Array.isArray(blocks) || !blocks.every(isRecordedBlock)) throw broken('blocks are malformed')
  return { url, project, revision, blocks: blocks.map(recordedBlock) }
}

/**
 * The record after a push: the state the push left on the server, except for the blocks whose
 * server change the push left alone (`keepBase`), whose pulled state (or absence) stays, so
 * that the next push still sees them as changed on the server rather than in the folder.
 */
export function recordAfterPush(
  previous: PullRecord,
  after: RecordedBlock[],
  keepBase: ReadonlySet<string>,
  revision: number,
): PullRecord {
  const pulled = new Map(previous.blocks.map((block) => [block.key, block]))
  const blocks: RecordedBlock[] = []
  for (const block of after) if (!keepBase.has(block.key)) blocks.push(recordedBlock(block))
  for (const key of keepBase) {
    const kept = pulled.get(key)
    if (kept) blocks.push(kept)
  }
  return { ...previous, revision, blocks }
}
