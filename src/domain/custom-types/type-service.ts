import type { TypeDefinition } from '../block-service.js'
import { knownBlockType, knownBlockTypes } from '../block-types/registry.js'
import type { Clock } from '../clock.js'
import { isJsonObject } from '../content.js'
import { ConflictError, NotFoundError, type Problem, ValidationError, validationFailed } from '../errors.js'
import type { JsonObject } from '../model.js'
import { BLOCK_TYPE_RE, BLOCK_TYPE_RULE } from '../rules.js'
import type { Store, StoreOps } from '../store.js'
import { type CustomType, checkedTypeRules, schemaProblems } from './custom-type.js'
import { inThreadSchemaChecker, type SchemaChecker } from './schema-pool.js'
import { definitionProblems } from './type-definition.js'

/** Custom types one project may define: each is read by every sync of the project. */
export const TYPES_PER_PROJECT = 100
/** Blocks a 409 names when a schema does not fit them; the rest are counted. */
const CONFLICTS_NAMED = 10

export interface TypeServiceDeps {
  store: Store
  clock: Clock
  /** Where custom-type schemas compile and run: the server's schema threads (on this thread by default). */
  schemas?: SchemaChecker
}

/** What a PUT did: created the type, or replaced (or kept) an existing one. */
export interface PutTypeResult {
  created: boolean
  type: TypeDefinition
}

const definitionOf = ({ type, title, schema, requiredForComplete }: CustomType): TypeDefinition => ({
  type,
  title,
  schema,
  requiredForComplete,
})

/** The refusal of a type name, or undefined when a project may define that type. */
function nameProblem(type: string): string | undefined {
  if (!BLOCK_TYPE_RE.test(type)) return `must be ${BLOCK_TYPE_RULE}`
  if (knownBlockType(type)) {
    const builtIn = knownBlockTypes().map((known) => known.type)
    return `"${type}" is a built-in type (${builtIn.join(', ')}) whose rules are fixed; give your type another name`
  }
  return undefined
}

/** A PUT body as a definition, or a ValidationError listing every problem. */
async function parseDefinition(
  schemas: SchemaChecker,
  type: string,
  body: unknown,
): Promise<Omit<TypeDefinition, 'type'>> {
  const given = isJsonObject(body) ? body.schema : undefined
  const schemaFound = given === undefined ? undefined : await schemaProblems(schemas, type, given)
  const problems = definitionProblems(body, schemaFound)
  if (problems.length > 0) throw validationFailed(`Invalid type "${type}"`, problems)
  const { schema, title = null, requiredForComplete = [] } = body as JsonObject
  return {
    title: title as string | null,
    schema: schema as JsonObject,
    requiredForComplete: requiredForComplete as string[],
  }
}

/** Problems listed for the blocks a definition refuses: a response lists at most 100 anyway. */
const MISFITS_LISTED = 100

/**
 * The blocks of `type` that `definition` would refuse, checked as a sync checks them (schema,
 * then `requiredForComplete` when complete): one problem per block (path: its key), and a count.
 */
async function misfits(
  schemas: SchemaChecker,
  tx: StoreOps,
  projectId: string,
  definition: TypeDefinition,
): Promise<{ problems: Problem[]; count: number }> {
  const blocks = await tx.listBlocks(projectId, { type: definition.type }, null, null)
  const rules = (
    await checkedTypeRules(
      schemas,
      [{ ...definition, createdAt: '', updatedAt: '' }],
      blocks.map((block) => ({ type: definition.type, value: block.value })),
      MISFITS_LISTED,
    )
  ).get(definition.type)
  if (!rules) return { problems: [], count: 0 }
  const problems: Problem[] = []
  let count = 0
  for (const block of blocks) {
    // Past the blocks a 409 lists, only whether a block fits matters: its first problem suffices.
    const found = rules.validate(block.value, problems.length < MISFITS_LISTED)
    if (found.length === 0 && block.status === 'complete') found.push(...rules.incomplete(block.value))
    const [first] = found
    if (!first) continue
    count++
    if (problems.length < MISFITS_LISTED) {
      const more = found.length > 1 ? ` (and ${found.length - 1} more)` : ''
      problems.push({
        path: block.key,
        message: `${first.path === '' ? 'value' : `value.${first.path}`}: ${first.message}${more}`,
      })
    }
  }
  return { problems, count }
}

