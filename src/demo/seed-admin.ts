import { SYSTEM_AUDIT } from '../domain/audit/audit.js'
import { ConflictError } from '../domain/errors.js'
import type { UserService } from '../domain/people/user-service.js'

export const FIRST_ADMIN_EMAIL = 'admin@localhost'

/**
 * On a database with no user yet, creates the instance admin admin@localhost and returns the
 * token of their one-time link; null when users exist (every later start), or when another
 * instance starting at the same moment made it first.
 */
export async function seedFirstAdmin(users: UserService): Promise<string | null> {
  if ((await users.count()) > 0) return null
  try {
    const { token } = await users.create(
      { email: FIRST_ADMIN_EMAIL, name: 'Admin', admin: true },
      SYSTEM_AUDIT,
    )
    return token
  } catch (error) {
    if (error instanceof ConflictError) return null
    throw error
  }
}

/** What a first start prints about the first admin, once. */
export function firstAdminInstructions(link: string): string {
  return [
    `pctx: created the instance admin ${FIRST_ADMIN_EMAIL}. Open this link to choose a password and sign in`,
    `(it works once, within 24 hours; \`pctx user link ${FIRST_ADMIN_EMAIL}\` makes a new one):`,
    '',
    `  ${link}`,
    '',
  ].join('\n')
}
