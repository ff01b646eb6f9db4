import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { UriTemplate } from '@modelcontextprotocol/sdk/shared/uriTemplate.js'
import {
  ErrorCode,
  McpError,
  SubscribeRequestSchema,
  UnsubscribeRequestSchema,
} from '@modelcontextprotocol/sdk/types.js'
import { shownSections } from '../domain/render/context-documents.js'
import { PROJECT_ID_RE, SECTION_RE } from '../domain/rules.js'
import type { ToolContext } from './mcp-server.js'
import { LLMS_TXT_TEMPLATE, RESOURCE_NOT_FOUND, resourceError, SECTION_TEMPLATE } from './resources.js'
import { SubscriptionRefused } from './subscriptions-hub.js'

/** What a subscribed resource shows: a project's document, or one section of it. */
export interface WatchTarget {
  projectId: string
  section?: string
  /** A section's block keys when subscribed: which later changes touch it (docs/mcp.md). */
  sectionKeys?: readonly string[]
}

/**
 * Where a connection's subscriptions go (docs/mcp.md, "Subscriptions"): the subscriptions hub
 * of its process, which tells it of every new revision that changes a subscribed resource.
 */
export interface SubscriptionSink {
  /**
   * Watches `uri`, showing `target`, read at `revision`; throws a SubscriptionRefused when the
   * connection may not hold more subscriptions, or cannot be notified at all (an HTTP request
   * without a session of this process).
   */
  subscribe(uri: string, target: WatchTarget, revision: number): void
  unsubscribe(uri: string): void
}

const templates = [
  { template: new UriTemplate(LLMS_TXT_TEMPLATE), section: false },
  { template: new UriTemplate(SECTION_TEMPLATE), section: true },
]

/** The project (and section) a resource URI names; an McpError for a URI that names none. */
export function resourceTarget(uri: string): { projectId: string; section?: string } {
  for (const { template, section } of templates) {
    const variables = template.match(uri)
    if (!variables) continue
    const value = (name: string) => {
      const raw = variables[name]
      return decodeURIComponent(String(Array.isArray(raw) ? raw[0] : (raw ?? '')))
    }
    const projectId = value('project_id')
    if (!PROJECT_ID_RE.test(projectId)) break
    if (!section) return { projectId }
    const id = value('section')
    if (!SECTION_RE.test(id)) break
    return { projectId, section: id }
  }
  throw new McpError(
    RESOURCE_NOT_FOUND,
    `Unknown resource "${uri}": subscribe to pctx://projects/{project_id}/llms.txt or pctx://projects/{project_id}/sections/{section}`,
  )
}

/**
 * `resources/subscribe` and `resources/unsubscribe` for the resources of resources.ts. A
 * subscription is checked like a read (the key must read the project; a section must exist), so
 * a key learns nothing by subscribing that it could not read.
 */
export function registerSubscriptions(
  server: McpServer,
  { api, options }: ToolContext,
  sink: SubscriptionSink,
): void {
  server.server.registerCapabilities({ resources: { subscribe: true } })
  server.server.setRequestHandler(SubscribeRequestSchema, async (request) => {
    const uri = request.params.uri
    const target = resourceTarget(uri)
    let revision: number
    let watched: WatchTarget = { projectId: target.projectId }
    try {
      const snapshot = await api.snapshot(target.projectId)
      if (target.section !== undefined) {
        const sections = shownSections(snapshot)
        if (!sections.some((section) => section.id === target.section)) {
          const known = sections.map((section) => section.id).join(', ') || 'none yet'
          throw new McpError(
            RESOURCE_NOT_FOUND,
            `Project "${target.projectId}" has no section "${target.section}" to show (its sections: ${known})`,
          )
        }
        // Every block of the section, shown or not: a change to any of them may show it.
        const keys = snapshot.blocks
          .filter((block) => block.section === target.section)
          .map((block) => block.key)
        watched = { projectId: target.projectId, section: target.section, sectionKeys: keys }
      }
      revision = snapshot.project.revision
    } catch (error) {
      throw error instanceof McpError ? error : resourceError(error, options.onUnexpectedError)
    }
    try {
      sink.subscribe(uri, watched, revision)
    } catch (error) {
      if (error instanceof SubscriptionRefused) throw new McpError(ErrorCode.InvalidRequest, error.message)
      throw error
    }
    return {}
  })
  server.server.setRequestHandler(UnsubscribeRequestSchema, async (request) => {
    // Unknown or never subscribed: nothing to stop, and nothing told about the resource.
    sink.unsubscribe(request.params.uri)
    return {}
  })
}
