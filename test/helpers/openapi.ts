import assert from 'node:assert/strict'
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormatsModule from 'ajv-formats'
import type { LightMyRequestResponse } from 'fastify'
import type { TestApp } from './test-app.js'

// ajv-formats is CommonJS; its default export arrives wrapped under ESM.
const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default

/** The parts of an OpenAPI 3.1 document these tests read. */
export interface OpenApiDocument {
  openapi: string
  info: { title: string; version: string; description?: string }
  paths: Record<string, Record<string, Operation>>
  components: {
    schemas: Record<string, object>
    headers: Record<string, Header>
    parameters?: Record<string, object>
    securitySchemes?: Record<string, object>
  }
  [key: string]: unknown
}

export interface Operation {
  operationId?: string
  summary?: string
  tags?: string[]
  security?: Record<string, string[]>[]
  parameters?: Parameter[]
  requestBody?: { content: Record<string, { schema: object }> }
  responses: Record<string, Response>
}

export interface Parameter {
  name?: string
  in?: string
  required?: boolean
  schema?: object
  $ref?: string
}

interface Response {
  description: string
  headers?: Record<string, Header | { $ref: string }>
  content?: Record<string, { schema: object }>
}

interface Header {
  required?: boolean
  schema: { type?: string }
}

export const OPERATION_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']

/** GET /api/v1/openapi.json, without a key. */
export async function fetchDocument(t: TestApp): Promise<OpenApiDocument> {
  const response = await t.request({ method: 'GET', url: '/api/v1/openapi.json' })
  assert.equal(response.statusCode, 200, response.body)
  return response.json() as OpenApiDocument
}

/** Every operation of the document with its method and path template. */
export function operationsOf(document: OpenApiDocument) {
  const operations: { method: string; path: string; operation: Operation }[] = []
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of OPERATION_METHODS) {
      const operation = item[method]
      if (operation) operations.push({ method, path, operation })
    }
  }
  return operations
}

/** `/api/v1/projects/{projectId}/blocks` → a RegExp matching concrete paths. */
function templatePattern(template: string): RegExp {
  const source = template
    .split('/')
    .map((segment) =>
      /^\{[^}]+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/')
  return new RegExp(`^${source}/?$`)
}

/**
 * The operation a request reaches, as the router picks it: among the templates that match, the
 * one with the most literal segments (`/blocks/search` beats `/blocks/{blockKey}`).
 */
export function findOperation(
  document: OpenApiDocument,
  method: string,
  url: string,
): { path: string; operation: Operation } | undefined {
  const path = url.split('?')[0] ?? ''
  const literals = (template: string) => template.split('/').filter((s) => !s.startsWith('{')).length
  const candidates = Object.keys(document.paths)
    .filter((template) => templatePattern(template).test(path))
    .sort((a, b) => literals(b) - literals(a))
  for (const template of candidates) {
    const operation = document.paths[template]?.[method.toLowerCase()]
    if (operation) return { path: template, operation }
  }
  return undefined
}

const COMPONENTS_ID = 'https://pctx.test/components'

/** Checks real responses against the document: status, media type, body schema, headers. */
export class ResponseChecker {
  private readonly ajv: Ajv2020
  private readonly validators = new Map<string, ValidateFunction>()
  /** operationId → statuses seen. */
  readonly seen = new Map<string, Set<string>>()

  constructor(readonly document: OpenApiDocument) {
    this.ajv = new Ajv2020({ allErrors: true, strict: true })
    addFormats(this.ajv)
    // `$ref`s of the document, pointed at one schema resource holding its components.
    const rewritten = JSON.parse(
      JSON.stringify(document.components.schemas).replaceAll(
        '"#/components/schemas/',
        `"${COMPONENTS_ID}#/$defs/`,
      ),
    ) as Record<string, object>
    this.ajv.addSchema({ $id: COMPONENTS_ID, $defs: rewritten })
  }

  private validator(key: string, schema: object): ValidateFunction {
    let validate = this.validators.get(key)
    if (!validate) {
      const rewritten = JSON.parse(
        JSON.stringify(schema).replaceAll('"#/components/schemas/', `"${COMPONENTS_ID}#/$defs/`),
      ) as object
      validate = this.ajv.compile(rewritten)
      this.validators.set(key, validate)
    }
    return validate
  }

  /** Validates a JSON value against a schema of the document (a component name or a schema). */
  assertMatches(value: unknown, schema: object | string, label: string): void {
    const resolved = typeof schema === 'string' ? { $ref: `#/components/schemas/${schema}` } : schema
    const validate = this.validator(JSON.stringify(resolved), resolved)
    assert.ok(
      validate(value),
      `${label}: the body does not match the document: ${this.ajv.errorsText(validate.errors)}\n${JSON.stringify(value).slice(0, 500)}`,
    )
  }

  private header(ref: Header | { $ref: string }): Header {
    if ('$ref' in ref) {
      const name = ref.$ref.replace('#/components/headers/', '')
      const header = this.document.components.headers[name]
      assert.ok(header, `header component ${name}`)
      return header
    }
    return ref
  }

  /**
   * Asserts that the document describes this response of `method url`: the operation exists, the
   * status is one of its responses, the body matches the schema of its media type, and every
   * required header is present with a valid value. Returns the operationId.
   */
  check(method: string, url: string, response: LightMyRequestResponse): string {
    const label = `${method} ${url} → ${response.statusCode}`
    const found = findOperation(this.document, method, url)
    assert.ok(found, `${label}: no operation in the document`)
    const { operation, path } = found
    const operationId = operation.operationId ?? `${method} ${path}`
    const status = String(response.statusCode)
    const documented = operation.responses[status]
    assert.ok(
      documented,
      `${label}: status ${status} is not documented for ${operationId} (documented: ${Object.keys(operation.responses).join(', ')}); body ${response.body.slice(0, 300)}`,
    )
    this.seen.set(operationId, (this.seen.get(operationId) ?? new Set()).add(status))

    if (!documented.content) {
      assert.equal(response.body, '', `${label}: documented without content, but a body came`)
    } else {
      const mediaType = String(response.headers['content-type'] ?? '')
        .split(';')[0]
        ?.trim()
      const media = documented.content[mediaType ?? '']
      assert.ok(
        media,
        `${label}: media type ${mediaType} is not documented (documented: ${Object.keys(documented.content).join(', ')})`,
      )
      const body = mediaType === 'application/json' ? response.json() : response.body
      this.assertMatches(body, media.schema, label)
    }

    for (const [name, ref] of Object.entries(documented.headers ?? {})) {
      const header = this.header(ref)
      const raw = response.headers[name.toLowerCase()]
      if (raw === undefined) {
        assert.ok(!header.required, `${label}: required header ${name} is missing`)
        continue
      }
      const value = header.schema.type === 'integer' ? Number(raw) : String(raw)
      this.assertMatches(value, header.schema, `${label}, header ${name}`)
    }
    return operationId
  }
}
