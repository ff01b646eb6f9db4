import { ValidationError } from '../errors.js'

const MAX_EMAIL_LENGTH = 254
/** One @, something on each side, no spaces: mailbox syntax is the mail server's business. */
const EMAIL = /^[^\s@]+@[^\s@]+$/u

/** The email as given, trimmed; 400 naming the field when it is not an email address. */
export function checkEmail(email: string): string {
  const trimmed = email.trim()
  if (trimmed.length > MAX_EMAIL_LENGTH || !EMAIL.test(trimmed)) {
    throw new ValidationError('email: must be an email address such as ada@example.com', [
      { path: 'email', message: 'must be an email address such as ada@example.com' },
    ])
  }
  return trimmed
}

/** The folded form that makes emails unique case-insensitively (Ada@Example.com = ada@example.com). */
export function emailKey(email: string): string {
  return email.trim().normalize('NFKC').toLowerCase()
}
