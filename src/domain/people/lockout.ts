import { RateLimitedError } from '../errors.js'
import { emailKey } from './emails.js'

/** Five failed password checks within 15 minutes lock an account for the rest of the 15 minutes. */
export const LOCKOUT_FAILURES = 5
export const LOCKOUT_WINDOW_SECONDS = 15 * 60

/**
 * Password checks per account, counted where every worker and instance sees them (the
 * rate-limit store: memory, the cluster primary, or Redis).
 */
export interface SignInAttempts {
  /**
   * Counts an attempt on `account` before its password is checked: `admitted` is false once
   * LOCKOUT_FAILURES attempts of the window were counted and not given back, so attempts sent
   * at the same moment cannot all pass. `giveBack` uncounts it (the password was right).
   */
  reserve(account: string, windowSeconds: number): Promise<{ admitted: boolean; giveBack(): Promise<void> }>
}

/**
 * The account an email's password checks count on, whether or not it exists: sign-in and a
 * password change's `currentPassword` guess the same secret, so they share one count.
 */
export function lockoutAccount(email: string): string {
  return `signin:${emailKey(email)}`
}

/** The 429 of a locked account. */
export function lockedError(): RateLimitedError {
  return new RateLimitedError(
    `Too many failed sign-ins for this account: wait ${LOCKOUT_WINDOW_SECONDS / 60} minutes, or ask an instance admin for a new link`,
    LOCKOUT_WINDOW_SECONDS,
  )
}
