import { Type } from '@sinclair/typebox'
import { ProjectSchema } from './project.js'

/** `GET /me`: the key a request presents, as its holder may see it (never the secret). */
export const MeSchema = Type.Object(
  {
    name: Type.String({ description: 'The name the key was created with' }),
    prefix: Type.String({ description: 'The first characters of the key, as `pctx key list` shows them' }),
    access: Type.Union([Type.Literal('read'), Type.Literal('write')], {
      description: 'read: list, get, search, export, history; write: the same plus sync, delete and restore',
    }),
    plan: Type.Union([Type.Literal('free'), Type.Literal('pro'), Type.Literal('enterprise')]),
    limits: Type.Object(
      {
        perMinute: Type.Integer({ minimum: 0 }),
        perDay: Type.Integer({ minimum: 0 }),
      },
      { description: "The key's rate limits (its plan's, or its own on enterprise)" },
    ),
    allProjects: Type.Boolean({ description: 'Whether the key may use every project, present and future' }),
    admin: Type.Boolean({
      description: 'Whether the key is an admin key: it may manage projects and keys (/projects, /keys)',
    }),
    projects: Type.Array(Type.String(), {
      description:
        'The project ids the key may use: for an all-projects key, every project there is now; else its list (deleting a project takes it off)',
    }),
    createdAt: Type.String({ format: 'date-time' }),
    expiresAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  },
  { title: 'Me' },
)

export const ProjectListSchema = Type.Array(ProjectSchema, {
  description: 'The projects the key may read, by id',
})
