import { llmsHeader } from './llms-txt-renderer.js'
import { projectBodyNodes } from './markdown-renderer.js'
import { serializeMarkdown } from './markdown-text.js'
import type { PublicView } from './public-view.js'

/**
 * llms-full.txt: the llms.txt H1 and blockquote, then the whole markdown body (H2 sections,
 * H3 blocks, formatting kept): the "everything in one file" convention of docs sites.
 */
export function renderLlmsFullTxt(view: PublicView): string {
  const body = projectBodyNodes(view)
  const header = llmsHeader(view)
  return body.length === 0 ? header : `${header}\n${serializeMarkdown(body)}`
}
