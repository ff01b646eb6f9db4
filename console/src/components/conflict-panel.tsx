import { fieldLabel } from '../lib/field-label.js'
import { differingFields } from '../lib/text-diff.js'
import type { Conflict, Draft } from './block-editor.js'
import { BlockValue } from './block-value.js'
import { StatusBadge } from './status-badge.js'

function Version({ title, block }: { title: string; block: Draft }) {
  return (
    <section class="version" aria-labelledby={`${title.replaceAll(' ', '-')}-heading`}>
      <h3 id={`${title.replaceAll(' ', '-')}-heading`}>{title}</h3>
      <p class="meta">
        {block.name} · <StatusBadge status={block.status} />
      </p>
      <BlockValue block={block} />
    </section>
  )
}

/** Someone else saved first: both versions side by side, and the two ways on. */
export function ConflictPanel({
  conflict,
  mine,
  busy,
  onOverwrite,
  onUseTheirs,
}: {
  conflict: Conflict
  mine: Draft
  busy: boolean
  onOverwrite: () => void
  onUseTheirs: () => void
}) {
  const { theirs } = conflict
  const fields = theirs ? differingFields(mine, theirs) : []
  return (
    <div class="notice notice-error conflict" role="alert" aria-labelledby="conflict-heading">
      <h2 id="conflict-heading">Someone else saved first</h2>
      <p>
        {theirs
          ? `This block was changed on the server (the project is now at revision ${conflict.revision}) while you were editing. Nothing of yours was saved yet.`
          : `This block was deleted on the server (the project is now at revision ${conflict.revision}) while you were editing. Nothing of yours was saved yet.`}
      </p>
      {fields.length > 0 && <p>The two versions differ in: {fields.map(fieldLabel).join(', ')}.</p>}
      <div class="columns">
        {theirs ? (
          <Version title="Their version (on the server)" block={theirs} />
        ) : (
          <p>Their version: deleted.</p>
        )}
        <Version title="Your version (not saved)" block={mine} />
      </div>
      <div class="actions">
        <button type="button" class="button-danger" disabled={busy} onClick={onOverwrite}>
          Overwrite with my version
        </button>
        <button type="button" class="button-secondary" disabled={busy} onClick={onUseTheirs}>
          Discard mine and load theirs
        </button>
      </div>
    </div>
  )
}
