import { Type } from '@sinclair/typebox'
import { SynonymGroup } from '../../domain/contract/synonyms.js'
import { DESCRIPTION_MAX, NAME_MAX, PROJECT_ID_PATTERN } from '../../domain/rules.js'
import { Block } from './block.js'
import { TypeDefinitionSchema } from './type.js'

export const ProjectSchema = Type.Object(
  {
    id: Type.String({ pattern: PROJECT_ID_PATTERN }),
    name: Type.String({ minLength: 1, maxLength: NAME_MAX }),
    description: Type.String({ maxLength: DESCRIPTION_MAX }),
    public: Type.Boolean({ description: 'Whether the public endpoints show the project' }),
    revision: Type.Integer({ minimum: 0, description: '+1 on every sync that changes something' }),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { title: 'Project' },
)

export const ExportSchema = Type.Object(
  {
    format: Type.Literal('pctx-export/1'),
    exportedAt: Type.String({ format: 'date-time', description: 'When the exported revision was written' }),
    project: ProjectSchema,
    types: Type.Array(TypeDefinitionSchema, {
      description:
        "The project's custom block types, sorted by name, as they are now (types have no history, also at ?revision=N)",
    }),
    synonyms: Type.Optional(
      Type.Array(SynonymGroup, {
        description:
          "The project's synonym groups (GET …/synonyms), as they are now (no history, also at ?revision=N); absent from exports of older servers",
      }),
    ),
    sections: Type.Array(
      Type.Object(
        {
          type: Type.String({ description: 'Section id' }),
          title: Type.String(),
          blocks: Type.Array(Block),
        },
        { title: 'ExportSection' },
      ),
      { description: 'Every section in canonical order, with every block (empty ones included)' },
    ),
  },
  {
    title: 'Export',
    description:
      'The whole project; its blocks sent back to sync unchanged are a no-op (read-only fields are ignored)',
  },
)
