import { InvalidArgumentError } from 'commander'
import { BLOCK_KEY_RE, BLOCK_KEY_RULE, MESSAGE_MAX } from '../../domain/rules.js'

/** Validates a block key argument or option (commander parser): a bad one is a usage error. */
export function parseBlockKey(text: string): string {
  if (!BLOCK_KEY_RE.test(text)) throw new InvalidArgumentError(`a block key is ${BLOCK_KEY_RULE}`)
  return text
}

/** Parses a revision number, a whole number ≥ 0 (commander parser). */
export function parseRevision(text: string): number {
  if (!/^\d{1,15}$/.test(text))
    throw new InvalidArgumentError('must be a revision number (a whole number ≥ 0)')
  return Number(text)
}

/** Validates `-m <message>` before anything is sent (commander parser). */
export function parseMessage(text: string): string {
  if (text.length > MESSAGE_MAX) throw new InvalidArgumentError(`at most ${MESSAGE_MAX} characters`)
  return text
}
