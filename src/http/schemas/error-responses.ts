import { ErrorResponse } from './common.js'

/** The answers of a route that takes a JSON body: its 400, and the body's own 413 and 415. */
export function bodyErrors(invalid: string) {
  return {
    400: ErrorResponse(invalid),
    413: ErrorResponse('The body is larger than BODY_LIMIT_BYTES (5 MiB by default)'),
    415: ErrorResponse('The body is not application/json, or it is compressed (no coding is accepted)'),
  }
}

/** A write refused for a full disk; `nothing` says what was not done ("nothing was written"). */
export function diskFull(nothing = 'nothing was written') {
  return { 507: ErrorResponse(`The disk holding the database is full; ${nothing}`) }
}
