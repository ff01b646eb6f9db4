import { useRef, useState } from 'preact/hooks'
import { ApiError, api, envelope, type Schemas } from '../api/client.js'
import { nameOf } from '../lib/change-summary.js'
import { useAccount } from './account.js'
import { ConfirmDialog } from './confirm-dialog.js'

type Preview = Schemas['RestoreResult']

const GROUPS = [
  ['created', 'Re-created'],
  ['updated', 'Updated'],
  ['deleted', 'Deleted'],
] as const

/** The blocks a restore would change, by name, grouped by what happens to them. */
function PreviewLists({ preview }: { preview: Preview }) {
  return (
    <>
      {GROUPS.map(([change, heading]) =>
        preview[change].length === 0 ? null : (
          <section key={change} class={`confirm-group confirm-${change}`}>
            <h3>
              {heading} ({preview[change].length})
            </h3>
            <ul>
              {preview[change].map((key) => (
                <li key={key}>
                  {nameOf(preview, key)}
                  {nameOf(preview, key) !== key && (
                    <>
                      {' '}
                      <code>{key}</code>
                    </>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ),
      )}
    </>
  )
}

/**
 * Restores the project, or some of its blocks, to what they were after `revision`, as a new
 * revision; then `onRestored`. Nothing is written before the person confirms: the button first
 * asks for a dry run (read-only) and shows, by name, what would be re-created, updated and
 * deleted. The confirmed restore carries the revision the preview was made at
 * (`expectedRevision`), so a change made meanwhile is refused (409) and previewed again.
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
  const [preview, setPreview] = useState<Preview | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const button = useRef<HTMLButtonElement>(null)

  const restoreBody = (dryRun: boolean, expectedRevision?: number) => ({
    revision,
    dryRun,
    ...(keys ? { keys } : {}),
    ...(expectedRevision === undefined ? {} : { expectedRevision }),
    message: keys
      ? `Restored ${keys.join(', ')} as of revision ${revision}`
      : `Restored revision ${revision}`,
  })
  const post = (dryRun: boolean, expectedRevision?: number) =>
    envelope(
      api.POST('/api/v1/projects/{projectId}/restore', {
        params: { path: { projectId: project } },
        body: restoreBody(dryRun, expectedRevision),
      }),
    )
  const changes = (p: Preview) => p.created.length + p.updated.length + p.deleted.length

  const ask = async () => {
    if (busy) return
    setBusy(true)
    setProblem(null)
    setNotice(null)
    try {
      setPreview((await post(true)).data)
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : String(error))
    } finally {
      setBusy(false)
    }
  }

  const confirm = async () => {
    if (!preview) return
    setBusy(true)
    setProblem(null)
    // The dry run's revision is the one the restore would make: the project is one below it.
    const expected = preview.revision - 1
    try {
      const result = (await post(false, expected)).data
      setPreview(null)
      announce(`Restored as of revision ${revision}: now revision ${result.revision}`)
      onRestored(result.revision)
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        // Someone saved since the preview: show what restoring does now, and ask again.
        try {
          setPreview((await post(true)).data)
          setNotice('The project changed since this preview was made. This is what restoring does now.')
        } catch (again) {
          setProblem(again instanceof ApiError ? again.message : String(again))
        }
      } else {
        setProblem(error instanceof ApiError ? error.message : String(error))
      }
    } finally {
      setBusy(false)
    }
  }

  const what = keys ? `${keys.length === 1 ? 'this block' : `${keys.length} blocks`}` : 'the project'
  return (
    <span class="restore">
      <button
        type="button"
        class="button-secondary"
        ref={button}
        disabled={!canWrite}
        aria-disabled={busy || undefined}
        title={canWrite ? undefined : readOnlyReason}
        aria-label={label}
        onClick={ask}
      >
        {busy && !preview ? 'Checking…' : 'Restore'}
      </button>
      {problem && !preview && (
        <span class="field-error" role="alert">
          {problem}
        </span>
      )}
      {preview && (
        <ConfirmDialog
          title={`Restore ${what} as of revision ${revision}?`}
          confirmLabel="Restore"
          danger={preview.deleted.length > 0}
          busy={busy}
          problem={problem}
          returnTo={button}
          onCancel={() => {
            setPreview(null)
            setProblem(null)
          }}
          {...(changes(preview) > 0 && { onConfirm: confirm })}
        >
          {notice && <p class="notice">{notice}</p>}
          {changes(preview) === 0 ? (
            <p>Nothing to restore: it is already as it was after revision {revision}.</p>
          ) : (
            <>
              <p>Restoring makes a new revision; History keeps this one, so it can be undone the same way.</p>
              <PreviewLists preview={preview} />
            </>
          )}
        </ConfirmDialog>
      )}
    </span>
  )
}
