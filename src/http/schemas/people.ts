import { Type } from '@sinclair/typebox'
import { MAX_PASSWORD_LENGTH } from '../../domain/people/passwords.js'
import { ProjectIdParam } from './common.js'

const Email = Type.String({ minLength: 1, maxLength: 254, description: 'An email address; case is ignored' })
const Password = Type.String({ minLength: 1, maxLength: MAX_PASSWORD_LENGTH })

export const UserSchema = Type.Object(
  {
    id: Type.String(),
    email: Type.String({ description: 'As it was written; unique whatever its case' }),
    name: Type.String(),
    admin: Type.Boolean({ description: 'An instance admin: manages users' }),
    disabled: Type.Boolean({ description: 'A disabled user cannot sign in; their sessions ended' }),
    createdAt: Type.String({ format: 'date-time' }),
    lastSignInAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  },
  { title: 'User' },
)

export const SignInBody = Type.Object(
  { email: Email, password: Password },
  { additionalProperties: false, title: 'SignIn' },
)

export const SignedInSchema = Type.Object(
  {
    user: UserSchema,
    expiresAt: Type.String({
      format: 'date-time',
      description: 'The session ends then at the latest (30 days); 7 days without use end it sooner',
    }),
  },
  { title: 'SignedIn' },
)

export const PasswordBody = Type.Object(
  {
    token: Type.Optional(
      Type.String({ minLength: 1, maxLength: 100, description: "The one-time link's token (`token=…`)" }),
    ),
    currentPassword: Type.Optional(Password),
    password: Type.String({
      minLength: 1,
      maxLength: MAX_PASSWORD_LENGTH,
      description: 'The new password: at least 12 characters',
    }),
  },
  { additionalProperties: false, title: 'SetPassword' },
)

export const SignedOutSchema = Type.Object({ signedOut: Type.Boolean() }, { title: 'SignedOut' })

export const CreateUserBody = Type.Object(
  {
    email: Email,
    name: Type.String({ minLength: 1, maxLength: 200 }),
    admin: Type.Optional(Type.Boolean({ description: 'An instance admin (default false)' })),
  },
  { additionalProperties: false, title: 'CreateUser' },
)

export const CreatedUserSchema = Type.Object(
  {
    id: Type.String(),
    email: Type.String(),
    inviteUrl: Type.String({
      description:
        'The one-time link (24 hours) that opens the console\'s "choose a password" page; shown once',
    }),
  },
  { title: 'CreatedUser' },
)

export const UpdateUserBody = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    admin: Type.Optional(Type.Boolean()),
    disabled: Type.Optional(Type.Boolean({ description: 'true ends every session of the user at once' })),
  },
  { additionalProperties: false, minProperties: 1, title: 'UpdateUser' },
)

export const UserParams = Type.Object({ userId: Type.String({ minLength: 1, maxLength: 100 }) })

export const PersonMeSchema = Type.Object(
  {
    user: Type.Object({
      id: Type.String(),
      email: Type.String(),
      name: Type.String(),
      admin: Type.Boolean(),
    }),
    projects: Type.Array(
      Type.Object({
        id: Type.String(),
        role: Type.Union([Type.Literal('viewer'), Type.Literal('editor'), Type.Literal('admin')]),
      }),
      {
        description:
          'The projects the person may use, with their role (instance admins: every project, as admin)',
      },
    ),
  },
  { title: 'PersonMe' },
)

const RoleSchema = Type.Union([Type.Literal('viewer'), Type.Literal('editor'), Type.Literal('admin')], {
  description:
    'viewer (read), editor (+ sync, delete, restore), admin (+ members, webhooks, types, settings)',
})

export const MemberSchema = Type.Object(
  { userId: Type.String(), email: Type.String(), name: Type.String(), role: RoleSchema },
  { title: 'Member' },
)

export const MemberParams = Type.Object({
  projectId: ProjectIdParam,
  userId: Type.String({ minLength: 1, maxLength: 100, description: 'The user id (GET /api/v1/users)' }),
})

export const PutMemberBody = Type.Object(
  {
    // A string, not the enum: the domain names every role when it is another word.
    role: Type.String({ maxLength: 20, description: 'viewer, editor or admin' }),
  },
  { additionalProperties: false, title: 'PutMember' },
)

export const RemovedMemberSchema = Type.Object({ removed: Type.String({ description: 'The user id' }) })

export const AuthMethodsSchema = Type.Object(
  {
    password: Type.Literal(true, { description: 'Email and password always work' }),
    sso: Type.Union(
      [
        Type.Object({
          name: Type.String({ description: 'OIDC_NAME: the button reads "Sign in with <name>"' }),
          startUrl: Type.String({ description: 'Where the button goes (a browser navigation, not a fetch)' }),
        }),
        Type.Null(),
      ],
      { description: 'Single sign-on with OIDC, or null when OIDC_ISSUER is not set' },
    ),
  },
  { title: 'AuthMethods' },
)

export const OidcStartQuery = Type.Object(
  {
    returnTo: Type.Optional(
      Type.String({
        maxLength: 2000,
        description:
          'A console path to open once signed in, e.g. `/console/projects/demo` (default `/console/`)',
      }),
    ),
  },
  { additionalProperties: false },
)

export const SignOutBody = Type.Object(
  {
    everywhere: Type.Optional(
      Type.Boolean({
        description: 'true: end every session of the person (every browser and device), this one included',
      }),
    ),
  },
  { additionalProperties: false, title: 'SignOut' },
)

export const SessionSchema = Type.Object(
  {
    id: Type.String(),
    createdAt: Type.String({ format: 'date-time', description: 'When the person signed in' }),
    lastSeenAt: Type.String({
      format: 'date-time',
      description: 'Its last request (written at most once a minute)',
    }),
    expiresAt: Type.String({
      format: 'date-time',
      description:
        'When it ends unless used again: 7 days after its last use, 30 days after sign-in at the latest',
    }),
    current: Type.Boolean({ description: 'The session of this request' }),
  },
  { title: 'Session' },
)

export const SessionParams = Type.Object({ sessionId: Type.String({ minLength: 1, maxLength: 100 }) })
