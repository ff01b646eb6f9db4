import { useRef, useState } from 'preact/hooks'
import { ApiError, api, type Block, envelope } from '../api/client.js'
import { writeAsShown } from '../api/write-as-shown.js'
import { navigate } from '../lib/navigation.js'
import { hrefOf } from '../lib/routes.js'
import { useAccount } from './account.js'
import { ConfirmDialog } from './confirm-dialog.js'

/**
 * Delete, asked first in a dialog naming the block: nothing is sent until the person confirms.
 * Deleting is a revision, so History can bring the block back. It deletes only the version the
 * page shows: when someone saved the block meanwhile, nothing is deleted and the page shows theirs.
 */
export function DeleteBlock({
  project,
  block,
  onChanged,
}: {
  project: string
  block: Block
  onChanged: () => void
}) {
  const { key: blockKey, name } = block
  const { canWrite, readOnlyReason, announce } = useAccount()
  const [confirming, setConfirming] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const button = useRef<HTMLButtonElement>(null)

  const remove = async () => {
    setBusy(true)
    setProblem(null)
    try {
      const result = await writeAsShown(project, block, (expectedRevision) =>
        envelope(
          api.DELETE('/api/v1/projects/{projectId}/blocks/{blockKey}', {
            params: { path: { projectId: project, blockKey }, query: { expectedRevision } },
          }),
        ),
      )
      if (result.kind === 'changed') {
        setConfirming(false)
        setBusy(false)
        announce(`Not deleted: someone else changed ${name} meanwhile; showing their version`)
        onChanged()
      } else if (result.kind === 'busy') {
        setProblem('The project keeps changing under this deletion; try again in a moment.')
        setBusy(false)
      } else {
        setConfirming(false)
        announce(`Deleted ${name}. History can restore it.`)
        navigate(hrefOf({ page: 'project', project }))
      }
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
      <button type="button" class="button-danger" ref={button} onClick={() => setConfirming(true)}>
        Delete
      </button>
      {confirming && (
        <ConfirmDialog
          title={`Delete “${name}”?`}
          confirmLabel="Delete"
          danger
          busy={busy}
          problem={problem}
          returnTo={button}
          onConfirm={remove}
          onCancel={() => {
            setConfirming(false)
            setProblem(null)
          }}
        >
          <p>
            The block <strong>{name}</strong> (<code>{blockKey}</code>) leaves the context agents read.
            Deleting makes a new revision: History can restore it.
          </p>
        </ConfirmDialog>
      )}
    </div>
  )
}
