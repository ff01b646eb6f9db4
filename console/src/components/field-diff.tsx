import { fieldLabel } from '../lib/field-label.js'
import { displayValue, lineDiff } from '../lib/text-diff.js'

const MARK = { same: ' ', removed: '−', added: '+' } as const
const SAID = { same: '', removed: 'removed: ', added: 'added: ' } as const

/**
 * One field's change. Text is shown as a line diff (− removed, + added, marked in words for
 * screen readers too, never by colour alone); other values as before and after.
 */
export function FieldDiff({ field, before, after }: { field: string; before: unknown; after: unknown }) {
  const textual =
    (before === null || typeof before === 'string') && (after === null || typeof after === 'string')
  return (
    <>
      <dt>{fieldLabel(field)}</dt>
      <dd>
        {textual ? (
          <pre class="diff-lines">
            {lineDiff((before as string | null) ?? '', (after as string | null) ?? '').map((line, i) => (
              <span key={i} class={`diff-line diff-${line.kind}`}>
                <span aria-hidden="true">{MARK[line.kind]} </span>
                <span class="visually-hidden">{SAID[line.kind]}</span>
                {line.text}
                {'\n'}
              </span>
            ))}
          </pre>
        ) : (
          <div class="columns">
            <div>
              <p class="meta">Before</p>
              <pre class="diff-removed">{displayValue(before)}</pre>
            </div>
            <div>
              <p class="meta">After</p>
              <pre class="diff-added">{displayValue(after)}</pre>
            </div>
          </div>
        )}
      </dd>
    </>
  )
}
