import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { ApiTypeDefinition } from '../../client/pctx-client.js'
import { knownBlockType } from '../../domain/block-types/registry.js'
import { isJsonObject } from '../../domain/content.js'
import { BLOCK_TYPE_RE, BLOCK_TYPE_RULE } from '../../domain/rules.js'
import { writeAtomically } from './context-folder.js'
import type { FileProblem } from './push-plan.js'

/**
 * A project's custom block types in the context-as-code folder: `<dir>/types/<type>.json`, one
 * file per type, holding `{title, requiredForComplete, schema}` (the name is the file's). Pull
 * writes them, push sends them before the blocks. Other files in `types/` are left alone.
 */
export const TYPES_FOLDER = 'types'
const FIELDS = ['title', 'requiredForComplete', 'schema']

export interface TypeFilesResult {
  written: string[]
  unchanged: string[]
  removed: string[]
}

/** A type's file: its fields in a fixed order, the schema as stored, two-space indents. */
export function renderTypeFile({ title, requiredForComplete, schema }: ApiTypeDefinition): string {
  return `${JSON.stringify({ title, requiredForComplete, schema }, null, 2)}\n`
}

/** The `types/<name>.json` files of `dir` whose name could be a type pull wrote. */
function managedFiles(dir: string): string[] {
  const folder = join(dir, TYPES_FOLDER)
  if (!existsSync(folder) || !statSync(folder).isDirectory()) return []
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json') && BLOCK_TYPE_RE.test(name.slice(0, -'.json'.length)))
    .filter((name) => statSync(join(folder, name)).isFile())
    .sort()
}

/**
 * Makes `dir/types` hold one file per type: new and changed files written (atomically),
 * identical ones untouched, files of types that are gone removed (and the folder when empty).
 */
export function writeTypeFiles(dir: string, types: ApiTypeDefinition[]): TypeFilesResult {
  const folder = join(dir, TYPES_FOLDER)
  const wanted = new Map(types.map((type) => [`${type.type}.json`, renderTypeFile(type)]))
  const result: TypeFilesResult = { written: [], unchanged: [], removed: [] }
  for (const name of managedFiles(dir)) {
    if (wanted.has(name)) continue
    rmSync(join(folder, name))
    result.removed.push(`${TYPES_FOLDER}/${name}`)
  }
  for (const [name, content] of wanted) {
    const path = join(folder, name)
    if (existsSync(path) && readFileSync(path, 'utf8') === content) {
      result.unchanged.push(`${TYPES_FOLDER}/${name}`)
      continue
    }
    mkdirSync(folder, { recursive: true })
    writeAtomically(path, content)
    result.written.push(`${TYPES_FOLDER}/${name}`)
  }
  if (existsSync(folder) && readdirSync(folder).length === 0) rmdirSync(folder)
  return result
}

/**
 * The type files of `dir`, checked for what the server would refuse without asking it (JSON,
 * names, fields); the schemas themselves are compiled by the push plan with the server's rules.
 */
export function readTypeFiles(dir: string): { types: ApiTypeDefinition[]; problems: FileProblem[] } {
  const types: ApiTypeDefinition[] = []
  const problems: FileProblem[] = []
  const folder = join(dir, TYPES_FOLDER)
  for (const name of readdirSafe(folder)) {
    if (!name.endsWith('.json')) continue
    const file = join(folder, name)
    if (!statSync(file).isFile()) continue
    const type = name.slice(0, -'.json'.length)
    const problem = (message: string) => problems.push({ file, line: 1, message })
    if (!BLOCK_TYPE_RE.test(type)) {
      problem(`"${type}" is not a type name: use ${BLOCK_TYPE_RULE}`)
      continue
    }
    if (knownBlockType(type)) {
      problem(`"${type}" is a built-in type whose rules are fixed; rename the file`)
      continue
    }
    let parsed: unknown
    try {
      parsed = JSON.parse(readFileSync(file, 'utf8'))
    } catch (error) {
      problem(`not valid JSON: ${error instanceof Error ? error.message : String(error)}`)
      continue
    }
    if (!isJsonObject(parsed)) {
      problem('must be a JSON object like {"title": …, "requiredForComplete": [], "schema": {…}}')
      continue
    }
    const unknown = Object.keys(parsed).filter((field) => !FIELDS.includes(field))
    if (unknown.length > 0) {
      problem(
        `unknown field${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}; a type file holds ${FIELDS.join(', ')}`,
      )
      continue
    }
    const { title = null, requiredForComplete = [], schema } = parsed
    types.push({
      type,
      title: title as string | null,
      requiredForComplete: requiredForComplete as string[],
      schema: schema as Record<string, unknown>,
    })
  }
  return { types, problems }
}

function readdirSafe(folder: string): string[] {
  return existsSync(folder) && statSync(folder).isDirectory() ? readdirSync(folder).sort() : []
}
