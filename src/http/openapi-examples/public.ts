import { BRAND_VALUES, BRAND_VOICE, PROJECT } from './demo.js'
import type { OperationExamples } from './example.js'

const BASE = 'https://pctx.example.com/api/projects/demo'

const BRAND_MARKDOWN = `## Voice and tone

${BRAND_VOICE.value.content}

## Brand values

- Clarity over cleverness
- Privacy by default
- Fast answers
`

const HEADER = `# Acme Analytics

> ${PROJECT.description}
`

const text = (summary: string, value: string) => ({ 200: { text: { summary, value } } })

/** Examples of the public outputs, the health probes and the OpenAPI document. */
export const PUBLIC_EXAMPLES: Record<string, OperationExamples> = {
  getLlmsTxt: {
    responses: text(
      'The demo project (abridged: one section of three)',
      `${HEADER}
Product context of Acme Analytics (project demo), served by pctx. It has 3 sections with 6 blocks: Brand (2), Product (2) and Users (2). …

## Brand

- [Voice and tone](${BASE}/markdown/brand#voice-and-tone): Plain, confident and friendly. We explain numbers in **everyday words** and never blame the user. - Say "you", not "the user" - Prefer short sentences - No jargon without an example
- [Brand values](${BASE}/markdown/brand#brand-values): Clarity over cleverness; Privacy by default; Fast answers

## Optional

- [Full markdown](${BASE}/markdown): every section and block as one markdown document
`,
    ),
  },
  getLlmsFullTxt: {
    responses: text(
      'The demo project (abridged: one section of three)',
      `${HEADER}\n## Brand\n\n${BRAND_MARKDOWN.replaceAll('## ', '### ')}`,
    ),
  },
  getMarkdown: {
    responses: text(
      'The demo project (abridged: one section of three)',
      `# Acme Analytics\n\n${PROJECT.description}\n\n## Brand\n\n${BRAND_MARKDOWN.replaceAll('## ', '### ')}`,
    ),
  },
  getSectionMarkdown: {
    responses: text('The brand section of the demo project', `# Brand\n\n${BRAND_MARKDOWN}`),
  },
  getContext: {
    responses: {
      200: {
        json: {
          summary: 'The demo project as JSON (abridged: one section of three)',
          value: {
            data: {
              project: {
                id: PROJECT.id,
                name: PROJECT.name,
                description: PROJECT.description,
                revision: PROJECT.revision,
                updatedAt: PROJECT.updatedAt,
              },
              sections: [
                {
                  type: 'brand',
                  title: 'Brand',
                  blocks: [BRAND_VOICE, BRAND_VALUES].map(({ key, type, name, status, value }) => ({
                    key,
                    type,
                    name,
                    status,
                    value,
                  })),
                },
              ],
            },
            error: null,
          },
        },
        markdown: {
          summary: 'Accept: text/markdown: the project markdown (abridged: one section of three)',
          mediaType: 'text/markdown',
          value: `# Acme Analytics\n\n${PROJECT.description}\n\n## Brand\n\n${BRAND_MARKDOWN.replaceAll('## ', '### ')}`,
        },
      },
    },
  },
  checkLiveness: {
    responses: {
      200: { up: { summary: 'The process is up', value: { data: { status: 'ok' }, error: null } } },
    },
  },
  checkReadiness: {
    responses: {
      200: {
        ready: {
          summary: 'The database answers',
          value: { data: { status: 'ready', database: 'sqlite' }, error: null },
        },
      },
    },
  },
  getOpenApiDocument: {
    responses: {
      200: {
        document: {
          summary: 'This document (abridged)',
          value: {
            openapi: '3.1.0',
            info: { title: 'pctx API', version: '0.1.0' },
            paths: { '/api/v1/projects/{projectId}/blocks': { get: { operationId: 'listBlocks' } } },
          },
        },
      },
    },
  },
}
