import { createContext } from 'preact'
import { useContext } from 'preact/hooks'
import type { Me } from '../api/client.js'

export interface Account {
  me: Me
  canWrite: boolean
  signOut: () => void
  /** Says something in the page's live region (save results, deletions), for screen readers too. */
  announce: (message: string) => void
}

export const AccountContext = createContext<Account | null>(null)

/** The signed-in key; only pages rendered after sign-in call it. */
export function useAccount(): Account {
  const account = useContext(AccountContext)
  if (!account) throw new Error('useAccount outside a signed-in page')
  return account
}

/** Why editing controls are disabled for this key. */
export const READ_ONLY_REASON = 'This key can only read: sign in with a write key to edit.'
