import type { ApiTypeDefinition } from '../../client/pctx-client.js'
import { jsonEqual } from '../../domain/content.js'
import { type CustomTypeRules, customTypeRules } from '../../domain/custom-types/custom-type.js'
import { definitionProblems } from '../../domain/custom-types/type-definition.js'
import type { JsonObject } from '../../domain/model.js'
import type { FileProblem } from './push-plan.js'
import { TYPES_FOLDER } from './type-files.js'

/** What a push does to the project's custom types, worked out before anything is sent. */
export interface TypePlan {
  /** Types with a file and none on the server, or one that differs: PUT before the sync. */
  put: ApiTypeDefinition[]
  created: string[]
  updated: string[]
  /** With --prune: types on the server without a file, deleted after the sync. */
  deleted: string[]
  /** The types as the server will have them when the sync runs: what the blocks are checked with. */
  rules: CustomTypeRules
  /** Problems of the type files (checked with the server's own rules); nothing is sent if any. */
  problems: FileProblem[]
}

const bodyOf = ({ title, requiredForComplete, schema }: ApiTypeDefinition) => ({
  title,
  requiredForComplete,
  schema,
})

/** Compares the folder's types with the server's: the folder wins, the server's others stay (unless pruned). */
export function planTypes(
  dir: string,
  local: ApiTypeDefinition[],
  server: ApiTypeDefinition[],
  options: { prune: boolean },
): TypePlan {
  const problems: FileProblem[] = []
  for (const type of local) {
    for (const problem of definitionProblems(bodyOf(type))) {
      problems.push({
        file: `${dir}/${TYPES_FOLDER}/${type.type}.json`,
        line: 1,
        message: problem.path ? `${problem.path}: ${problem.message}` : problem.message,
      })
    }
  }
  const onServer = new Map(server.map((type) => [type.type, type]))
  const inFolder = new Set(local.map((type) => type.type))
  const put = local.filter((type) => {
    const stored = onServer.get(type.type)
    return !stored || !jsonEqual(bodyOf(stored), bodyOf(type))
  })
  const deleted = options.prune
    ? server.filter((type) => !inFolder.has(type.type)).map((type) => type.type)
    : []
  const after = [
    ...server.filter((type) => !inFolder.has(type.type) && !deleted.includes(type.type)),
    ...local,
  ]
  return {
    put,
    created: put.filter((type) => !onServer.has(type.type)).map((type) => type.type),
    updated: put.filter((type) => onServer.has(type.type)).map((type) => type.type),
    deleted,
    // A type with problems is left out here: its problems are reported instead.
    rules: customTypeRules(
      after
        .filter((type) => !problems.some((problem) => problem.file.endsWith(`/${type.type}.json`)))
        .map((type) => ({ ...type, schema: type.schema as JsonObject, createdAt: '', updatedAt: '' })),
    ),
    problems,
  }
}

/** Whether the plan changes any type. */
export function changesTypes(plan: TypePlan): boolean {
  return plan.put.length + plan.deleted.length > 0
}
