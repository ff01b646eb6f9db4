import { readFileSync } from 'node:fs'
import type { SwaggerOptions } from '@fastify/swagger'
import type { Config } from '../config.js'
import { withOperationExamples } from './openapi-examples/index.js'
import { RESPONSE_HEADERS, type ResponseHeaderName } from './schemas/headers.js'

/**
 * The OpenAPI 3.1 document of the API, as options of @fastify/swagger. The routes' own schemas
 * (params, querystring, body, response, operationId, summary, tags) are the source; this file
 * adds what no single route owns: the document's info and tags, the X-API-Key scheme (on the
 * routes marked `config.authenticated`), the headers every response carries, the shared
 * components (schemas with a `title` become `#/components/schemas/<title>`), and each
 * operation's request and response examples (openapi-examples/).
 */

type JsonObject = { [key: string]: unknown }

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const OPERATION_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']

/**
 * The members of a document node that may hold schemas: all but examples, whose values are data
 * (an example section `{type: 'brand', title: 'Brand'}` is not a schema titled Brand). A member
 * of a `properties` map is a schema whatever its name.
 */
function schemaMembers(node: JsonObject, inProperties = false): [string, unknown][] {
  return Object.entries(node).filter(([key]) => inProperties || (key !== 'example' && key !== 'examples'))
}

export const API_KEY_SCHEME = 'ApiKeyAuth'
/** The same key sent as `Authorization: Bearer <key>`, for clients that only send bearer tokens. */
export const BEARER_SCHEME = 'BearerAuth'
/** The session cookie of a person signed in with email and password (docs/people.md). */
export const SESSION_SCHEME = 'SessionCookie'

const packageVersion = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
).version

const DESCRIPTION = `
pctx keeps a product's context (brand, product, users…) as typed blocks and serves it to CI/CD
pipelines, tools and AI agents.

- **Authenticated API** (\`/api/v1\`, tags *blocks* and *projects*): send an API key in the
  \`X-API-Key\` header. Keys are created with the admin CLI (\`pctx key create\`); a key sees a
  list of projects or all of them, with \`read\` or \`write\` access.
- **Public outputs** (\`/api/projects\`, tag *public*): no key; llms.txt, markdown and JSON of
  public projects, cached and conditional (strong \`ETag\`, \`If-None-Match\` → 304), readable from
  any origin (CORS preflights with \`OPTIONS\` answer 204).
- **Operations** (tag *operations*): health probes and this document.

**Envelope.** Every JSON answer is \`{"data": …, "error": null}\` or
\`{"data": null, "error": "what went wrong and how to fix it"}\` (the \`ErrorEnvelope\` schema),
with \`details\` (\`[{path, message}]\`, one per problem) on 400s about the input and \`meta\`
(paging) on lists. Errors are never HTML and never a stack trace.

**Statuses beyond each operation's own.** An unknown path answers 404 and a known path with
another method answers 405 with an \`Allow\` header, both with the error envelope. Every \`GET\`
also answers \`HEAD\` (same status and headers, no body). A trailing slash is ignored.

**Headers on every response.** \`X-Request-Id\` (your own, when it is 1–128 characters of
letters, digits and \`._:-\`, else a generated UUID), and \`X-RateLimit-Limit\`,
\`X-RateLimit-Remaining\`, \`X-RateLimit-Reset\` for the window with the fewest requests left,
and the same as the IETF draft's \`RateLimit-Policy\` (every window: \`"minute";q=60;w=60,
"day";q=1000;w=86400\`) and \`RateLimit\` (that window: \`"minute";r=59;t=42\`, requests left and
seconds to its reset) (only a 400, 500 or 503 answered before the limiter ran may lack them: a URL that cannot be
decoded, a request during shutdown). Over the limit: 429 with \`Retry-After\` in seconds. Limits
are per key (its plan: free 60/min and 1000/day, pro 300/min and 10000/day, enterprise per key)
and, for requests without a valid key, per client IP. Health probes are never counted.

This document is served at \`/api/v1/openapi.json\`; the interactive reference at \`/docs\`.
`.trim()

