import { ErrorResponse } from '../schemas/common.js'

/** Error answers the admin API's routes share. */
export const adminOnly = ErrorResponse(
  'The key is valid but not an admin key: managing projects and keys needs one (pctx key create --admin)',
)

export const keepsAnAdmin = ErrorResponse(
  'It would leave no usable admin key, or only admin keys that expire within 24 hours and sooner than this one (revoking, deleting or demoting it): create another admin key first, with no expiry or one more than 24 hours away',
)
