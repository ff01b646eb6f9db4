import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { type CurlExample, readApiDocExamples, type ShownAnswer } from '../helpers/api-doc-examples.js'
import {
  fetchDocument,
  findOperation,
  type OpenApiDocument,
  type Operation,
  operationsOf,
  ResponseChecker,
} from '../helpers/openapi.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

const API_MD = join(import.meta.dirname, '..', '..', 'docs', 'api.md')

/** Paths docs/api.md shows that are deliberately not operations of the document, and why. */
const OUTSIDE_THE_DOCUMENT: Record<string, string> = {
  '/metrics': 'Prometheus exposition for the operator, not part of the JSON API (docs/deployment.md)',
}

/** Operations whose whole success answer is too long for the page: api.md shows it abridged. */
const SHOWN_ABRIDGED: Record<string, string> = {
  getOpenApiDocument: 'the document itself: thousands of lines',
}

interface Media {
  schema: object
  examples?: Record<string, { summary?: string; value: unknown }>
}

const mediaOf = (container: { content?: Record<string, unknown> } | undefined) =>
  Object.entries((container?.content ?? {}) as Record<string, Media>)

const successStatuses = (operation: Operation) =>
  Object.keys(operation.responses).filter((status) => /^2\d\d$/.test(status))

describe('OpenAPI examples', () => {
  let t: TestApp
  let document: OpenApiDocument
  let checker: ResponseChecker

  before(async () => {
    t = await createTestApp()
    document = await fetchDocument(t)
    checker = new ResponseChecker(document)
  })
  after(() => t.close())

  it('give every operation a request example where it has a body and an example of each success answer', () => {
    const missing: string[] = []
    for (const { operation } of operationsOf(document)) {
      const id = operation.operationId ?? '?'
      for (const [mediaType, media] of mediaOf(operation.requestBody)) {
        if (Object.keys(media.examples ?? {}).length === 0) missing.push(`${id}: request ${mediaType}`)
      }
      for (const status of successStatuses(operation)) {
        for (const [mediaType, media] of mediaOf(operation.responses[status])) {
          if (Object.keys(media.examples ?? {}).length === 0) missing.push(`${id}: ${status} ${mediaType}`)
        }
      }
    }
    assert.deepEqual(missing, [], 'add them to src/http/openapi-examples/')
  })

  it('match their own schemas, with a summary each', () => {
    let checked = 0
    for (const { operation } of operationsOf(document)) {
      const id = operation.operationId ?? '?'
      const containers = [
        ['request', operation.requestBody] as const,
        ...Object.entries(operation.responses).map(([status, response]) => [status, response] as const),
      ]
      for (const [where, container] of containers) {
        for (const [mediaType, media] of mediaOf(container)) {
          for (const [name, example] of Object.entries(media.examples ?? {})) {
            assert.ok(example.summary, `${id} ${where} example ${name}: give it a summary`)
            checker.assertMatches(example.value, media.schema, `${id} ${where} ${mediaType} example ${name}`)
            checked++
          }
        }
      }
    }
    assert.ok(checked >= operationsOf(document).length, `only ${checked} examples checked`)
  })
})

