// Deterministic, realistic-looking product context for the benchmark: the same seed always gives
// the same blocks, so two runs search, list and export the same data.
//
// Words follow a Zipf-like distribution over a vocabulary of real product words plus generated
// ones, as prose does: a few words ("product", "team") occur in a large share of the blocks and
// most words are rare. That makes search meaningful: a rare word matches a handful of blocks, a
// common one tens of thousands.

/** Real words, roughly most common first; they get the highest frequencies. */
const COMMON_WORDS = `product team users data customer time report dashboard account project feature
  support price plan brand value goal need workflow insight onboarding release analytics event
  metric growth sales market segment persona journey signup trial retention churn pipeline
  integration api webhook export import search filter alert notification email mobile desktop
  browser privacy security compliance audit access role permission invite billing invoice
  subscription upgrade discount partner agency startup enterprise manager founder engineer
  designer marketer analyst developer admin operator support-agent leader consultant student
  simple fast clear reliable friendly modern secure flexible powerful affordable honest playful
  calm bold careful helpful focused open transparent trusted accessible global local weekly
  monthly daily quarterly yearly real-time automated manual shared private public draft final
  launch roadmap milestone sprint backlog ticket incident outage latency uptime scale cost
  revenue budget forecast cohort funnel conversion activation engagement referral survey
  feedback interview research experiment hypothesis test variant rollout migration schema
  dashboard chart table graph map timeline calendar inbox task comment mention thread document
  template library component style tone voice message tagline slogan mission vision story`
  .split(/\s+/)
  .filter(Boolean)

const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ne',
  'ru',
  'sa',
  'ti',
  'vo',
  'ze',
  'bra',
  'cle',
  'dri',
  'fo',
  'gu',
  'ha',
  'ji',
  'ko',
  'ly',
  'mo',
  'nu',
  'pa',
  'qui',
  'ro',
  'stu',
  'te',
  'ul',
  'ver',
  'wi',
  'xo',
  'yu',
]

/** Small fast seeded PRNG (mulberry32). */
export function prng(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function buildVocabulary(size) {
  const random = prng(7)
  const words = [...COMMON_WORDS]
  const seen = new Set(words)
  while (words.length < size) {
    const parts = 2 + Math.floor(random() * 3)
    let word = ''
    for (let i = 0; i < parts; i++) word += SYLLABLES[Math.floor(random() * SYLLABLES.length)]
    if (!seen.has(word)) {
      seen.add(word)
      words.push(word)
    }
  }
  return words
}

/** The corpus's words, most frequent first (rank i is picked with probability ∝ 1/(i+1)^1.05). */
export const VOCABULARY = buildVocabulary(20_000)

/** Cumulative Zipf weights (s = 1.05) for picking word i with probability ∝ 1 / (i+1)^s. */
const CUMULATIVE = (() => {
  const out = new Float64Array(VOCABULARY.length)
  let sum = 0
  for (let i = 0; i < VOCABULARY.length; i++) {
    sum += 1 / (i + 1) ** 1.05
    out[i] = sum
  }
  for (let i = 0; i < out.length; i++) out[i] /= sum
  return out
})()

function word(random) {
  const x = random()
  let lo = 0
  let hi = CUMULATIVE.length - 1
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (CUMULATIVE[mid] < x) lo = mid + 1
    else hi = mid
  }
  return VOCABULARY[lo]
}

function sentence(random, min = 6, max = 16) {
  const n = min + Math.floor(random() * (max - min + 1))
  const words = []
  for (let i = 0; i < n; i++) words.push(word(random))
  const text = words.join(' ')
  return `${text[0].toUpperCase()}${text.slice(1)}.`
}

function paragraph(random, sentences) {
  const out = []
  for (let i = 0; i < sentences; i++) out.push(sentence(random))
  return out.join(' ')
}

function title(random) {
  const n = 2 + Math.floor(random() * 3)
  const words = []
  for (let i = 0; i < n; i++) words.push(word(random))
  const text = words.join(' ')
  return `${text[0].toUpperCase()}${text.slice(1)}`
}

const SECTIONS = ['brand', 'product', 'users', 'competitors', 'roadmap']
/** The known types (persona, text, list) and a free-form one. */
export const BLOCK_TYPES = ['persona', 'text', 'list', 'metric']

function makeValue(type, random, variant) {
  switch (type) {
    case 'persona':
      return {
        name: title(random),
        description: paragraph(random, 2),
        goals: paragraph(random, 2),
        pain_points: paragraph(random, 2),
      }
    case 'text': {
      const paragraphs = 1 + Math.floor(random() * 3)
      const parts = []
      for (let i = 0; i < paragraphs; i++) parts.push(paragraph(random, 2 + Math.floor(random() * 3)))
      if (random() < 0.3) parts.push(`- ${sentence(random, 3, 6)}\n- ${sentence(random, 3, 6)}`)
      return { content: parts.join('\n\n') }
    }
    case 'list': {
      const n = 2 + Math.floor(random() * 5)
      const items = []
      for (let i = 0; i < n; i++) items.push(sentence(random, 2, 7))
      return { items }
    }
    default:
      return {
        label: title(random),
        target: Math.floor(random() * 1000) + variant,
        unit: word(random),
        notes: paragraph(random, 1),
        tags: [word(random), word(random)],
      }
  }
}

/**
 * `count` sync entries for one project. `variant` changes every value (for syncs that must
 * really change something) while keys, types and sections stay. Every known type appears.
 */
export function makeBlocks(count, { seed = 1, variant = 0, prefix = 'b' } = {}) {
  const random = prng(seed * 1_000_003 + variant)
  const blocks = []
  for (let i = 0; i < count; i++) {
    const type = BLOCK_TYPES[i % BLOCK_TYPES.length]
    const section = SECTIONS[Math.floor(i / BLOCK_TYPES.length) % SECTIONS.length]
    const value = makeValue(type, random, variant)
    // Mostly complete or draft, a few empty: public outputs leave empty ones out.
    const roll = random()
    const status = roll < 0.05 ? 'empty' : roll < 0.5 ? 'draft' : 'complete'
    blocks.push({
      key: `${prefix}-${type}-${String(i).padStart(6, '0')}`,
      type,
      section,
      name: title(random),
      status,
      value: status === 'empty' ? emptyValue(type) : value,
    })
  }
  return blocks
}

function emptyValue(type) {
  switch (type) {
    case 'persona':
      return { name: '', description: '', goals: '', pain_points: '' }
    case 'text':
      return { content: '' }
    case 'list':
      return { items: [] }
    default:
      return {}
  }
}

/**
 * Search queries of every kind a user types: a rare word, words of middling frequency, a
 * two-word query, a prefix being typed, and very common words (tens of thousands of matches
 * on 100 000 blocks).
 */
export function searchQueries() {
  return {
    rare: [VOCABULARY[4000], VOCABULARY[9000], VOCABULARY[15000], VOCABULARY[2500]],
    medium: [VOCABULARY[300], VOCABULARY[600], VOCABULARY[1200], `${VOCABULARY[250]} ${VOCABULARY[40]}`],
    prefix: ['onbo', 'dash', 'integr', VOCABULARY[700].slice(0, 4)],
    common: [VOCABULARY[0], VOCABULARY[1], `${VOCABULARY[2]} ${VOCABULARY[3]}`],
  }
}
