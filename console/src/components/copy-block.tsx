import { useRef } from 'preact/hooks'
import type { Snippet } from '../lib/snippets.js'
import { useAccount } from './account.js'

/** A snippet to copy: its text in a <pre>, and a button that copies it. */
export function CopyBlock({ snippet, headingLevel = 3 }: { snippet: Snippet; headingLevel?: 3 | 4 }) {
  const { announce } = useAccount()
  const pre = useRef<HTMLPreElement>(null)
  const Heading = headingLevel === 3 ? 'h3' : 'h4'
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(snippet.text)
      announce(`Copied: ${snippet.title}`)
    } catch {
      // No clipboard access (a page not served over HTTPS or localhost): select it for Ctrl+C.
      const selection = window.getSelection()
      if (pre.current && selection) {
        selection.selectAllChildren(pre.current)
        announce('Selected: press Ctrl+C (or ⌘C) to copy')
      }
    }
  }
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
