import type { JsonObject } from '../domain/model.js'

/** The project `npm start` creates on an empty database, so there is something to try. */
export const DEMO_PROJECT = {
  id: 'demo',
  name: 'Acme Analytics',
  description:
    'Self-serve product analytics for small SaaS teams: events in, answers out, no data team needed.',
}

export const DEMO_BLOCKS: {
  key: string
  type: string
  section: string
  name: string
  status: 'draft' | 'complete'
  value: JsonObject
}[] = [
  {
    key: 'brand-voice',
    type: 'text',
    section: 'brand',
    name: 'Voice and tone',
    status: 'complete',
    value: {
      content:
        'Plain, confident and friendly. We explain numbers in **everyday words** and never blame the user.\n\n- Say "you", not "the user"\n- Prefer short sentences\n- No jargon without an example',
    },
  },
  {
    key: 'brand-values',
    type: 'list',
    section: 'brand',
    name: 'Brand values',
    status: 'complete',
    value: { items: ['Clarity over cleverness', 'Privacy by default', 'Fast answers'] },
  },
  {
    key: 'product-overview',
    type: 'text',
    section: 'product',
    name: 'Product overview',
    status: 'complete',
    value: {
      content:
        'Acme Analytics collects product events with one script tag and answers the questions small teams ask every week: who signed up, who stayed, and which feature made the difference.',
    },
  },
  {
    key: 'product-features',
    type: 'list',
    section: 'product',
    name: 'Key features',
    status: 'draft',
    value: {
      items: [
        'Funnels in two clicks',
        'Retention cohorts',
        'Weekly digest by email',
        'GDPR-friendly, cookieless tracking',
      ],
    },
  },
  {
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
  },
  {
    key: 'persona-pm',
    type: 'persona',
    section: 'users',
    name: 'Product manager Priya',
    status: 'draft',
    value: {
      name: 'Priya',
      description: 'First product manager at a seed-stage company.',
      goals: 'Prove the impact of each release with numbers the team trusts.',
      pain_points: '',
    },
  },
  {
    key: 'persona-agency',
    type: 'persona',
    section: 'users',
    name: 'Agency analyst Alex',
    status: 'complete',
    value: {
      name: 'Alex',
      description: 'Analyst at a small growth agency, reporting to a dozen client teams every month.',
      goals: 'One self-explaining report per client, shared by link instead of screenshots.',
      pain_points: 'Rebuilding the same funnel by hand for every new client.',
    },
  },
]

/**
 * The demo's synonyms (docs/search.md, "Synonyms"): how people ask about this project in words
 * its blocks do not use, e.g. "how do we talk to customers" finds Voice and tone.
 */
export const DEMO_SYNONYMS: string[][] = [
  ['talk', 'speak', 'write', 'voice', 'tone'],
  ['customer', 'client', 'user', 'persona'],
  ['price', 'cost', 'plan'],
]