describe('docs/api.md against the OpenAPI document', () => {
  let t: TestApp
  let document: OpenApiDocument
  let checker: ResponseChecker
  let curls: CurlExample[] = []
  let loose: ShownAnswer[] = []

  before(async () => {
    ;({ curls, loose } = readApiDocExamples(readFileSync(API_MD, 'utf8')))
    t = await createTestApp()
    document = await fetchDocument(t)
    checker = new ResponseChecker(document)
  })
  after(() => t.close())

  const isEnvelope = (value: unknown): value is { data: unknown; error: unknown } =>
    typeof value === 'object' && value !== null && 'data' in value && 'error' in value
  const json = (answer: ShownAnswer | undefined) =>
    answer?.body && 'json' in answer.body ? answer.body.json : undefined
  const isError = (answer: ShownAnswer | undefined) => {
    const body = json(answer)
    return (answer?.status ?? 200) >= 400 || (isEnvelope(body) && body.error !== null)
  }

  it('reads the examples of the page (the parser sees what a reader sees)', () => {
    assert.ok(curls.length >= 60, `only ${curls.length} curl examples found`)
    assert.ok(loose.length >= 15, `only ${loose.length} answers without a request found`)
  })

  it('shows only requests the document describes, except unknown routes answered with an error', () => {
    const problems: string[] = []
    for (const curl of curls) {
      if (findOperation(document, curl.method, curl.path) || OUTSIDE_THE_DOCUMENT[curl.path]) continue
      // The page shows what an unknown route or a wrong method answers: an error, not an endpoint.
      if (isError(curl.answer) && isEnvelope(json(curl.answer))) continue
      problems.push(
        `${curl.at} (${curl.section}): ${curl.method} ${curl.path} is not an operation of the document`,
      )
    }
    assert.deepEqual(problems, [])
  })

  it('has an example of every operation of the document, with its whole answer', () => {
    const shown = new Map<string, CurlExample[]>()
    for (const curl of curls) {
      const found = findOperation(document, curl.method, curl.path)
      const id = found?.operation.operationId
      if (id) shown.set(id, [...(shown.get(id) ?? []), curl])
    }
    const problems: string[] = []
    for (const { operation, method, path } of operationsOf(document)) {
      const id = operation.operationId ?? `${method} ${path}`
      const examples = shown.get(id) ?? []
      if (examples.length === 0) {
        problems.push(`${id} (${method.toUpperCase()} ${path}): no curl example in docs/api.md`)
        continue
      }
      const whole = examples.some(
        (curl) => !isError(curl.answer) && curl.answer?.body && !('abridged' in curl.answer.body),
      )
      // A redirect (SSO's start and callback) has no body to show: its example shows the Location.
      if (!whole && !SHOWN_ABRIDGED[id] && successStatuses(operation).length > 0)
        problems.push(`${id}: no example shows its whole success answer (${examples[0]?.at})`)
    }
    assert.deepEqual(problems, [])
  })

  it('shows request bodies and answers that match the operation’s schemas', () => {
    let checked = 0
    const problems: string[] = []
    for (const curl of curls) {
      const found = findOperation(document, curl.method, curl.path)
      if (!found) continue
      try {
        checked += checkExample(curl, found.operation)
      } catch (error) {
        problems.push((error as Error).message.split('\n')[0] as string)
      }
    }
    assert.deepEqual(problems, [])
    assert.ok(checked >= 40, `only ${checked} requests and answers checked`)
  })

  /** Asserts that one example matches its operation; returns how many bodies it checked. */
  function checkExample(curl: CurlExample, operation: Operation): number {
    let checked = 0
    const label = `${curl.at} (${curl.section}) ${curl.method} ${curl.path}`
    const answer = curl.answer
    if (isError(answer)) {
      // The request was refused, often on purpose (a bad body): only the answer is checked.
      if (answer?.status !== undefined) {
        assert.ok(
          operation.responses[String(answer.status)],
          `${label}: status ${answer.status} is not documented`,
        )
      }
      // The OAuth protocol endpoints document their own error shape (OauthError).
      const documented = operation.responses[String(answer?.status)]?.content?.['application/json']?.schema
      if (json(answer) !== undefined)
        checker.assertMatches(json(answer), documented ?? 'ErrorEnvelope', label)
      return 0
    }
    const content = operation.requestBody?.content ?? {}
    // A form body (OAuth's token and revocation endpoints) is checked as the object it encodes.
    const isForm = content['application/json'] === undefined && 'application/x-www-form-urlencoded' in content
    const requestMedia = content['application/json'] ?? content['application/x-www-form-urlencoded']
    if (curl.body !== undefined) {
      assert.ok(requestMedia, `${label}: sends a body, but the operation takes none`)
      let body: unknown
      assert.doesNotThrow(() => {
        body = isForm
          ? Object.fromEntries(new URLSearchParams(curl.body as string))
          : JSON.parse(curl.body as string)
      }, `${label}: the -d body is not JSON`)
      checker.assertMatches(body, requestMedia.schema, `${label}, request body`)
      checked++
    } else if (requestMedia && answer !== undefined) {
      assert.fail(`${label}: the operation takes a body; show it with -d`)
    }
    if (!answer?.body || 'abridged' in answer.body) return checked
    const statuses = answer.status !== undefined ? [String(answer.status)] : successStatuses(operation)
    const media = statuses.flatMap((status) => mediaOf(operation.responses[status]))
    assert.ok(media.length > 0, `${label}: answer ${statuses.join('/')} has no documented content`)
    const value = 'json' in answer.body ? answer.body.json : answer.body.text
    const mediaType = 'json' in answer.body ? 'application/json' : undefined
    const candidates = media.filter(([type]) => mediaType === undefined || type === mediaType)
    assert.ok(candidates.length > 0, `${label}: a ${mediaType ?? 'text'} answer is not documented`)
    const errors: string[] = []
    for (const [, { schema }] of candidates) {
      try {
        checker.assertMatches(value, schema, label)
        errors.length = 0
        break
      } catch (error) {
        errors.push((error as Error).message)
      }
    }
    assert.equal(errors.length, 0, errors.join(' | ').replaceAll('\n', ' ').slice(0, 600))
    return checked + 1
  }

  it('shows error answers in the envelope the document describes', () => {
    for (const answer of loose) {
      const body = json(answer)
      if (!isEnvelope(body)) continue
      assert.notEqual(
        body.error,
        null,
        `${answer.at}: a success answer without its request: put it under its curl`,
      )
      checker.assertMatches(body, 'ErrorEnvelope', answer.at)
    }
  })
})
