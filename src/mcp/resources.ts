import { type McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js'
import type { Variables } from '@modelcontextprotocol/sdk/shared/uriTemplate.js'
import { ErrorCode, McpError, type ReadResourceResult } from '@modelcontextprotocol/sdk/types.js'
import { ValidationError } from '../domain/errors.js'
import { inProcessRenderer, shownSections } from '../domain/render/context-documents.js'
import { PROJECT_ID_RE, SECTION_RE } from '../domain/rules.js'
import type { ToolContext } from './mcp-server.js'
import { toolError } from './tool-errors.js'

/** JSON-RPC code MCP gives to "resource not found". */
export const RESOURCE_NOT_FOUND = -32002

export const LLMS_TXT_TEMPLATE = 'pctx://projects/{project_id}/llms.txt'
export const SECTION_TEMPLATE = 'pctx://projects/{project_id}/sections/{section}'

export function llmsTxtUri(projectId: string): string {
  return `pctx://projects/${projectId}/llms.txt`
}

export function sectionUri(projectId: string, section: string): string {
  return `pctx://projects/${projectId}/sections/${section}`
}

/** One variable of a matched URI, checked against its pattern. */
function variable(variables: Variables, name: string, pattern: RegExp): string {
  const raw = variables[name]
  const value = decodeURIComponent(String(Array.isArray(raw) ? raw[0] : (raw ?? '')))
  if (!pattern.test(value)) throw new ValidationError(`Invalid ${name} "${value}" in the resource URI`)
  return value
}

/** Reads a resource; failures become JSON-RPC errors carrying the same text as a tool error. */
async function read(
  uri: URL,
  mimeType: string,
  body: () => Promise<string>,
  onUnexpected?: (error: unknown) => void,
): Promise<ReadResourceResult> {
  try {
    return { contents: [{ uri: uri.href, mimeType, text: await body() }] }
  } catch (error) {
    throw resourceError(error, onUnexpected)
  }
}

export function resourceError(error: unknown, onUnexpected?: (error: unknown) => void): McpError {
  const text = toolError(error, onUnexpected).content.map((part) => (part.type === 'text' ? part.text : ''))
  const message = text.join('\n')
  const notFound = /^Error 404\b/.test(message)
  return new McpError(notFound ? RESOURCE_NOT_FOUND : ErrorCode.InvalidParams, message)
}

/**
 * The project's llms.txt and each section's markdown, as resource templates: any project the key
 * may read can be opened by URI; the list offers those of the default project (none without one).
 */
export function registerResources(server: McpServer, { api, options }: ToolContext): void {
  const project = options.defaultProject
  const onUnexpected = options.onUnexpectedError

  server.registerResource(
    'llms-txt',
    new ResourceTemplate(LLMS_TXT_TEMPLATE, {
      list: async () => ({
        resources: project
          ? [{ uri: llmsTxtUri(project), name: `llms.txt of ${project}`, mimeType: 'text/plain' }]
          : [],
      }),
    }),
    {
      title: 'llms.txt of a project',
      description:
        'The whole product context in the llmstxt.org format: one linked line per block, grouped by ' +
        'section. Links point at the public endpoints (readable without a key for public projects only).',
      mimeType: 'text/plain',
    },
    (uri, variables) =>
      read(
        uri,
        'text/plain',
        async () => {
          const snapshot = await api.snapshot(variable(variables, 'project_id', PROJECT_ID_RE))
          return (options.renderer ?? inProcessRenderer).llmsTxt(snapshot, options.publicBaseUrl)
        },
        onUnexpected,
      ),
  )

  server.registerResource(
    'section-markdown',
    new ResourceTemplate(SECTION_TEMPLATE, {
      list: async () => {
        if (!project) return { resources: [] }
        let sections: ReturnType<typeof shownSections>
        try {
          sections = shownSections(await api.snapshot(project))
        } catch (error) {
          throw resourceError(error, onUnexpected)
        }
        return {
          resources: sections.map((section) => ({
            uri: sectionUri(project, section.id),
            name: `${section.title} (${project})`,
            description: `Section ${section.id} of project ${project} as markdown: ${section.blocks} block${section.blocks === 1 ? '' : 's'}.`,
            mimeType: 'text/markdown',
          })),
        }
      },
    }),
    {
      title: 'One section of a project as markdown',
      description:
        'One section (brand, product, users or a custom one) as markdown: the section title, then ' +
        'one heading per block. Blocks with status empty are left out.',
      mimeType: 'text/markdown',
    },
    (uri, variables) =>
      read(
        uri,
        'text/markdown',
        async () => {
          const projectId = variable(variables, 'project_id', PROJECT_ID_RE)
          const section = variable(variables, 'section', SECTION_RE)
          const renderer = options.renderer ?? inProcessRenderer
          const document = await renderer.contextMarkdown(await api.snapshot(projectId), { section })
          return document.markdown
        },
        onUnexpected,
      ),
  )
}