const TAGS = [
  { name: 'account', description: 'The key a request presents, and what it may use (X-API-Key)' },
  { name: 'blocks', description: 'List, search, get and delete the blocks of a project (X-API-Key)' },
  {
    name: 'projects',
    description:
      'The projects a key may read, export a whole project, and sync blocks in one transaction (X-API-Key)',
  },
  {
    name: 'history',
    description:
      "A project's revisions, each revision's changes field by field, one block's history, and the change feed (X-API-Key)",
  },
  {
    name: 'webhooks',
    description:
      "A project's webhooks: signed revision.created events POSTed to your endpoint, retried for about a day (X-API-Key with write access; docs/webhooks.md)",
  },
  {
    name: 'types',
    description:
      "A project's custom block types: JSON Schemas that sync enforces on blocks of those types (X-API-Key; write access to change them; docs/block-types.md)",
  },
  {
    name: 'admin',
    description:
      'Create, list, change, revoke and delete projects and keys over HTTP, so a cluster needs no database access for it (an admin key: pctx key create --admin; other keys get 403)',
  },
  {
    name: 'public',
    description:
      'Read-only outputs of public projects, no key. Every answer, errors included, carries Access-Control-Allow-Origin: *; OPTIONS on these paths is a CORS preflight answered with 204',
  },
  {
    name: 'people',
    description:
      'People sign in with email and password (a session cookie); instance admins and admin keys manage users (docs/people.md)',
  },
  {
    name: 'oauth',
    description:
      "pctx as the OAuth 2.1 authorization server of AI apps (docs/oauth.md): discovery (RFC 9728, RFC 8414), authorize, token, registration (RFC 7591) and revocation (RFC 7009). Their shapes are the RFCs': token and revocation take forms, and errors carry the RFC code in `error` with `error_description`. No key",
  },
  { name: 'operations', description: 'Health probes and this OpenAPI document (no key)' },
]

/** Statuses on which a response may lack the rate-limit headers (answered before the limiter ran). */
const RATE_LIMIT_HEADERS_OPTIONAL = new Set(['400', '500', '503'])
const RATE_LIMIT_HEADERS: ResponseHeaderName[] = [
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
  'RateLimit-Policy',
  'RateLimit',
]

const headerRef = (name: ResponseHeaderName) => ({ $ref: `#/components/headers/${name}` })
const optionalHeader = (name: ResponseHeaderName) => ({ ...RESPONSE_HEADERS[name], required: false })

/** Headers every response of `status` carries, before the route's own. */
function commonHeaders(status: string): JsonObject {
  const headers: JsonObject = { 'X-Request-Id': headerRef('X-Request-Id') }
  for (const name of RATE_LIMIT_HEADERS) {
    headers[name] = RATE_LIMIT_HEADERS_OPTIONAL.has(status) ? optionalHeader(name) : headerRef(name)
  }
  if (status === '429') headers['Retry-After'] = headerRef('Retry-After')
  if (status === '503') headers['Retry-After'] = optionalHeader('Retry-After')
  return headers
}

/**
 * Route schemas name their extra headers as `{$ref: '#/components/headers/…'}`; @fastify/swagger
 * wraps each header in `{schema: …}`, which suits inline headers only. Unwrap the references.
 */
function unwrapHeaderRefs(headers: JsonObject): JsonObject {
  const out: JsonObject = {}
  for (const [name, header] of Object.entries(headers)) {
    const ref = isObject(header) && isObject(header.schema) ? header.schema.$ref : undefined
    out[name] = typeof ref === 'string' && ref.startsWith('#/components/headers/') ? { $ref: ref } : header
  }
  return out
}

function operationsOf(document: JsonObject): JsonObject[] {
  const operations: JsonObject[] = []
  for (const item of Object.values(isObject(document.paths) ? document.paths : {})) {
    if (!isObject(item)) continue
    for (const method of OPERATION_METHODS) if (isObject(item[method])) operations.push(item[method])
  }
  return operations
}

