import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { join, resolve, sep } from 'node:path'
import type { ComparableContent } from '../../domain/contract/block.js'
import { BLOCK_KEY_RE, SECTION_RE } from '../../domain/rules.js'
import { renderBlockFile } from './block-file.js'

/**
 * The folder layout shared by pull and push: `<dir>/<section>/<key>.md`, one file per block.
 * Files at the top of the folder, hidden files and folders, files not ending in `.md` and
 * anything nested deeper are the user's own and never read or touched.
 */

/** A `.md` file in a section folder. */
export interface BlockFilePath {
  /** The folder name (the block's section, if valid). */
  section: string
  /** The file name without `.md` (the block's key, if valid). */
  key: string
  /** `<section>/<key>.md`, always with `/`. */
  relative: string
  /** The path to show the user: `<dir>/<section>/<key>.md` as given on the command line. */
  display: string
  /** Absolute path. */
  absolute: string
}

const isHidden = (name: string) => name.startsWith('.')

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory()
  } catch {
    return false
  }
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile()
  } catch {
    return false
  }
}

/**
 * Every `<section>/<name>.md` file in `dir`, sorted by section then name, valid names or not
 * (push reports invalid ones). A missing `dir` is an error.
 */
export function listBlockFiles(dir: string): BlockFilePath[] {
  if (!isDirectory(dir)) throw new Error(`${dir} is not a folder`)
  const files: BlockFilePath[] = []
  for (const section of readdirSync(dir).sort()) {
    const sectionPath = join(dir, section)
    if (isHidden(section) || !isDirectory(sectionPath)) continue
    for (const name of readdirSync(sectionPath).sort()) {
      if (isHidden(name) || !name.endsWith('.md') || !isFile(join(sectionPath, name))) continue
      const key = name.slice(0, -'.md'.length)
      files.push({
        section,
        key,
        relative: `${section}/${name}`,
        display: join(dir, section, name),
        absolute: resolve(dir, section, name),
      })
    }
  }
  return files
}

/** Whether pull could have written this file: its folder is a section and its name a key. */
function isManaged(file: Pick<BlockFilePath, 'section' | 'key'>): boolean {
  return SECTION_RE.test(file.section) && BLOCK_KEY_RE.test(file.key) && file.key !== '.' && file.key !== '..'
}

/** The fields of a block pull writes: its key and every content field (contract/block.ts). */
export type PulledBlock = ComparableContent & { key: string }

export interface PullResult {
  /** Files written because they were new or differed (`<section>/<key>.md`). */
  written: string[]
  /** Files already holding the right bytes, left untouched. */
  unchanged: string[]
  /** Files of blocks that no longer exist, removed. */
  removed: string[]
}

/** The absolute path of a block's file, refusing anything that would land outside `dir`. */
function blockPath(dir: string, block: Pick<PulledBlock, 'section' | 'key'>): string {
  if (!isManaged(block)) {
    throw new Error(
      `block "${block.key}" in section "${block.section}" cannot be stored as a file name; nothing was written`,
    )
  }
  const root = resolve(dir)
  const path = resolve(root, block.section, `${block.key}.md`)
  if (!path.startsWith(root + sep)) throw new Error(`block "${block.key}" would be written outside ${dir}`)
  return path
}

/** Writes through a temporary file and a rename, so a file is never left half written. */
export function writeAtomically(path: string, content: string): void {
  const temporary = `${path}.pctx-${process.pid}.tmp`
  writeFileSync(temporary, content)
  renameSync(temporary, path)
}

/**
 * Makes `dir` hold exactly one file per block: writes new and changed files, leaves identical
 * ones alone (no new mtime), and removes the managed `.md` files of blocks that are gone, then
 * section folders left empty. Every check runs before the first write.
 */
export function writeBlockFiles(dir: string, blocks: PulledBlock[]): PullResult {
  const wanted = new Map<string, { path: string; content: string }>()
  const byLowerCase = new Map<string, string>()
  for (const block of blocks) {
    const path = blockPath(dir, block)
    const relativePath = `${block.section}/${block.key}.md`
    // Keys are case-sensitive; macOS and Windows file systems are not.
    const clash = byLowerCase.get(relativePath.toLowerCase())
    if (clash) {
      throw new Error(
        `${clash} and ${relativePath} differ only in letter case and would overwrite each other on macOS and Windows; rename one of the keys. Nothing was written`,
      )
    }
    byLowerCase.set(relativePath.toLowerCase(), relativePath)
    wanted.set(relativePath, { path, content: renderBlockFile(block) })
  }

  mkdirSync(dir, { recursive: true })
  const existing = listBlockFiles(dir).filter(isManaged)
  const result: PullResult = { written: [], unchanged: [], removed: [] }
  // Removals first: on a case-insensitive file system `Foo.md` → `foo.md` is one file.
  for (const file of existing) {
    if (wanted.has(file.relative)) continue
    rmSync(file.absolute)
    result.removed.push(file.relative)
  }
  for (const [relativePath, { path, content }] of wanted) {
    if (existsSync(path) && readFileSync(path, 'utf8') === content) {
      result.unchanged.push(relativePath)
      continue
    }
    mkdirSync(resolve(path, '..'), { recursive: true })
    writeAtomically(path, content)
    result.written.push(relativePath)
  }
  for (const section of new Set(result.removed.map((path) => path.split('/')[0] as string))) {
    const sectionPath = join(dir, section)
    if (readdirSync(sectionPath).length === 0) rmdirSync(sectionPath)
  }
  return result
}

/** Reads a block file as text; used by push. */
export function readBlockFile(file: BlockFilePath): string {
  return readFileSync(file.absolute, 'utf8')
}
