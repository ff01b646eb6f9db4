import { z } from 'zod'
import { BlockSchema } from '../../domain/contract/block.js'
import { zodOfShape } from './sync-block-zod.js'

/**
 * The shapes the tools answer, as MCP output schemas: clients validate `structuredContent`
 * against them, and models learn the fields without a first call. Loose objects: a field added
 * later is not a breaking change for a client that validates.
 */
export const blockOutput = zodOfShape(BlockSchema).describe(
  'A block: key, type, section, name, status, its JSON value, and when it was made and changed',
)

export const blockPageOutput = {
  blocks: z.array(blockOutput).describe('The blocks of this page, in canonical order'),
  nextCursor: z.string().nullable().describe('Pass as cursor for the next page; null on the last page'),
}

export const changesOutput = {
  changes: z
    .array(
      z.object({
        revision: z.number().int(),
        key: z.string(),
        deleted: z.boolean(),
        block: blockOutput.nullable().describe('The block after the change; null when deleted'),
      }),
    )
    .describe('Changes in revision order, then key order'),
  revision: z.number().int().describe("The project's revision when the page was read"),
  nextCursor: z.string().nullable().describe('Pass as cursor (with the same since) for the next page'),
}

export const syncOutput = {
  revision: z
    .number()
    .int()
    .describe("The project's revision after the sync (unchanged by a dry run or a no-op)"),
  created: z.array(z.string()).describe('Keys of the blocks created'),
  updated: z.array(z.string()).describe('Keys of the blocks changed'),
  unchanged: z.array(z.string()).describe('Keys sent that were already as sent'),
  deleted: z.array(z.string()).describe('Keys deleted (mode "replace" only)'),
  dryRun: z.boolean().describe('true: nothing was written; the lists say what a real sync would do'),
}

export const projectsOutput = {
  projects: z
    .array(
      z.looseObject({
        id: z.string().describe('Pass as project_id to the other tools'),
        name: z.string(),
        description: z.string(),
        public: z.boolean().describe('Whether the public outputs (llms.txt, markdown) show it'),
        revision: z.number().int(),
        createdAt: z.string(),
        updatedAt: z.string(),
      }),
    )
    .describe('The projects this key may read, by id'),
}

export const contextOutput = {
  markdown: z
    .string()
    .describe('The document: the project (or section) as markdown, ending with the note when truncated'),
  tokens: z.number().int().describe('o200k_base tokens of markdown (at most max_tokens when given)'),
  truncated: z.boolean().describe('true when max_tokens left blocks out or cut one at a paragraph'),
  shownBlocks: z.number().int().describe('Blocks in the document, whole or cut'),
  totalBlocks: z.number().int().describe('Blocks the whole document has'),
  omitted: z
    .array(z.string())
    .describe('Keys left out, in the order they would have been kept next (the first 20)'),
  omittedCount: z.number().int().describe('How many blocks were left out'),
  cut: z.string().nullable().describe('Key of the block cut at a paragraph, or null'),
  expansions: z
    .array(z.object({ term: z.string(), with: z.array(z.string()) }))
    .describe("Words of query also searched as the project's synonyms (term, with); empty when none"),
}
