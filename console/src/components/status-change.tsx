import { useEffect, useRef, useState } from 'preact/hooks'
import { ApiError, api, type Block, type BlockStatus, envelope } from '../api/client.js'
import { writeAsShown } from '../api/write-as-shown.js'
import { fieldLabel, STATUSES } from '../lib/block-types.js'
import { problemsForBlock } from '../lib/problems.js'
import { useAccount } from './account.js'
import { describedBy, Field } from './field.js'

/**
 * The block's status, changed from its page: a sync of that one field at the project's
 * revision, recorded in history like any edit (with a note saying what changed). The save goes
 * through only while the block is as the page shows it; when someone changed it meanwhile, the
 * page shows their version instead and nothing is sent.
 */
export function StatusChange({
  project,
  block,
  onChanged,
}: {
  project: string
  block: Block
  onChanged: () => void
}) {
  const { announce } = useAccount()
  const [status, setStatus] = useState<BlockStatus>(block.status)
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<string[]>([])
  const select = useRef<HTMLSelectElement>(null)
  // The block as reloaded after a change (this one or someone else's) is the new starting choice.
  useEffect(() => setStatus(block.status), [block.status, block.updatedAt])

  const change = async () => {
    setBusy(true)
    setErrors([])
    try {
      const result = await writeAsShown(project, block, (expectedRevision) =>
        envelope(
          api.POST('/api/v1/projects/{projectId}/sync', {
            params: { path: { projectId: project } },
            body: {
              blocks: [{ key: block.key, status }],
              mode: 'upsert',
              dryRun: false,
              expectedRevision,
              message: `Status: ${block.status} → ${status}`,
            },
          }),
        ),
      )
      if (result.kind === 'changed') {
        announce('Not changed: someone else changed this block meanwhile; showing their version')
        onChanged()
      } else if (result.kind === 'busy') {
        setErrors(['The project keeps changing under this change; try again in a moment.'])
      } else {
        announce(`Status of “${block.name}” changed to ${status} (revision ${result.value.data.revision})`)
        // The button is disabled once the status is stored: the focus stays on the choice.
        select.current?.focus()
        onChanged()
      }
    } catch (error) {
      if (error instanceof ApiError) {
        // `complete` needs every required field: the fields are named, as the editor would.
        const found = problemsForBlock(error.details)
        const messages = [
          ...found.general,
          ...[...found.byField].flatMap(([field, list]) => list.map((m) => `${fieldLabel(field)}: ${m}`)),
        ]
        setErrors(messages.length > 0 ? messages : [error.message])
      } else {
        setErrors([String(error)])
      }
      announce('Status not changed: see why beside it')
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      class="status-change"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (!busy) void change()
      }}
    >
      <Field
        id="status-change"
        label="Status"
        hint="Empty blocks are left out of what agents read; complete needs every required field."
        errors={errors}
      >
        <select
          id="status-change"
          ref={select}
          value={status}
          aria-describedby={describedBy('status-change', true, errors)}
          aria-invalid={errors.length > 0 ? true : undefined}
          onChange={(event) => setStatus(event.currentTarget.value as BlockStatus)}
        >
          {STATUSES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </Field>
      <button type="submit" class="button-secondary" disabled={status === block.status}>
        Change status
      </button>
    </form>
  )
}
