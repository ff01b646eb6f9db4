import { ErrorResponse } from '../schemas/common.js'

/** Error answers the admin API's routes share. */
export const adminOnly = ErrorResponse(
  'The key is valid but not an admin key: managing projects and keys needs one (pctx key create --admin)',
)

export const keepsAnAdmin = ErrorResponse(
  'It would leave no usable admin key, or only admin keys that expire within 24 hours and sooner than this one (revoking, deleting or demoting it): create another admin key first, with no expiry or one more than 24 hours away',
)

/** The answers of a route that takes a JSON body: its 400, and the body's own 413 and 415. */
export function bodyErrors(invalid: string) {
  return {
    400: ErrorResponse(invalid),
    413: ErrorResponse('The body is larger than BODY_LIMIT_BYTES (5 MiB by default)'),
    415: ErrorResponse('The body is not application/json, or it is compressed (no coding is accepted)'),
  }
}

/** A write refused for a full disk: nothing was written. */
export const diskFull = {
  507: ErrorResponse('The disk holding the database is full; nothing was written'),
}
