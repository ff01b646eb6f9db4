import type { Snippet } from '../lib/snippets.js'
import { useCopy } from './use-copy.js'

/** A snippet to copy: its text in a <pre>, and a button that copies it. */
export function CopyBlock({ snippet, headingLevel = 3 }: { snippet: Snippet; headingLevel?: 3 | 4 }) {
  const { pre, copy } = useCopy(snippet.text, `Copied: ${snippet.title}`)
  const Heading = headingLevel === 3 ? 'h3' : 'h4'
  return (
    <div class="copy-block">
      <Heading>{snippet.title}</Heading>
      <p class="hint">{snippet.where}</p>
      <pre ref={pre}>
        <code>{snippet.text}</code>
      </pre>
      <button
        type="button"
        class="button-secondary button-small"
        onClick={copy}
        aria-label={`Copy ${snippet.title}`}
      >
        Copy
      </button>
    </div>
  )
}
