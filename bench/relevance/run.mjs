#!/usr/bin/env node
// Search relevance benchmark: `npm run bench -- --only relevance` (docs/performance.md).
//
//   node --import tsx bench/relevance/run.mjs [--held-out] [--postgres | --sqlite-only]
//                                              [--projects a,b] [--out file]
//
// Loads every product of bench/relevance/corpus/ into pctx through its own services (a
// temporary SQLite file, and a throwaway PostgreSQL when one can be started), asks every
// labelled question of bench/relevance/questions.json through the block service's search, and
// asks the same questions of MiniSearch indexing the same blocks. Prints nDCG@10, recall@10,
// the share of questions without a hit and the number of questions pctx answered with typo
// corrections per engine, and writes the results as JSON.
//
// The held-out questions are not asked unless --held-out is passed, and are only ever reported
// as aggregates: the session tuning search runs --held-out once, at the end.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import MiniSearch from 'minisearch'
import { parse as parseYaml } from 'yaml'
import { pad } from '../lib/report.mjs'
import { aggregate, CUTOFF, pairedDifference, scoreQuestion } from './metrics.mjs'
import { plainBm25Index } from './plain-bm25.mjs'

const HERE = dirname(fileURLToPath(import.meta.url))
const REPO_ROOT = resolve(HERE, '../..')
const log = (text) => process.stderr.write(`${text}\n`)

/** Every product of the corpus: `{project: {id, name, description}, blocks}`, sorted by id. */
export function loadCorpus(dir = join(HERE, 'corpus')) {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.yaml'))
    .map((file) => parseYaml(readFileSync(join(dir, file), 'utf8')))
    .sort((a, b) => a.project.id.localeCompare(b.project.id))
}

/** The labelled questions. */
export function loadQuestions(file = join(HERE, 'questions.json')) {
  return JSON.parse(readFileSync(file, 'utf8')).questions
}

/**
 * Each product's synonym groups (synonyms.json), written from its corpus alone, as its team
 * would, by someone who saw no question and no result: project id → groups.
 */
export function loadSynonyms(file = join(HERE, 'synonyms.json')) {
  return JSON.parse(readFileSync(file, 'utf8')).projects
}

/** Every string inside a block value, depth first: what pctx searches besides the fields. */
function valueStrings(value, out = []) {
  if (typeof value === 'string') out.push(value)
  else if (Array.isArray(value)) for (const item of value) valueStrings(item, out)
  else if (value && typeof value === 'object')
    for (const item of Object.values(value)) valueStrings(item, out)
  return out
}

/**
 * pctx as the API runs it: projects created and blocks synced through the domain services, and
 * every question asked through the block service's search with its default filters.
 */