function decorateOperation(operation: JsonObject): void {
  const responses = isObject(operation.responses) ? operation.responses : {}
  for (const [status, response] of Object.entries(responses)) {
    if (!isObject(response)) continue
    const own = isObject(response.headers) ? unwrapHeaderRefs(response.headers) : {}
    response.headers = { ...commonHeaders(status), ...own }
  }
  const parameters: unknown[] = Array.isArray(operation.parameters) ? [...operation.parameters] : []
  if ('304' in responses) parameters.push({ $ref: '#/components/parameters/If-None-Match' })
  // Path parameters first, as they appear in the URL; then query, then headers (the only
  // referenced parameter, If-None-Match, is a header).
  const rank = (parameter: unknown) => {
    const place = isObject(parameter) && typeof parameter.in === 'string' ? parameter.in : 'header'
    return ['path', 'query', 'header'].indexOf(place)
  }
  if (parameters.length > 0) operation.parameters = parameters.sort((a, b) => rank(a) - rank(b))
}

/**
 * TypeBox writes a union of string literals as `anyOf: [{type: 'string', enum: ['a']}, …]`
 * (after @fastify/swagger turned `const` into `enum`): document it as one `enum`, which every
 * client generator turns into a proper enumeration.
 */
function mergeLiteralUnions(node: unknown, inProperties = false): void {
  if (Array.isArray(node)) {
    for (const item of node) mergeLiteralUnions(item)
    return
  }
  if (!isObject(node)) return
  for (const [key, value] of schemaMembers(node, inProperties))
    mergeLiteralUnions(value, key === 'properties')
  const members = node.anyOf
  if (!Array.isArray(members) || members.length === 0) return
  const literal = (member: unknown): member is { type: string; enum: [unknown] } =>
    isObject(member) &&
    Object.keys(member).length === 2 &&
    typeof member.type === 'string' &&
    Array.isArray(member.enum) &&
    member.enum.length === 1
  if (!members.every(literal)) return
  const type = members[0]?.type
  if (!members.every((member) => member.type === type)) return
  delete node.anyOf
  node.type = type
  node.enum = members.map((member) => member.enum[0])
}

const isNamedSchema = (node: unknown): node is JsonObject & { title: string } =>
  isObject(node) && typeof node.title === 'string' && ('type' in node || 'anyOf' in node || 'enum' in node)

/** JSON with sorted keys and without the top-level description: two uses of one schema compare equal. */
function shape(node: JsonObject): string {
  const { description: _description, ...rest } = node
  const sorted = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(sorted)
    if (!isObject(value)) return value
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sorted(value[key])]),
    )
  }
  return JSON.stringify(sorted(rest))
}

/**
 * Every schema with a `title` (Block, ErrorEnvelope, SyncRequest…) becomes one component, and
 * each use a `$ref` to it (keeping a description of its own when it has one). Two different
 * schemas under one title are a mistake in the route schemas: fail loudly.
 */
function hoistNamedSchemas(document: JsonObject): void {
  const uses = new Map<string, JsonObject[]>()
  const collect = (node: unknown, inProperties = false): void => {
    if (Array.isArray(node)) for (const item of node) collect(item)
    if (!isObject(node)) return
    if (!inProperties && isNamedSchema(node)) uses.set(node.title, [...(uses.get(node.title) ?? []), node])
    for (const [key, value] of schemaMembers(node, inProperties)) collect(value, key === 'properties')
  }
  collect(document.paths)

  const components = isObject(document.components) ? document.components : {}
  const schemas: JsonObject = isObject(components.schemas) ? components.schemas : {}
  const chosen = new Map<string, JsonObject>()
  for (const [title, found] of uses) {
    const first = found.find((node) => node.description !== undefined) ?? (found[0] as JsonObject)
    for (const node of found) {
      if (shape(node) !== shape(first))
        throw new Error(`OpenAPI: two different schemas are titled "${title}"`)
    }
    if (schemas[title] !== undefined) throw new Error(`OpenAPI: component schema "${title}" already exists`)
    chosen.set(title, structuredClone(first))
  }

  const replace = (node: unknown, isRoot = false, inProperties = false): unknown => {
    if (Array.isArray(node)) return node.map((item) => replace(item))
    if (!isObject(node)) return node
    const copy: JsonObject = { ...node }
    for (const [key, value] of schemaMembers(node, inProperties)) {
      copy[key] = replace(value, false, key === 'properties')
    }
    if (isRoot || inProperties || !isNamedSchema(copy)) return copy
    const component = chosen.get(copy.title)
    const ref: JsonObject = { $ref: `#/components/schemas/${copy.title}` }
    if (copy.description !== undefined && copy.description !== component?.description) {
      ref.description = copy.description
    }
    return ref
  }
  document.paths = replace(document.paths)
  for (const [title, schema] of chosen) schemas[title] = replace(schema, true)
  components.schemas = Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b)))
  document.components = components
}

