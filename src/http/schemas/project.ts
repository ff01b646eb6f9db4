import { Type } from '@sinclair/typebox'
import { Block } from './block.js'

export const ProjectSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  public: Type.Boolean(),
  revision: Type.Integer({ description: '+1 on every change' }),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
})

export const ExportSchema = Type.Object({
  format: Type.Literal('pctx-export/1'),
  exportedAt: Type.String({ format: 'date-time', description: 'When the exported revision was written' }),
  project: ProjectSchema,
  sections: Type.Array(
    Type.Object({
      type: Type.String({ description: 'Section id' }),
      title: Type.String(),
      blocks: Type.Array(Block),
    }),
  ),
})
