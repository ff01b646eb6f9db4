import { Type } from '@sinclair/typebox'
import { BlockStatusSchema, BlockValue } from './block.js'

/** `data` of `GET /api/projects/:projectId/context`. */
export const PublicContextSchema = Type.Object(
  {
    project: Type.Object(
      {
        id: Type.String(),
        name: Type.String(),
        description: Type.String(),
        revision: Type.Integer({ description: '+1 on every change; part of the ETag' }),
        updatedAt: Type.String({ format: 'date-time' }),
      },
      { title: 'PublicProject' },
    ),
    sections: Type.Array(
      Type.Object(
        {
          type: Type.String({ description: 'Section id: brand, product, users, or a custom one' }),
          title: Type.String(),
          blocks: Type.Array(
            Type.Object(
              {
                key: Type.String(),
                type: Type.String(),
                name: Type.String(),
                status: BlockStatusSchema,
                value: BlockValue,
              },
              { title: 'PublicBlock' },
            ),
          ),
        },
        { title: 'PublicSection' },
      ),
      { description: 'Sections with something to show, in canonical order' },
    ),
    budget: Type.Optional(
      Type.Object(
        {
          tokens: Type.Integer({ description: 'The budget asked for (`tokens`)' }),
          truncated: Type.Literal(true),
          shownBlocks: Type.Integer({ description: 'Blocks in `sections`' }),
          totalBlocks: Type.Integer({ description: 'Blocks the whole context has' }),
          note: Type.String({
            description:
              'What was left out: how many, then as far as the budget spares (none at 150 tokens), up to 20 keys and per section how many',
          }),
        },
        {
          title: 'PublicContextBudget',
          description: 'Only when `tokens` left blocks out: what the answer is missing',
        },
      ),
    ),
  },
  { title: 'PublicContext' },
)
