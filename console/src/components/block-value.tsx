import { Fragment } from 'preact'
import type { Block } from '../api/client.js'
import { itemsOf, itemsOfText, PERSONA_FIELDS, textOf } from '../lib/block-types.js'
import { labelOf } from '../lib/schema-form.js'
import { displayValue } from '../lib/text-diff.js'
import { Markdown } from './markdown.js'

/**
 * A block's value rendered for reading: text blocks as (sanitised) markdown, everything else as
 * plain text, never as markup.
 */
export function BlockValue({ block }: { block: Pick<Block, 'type' | 'value'> }) {
  const { type, value } = block
  if (type === 'text') {
    const content = textOf(value.content)
    return content ? <Markdown source={content} /> : <p class="meta">No content yet.</p>
  }
  if (type === 'list') {
    const items = itemsOf(value)
    return items.length > 0 ? (
      <ul class="plain-text">
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    ) : (
      <p class="meta">No items yet.</p>
    )
  }
  const fields =
    type === 'persona'
      ? PERSONA_FIELDS.map(({ name, label, item }) => ({ name, label, items: item !== null }))
      : Object.keys(value).map((name) => ({ name, label: labelOf(name), items: false }))
  if (fields.length === 0) return <p class="meta">No content yet.</p>
  return (
    <dl class="facts plain-text">
      {fields.map(({ name, label, items }) => {
        // A persona's goals and pain points are items, one per line: several read as a list.
        const list = items && typeof value[name] === 'string' ? itemsOfText(value[name]) : []
        return (
          <Fragment key={name}>
            <dt>{label}</dt>
            <dd>
              {list.length > 1 ? (
                <ul>
                  {list.map((entry, i) => (
                    <li key={i}>{entry}</li>
                  ))}
                </ul>
              ) : value[name] === undefined ? (
                ''
              ) : (
                displayValue(value[name])
              )}
            </dd>
          </Fragment>
        )
      })}
    </dl>
  )
}
