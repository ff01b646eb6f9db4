import { createHash, randomBytes } from 'node:crypto'

/** A session cookie's or a one-time link's value: 32 random bytes, base64url. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url')
}

/** What is stored of a secret: its sha256 (the secret has 256 bits, so no salt or slow hash). */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex')
}