/** The last step of the document: shared headers and components. Exported for the tests. */
export function finishDocument(document: JsonObject): JsonObject {
  for (const operation of operationsOf(document)) decorateOperation(operation)
  mergeLiteralUnions(document.paths)
  hoistNamedSchemas(document)
  // The order a reader expects: what it is, where, then the operations, then the parts.
  const { openapi, info, servers, tags, paths, components, ...rest } = document
  return { openapi, info, servers, tags, paths, components, ...rest }
}

/** The @fastify/swagger options that produce the document. */
export function openApiOptions(config: Pick<Readonly<Config>, 'publicBaseUrl'>): SwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'pctx API',
        version: packageVersion,
        summary: 'Product context for CI/CD pipelines, tools and AI agents',
        description: DESCRIPTION,
        license: { name: 'MIT', identifier: 'MIT' },
      },
      servers: [{ url: config.publicBaseUrl ?? '/', description: 'This server' }],
      tags: TAGS,
      components: {
        securitySchemes: {
          [API_KEY_SCHEME]: {
            type: 'apiKey',
            in: 'header',
            name: 'X-API-Key',
            description:
              'A key created with `pctx key create` (`pctx_` followed by 43 base64url characters). Missing, malformed, unknown, revoked or expired: 401; valid but without access to the project, or read-only on sync: 403',
          },
          [BEARER_SCHEME]: {
            type: 'http',
            scheme: 'bearer',
            description:
              'The same key as `Authorization: Bearer <key>`, for clients that can only send a bearer token. Sent together with X-API-Key, both must be the same key (else 401)',
          },
          [SESSION_SCHEME]: {
            type: 'apiKey',
            in: 'cookie',
            name: 'pctx_session',
            description:
              "The session cookie `POST /api/v1/auth/sign-in` sets. Requests with it other than GET, HEAD and OPTIONS must carry the server's own Origin (else 403). A key, when one is sent too, wins",
          },
        },
        headers: RESPONSE_HEADERS,
        parameters: {
          'If-None-Match': {
            name: 'If-None-Match',
            in: 'header',
            required: false,
            description: 'An ETag of an earlier answer (or `*`): 304 without a body while it is current',
            schema: { type: 'string' },
          },
        },
      },
    },
    // Paths stay absolute from the server's root even when PUBLIC_BASE_URL has a path of its own.
    stripBasePath: false,
    // Only routes with an operationId are API operations; the others (the reference page and its
    // assets, CORS preflights) stay out. test/http/openapi-document.test.ts lists every route left
    // out, so a new route cannot be forgotten silently.
    transform: ({ schema, url, route }) => {
      if (!schema?.operationId) return { schema: { ...schema, hide: true }, url }
      const authenticated = route.config?.authenticated === true
      const sessions = route.config?.sessions
      const keys: Record<string, string[]>[] = [{ [API_KEY_SCHEME]: [] }, { [BEARER_SCHEME]: [] }]
      const cookie: Record<string, string[]>[] = [{ [SESSION_SCHEME]: [] }]
      const security: Record<string, string[]>[] = !authenticated
        ? []
        : sessions === 'only'
          ? cookie
          : sessions === 'also'
            ? [...keys, ...cookie]
            : keys
      return { schema: withOperationExamples({ ...schema, security }, schema.operationId), url }
    },
    transformObject: (documentObject) => {
      if (!('openapiObject' in documentObject)) throw new Error('OpenAPI: expected an OpenAPI 3 document')
      return finishDocument(documentObject.openapiObject as JsonObject)
    },
  }
}
