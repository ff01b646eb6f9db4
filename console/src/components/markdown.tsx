import { useMemo } from 'preact/hooks'
import { renderMarkdown } from '../lib/markdown.js'

/** Markdown shown rendered, through the sanitiser (never raw HTML from a block). */
export function Markdown({ source }: { source: string }) {
  const html = useMemo(() => renderMarkdown(source), [source])
  return <div class="rendered" dangerouslySetInnerHTML={{ __html: html }} />
}
