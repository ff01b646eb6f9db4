// The questions the search latency scenarios ask (issue 11: "5–15-word questions" over the
// 100 000-block project): sentences as agents and people type them, phrased with English stop
// words around words of the bench corpus (bench/lib/data.mjs), so each question has rare,
// middling and common terms to look up, and now and then a mistyped one to correct.
//
// Seeded: every run, and both databases, ask the same questions in the same order.
import { eng as englishStopWords } from 'stopword'
import { prng, VOCABULARY } from './data.mjs'

export { VOCABULARY }

/** The search's own stop-word list: the frames are made of these and corpus words never are. */
const STOP_WORDS = new Set(englishStopWords)
const VOCABULARY_SET = new Set(VOCABULARY)

/**
 * Frequency bands by rank in the Zipf-distributed vocabulary. On 100 000 blocks a common word
 * is in tens of thousands of blocks, a middling one in hundreds to thousands, a rare one in
 * about a hundred or fewer.
 */
export const BANDS = {
  common: { from: 0, to: 100 },
  middling: { from: 100, to: 3000 },
  rare: { from: 3000, to: VOCABULARY.length },
}
const BAND_ODDS = [
  ['common', 0.3],
  ['middling', 0.4],
  ['rare', 0.3],
]

/**
 * Question frames: `{}` is a corpus word, everything else an English stop word (a test checks
 * it against the `stopword` list the search uses). 5 to 15 words once filled.
 */
const FRAMES = [
  'how do we {} {} for {}',
  'what is our {} {}',
  'which {} do we have for {} {}',
  'how do we {} the {} of our {} {}',
  'what are the {} and {} for {} {}',
  'where is the {} about {} {} for our {}',
  'who is the {} for {} {}',
  'what did we {} about the {} {} in the {}',
  'is there a {} {} for {} or {} {}',
  'which {} {} should we {} before the {} {}',
  'can you {} me the {} and {} of our {} {} for {}',
  'what do our {} {} have to do with {} {} and the {} {}',
  'how should i {} a {} if the {} is {}',
  'what have we {} about {} {} and {} over the {} {}',
  'where are our {} {} for the {}',
]

/** Share of questions with one word mistyped (a letter left out). */
const TYPO_ODDS = 0.15

/**
 * `count` questions, deterministic for a `seed`: `{text, words: [{word, band}], typo}` where
 * `words` are the corpus words asked for and `typo` is `{from, to}` when one was mistyped.
 */
export function searchQuestions({ count = 200, seed = 11 } = {}) {
  const random = prng(seed)
  const pick = (list) => list[Math.floor(random() * list.length)]
  const corpusWord = () => {
    let roll = random()
    let band = BAND_ODDS.at(-1)[0]
    for (const [name, odds] of BAND_ODDS) {
      if (roll < odds) {
        band = name
        break
      }
      roll -= odds
    }
    const { from, to } = BANDS[band]
    for (;;) {
      const word = VOCABULARY[from + Math.floor(random() * (to - from))]
      if (!STOP_WORDS.has(word)) return { word, band }
    }
  }
  const questions = []
  const seen = new Set()
  while (questions.length < count) {
    const words = []
    const text = pick(FRAMES).replace(/\{\}/g, () => {
      const chosen = corpusWord()
      words.push(chosen)
      return chosen.word
    })
    let typo = null
    if (random() < TYPO_ODDS) typo = mistype(random, words, text)
    const asked = typo
      ? text
          .split(' ')
          .map((w) => (w === typo.from ? typo.to : w))
          .join(' ')
      : text
    if (seen.has(asked)) continue
    seen.add(asked)
    questions.push({ text: asked, words, typo })
  }
  return questions
}

/** One interior letter of one word of 5+ letters left out, unless that makes another word. */
function mistype(random, words, text) {
  const candidates = words.filter(
    ({ word }) => /^[a-z]{5,}$/.test(word) && text.split(' ').filter((w) => w === word).length === 1,
  )
  if (candidates.length === 0) return null
  const { word } = candidates[Math.floor(random() * candidates.length)]
  const at = 1 + Math.floor(random() * (word.length - 2))
  const to = `${word.slice(0, at)}${word.slice(at + 1)}`
  if (VOCABULARY_SET.has(to) || STOP_WORDS.has(to)) return null
  return { from: word, to }
}
