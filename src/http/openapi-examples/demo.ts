/**
 * Values of the demo project (`npm start`), as the API answered them, shared by the examples of
 * several operations. Ids and times are those of one run: any run differs in them only.
 */

export const PROJECT = {
  id: 'demo',
  name: 'Acme Analytics',
  description:
    'Self-serve product analytics for small SaaS teams: events in, answers out, no data team needed.',
  public: true,
  revision: 1,
  createdAt: '2026-11-26T15:57:12.269Z',
  updatedAt: '2026-11-26T15:57:12.290Z',
}

const SEEDED = { createdAt: '2026-11-26T15:57:12.290Z', updatedAt: '2026-11-26T15:57:12.290Z' }

export const BRAND_VOICE = {
  id: '21b28470-946f-4ae4-a4d7-2d39bd560458',
  key: 'brand-voice',
  type: 'text',
  section: 'brand',
  name: 'Voice and tone',
  status: 'complete',
  value: {
    content:
      'Plain, confident and friendly. We explain numbers in **everyday words** and never blame the user.\n\n- Say "you", not "the user"\n- Prefer short sentences\n- No jargon without an example',
  },
  position: 0,
  ...SEEDED,
}

export const BRAND_VALUES = {
  id: 'cf2affef-15b5-4def-bd21-ee578ad59535',
  key: 'brand-values',
  type: 'list',
  section: 'brand',
  name: 'Brand values',
  status: 'complete',
  value: { items: ['Clarity over cleverness', 'Privacy by default', 'Fast answers'] },
  position: 1,
  ...SEEDED,
}

export const PRODUCT_OVERVIEW = {
  id: 'd5904272-06a9-4108-94fe-1cc6ee61a86b',
  key: 'product-overview',
  type: 'text',
  section: 'product',
  name: 'Product overview',
  status: 'complete',
  value: {
    content:
      'Acme Analytics collects product events with one script tag and answers the questions small teams ask every week: who signed up, who stayed, and which feature made the difference.',
  },
  position: 0,
  ...SEEDED,
}

export const PERSONA_FOUNDER = {
  id: '60b97a7c-f89f-462c-a7ee-c616e8d3dcc7',
  key: 'persona-founder',
  type: 'persona',
  section: 'users',
  name: 'Founder-led Fiona',
  status: 'complete',
  value: {
    name: 'Fiona',
    description:
      'Technical founder of a 6-person B2B SaaS startup; wears the product, growth and support hats.',
    goals: 'Know every Monday which features drive activation, without writing SQL.',
    pain_points: 'Enterprise analytics tools take weeks to set up and cost more than her whole stack.',
  },
  position: 0,
  ...SEEDED,
}

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

export const WRITE_KEY = { keyId: '5fcc5509-db7d-4b92-bf70-dc0a9285425e', keyName: 'demo write key' }

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
}

/** `{data, error: null}`: the success envelope of every JSON answer. */
export const ok = (data: unknown, meta?: Record<string, unknown>) => ({
  data,
  error: null,
  ...(meta && { meta }),
})
