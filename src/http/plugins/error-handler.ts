import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import {
  AppError,
  ConflictError,
  type Problem,
  RateLimitedError,
  ValidationError,
} from '../../domain/errors.js'
import { isDatabaseUnavailable } from '../../store/unavailable.js'
import { MAX_MESSAGE_LENGTH, MAX_PATH_LENGTH, truncate } from '../bounded-text.js'

/** Most entries of `details` a response lists; one more entry says how many were left out. */
export const MAX_DETAILS = 100

/** Friendly messages for Fastify's own client errors, by error code. */
const FASTIFY_MESSAGES: Record<string, (error: FastifyError) => string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => 'Unsupported Content-Type: send the body as application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => 'Content-Length does not match the body sent',
  FST_ERR_CTP_BODY_TOO_LARGE: () =>
    'Request body is too large for this endpoint: send less (a sync can be split into smaller batches)',
  FST_ERR_CTP_EMPTY_JSON_BODY: () => 'Empty body with Content-Type application/json: send a JSON object',
  FST_ERR_CTP_INVALID_JSON_BODY: () =>
    'Body is not valid JSON (or it holds a "__proto__" or "constructor.prototype" key, which is refused)',
}

/** Ajv error → `{path, message}` with a dotted/bracketed path (`limit`, `blocks[3].key`). */
function problemsFromValidation(error: FastifyError): Problem[] {
  const issues = error.validation ?? []
  // A union of literals (`status`) fails once per literal, then once as a whole: report it once,
  // naming the values it accepts.
  const literals = new Map<string, unknown[]>()
  for (const issue of issues) {
    if (issue.keyword !== 'const') continue
    const values = literals.get(issue.instancePath) ?? []
    values.push((issue.params as { allowedValue?: unknown }).allowedValue)
    literals.set(issue.instancePath, values)
  }
  const unions = new Set(issues.filter((i) => i.keyword === 'anyOf').map((i) => i.instancePath))
  const kept = issues.filter((issue) => !(issue.keyword === 'const' && unions.has(issue.instancePath)))
  return kept.map((issue) => {
    const base = issue.instancePath
      .split('/')
      .filter(Boolean)
      .map((part) => (/^\d+$/.test(part) ? `[${part}]` : `.${part}`))
      .join('')
      .replace(/^\./, '')
    const missing = (issue.params as { missingProperty?: string }).missingProperty
    const extra = (issue.params as { additionalProperty?: string }).additionalProperty
    const allowed = (issue.params as { allowedValues?: unknown[] }).allowedValues
    const path = [base, missing ?? extra].filter(Boolean).join('.')
    let message = issue.message ?? 'is invalid'
    if (extra) message = 'is not a known parameter'
    if (allowed) message = `must be one of ${allowed.join(', ')}`
    if (issue.keyword === 'pattern') message = 'has characters or a length that is not allowed'
    const union = issue.keyword === 'anyOf' ? literals.get(issue.instancePath) : undefined
    if (union) message = `must be one of ${union.join(', ')}`
    return { path: path || (error.validationContext ?? ''), message }
  })
}

export interface ErrorBody {
  data: null
  error: string
  details?: Problem[]
}

/**
 * An error answer stays a few KB whatever the input: a body with 300 000 unknown fields or a
 * multi-megabyte key must not come back amplified. The message and every path and message in
 * `details` are truncated, and at most MAX_DETAILS problems are listed.
 */
function bounded(message: string, details?: Problem[]): ErrorBody {
  const body: ErrorBody = { data: null, error: truncate(message, MAX_MESSAGE_LENGTH) }
  if (details === undefined || details.length === 0) return body
  const listed = details.slice(0, MAX_DETAILS).map((problem) => ({
    path: truncate(problem.path, MAX_PATH_LENGTH),
    message: truncate(problem.message, MAX_MESSAGE_LENGTH),
  }))
  const more = details.length - listed.length
  if (more > 0) {
    listed.push({
      path: '',
      message: `${more} more problem${more === 1 ? '' : 's'} not listed (at most ${MAX_DETAILS} are); fix these and send again`,
    })
  }
  body.details = listed
  return body
}

/** The one place where errors become responses: the spec's envelope, never a stack trace. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error.validation) {
      const details = problemsFromValidation(error)
      const where =
        error.validationContext === 'querystring'
          ? 'query parameter'
          : error.validationContext === 'params'
            ? 'path parameter'
            : (error.validationContext ?? 'request')
      const first = details[0]
      const message = first ? `Invalid ${where} ${first.path}: ${first.message}` : `Invalid ${where}`
      return reply.code(400).send(bounded(message, details))
    }
    if (error instanceof AppError) {
      const details =
        error instanceof ValidationError || error instanceof ConflictError ? error.details : undefined
      const body = bounded(error.message, details)
      if (error instanceof RateLimitedError) reply.header('retry-after', error.retryAfter)
      if (error.status >= 500) request.log.error({ err: error }, 'request failed')
      return reply.code(error.status).send(body)
    }
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) {
      const friendly = FASTIFY_MESSAGES[error.code]
      const message = friendly ? friendly(error) : error.message
      return reply.code(status).send(bounded(message))
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable')
      return reply
        .code(503)
        .header('retry-after', 2)
        .send({
          data: null,
          error: 'The database is unavailable right now; retry in a few seconds',
        } satisfies ErrorBody)
    }
    request.log.error({ err: error }, 'unexpected error')
    return reply
      .code(500)
      .send({ data: null, error: `Internal server error; quote request id ${request.id} when reporting it` })
  })
}
