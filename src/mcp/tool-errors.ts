import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { PctxApiError } from '../client/pctx-client.js'
import { AppError, type Problem, RateLimitedError, ValidationError } from '../domain/errors.js'
import { isDatabaseUnavailable } from '../store/unavailable.js'

/** A tool result larger than one MCP answer may hold. */
export class ResultTooLargeError extends AppError {
  readonly status = 413
}

/** What went wrong, as a caller of the API would be told. */
interface Failure {
  status: number
  message: string
  details: Problem[]
  retryAfter?: number
}

const STATUS_NAMES: Record<number, string> = {
  0: 'pctx unreachable',
  400: 'invalid request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not found',
  409: 'conflict',
  413: 'too large',
  429: 'rate limited',
  503: 'unavailable',
  507: 'storage full',
}

/**
 * Classifies an error of a tool call. API errors (over HTTP) and domain errors (in process)
 * keep their status, message and details; anything else is an internal error whose text is not
 * shown (it could hold internals), only reported through `onUnexpected`.
 */
function failureOf(error: unknown, onUnexpected?: (error: unknown) => void): Failure {
  if (error instanceof PctxApiError) {
    return {
      status: error.status,
      message: error.message,
      details: error.details,
      ...(error.retryAfter !== undefined && { retryAfter: error.retryAfter }),
    }
  }
  if (error instanceof AppError) {
    return {
      status: error.status,
      message: error.message,
      details: error instanceof ValidationError ? error.details : [],
      ...(error instanceof RateLimitedError && { retryAfter: error.retryAfter }),
    }
  }
  if (isDatabaseUnavailable(error)) {
    onUnexpected?.(error)
    return {
      status: 503,
      message: 'The database is unavailable right now; retry in a few seconds',
      details: [],
    }
  }
  onUnexpected?.(error)
  return { status: 500, message: 'Internal error in the pctx MCP server; see its logs', details: [] }
}

/**
 * An MCP tool error (`isError: true`) the model can act on: the status, the API's message, every
 * validation problem with its path, and when to retry.
 */
export function toolError(error: unknown, onUnexpected?: (error: unknown) => void): CallToolResult {
  const failure = failureOf(error, onUnexpected)
  const name = STATUS_NAMES[failure.status]
  const lines = [`Error ${failure.status}${name ? ` (${name})` : ''}: ${failure.message}`]
  for (const problem of failure.details) lines.push(`- ${problem.path || '(body)'}: ${problem.message}`)
  if (failure.retryAfter !== undefined) lines.push(`Retry after ${failure.retryAfter} s.`)
  return { content: [{ type: 'text', text: lines.join('\n') }], isError: true }
}
