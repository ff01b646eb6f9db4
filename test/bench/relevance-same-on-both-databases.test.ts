import assert from 'node:assert/strict'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { fileURLToPath } from 'node:url'
import { parse as parseYaml } from 'yaml'
import { createBlockService } from '../../src/domain/block-service.js'
import { createProjectService } from '../../src/domain/project-service.js'
import type { MatchMode } from '../../src/domain/search/query.js'
import type { SearchResult } from '../../src/domain/store.js'
import {
  openTempPostgresStore,
  openTempSqliteStore,
  type TempStore,
  testPostgresUrl,
} from '../helpers/temp-store.js'

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url))
const CORPUS_DIR = join(REPO_ROOT, 'bench/relevance/corpus')
const TOP = 10
const clock = { now: () => new Date('2026-03-01T12:00:00.000Z') }

interface Product {
  project: { id: string; name: string; description?: string }
  blocks: object[]
}
interface Question {
  id: string
  set: 'dev' | 'heldout'
  project: string
  question: string
}

const products = readdirSync(CORPUS_DIR)
  .filter((file) => file.endsWith('.yaml'))
  .sort()
  .map((file) => parseYaml(readFileSync(join(CORPUS_DIR, file), 'utf8')) as Product)
const questions = (
  JSON.parse(readFileSync(join(REPO_ROOT, 'bench/relevance/questions.json'), 'utf8')) as {
    questions: Question[]
  }
).questions

/** The corpus loaded through the services, as the benchmark loads it. */
async function loaded(temp: TempStore) {
  const projects = createProjectService({ store: temp.store, clock })
  const blocks = createBlockService({ store: temp.store, clock, limits: { maxBlocks: 10_000 } })
  for (const { project, blocks: content } of products) {
    await projects.create(project)
    await blocks.sync(project.id, { blocks: content })
  }
  return (q: Question, match: MatchMode) => blocks.search(q.project, q.question, {}, TOP, match)
}

/** Scores are computed in JavaScript from the same integers; allow only float noise. */
function sameScore(a: number, b: number): boolean {
  return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b))
}

/** Where two answers to one question differ, or null when they agree. */
function difference(a: SearchResult, b: SearchResult): string | null {
  if (a.hits.length !== b.hits.length) return `${a.hits.length} hits / ${b.hits.length}`
  for (const [i, hit] of a.hits.entries()) {
    const other = b.hits[i]
    if (hit.block.key !== other?.block.key) return `different block at rank ${i + 1}`
    if (!sameScore(hit.score, other.score)) return `score at rank ${i + 1}: ${hit.score} / ${other.score}`
  }
  if (JSON.stringify(a.corrections) !== JSON.stringify(b.corrections)) return 'different corrections'
  return null
}

/**
 * The same query gives the same top 10 on SQLite and PostgreSQL: every
 * question of the relevance benchmark, dev and held-out alike (this compares the engines, it
 * does not score relevance: the blocks found for a held-out question are never printed).
 */
describe('search gives the same top 10 on SQLite and PostgreSQL for the relevance questions', {
  skip: !testPostgresUrl() && 'PostgreSQL not available (PCTX_TEST_PG_URL unset)',
}, () => {
  let sqlite: TempStore
  let postgres: TempStore
  let searchSqlite: Awaited<ReturnType<typeof loaded>>
  let searchPostgres: Awaited<ReturnType<typeof loaded>>

  before(async () => {
    sqlite = await openTempSqliteStore()
    postgres = await openTempPostgresStore()
    searchSqlite = await loaded(sqlite)
    searchPostgres = await loaded(postgres)
  })
  after(async () => {
    await sqlite?.cleanup()
    await postgres?.cleanup()
  })

  for (const match of ['any', 'all'] as const) {
    it(`match=${match}: the same keys in the same order, the same scores and corrections`, async () => {
      let withHits = 0
      const differences: string[] = []
      for (const q of questions) {
        const a = await searchSqlite(q, match)
        const b = await searchPostgres(q, match)
        if (a.hits.length > 0) withHits++
        const problem = difference(a, b)
        if (problem === null) continue
        const keys = (r: SearchResult) => r.hits.map((hit) => hit.block.key).join(',')
        differences.push(
          q.set === 'dev'
            ? `${q.id} "${q.question}": ${problem} (SQLite ${keys(a)} / PostgreSQL ${keys(b)})`
            : `${q.id} (held out): ${problem}`,
        )
      }
      assert.deepEqual(differences, [], `${differences.length} of ${questions.length} questions differ`)
      // Not a vacuous comparison: most questions find something on both.
      if (match === 'any') assert.ok(withHits >= questions.length * 0.9, `${withHits} questions with hits`)
    })
  }
})
