import type { Store } from '../store.js'
import type { AuditCursor, AuditEvent } from './audit.js'

/** Reading the audit log (instance admins); writing is `recordAudit`, inside each change's transaction. */
export function createAuditService({ store }: { store: Store }) {
  return {
    /** Events newest first, strictly after `after` (a cursor of the previous page) when given. */
    list(after: AuditCursor | null, limit: number): Promise<AuditEvent[]> {
      return store.audit.list(after, limit)
    },
  }
}

export type AuditService = ReturnType<typeof createAuditService>
