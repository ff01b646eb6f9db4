import { createContext } from 'preact'
import { useContext } from 'preact/hooks'
import type { Who } from '../api/client.js'

export type Role = 'viewer' | 'editor' | 'admin'

export interface Account {
  /** The key, or the signed-in person. */
  who: Who
  /** Whether this page's project may be edited (a write key; a person's editor or admin role). */
  canWrite: boolean
  /** Why editing controls are disabled, when they are. */
  readOnlyReason: string
  signOut: () => void
  /** Says something in the page's live region (save results, deletions), for screen readers too. */
  announce: (message: string) => void
}

export const AccountContext = createContext<Account | null>(null)

/** The signed-in key or person; only pages rendered after sign-in call it. */
export function useAccount(): Account {
  const account = useContext(AccountContext)
  if (!account) throw new Error('useAccount outside a signed-in page')
  return account
}

/** Why editing controls are disabled for a read key. */
export const READ_ONLY_REASON = 'This key can only read: sign in with a write key to edit.'

/** A person's role on a project: instance admins may do all, as a project admin. */
export function roleOn(who: Who, project: string | null): Role | null {
  if (who.kind !== 'person' || project === null) return null
  if (who.me.user.admin) return 'admin'
  return who.me.projects.find((p) => p.id === project)?.role ?? null
}

/** Whether `who` may edit `project`, and if not, why (in words the header and pages show). */
export function writeAccess(who: Who, project: string | null): { canWrite: boolean; reason: string } {
  if (who.kind === 'key') return { canWrite: who.me.access === 'write', reason: READ_ONLY_REASON }
  const role = roleOn(who, project)
  if (role === 'editor' || role === 'admin') return { canWrite: true, reason: '' }
  return {
    canWrite: false,
    reason:
      role === 'viewer'
        ? 'You are a viewer of this project: editing needs the editor role, which a project admin can give you.'
        : 'You are not a member of this project: a project admin can add you.',
  }
}