/** The 409 for blocks a definition refuses: the first keys named, the rest counted. */
function misfitConflict(type: string, { problems, count }: { problems: Problem[]; count: number }) {
  const named = problems.slice(0, CONFLICTS_NAMED).map((problem) => `"${problem.path}"`)
  const more = count > named.length ? ` and ${count - named.length} more` : ''
  return new ConflictError(
    `${count} existing block${count === 1 ? '' : 's'} of type "${type}" would not satisfy this definition: ${named.join(', ')}${more} (details says why). Fix or delete ${count === 1 ? 'it' : 'them'} first, or change the definition; nothing was saved`,
    problems,
  )
}

/** A project's custom block types: read with a read key, written with a write key. */
export function createTypeService({ store, clock, schemas = inThreadSchemaChecker }: TypeServiceDeps) {
  async function requireProject(tx: StoreOps, projectId: string) {
    const project = await tx.lockProject(projectId)
    if (!project) throw new NotFoundError(`Project "${projectId}" not found`)
    return project
  }

  return {
    async list(projectId: string): Promise<TypeDefinition[]> {
      return store.snapshot(async (tx) => {
        if (!(await tx.getProject(projectId))) throw new NotFoundError(`Project "${projectId}" not found`)
        return (await tx.blockTypes.list(projectId)).map(definitionOf)
      })
    },

    async get(projectId: string, type: string): Promise<TypeDefinition> {
      const found = await store.blockTypes.get(projectId, type)
      if (found) return definitionOf(found)
      if (!(await store.getProjectHead(projectId)))
        throw new NotFoundError(`Project "${projectId}" not found`)
      throw new NotFoundError(
        `Type "${type}" is not defined in project "${projectId}" (built-in types have no definition here)`,
      )
    },

    /**
     * Creates or replaces a type. Under the project's lock, like a sync: no sync can store a
     * block the new schema refuses between the check of the existing blocks and the write.
     * `dryRun` checks everything and writes nothing.
     */
    async put(
      projectId: string,
      type: string,
      body: unknown,
      options: { dryRun?: boolean } = {},
    ): Promise<PutTypeResult> {
      const refusedName = nameProblem(type)
      if (refusedName)
        throw new ValidationError(`Invalid type name: ${refusedName}`, [
          { path: 'type', message: refusedName },
        ])
      const fields = await parseDefinition(schemas, type, body)
      const definition: TypeDefinition = { type, ...fields }
      return store.transaction(async (tx) => {
        await requireProject(tx, projectId)
        const existing = await tx.blockTypes.get(projectId, type)
        if (!existing && (await tx.blockTypes.list(projectId)).length >= TYPES_PER_PROJECT) {
          throw validationFailed('Too many types', [
            {
              path: 'type',
              message: `a project has at most ${TYPES_PER_PROJECT} custom types; delete one first`,
            },
          ])
        }
        const refused = await misfits(schemas, tx, projectId, definition)
        if (refused.count > 0) throw misfitConflict(type, refused)
        const same =
          existing !== undefined &&
          existing.title === definition.title &&
          JSON.stringify(existing.schema) === JSON.stringify(definition.schema) &&
          JSON.stringify(existing.requiredForComplete) === JSON.stringify(definition.requiredForComplete)
        if (!options.dryRun && !same) {
          const now = clock.now().toISOString()
          await tx.blockTypes.upsert(projectId, {
            ...definition,
            createdAt: existing?.createdAt ?? now,
            updatedAt: now,
          })
          await tx.blockTypes.setVersion(projectId, (await tx.blockTypes.version(projectId)) + 1)
        }
        return { created: existing === undefined, type: definition }
      })
    },

    /**
     * Deletes a type. Its blocks stay as they are and become free-form (any object), like every
     * type the project does not define.
     */
    async remove(projectId: string, type: string): Promise<TypeDefinition> {
      return store.transaction(async (tx) => {
        await requireProject(tx, projectId)
        const existing = await tx.blockTypes.get(projectId, type)
        if (!existing) throw new NotFoundError(`Type "${type}" is not defined in project "${projectId}"`)
        await tx.blockTypes.delete(projectId, type)
        await tx.blockTypes.setVersion(projectId, (await tx.blockTypes.version(projectId)) + 1)
        return definitionOf(existing)
      })
    },
  }
}

export type TypeService = ReturnType<typeof createTypeService>
