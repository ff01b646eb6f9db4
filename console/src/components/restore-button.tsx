import { useState } from 'preact/hooks'
import { ApiError, api, envelope } from '../api/client.js'
import { useAccount } from './account.js'

/**
 * Restores the project, or some of its blocks, to what they were after `revision` (POST
 * /restore), as a new revision; then `onRestored`.
 */
export function RestoreButton({
  project,
  revision,
  keys,
  label,
  onRestored,
}: {
  project: string
  revision: number
  keys?: string[]
  /** Accessible name when the visible "Restore" needs more to tell buttons apart. */
  label?: string
  onRestored: (newRevision: number) => void
}) {
  const { canWrite, readOnlyReason, announce } = useAccount()
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const restore = async () => {
    setBusy(true)
    setProblem(null)
    try {
      const result = await envelope(
        api.POST('/api/v1/projects/{projectId}/restore', {
          params: { path: { projectId: project } },
          body: {
            revision,
            dryRun: false,
            ...(keys ? { keys } : {}),
            message: keys
              ? `Restored ${keys.join(', ')} as of revision ${revision}`
              : `Restored revision ${revision}`,
          },
        }),
      )
      const changed = result.data.created.length + result.data.updated.length + result.data.deleted.length
      announce(
        changed === 0
          ? `Nothing to restore: it is already as it was after revision ${revision}`
          : `Restored as of revision ${revision}: now revision ${result.data.revision}`,
      )
      onRestored(result.data.revision)
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : String(error))
    } finally {
      setBusy(false)
    }
  }
  return (
    <span class="restore">
      <button
        type="button"
        class="button-secondary"
        disabled={!canWrite || busy}
        title={canWrite ? undefined : readOnlyReason}
        aria-label={label}
        onClick={restore}
      >
        Restore
      </button>
      {problem && (
        <span class="field-error" role="alert">
          {problem}
        </span>
      )}
    </span>
  )
}
