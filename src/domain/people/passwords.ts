import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto'
import { ValidationError } from '../errors.js'

/**
 * Passwords are stored with scrypt from node:crypto: no native dependency to build, and one of
 * OWASP's equivalent scrypt settings (N=2^15, r=8, p=3: 32 MiB per hash, so concurrent sign-ins
 * don't need 128 MiB each as N=2^17 would). The parameters travel in the stored text, so raising
 * them later re-hashes nothing and breaks nothing. See docs/decisions.md.
 */
const PARAMS = { N: 2 ** 15, r: 8, p: 3 } as const
const KEY_BYTES = 32
const SALT_BYTES = 16

export const MIN_PASSWORD_LENGTH = 12
/**
 * ASVS 4.0.3 2.1.2: at least 64 characters allowed, more than 128 refused. 128 is a pass phrase
 * of some twenty words; the body schemas refuse more before anything is hashed or counted.
 */
export const MAX_PASSWORD_LENGTH = 128

function derive(
  password: string,
  salt: Buffer,
  params: { N: number; r: number; p: number },
): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r }
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  )
}

/** Refuses a password that breaks the rule, naming it. */
export function checkPasswordRule(password: string): void {
  const length = [...password].length
  if (length < MIN_PASSWORD_LENGTH) {
    throw new ValidationError(`password: must be at least ${MIN_PASSWORD_LENGTH} characters long`, [
      { path: 'password', message: `must be at least ${MIN_PASSWORD_LENGTH} characters long` },
    ])
  }
  if (length > MAX_PASSWORD_LENGTH) {
    throw new ValidationError(`password: must be at most ${MAX_PASSWORD_LENGTH} characters long`, [
      { path: 'password', message: `must be at most ${MAX_PASSWORD_LENGTH} characters long` },
    ])
  }
}

/** `scrypt$N$r$p$salt$key` (salt and key base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES)
  const key = await derive(password, salt, PARAMS)
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  )
}

/**
 * Compared against when the email is unknown or has no password yet: the same scrypt work as a
 * real check, so the time taken does not tell whether an account exists. No password derives
 * an all-zero key.
 */
const DUMMY_HASH = ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, 'AAAAAAAAAAAAAAAAAAAAAA', 'A'.repeat(43)].join(
  '$',
)

/** Whether `password` matches `stored`; null `stored` does the same work and answers false. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = (stored ?? DUMMY_HASH).split('$')
  const [scheme, n, r, p, salt, key] = parts
  if (parts.length !== 6 || scheme !== 'scrypt' || !salt || !key) return false
  const expected = Buffer.from(key, 'base64url')
  const actual = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  })
  return stored !== null && expected.length === actual.length && timingSafeEqual(expected, actual)
}
