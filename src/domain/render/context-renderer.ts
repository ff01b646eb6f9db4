import type { JsonObject } from '../model.js'
import type { BlockStatus } from '../rules.js'
import type { PublicProject, PublicView } from './public-view.js'

export interface PublicContext {
  project: PublicProject
  sections: {
    type: string
    title: string
    blocks: { key: string; type: string; name: string; status: BlockStatus; value: JsonObject }[]
  }[]
}

/** `GET /context`'s `data`: the project and its shown sections and blocks, values as stored. */
export function contextData(view: PublicView): PublicContext {
  return {
    project: view.project,
    sections: view.sections.map((section) => ({
      type: section.id,
      title: section.title,
      blocks: section.blocks.map(({ key, type, name, status, value }) => ({
        key,
        type,
        name,
        status,
        value,
      })),
    })),
  }
}

/** The whole `GET /context` response body: the envelope around `contextData`, as JSON. */
export function renderContext(view: PublicView): string {
  return JSON.stringify({ data: contextData(view), error: null })
}
