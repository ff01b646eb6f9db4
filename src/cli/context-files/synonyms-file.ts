import { existsSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { parseSynonymsRequest } from '../../domain/contract/synonyms.js'
import { ValidationError } from '../../domain/errors.js'
import type { SynonymGroups } from '../../domain/search/synonyms.js'
import { problemLines } from '../output.js'
import { writeAtomically } from './context-folder.js'

/**
 * A project's synonyms in the context-as-code folder: `<dir>/synonyms.json`, the body of
 * PUT …/synonyms (`{"groups": [[…], …]}`, one group per line). Pull writes it when the project
 * has synonyms and removes it when it has none; push sends it, after the blocks, when it differs
 * from the server's. A folder without the file leaves the server's synonyms alone.
 */
export const SYNONYMS_FILE = 'synonyms.json'

/** The file's text: one group per line, so a diff shows the groups that changed. */
export function renderSynonymsFile(groups: SynonymGroups): string {
  if (groups.length === 0) return '{ "groups": [] }\n'
  const lines = groups.map((group) => `    ${JSON.stringify(group)}`)
  return `{\n  "groups": [\n${lines.join(',\n')}\n  ]\n}\n`
}

/** Writes (or removes) `dir/synonyms.json`: what pull did with it, for its report. */
export function writeSynonymsFile(
  dir: string,
  groups: SynonymGroups,
): 'written' | 'unchanged' | 'removed' | 'none' {
  const path = join(dir, SYNONYMS_FILE)
  const exists = existsSync(path)
  if (groups.length === 0) {
    if (!exists) return 'none'
    rmSync(path)
    return 'removed'
  }
  const text = renderSynonymsFile(groups)
  if (exists && readFileSync(path, 'utf8') === text) return 'unchanged'
  writeAtomically(path, text)
  return 'written'
}

/**
 * The groups of `dir/synonyms.json`, checked as the server checks them (every bad group named,
 * with the file's name); undefined when there is no such file.
 */
export function readSynonymsFile(dir: string): SynonymGroups | undefined {
  const path = join(dir, SYNONYMS_FILE)
  if (!existsSync(path)) return undefined
  let body: unknown
  try {
    body = JSON.parse(readFileSync(path, 'utf8'))
  } catch (error) {
    throw new Error(
      `${path} is not valid JSON (${(error as Error).message}); expected {"groups": [["customer", "client"]]}`,
    )
  }
  try {
    return parseSynonymsRequest(body)
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    throw new Error(`${path} is not valid:\n${problemLines(error.details).join('\n')}`)
  }
}

/** Whether the folder's groups (when it has the file) differ from the server's. */
export function synonymsDiffer(local: SynonymGroups | undefined, server: SynonymGroups | undefined): boolean {
  return local !== undefined && JSON.stringify(local) !== JSON.stringify(server ?? [])
}
