import { type TLiteral, Type } from '@sinclair/typebox'
import { AUDIT_ACTIONS } from '../../domain/audit/audit.js'

const nullableString = (description: string) => Type.Union([Type.String(), Type.Null()], { description })

export const AuditEventSchema = Type.Object(
  {
    id: Type.String(),
    at: Type.String({ format: 'date-time' }),
    actor: Type.Object(
      {
        kind: Type.Union(
          ['user', 'key', 'anonymous', 'cli', 'system'].map((kind) => Type.Literal(kind)),
          {
            description:
              'user: a signed-in person; key: an API key; anonymous: nobody proven (a failed sign-in); cli: `pctx` on the database; system: the server itself (the first start)',
          },
        ),
        id: nullableString('The user or key id; null when anonymous'),
        name: nullableString("A person's email, a key's name; null when anonymous"),
      },
      { title: 'AuditActor' },
    ),
    action: Type.Union(
      AUDIT_ACTIONS.map((action): TLiteral<string> => Type.Literal(action)),
      { description: 'What happened' },
    ),
    target: Type.Union(
      [
        Type.Object(
          {
            kind: Type.Union([Type.Literal('user'), Type.Literal('key'), Type.Literal('app')]),
            id: Type.String(),
            name: Type.String({
              description: "A user's email, a key's name, an app's name (its grant's id is the id)",
            }),
          },
          { title: 'AuditTarget' },
        ),
        Type.Null(),
      ],
      { description: 'The user or key acted on; null when there is none (an unknown email)' },
    ),
    ip: nullableString('The client IP (behind TRUST_PROXY, the forwarded one); null from the CLI'),
    detail: Type.Optional(
      Type.Record(Type.String(), Type.Unknown(), {
        description:
          'Facts of the action, never a secret: what changed (from, to), the email typed and why a sign-in failed, a key’s display prefix and scope',
      }),
    ),
  },
  { title: 'AuditEvent' },
)
