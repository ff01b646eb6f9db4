import { Type } from '@sinclair/typebox'
import type { TypeService } from '../../domain/custom-types/type-service.js'
import { type KeyedRoutes, requireAccess } from '../plugins/auth.js'
import { authErrorResponses, Envelope, ErrorResponse, ProjectParams } from '../schemas/common.js'
import { bodyErrors, diskFull } from '../schemas/error-responses.js'
import { PutTypeQuery, TypeBody, TypeDefinitionSchema, TypeParams } from '../schemas/type.js'

const noType = ErrorResponse('No such project, or the project defines no type of this name')
const readOnly = ErrorResponse(
  'The key has no access to this project (whether it exists or not), or is read-only (types need --access write to change)',
)

/** A project's custom block types (docs/block-types.md): read with any key of the project, changed with a write key. */
export const typeRoutes: KeyedRoutes<{ types: TypeService }> = async (app, deps) => {
  const { types } = deps
  const config = { authenticated: true, sessions: 'also' as const }
  const read = requireAccess(deps, 'read')
  const write = requireAccess(deps, 'manage')

  app.get(
    '/projects/:projectId/types',
    {
      onRequest: read,
      config,
      schema: {
        operationId: 'listBlockTypes',
        tags: ['types'],
        summary: "The project's custom block types, sorted by name",
        description:
          'Custom types only: the built-in persona, text and list have fixed rules (docs/block-types.md).',
        params: ProjectParams,
        response: {
          200: Envelope(Type.Array(TypeDefinitionSchema), 'Every custom type of the project'),
          ...authErrorResponses,
        },
      },
    },
    async (request) => ({ data: await types.list(request.params.projectId), error: null }),
  )

  app.get(
    '/projects/:projectId/types/:type',
    {
      onRequest: read,
      config,
      schema: {
        operationId: 'getBlockType',
        tags: ['types'],
        summary: 'One custom block type',
        params: TypeParams,
        response: { 200: Envelope(TypeDefinitionSchema, 'The type'), ...authErrorResponses, 404: noType },
      },
    },
    async (request) => ({
      data: await types.get(request.params.projectId, request.params.type),
      error: null,
    }),
  )

  app.put(
    '/projects/:projectId/types/:type',
    {
      onRequest: write,
      config,
      schema: {
        operationId: 'putBlockType',
        tags: ['types'],
        summary: 'Create or replace a custom block type: a JSON Schema that sync enforces on its blocks',
        description:
          'The schema (JSON Schema 2020-12, root `type: "object"`) is compiled with Ajv; every problem is listed in `details`. Every existing block of the type must satisfy the new definition, else 409 naming them and nothing is saved. `requiredForComplete` names top-level fields that must hold content for a block to be `complete`. Changing types makes no revision; the export lists types and its ETag changes with them. `?dryRun=true` checks everything and saves nothing.',
        params: TypeParams,
        querystring: PutTypeQuery,
        body: TypeBody,
        response: {
          200: Envelope(TypeDefinitionSchema, 'The type was replaced (or was already so)'),
          201: Envelope(TypeDefinitionSchema, 'The type was created'),
          ...authErrorResponses,
          ...bodyErrors(
            'Invalid name (a built-in type, or one breaking the pattern), or an invalid definition: a schema Ajv cannot compile, a root that is not type "object", a $ref outside the schema, $id, a pattern that cannot run in linear time, uniqueItems without maxItems ≤ 256, an unknown keyword or format, a schema over 64 KiB or nested over 32 levels, requiredForComplete naming a field not in properties, or the project has 100 types already; every problem in `details`',
          ),
          403: readOnly,
          409: ErrorResponse(
            'Existing blocks of the type do not satisfy the definition: the message names them; nothing was saved',
          ),
          ...diskFull('nothing was saved'),
        },
      },
    },
    async (request, reply) => {
      const { projectId, type } = request.params
      const result = await types.put(projectId, type, request.body, { dryRun: request.query.dryRun === true })
      return reply.code(result.created ? 201 : 200).send({ data: result.type, error: null })
    },
  )

  app.delete(
    '/projects/:projectId/types/:type',
    {
      onRequest: write,
      config,
      schema: {
        operationId: 'deleteBlockType',
        tags: ['types'],
        summary: 'Delete a custom block type; its blocks stay and take any object from then on',
        params: TypeParams,
        response: {
          200: Envelope(TypeDefinitionSchema, 'The type as it was'),
          ...authErrorResponses,
          403: readOnly,
          404: noType,
          ...diskFull('nothing was deleted'),
        },
      },
    },
    async (request) => ({
      data: await types.remove(request.params.projectId, request.params.type),
      error: null,
    }),
  )
}
