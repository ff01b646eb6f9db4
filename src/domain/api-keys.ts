import { createHash, randomBytes } from 'node:crypto'

export const KEY_PREFIX = 'pctx_'
/** `pctx_` + 32 random bytes in base64url (43 characters). */
export const KEY_RE = /^pctx_[A-Za-z0-9_-]{43}$/
/** Characters of the key shown in listings and accepted by `key revoke`. */
export const DISPLAY_PREFIX_LENGTH = 12

export function generateKeySecret(): string {
  return KEY_PREFIX + randomBytes(32).toString('base64url')
}

/** Keys are stored only as this hash. */
export function hashKey(secret: string): string {
  return createHash('sha256').update(secret).digest('hex')
}

export function displayPrefix(secret: string): string {
  return secret.slice(0, DISPLAY_PREFIX_LENGTH)
}
