import { DEMO_BLOCKS, DEMO_PROJECT } from '../../demo/demo-project.js'

/**
 * Values of the demo project (`npm start`), as the API answered them, shared by the examples of
 * several operations. Ids and times are those of one run: any run differs in them only.
 */

export const PROJECT = {
  ...DEMO_PROJECT,
  public: true,
  revision: 1,
  createdAt: '2026-11-26T15:57:12.269Z',
  updatedAt: '2026-11-26T15:57:12.290Z',
}

const SEEDED = { createdAt: '2026-11-26T15:57:12.290Z', updatedAt: '2026-11-26T15:57:12.290Z' }

/** A block of the demo seed as a read answers it, with the id and position that run gave it. */
function seeded(key: string, id: string, position: number) {
  const block = DEMO_BLOCKS.find((candidate) => candidate.key === key)
  if (!block) throw new Error(`the demo project has no block "${key}"`)
  return { id, ...block, position, ...SEEDED }
}

export const BRAND_VOICE = seeded('brand-voice', '21b28470-946f-4ae4-a4d7-2d39bd560458', 0)
export const BRAND_VALUES = seeded('brand-values', 'cf2affef-15b5-4def-bd21-ee578ad59535', 1)
export const PRODUCT_OVERVIEW = seeded('product-overview', 'd5904272-06a9-4108-94fe-1cc6ee61a86b', 0)
export const PERSONA_FOUNDER = seeded('persona-founder', '60b97a7c-f89f-462c-a7ee-c616e8d3dcc7', 0)

/** The block the examples' sync creates (revision 2) and their delete removes (revision 3). */
export const BRAND_TAGLINE = {
  id: 'a0549a20-23d8-4d0e-b333-f58ba24655d1',
  key: 'brand-tagline',
  type: 'text',
  section: 'brand',
  name: 'brand-tagline',
  status: 'draft',
  value: { content: 'Answers, not dashboards.' },
  position: 2,
  createdAt: '2026-11-26T15:57:14.849Z',
  updatedAt: '2026-11-26T15:57:14.849Z',
}

const WRITE_KEY_ID = '5fcc5509-db7d-4b92-bf70-dc0a9285425e'

/** A revision's author fields when the demo write key made it. */
export const WRITE_KEY = {
  author: { kind: 'key', id: WRITE_KEY_ID, name: 'demo write key' },
  keyId: WRITE_KEY_ID,
  keyName: 'demo write key',
}

/** A revision's author fields when a person made it in the console (no key). */
export const PERSON = {
  author: { kind: 'user', id: 'c1f6a0d2-7d4e-4a51-9b0e-3f2a8c6d5e10', name: 'Ana Lima' },
  keyId: null,
  keyName: null,
}

export const PRICING_TYPE = {
  type: 'pricing',
  title: 'Pricing plan',
  schema: {
    type: 'object',
    properties: { plan: { type: 'string', minLength: 1 }, seats: { type: 'integer', minimum: 1 } },
    required: ['plan'],
    additionalProperties: false,
  },
  requiredForComplete: ['seats'],
}

export const WEBHOOK = {
  id: 'wh_7d0224b822094379bfc87231cf824da0',
  projectId: 'demo',
  url: 'https://hooks.example.com/pctx',
  description: 'rebuild docs',
  createdAt: '2026-11-26T15:57:16.158Z',
}

export const API_KEY = {
  id: 'fcfad268-7722-4383-a860-472742c0b5c7',
  name: 'ci',
  prefix: 'pctx_JrMukau',
  plan: 'free',
  perMinute: null,
  perDay: null,
  access: 'write',
  allProjects: false,
  admin: false,
  projects: ['demo'],
  createdAt: '2026-11-26T15:57:17.679Z',
  expiresAt: '2027-06-30T00:00:00.000Z',
  revokedAt: null,
  lastUsedAt: null,
  owner: null,
}

/** `{data, error: null}`: the success envelope of every JSON answer. */
export const ok = (data: unknown, meta?: Record<string, unknown>) => ({
  data,
  error: null,
  ...(meta && { meta }),
})
