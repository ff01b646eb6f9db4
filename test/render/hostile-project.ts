import type { Block, Project } from '../../src/domain/model.js'
import { contextMarkdown, type ProjectSnapshot } from '../../src/domain/render/context-documents.js'
import { renderContext } from '../../src/domain/render/context-renderer.js'
import { renderLlmsFullTxt } from '../../src/domain/render/llms-full-txt-renderer.js'
import { renderLlmsTxt } from '../../src/domain/render/llms-txt-renderer.js'
import { renderProjectMarkdown, renderSectionMarkdown } from '../../src/domain/render/markdown-renderer.js'
import { publicLinks } from '../../src/domain/render/public-links.js'
import { publicView } from '../../src/domain/render/public-view.js'
import { loadTokenCounter } from '../../src/domain/render/token-count.js'

const count = await loadTokenCounter()

const TIME = '2026-01-01T00:00:00.000Z'

/** A project snapshot holding the given blocks (all in `brand`, status draft), for render tests. */
export function hostileSnapshot(
  blocks: { type: string; value: Block['value']; name?: string }[],
): ProjectSnapshot {
  const project: Project = {
    id: 'hostile',
    name: 'Hostile',
    description: 'Adversarial content',
    public: true,
    revision: 1,
    createdAt: TIME,
    updatedAt: TIME,
  }
  return {
    project,
    blocks: blocks.map((block, index) => ({
      id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      key: `b${index}`,
      type: block.type,
      section: 'brand',
      name: block.name ?? `Block ${index}`,
      status: 'draft',
      value: block.value,
      position: index,
      createdAt: TIME,
      updatedAt: TIME,
    })),
  }
}

/** Every public output that renders a project, by name: the endpoints and MCP get_context. */
export const OUTPUTS: Record<string, (snapshot: ProjectSnapshot) => string> = {
  markdown: (s) => renderProjectMarkdown(publicView(s.project, s.blocks, false)),
  'markdown/:section': (s) => renderSectionMarkdown(publicView(s.project, s.blocks, false), 'brand') ?? '',
  'llms.txt': (s) =>
    renderLlmsTxt(
      publicView(s.project, s.blocks, false),
      publicLinks('https://ctx.example.com', 'hostile', false),
    ),
  'llms-full.txt': (s) => renderLlmsFullTxt(publicView(s.project, s.blocks, false)),
  context: (s) => renderContext(publicView(s.project, s.blocks, false)),
  'MCP get_context': (s) => contextMarkdown(s, {}, count).markdown,
}
