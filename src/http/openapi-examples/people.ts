import { ok } from './demo.js'
import type { OperationExamples } from './example.js'

const ADA = {
  id: '499f324a-1ed3-4585-9f97-cd28edf8b960',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  admin: true,
  disabled: false,
  createdAt: '2026-11-26T16:58:41.105Z',
  lastSignInAt: '2026-11-26T16:58:42.545Z',
}
const SIGNED_IN = ok({ user: ADA, expiresAt: '2026-12-26T16:58:42.545Z' })

/** Examples of sign-in, passwords and the users API (docs/people.md). */
export const PEOPLE_EXAMPLES: Record<string, OperationExamples> = {
  getAuthMethods: {
    responses: {
      200: {
        sso: {
          summary: 'Password, and single sign-on (OIDC_NAME "Okta")',
          value: ok({ password: true, sso: { name: 'Okta', startUrl: '/api/v1/auth/oidc/start' } }),
        },
        passwordOnly: { summary: 'Password only (no OIDC_ISSUER)', value: ok({ password: true, sso: null }) },
      },
    },
  },
  signIn: {
    request: {
      password: {
        summary: 'Email (any case) and password',
        value: { email: 'Ada@example.com', password: 'correct horse battery staple' },
      },
    },
    responses: {
      200: { signedIn: { summary: 'Signed in; Set-Cookie carries pctx_session', value: SIGNED_IN } },
    },
  },
  signOut: {
    request: {
      thisOne: { summary: 'This session (the same as no body)', value: {} },
      everywhere: { summary: 'Every session of the person, this one included', value: { everywhere: true } },
    },
    responses: { 200: { signedOut: { summary: 'The session ended', value: ok({ signedOut: true }) } } },
  },
  listSessions: {
    responses: {
      200: {
        sessions: {
          summary: 'This browser and one other',
          value: ok([
            {
              id: '0b8f3d0e-6f8e-4d1c-9a43-3f7b2a1c9e55',
              createdAt: '2026-11-26T09:12:03.000Z',
              lastSeenAt: '2026-11-26T10:40:11.000Z',
              expiresAt: '2026-12-03T10:40:11.000Z',
              current: true,
            },
            {
              id: '5d2c7a9b-2e41-4f0a-8b6e-1c9d0f3e7a21',
              createdAt: '2026-11-20T16:02:45.000Z',
              lastSeenAt: '2026-11-25T18:30:00.000Z',
              expiresAt: '2026-12-02T18:30:00.000Z',
              current: false,
            },
          ]),
        },
      },
    },
  },
  endSession: {
    responses: { 200: { ended: { summary: 'That session ended', value: ok({ signedOut: true }) } } },
  },
  setPassword: {
    request: {
      link: {
        summary: "With the one-time link's token",
        value: {
          token: 'sh1HG-ZYL4y2JYwJARP9sK5OhPlvNGegarnhH6Nymbo',
          password: 'correct horse battery staple',
        },
      },
      change: {
        summary: 'Signed in, with the current password',
        value: { currentPassword: 'correct horse battery staple', password: 'an even longer pass phrase' },
      },
    },
    responses: { 200: { set: { summary: 'The password is set; signed in', value: SIGNED_IN } } },
  },
  createUser: {
    request: {
      admin: {
        summary: 'An instance admin',
        value: { email: 'ada@example.com', name: 'Ada Lovelace', admin: true },
      },
    },
    responses: {
      200: {
        created: {
          summary: 'The user and their one-time link',
          value: ok({
            id: ADA.id,
            email: ADA.email,
            inviteUrl:
              'https://pctx.example.com/console/set-password#token=sh1HG-ZYL4y2JYwJARP9sK5OhPlvNGegarnhH6Nymbo',
          }),
        },
      },
    },
  },
  createUserLink: {
    responses: {
      200: {
        link: {
          summary: 'A new one-time link for the user',
          value: ok({
            id: ADA.id,
            email: ADA.email,
            inviteUrl:
              'https://pctx.example.com/console/set-password#token=Wq0ZKpW1b7r3xYtJmC2fUe9hN4sLdA6gVvQ8oTjRk5E',
          }),
        },
      },
    },
  },
  listUsers: {
    responses: {
      200: {
        page: {
          summary: 'A page of one user, with the cursor of the next',
          value: ok([ADA], {
            nextCursor:
              'WyIyMDI2LTExLTI2VDE2OjU4OjQxLjEwNVoiLCI0OTlmMzI0YS0xZWQzLTQ1ODUtOWY5Ny1jZDI4ZWRmOGI5NjAiXQ',
          }),
        },
      },
    },
  },
  updateUser: {
    request: {
      disable: { summary: 'Disable a user: their sessions end at once', value: { disabled: true } },
    },
    responses: {
      200: {
        disabled: {
          summary: 'The user as changed',
          value: ok({
            id: '4edc340d-13fd-424d-9a15-5fa5d1bdb2f4',
            email: 'bob@example.com',
            name: 'Bob',
            admin: false,
            disabled: true,
            createdAt: '2026-11-26T16:58:44.117Z',
            lastSignInAt: null,
          }),
        },
      },
    },
  },
  listMembers: {
    responses: {
      200: {
        members: {
          summary: 'The members of a project, by email',
          value: ok([
            { userId: ADA.id, email: ADA.email, name: ADA.name, role: 'admin' },
            {
              userId: '4edc340d-13fd-424d-9a15-5fa5d1bdb2f4',
              email: 'bob@example.com',
              name: 'Bob',
              role: 'viewer',
            },
          ]),
        },
      },
    },
  },
  putMember: {
    request: { editor: { summary: 'Make Bob an editor', value: { role: 'editor' } } },
    responses: {
      200: {
        member: {
          summary: 'The member as now',
          value: ok({
            userId: '4edc340d-13fd-424d-9a15-5fa5d1bdb2f4',
            email: 'bob@example.com',
            name: 'Bob',
            role: 'editor',
          }),
        },
      },
    },
  },
  removeMember: {
    responses: {
      200: {
        removed: {
          summary: "Bob's role on the project is gone",
          value: ok({ removed: '4edc340d-13fd-424d-9a15-5fa5d1bdb2f4' }),
        },
      },
    },
  },
}
