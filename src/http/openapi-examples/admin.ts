import { API_KEY, ok, PROJECT } from './demo.js'
import type { OperationExamples } from './example.js'

const ACME = {
  id: 'acme',
  name: 'Acme Analytics',
  description: 'Product analytics',
  public: false,
  revision: 0,
  createdAt: '2026-11-26T15:57:17.558Z',
  updatedAt: '2026-11-26T15:57:17.558Z',
}

/** Examples of the routes about the caller's key and of the admin API. */
export const ADMIN_EXAMPLES: Record<string, OperationExamples> = {
  getMe: {
    responses: {
      200: {
        writeKey: {
          summary: 'A write key of one project',
          value: ok({
            name: 'demo write key',
            prefix: 'pctx_dEac0IH',
            access: 'write',
            plan: 'free',
            limits: { perMinute: 60, perDay: 1000 },
            allProjects: false,
            admin: false,
            projects: ['demo'],
            createdAt: '2026-11-26T15:57:12.382Z',
            expiresAt: null,
          }),
        },
        person: {
          summary: 'A person signed in with the session cookie (an instance admin)',
          value: ok({
            user: {
              id: '499f324a-1ed3-4585-9f97-cd28edf8b960',
              email: 'ada@example.com',
              name: 'Ada Lovelace',
              admin: true,
            },
            projects: [{ id: 'demo', role: 'admin' }],
          }),
        },
      },
    },
  },
  listProjects: {
    responses: { 200: { one: { summary: 'A key of one project', value: ok([PROJECT]) } } },
  },
  createProject: {
    request: {
      private: {
        summary: 'A private project with an id of its own',
        value: { id: 'acme', name: 'Acme Analytics', description: 'Product analytics', public: false },
      },
    },
    responses: { 200: { created: { summary: 'The project, at revision 0', value: ok(ACME) } } },
  },
  updateProject: {
    request: {
      publish: {
        summary: 'Make it public with a new description',
        value: { public: true, description: 'Self-serve product analytics' },
      },
    },
    responses: {
      200: {
        changed: {
          summary: 'A real change is a new revision',
          value: ok({
            ...ACME,
            description: 'Self-serve product analytics',
            public: true,
            revision: 1,
            updatedAt: '2026-11-26T15:57:17.601Z',
          }),
        },
      },
    },
  },
  deleteProject: {
    responses: {
      200: { deleted: { summary: '?force=true: deleted with its blocks', value: ok({ deleted: 'acme' }) } },
    },
  },
  listKeys: {
    responses: { 200: { one: { summary: 'Every key, oldest first', value: ok([API_KEY]) } } },
  },
  getKey: {
    responses: { 200: { byPrefix: { summary: 'A key named by its prefix', value: ok(API_KEY) } } },
  },
  createKey: {
    request: {
      ci: {
        summary: 'A write key of one project that expires',
        value: { name: 'ci', projects: ['demo'], access: 'write', expiresAt: '2027-06-30T00:00:00Z' },
      },
      admin: { summary: 'An admin key', value: { name: 'ops', admin: true } },
    },
    responses: {
      200: {
        created: {
          summary: 'The key with its secret, shown only here',
          value: ok({ ...API_KEY, key: 'pctx_JrMukauKG0BsyjDN9ejj8asRQjIu1XBKdS7kTvd3z9I' }),
        },
      },
    },
  },
  updateKey: {
    request: {
      readOnly: { summary: 'Rename it and make it read-only', value: { name: 'ci (read)', access: 'read' } },
    },
    responses: {
      200: {
        changed: {
          summary: 'The key, changed',
          value: ok({ ...API_KEY, name: 'ci (read)', access: 'read' }),
        },
      },
    },
  },
  revokeKey: {
    responses: {
      200: {
        revoked: {
          summary: 'The key with revokedAt',
          value: ok({ ...API_KEY, revokedAt: '2026-11-26T15:57:18.270Z' }),
        },
      },
    },
  },
  deleteKey: {
    responses: { 200: { deleted: { summary: 'The key deleted', value: ok({ deleted: API_KEY.id }) } } },
  },
}
