import { Type } from '@sinclair/typebox'
import { MESSAGE_MAX } from '../rules.js'
import { type Field, fieldProblem } from './fields.js'
import { isStorableText, STORABLE_TEXT_RULE } from './storable.js'

/**
 * The fields every body that makes a revision shares (sync, restore; delete's `message` query
 * parameter): whether to write, which revision the sender last read, and why. Each body words
 * its own descriptions.
 */

export function dryRunField(description: string) {
  return {
    schema: Type.Optional(Type.Boolean({ default: false, description })),
    invalid: 'must be true or false',
  } satisfies Field
}

export function expectedRevisionField(description: string) {
  return {
    schema: Type.Optional(Type.Integer({ minimum: 0, description })),
    invalid: 'must be a whole number ≥ 0 (the revision you last read)',
    refine: (revision: number) =>
      Number.isSafeInteger(revision) ? undefined : 'must be a whole number ≥ 0 (the revision you last read)',
  } satisfies Field
}

export function messageField(description: string) {
  return {
    schema: Type.Optional(Type.String({ maxLength: MESSAGE_MAX, description })),
    invalid: (message: unknown) =>
      typeof message === 'string'
        ? `has ${message.length} characters; at most ${MESSAGE_MAX}`
        : `must be a string of at most ${MESSAGE_MAX} characters`,
    refine: (message: string) => (isStorableText(message) ? undefined : STORABLE_TEXT_RULE),
  } satisfies Field
}

const anyMessage = messageField('')

/** What is wrong with a change's `message`, if anything (sync, delete, restore share it). */
export function messageProblemOf(message: unknown): string | undefined {
  return message === undefined ? undefined : fieldProblem(anyMessage, message, 'message')?.message
}