async function pctxEngine(label, databaseUrl, { synonyms = {} } = {}) {
  const [{ loadConfig }, { openStore }, { createServices }, { ValidationError }] = await Promise.all([
    import('../../src/config.js'),
    import('../../src/store/open-store.js'),
    import('../../src/services.js'),
    import('../../src/domain/errors.js'),
  ])
  const config = loadConfig({ DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' })
  const store = await openStore(config)
  const services = createServices({ store, config })
  return {
    label,
    async load(products) {
      for (const { project, blocks } of products) {
        await services.projects.create(project)
        await services.blocks.sync(project.id, { blocks })
        const groups = synonyms[project.id]
        if (groups) await services.synonyms.put(project.id, { groups }, null)
      }
    },
    /**
     * The keys of the first CUTOFF hits and the typo corrections made; a query the service
     * rejects counts as no hit.
     */
    async search(projectId, question) {
      try {
        const { hits, corrections } = await services.blocks.search(projectId, question, {}, CUTOFF)
        return { keys: hits.map((hit) => hit.block.key), corrections }
      } catch (error) {
        if (error instanceof ValidationError) return { keys: [], corrections: [], error: error.message }
        throw error
      }
    },
    close: () => store.close(),
  }
}

/** The settings the issue names for the reference library: fuzzy 0.2, prefix, name boosted. */
export const MINISEARCH_OPTIONS = {
  fields: ['name', 'key', 'type', 'section', 'text'],
  searchOptions: { fuzzy: 0.2, prefix: true, boost: { name: 3 } },
}

/** MiniSearch over the same blocks, one index per project as pctx projects are separate. */
function miniSearchEngine() {
  const indexes = new Map()
  return {
    label: 'MiniSearch',
    async load(products) {
      for (const { project, blocks } of products) {
        const index = new MiniSearch({ idField: 'key', ...MINISEARCH_OPTIONS })
        index.addAll(
          blocks.map((block) => ({
            key: block.key,
            name: block.name ?? block.key,
            type: block.type,
            section: block.section,
            text: valueStrings(block.value ?? {}).join('\n'),
          })),
        )
        indexes.set(project.id, index)
      }
    },
    async search(projectId, question) {
      const results = indexes.get(projectId)?.search(question) ?? []
      // MiniSearch's fuzzy matching corrects silently: it reports no corrections.
      return { keys: results.slice(0, CUTOFF).map((result) => result.id), corrections: null }
    },
    close: async () => {},
  }
}

/** Plain Okapi BM25 (plain-bm25.mjs) over the same blocks and pctx's analyzer, one index per project. */
async function plainBm25Engine() {
  const analyzer = await import('../../src/domain/search/text-analysis.js')
  const indexes = new Map()
  return {
    label: 'plain BM25',
    async load(products) {
      for (const { project, blocks } of products) {
        const documents = blocks.map((block) => ({
          id: block.key,
          text: [
            block.name ?? block.key,
            block.key,
            block.type,
            block.section,
            ...valueStrings(block.value ?? {}),
          ].join('\n'),
        }))
        indexes.set(project.id, plainBm25Index(documents, analyzer))
      }
    },
    async search(projectId, question) {
      const keys = indexes.get(projectId)?.search(question) ?? []
      return { keys: keys.slice(0, CUTOFF), corrections: null }
    },
    close: async () => {},
  }
}

/** A throwaway PostgreSQL (scripts/test-services.mjs) with an empty database, or null. */
async function startPostgresDatabase() {
  const { startPostgres } = await import('../../scripts/test-services.mjs')
  const pg = await startPostgres()
  if (!pg) return null
  try {
    const { default: pgModule } = await import('pg')
    const client = new pgModule.Client({ connectionString: pg.url })
    await client.connect()
    await client.query('CREATE DATABASE pctx_relevance')
    await client.end()
  } catch (error) {
    pg.stop()
    throw error
  }
  return { url: pg.url.replace(/\/postgres$/, '/pctx_relevance'), stop: () => pg.stop() }
}

/**
 * Runs the benchmark and returns its report. `postgres`: 'require' | 'try' | 'skip'.
 * `heldOut`: also ask the held-out questions (reported as aggregates only).
 */
export async function runRelevance({ postgres = 'try', heldOut = false, projects = null } = {}) {
  const products = loadCorpus().filter((p) => !projects || projects.includes(p.project.id))
  if (products.length === 0) throw new Error(`no corpus product matches ${projects?.join(', ')}`)
  const ids = new Set(products.map((p) => p.project.id))
  const all = loadQuestions().filter((q) => ids.has(q.project))
  const asked = all.filter((q) => heldOut || q.set === 'dev')

  const cleanups = []
  const engines = []
  const notes = []
  try {
    const dir = mkdtempSync(join(tmpdir(), 'pctx-relevance-'))
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
    engines.push(await pctxEngine('pctx (SQLite)', `sqlite:${join(dir, 'relevance.db')}`))
    // The same pctx with each product's synonyms (a product feature the other engines lack):
    // reported beside, never instead of, pctx without them.
    engines.push(
      await pctxEngine(WITH_SYNONYMS, `sqlite:${join(dir, 'relevance-synonyms.db')}`, {
        synonyms: loadSynonyms(),
      }),
    )
    if (postgres !== 'skip') {
      log('starting a throwaway PostgreSQL server…')
      const pg = await startPostgresDatabase()
      if (pg) {
        cleanups.push(pg.stop)
        engines.push(await pctxEngine('pctx (PostgreSQL)', pg.url))
      } else if (postgres === 'require') {
        throw new Error('--postgres needs PostgreSQL installed (initdb and pg_ctl); see .ci/run')
      } else {
        notes.push('PostgreSQL: not measured (initdb/pg_ctl not found)')
      }
    }
    engines.push(await plainBm25Engine())
    engines.push(miniSearchEngine())
    for (const engine of engines) cleanups.push(engine.close)

    for (const engine of engines) {
      const started = performance.now()
      await engine.load(products)
      log(`  ${engine.label}: loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`)
    }

    const runs = new Map(engines.map((engine) => [engine.label, []]))
    for (const question of asked) {
      for (const engine of engines) {
        const { keys, corrections, error } = await engine.search(question.project, question.question)
        runs
          .get(engine.label)
          .push({ question, keys, corrections, error, ...scoreQuestion(keys, question.relevant) })
      }
    }
    return buildReport({ products, all, heldOut, engines, runs, notes })
  } finally {
    for (const fn of cleanups.reverse()) {
      try {
        await fn()
      } catch (error) {
        log(`cleanup: ${error.message}`)
      }
    }
  }
}

/**
 * Questions answered with at least one typo correction; null for an engine that reports none
 * (MiniSearch).
 */
function correctedCount(runs) {
  if (runs.some((run) => run.corrections === null)) return null
  return runs.filter((run) => run.corrections.length > 0).length
}

/** Sorts kinds (strings) and rounds (numbers) alike. */
const ascending = (x, y) => (x < y ? -1 : x > y ? 1 : 0)

/** The engine that is pctx on SQLite with the products' synonyms. */
export const WITH_SYNONYMS = 'pctx + synonyms (SQLite)'

/** The round of questions a question was written in: `round` in questions.json, 1 when absent. */
const roundOf = (question) => question.round ?? 1

function buildReport({ products, all, heldOut, engines, runs, notes }) {
  const sets = heldOut ? ['dev', 'heldout'] : ['dev']
  const aggregates = []
  for (const engine of engines) {
    for (const set of sets) {
      const scored = runs.get(engine.label).filter((run) => run.question.set === set)
      aggregates.push({ engine: engine.label, set, ...aggregate(scored), corrected: correctedCount(scored) })
    }
  }
  const dev = (engine) => runs.get(engine.label).filter((run) => run.question.set === 'dev')
  /** Aggregates per set, per value of `pick(question)` (sorted), per engine. */
  const split = (name, pick) => {
    const values = [...new Set(all.map(pick))].sort(ascending)
    const rows = []
    for (const set of sets) {
      for (const value of values) {
        for (const engine of engines) {
          const scored = runs
            .get(engine.label)
            .filter((run) => run.question.set === set && pick(run.question) === value)
          if (scored.length > 0)
            rows.push({
              engine: engine.label,
              set,
              [name]: value,
              ...aggregate(scored),
              corrected: correctedCount(scored),
            })
        }
      }
    }
    return rows
  }
  // Per kind and set: held-out figures are aggregates too, so they may be shown by kind.
  const byKind = split('kind', (q) => q.kind)
  // Per round of questions (q.round, 1 when unmarked): each round's held-out part is scored once,
  // at the end of the tuning it was written for, so a later round's figures must stand apart.
  const byRound = split('round', roundOf)
  const versusPlainBm25 = [
    ...pairedAgainst(runs, 'pctx (SQLite)', 'plain BM25', sets, all),
    ...pairedAgainst(runs, WITH_SYNONYMS, 'plain BM25', sets, all),
  ]
  // Per-question detail of the dev set only: held-out questions are never shown one by one.
  const devQuestions = all
    .filter((q) => q.set === 'dev')
    .map((q) => ({
      id: q.id,
      project: q.project,
      kind: q.kind,
      question: q.question,
      engines: Object.fromEntries(
        engines.map((engine) => {
          const run = dev(engine).find((r) => r.question.id === q.id)
          return [
            engine.label,
            {
              firstRelevantRank: run.firstRelevantRank,
              hits: run.keys.length,
              ndcg: run.ndcg,
              recall: run.recall,
              top: run.keys,
              ...(run.corrections?.length > 0 && { corrections: run.corrections }),
              ...(run.error && { error: run.error }),
            },
          ]
        }),
      ),
    }))
  const [sqlite, postgres] = ['pctx (SQLite)', 'pctx (PostgreSQL)'].map((label) => runs.get(label))
  const sameTop10 =
    sqlite && postgres
      ? sqlite.filter((run, i) => JSON.stringify(run.keys) === JSON.stringify(postgres[i].keys)).length
      : null
  const errors = engines.flatMap((engine) =>
    runs
      .get(engine.label)
      .filter((run) => run.error)
      .map((run) => ({ engine: engine.label, set: run.question.set })),
  )
  return {
    format: 'pctx-relevance/1',
    finishedAt: new Date().toISOString(),
    cutoff: CUTOFF,
    corpus: {
      projects: products.map((p) => p.project.id),
      blocks: products.reduce((sum, p) => sum + p.blocks.length, 0),
    },
    questions: {
      dev: all.filter((q) => q.set === 'dev').length,
      heldout: all.filter((q) => q.set === 'heldout').length,
      heldOutScored: heldOut,
    },
    minisearch: MINISEARCH_OPTIONS,
    notes,
    aggregates,
    byKind,
    byRound,
    versusPlainBm25,
    sameTop10OnBothDatabases: sameTop10 === null ? null : { same: sameTop10, of: sqlite.length },
    rejectedQueries: errors,
    devQuestions,
  }
}

/**
 * Engine `a` against engine `b`, question by question (nDCG@10), per set: over all its
 * questions, per kind and per round. Small sets of questions decide little: the interval says
 * how little. Empty when either engine did not run.
 */
function pairedAgainst(runs, a, b, sets, all) {
  const [runsA, runsB] = [runs.get(a), runs.get(b)]
  if (!runsA || !runsB) return []
  const ndcgOf = (list) => new Map(list.map((run) => [run.question.id, run.ndcg]))
  const [scoresA, scoresB] = [ndcgOf(runsA), ndcgOf(runsB)]
  const scopes = [
    ['all', () => 'all'],
    ['kind', (q) => q.kind],
    ['round', roundOf],
  ]
  const rows = []
  for (const set of sets) {
    const asked = all.filter((q) => q.set === set)
    for (const [scope, pick] of scopes) {
      const values = [...new Set(asked.map(pick))].sort(ascending)
      for (const value of values) {
        const ids = asked.filter((q) => pick(q) === value).map((q) => q.id)
        const paired = pairedDifference(
          ids.map((id) => scoresA.get(id)),
          ids.map((id) => scoresB.get(id)),
        )
        rows.push({ engine: a, against: b, set, scope, value, ...paired })
      }
    }
  }
  return rows
}

const pct = (value) => `${(value * 100).toFixed(0)}%`
const num = (value) => value.toFixed(3)

/** A table of per-set aggregates split by `by` ('kind', 'round'). */
function breakdown(report, rows, by) {
  return pad([
    ['set', by, 'engine', 'questions', `nDCG@${report.cutoff}`, `recall@${report.cutoff}`, 'zero-hit'],
    ...rows.map((row) => [
      row.set,
      row[by],
      row.engine,
      row.questions,
      num(row.ndcg),
      num(row.recall),
      pct(row.zeroHitShare),
    ]),
  ])
}

/** The report as text tables (stdout). */
export function formatReport(report) {
  const lines = [
    '',
    `search relevance — ${report.corpus.blocks} blocks in ${report.corpus.projects.length} projects; ` +
      `${report.questions.dev} dev questions, ${report.questions.heldout} held out ` +
      (report.questions.heldOutScored
        ? '(scored: --held-out)'
        : '(not scored: --held-out runs them, once, at the end of tuning)'),
    '',
    ...pad([
      [
        'engine',
        'set',
        'questions',
        `nDCG@${report.cutoff}`,
        `recall@${report.cutoff}`,
        'zero-hit',
        'corrected',
      ],
      ...report.aggregates.map((a) => [
        a.engine,
        a.set,
        a.questions,
        num(a.ndcg),
        num(a.recall),
        pct(a.zeroHitShare),
        a.corrected ?? '—',
      ]),
    ]),
    '',
    'by kind of question:',
    ...breakdown(report, report.byKind, 'kind'),
    '',
    'by round of questions (each round written before the tuning that used it; its held-out part scored once, after):',
    ...breakdown(report, report.byRound, 'round'),
  ]
  if (report.versusPlainBm25.length > 0) {
    const signed = (value) => `${value >= 0 ? '+' : '−'}${num(Math.abs(value))}`
    lines.push(
      '',
      `pctx − plain BM25, nDCG@${report.cutoff} question by question (95% paired-bootstrap interval; an interval holding 0 cannot tell them apart):`,
      ...pad([
        ['engine', 'set', 'questions of', 'questions', 'difference', '95% interval', 'won / tied / lost'],
        ...report.versusPlainBm25.map((row) => [
          row.engine,
          row.set,
          row.scope === 'all' ? 'all' : `${row.scope} ${row.value}`,
          row.questions,
          signed(row.difference),
          `${signed(row.low)} … ${signed(row.high)}`,
          `${row.wins} / ${row.ties} / ${row.losses}`,
        ]),
      ]),
    )
  }
  if (report.sameTop10OnBothDatabases) {
    const { same, of } = report.sameTop10OnBothDatabases
    lines.push('', `same top ${report.cutoff} on SQLite and PostgreSQL: ${same} of ${of} questions`)
  }
  if (report.rejectedQueries.length > 0)
    lines.push(
      '',
      `queries the service rejected (validation error, counted as no hit): ${report.rejectedQueries.length}`,
    )
  for (const note of report.notes) lines.push('', note)
  const engines = Object.keys(report.devQuestions[0]?.engines ?? {})
  lines.push(
    '',
    `dev questions (first relevant rank / hits in the top ${report.cutoff}; — = no relevant block in it):`,
    ...pad([
      ['id', 'kind', 'question', ...engines],
      ...report.devQuestions.map((q) => [
        q.id,
        q.kind,
        q.question.length > 60 ? `${q.question.slice(0, 57)}…` : q.question,
        ...engines.map((e) => {
          const r = q.engines[e]
          return `${r.firstRelevantRank ?? '—'} / ${r.hits}${r.corrections ? ' (corrected)' : ''}${r.error ? ' (rejected)' : ''}`
        }),
      ]),
    ]),
    '',
  )
  return lines.join('\n')
}

async function main() {
  const { values: args } = parseArgs({
    options: {
      'held-out': { type: 'boolean', default: false },
      postgres: { type: 'boolean', default: false },
      'sqlite-only': { type: 'boolean', default: false },
      projects: { type: 'string' },
      out: { type: 'string', default: join(REPO_ROOT, 'bench/results/relevance.json') },
    },
  })
  if (args.postgres && args['sqlite-only']) throw new Error('--postgres and --sqlite-only exclude each other')
  const report = await runRelevance({
    postgres: args.postgres ? 'require' : args['sqlite-only'] ? 'skip' : 'try',
    heldOut: args['held-out'],
    projects: args.projects ? args.projects.split(',').map((id) => id.trim()) : null,
  })
  process.stdout.write(`${formatReport(report)}\n`)
  mkdirSync(dirname(resolve(args.out)), { recursive: true })
  writeFileSync(resolve(args.out), `${JSON.stringify(report, null, 2)}\n`)
  log(`relevance results written to ${resolve(args.out)}`)
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    await main()
  } catch (error) {
    log(`relevance bench failed: ${error.stack ?? error.message}`)
    process.exit(1)
  }
}
