import { textOf } from '../../lib/block-types.js'
import { messagesOf } from '../../lib/problems.js'
import { describedBy, Field } from '../field.js'
import { Markdown } from '../markdown.js'
import type { ValueEditorProps } from './value-editor-props.js'

/** Markdown on one side, its rendering (sanitised) on the other, updated as one types. */
export function TextEditor({ value, onChange, problems }: ValueEditorProps) {
  const content = textOf(value.content)
  const errors = messagesOf(problems, 'value.content')
  return (
    <div class="columns">
      <Field
        id="text-content"
        label="Content (markdown)"
        hint="Headings, lists, links and emphasis in markdown."
        errors={errors}
      >
        <textarea
          id="text-content"
          class="code"
          rows={14}
          value={content}
          aria-describedby={describedBy('text-content', true, errors)}
          aria-invalid={errors.length > 0 ? true : undefined}
          onInput={(event) => onChange({ ...value, content: event.currentTarget.value })}
        />
      </Field>
      <section aria-labelledby="text-preview-heading" class="live-preview">
        <h2 id="text-preview-heading">Live preview</h2>
        {content.trim() ? <Markdown source={content} /> : <p class="meta">Nothing to preview yet.</p>}
      </section>
    </div>
  )
}
