import { useEffect, useRef, useState } from 'preact/hooks'
import { ApiError, api, envelope } from '../api/client.js'
import { navigate } from '../lib/navigation.js'
import { hrefOf } from '../lib/routes.js'
import { useAccount } from './account.js'

/** Delete, then a confirmation: deleting is a revision, so History can bring the block back. */
export function DeleteBlock({
  project,
  blockKey,
  name,
}: {
  project: string
  blockKey: string
  name: string
}) {
  const { canWrite, readOnlyReason, announce } = useAccount()
  const [confirming, setConfirming] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  // The button pressed disappears: the focus moves to the question's answer, and back on Cancel.
  const confirmButton = useRef<HTMLButtonElement>(null)
  const deleteButton = useRef<HTMLButtonElement>(null)
  const [asked, setAsked] = useState(false)
  useEffect(() => {
    if (confirming) confirmButton.current?.focus()
    else if (asked) deleteButton.current?.focus()
  }, [confirming, asked])

  const remove = async () => {
    setBusy(true)
    setProblem(null)
    try {
      await envelope(
        api.DELETE('/api/v1/projects/{projectId}/blocks/{blockKey}', {
          params: { path: { projectId: project, blockKey } },
        }),
      )
      announce(`Deleted ${name}. History can restore it.`)
      navigate(hrefOf({ page: 'project', project }))
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : String(error))
      setBusy(false)
    }
  }

  if (!canWrite) {
    return (
      <button type="button" class="button-danger" disabled title={readOnlyReason}>
        Delete
      </button>
    )
  }
  return (
    <div class="delete-block">
      {!confirming ? (
        <button
          type="button"
          class="button-danger"
          ref={deleteButton}
          onClick={() => {
            setAsked(true)
            setConfirming(true)
          }}
        >
          Delete
        </button>
      ) : (
        <div class="notice notice-error">
          <p>Delete the block “{name}”? It leaves the context agents read; History can restore it.</p>
          <div class="actions">
            <button type="button" class="button-danger" ref={confirmButton} disabled={busy} onClick={remove}>
              Confirm delete
            </button>
            <button type="button" class="button-secondary" onClick={() => setConfirming(false)}>
              Cancel
            </button>
          </div>
        </div>
      )}
      {problem && (
        <p class="field-error" role="alert">
          {problem}
        </p>
      )}
    </div>
  )
}
