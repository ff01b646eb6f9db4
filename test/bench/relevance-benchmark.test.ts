import assert from 'node:assert/strict'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, describe, it } from 'node:test'
import { fileURLToPath } from 'node:url'
import { parse as parseYaml } from 'yaml'
import type { PairedDifference } from '../../bench/relevance/metrics.mjs'
import { parseSynonymsRequest } from '../../src/domain/contract/synonyms.js'
import { runNode } from '../helpers/cli.js'

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url))
const CORPUS_DIR = join(REPO_ROOT, 'bench/relevance/corpus')
const KINDS = ['one-word', 'keywords', 'sentence', 'long', 'typo', 'plural', 'paraphrase', 'section']

interface CorpusFile {
  project: { id: string; name: string }
  blocks: { key: string; type: string; section: string; name: string; value: object }[]
}
interface Question {
  id: string
  set: string
  project: string
  kind: string
  question: string
  relevant: Record<string, number>
}
interface Aggregate {
  engine: string
  set: string
  questions: number
  ndcg: number
  recall: number
  zeroHitShare: number
  corrected: number | null
}
interface Report {
  format: string
  corpus: { projects: string[]; blocks: number }
  questions: { dev: number; heldout: number; heldOutScored: boolean }
  aggregates: Aggregate[]
  byRound: (Aggregate & { round: number })[]
  byKind: (Aggregate & { kind: string })[]
  versusPlainBm25: (PairedDifference & {
    engine: string
    set: string
    scope: string
    value: string | number
  })[]
  devQuestions: { id: string; engines: Record<string, { top: string[]; hits: number }> }[]
}

const corpus = readdirSync(CORPUS_DIR)
  .filter((file) => file.endsWith('.yaml'))
  .map((file) => parseYaml(readFileSync(join(CORPUS_DIR, file), 'utf8')) as CorpusFile)
const questions = (
  JSON.parse(readFileSync(join(REPO_ROOT, 'bench/relevance/questions.json'), 'utf8')) as {
    questions: Question[]
  }
).questions
const keysOf = new Map(corpus.map((file) => [file.project.id, new Set(file.blocks.map((b) => b.key))]))

describe('relevance benchmark data', () => {
  it('holds at least 300 blocks of at least five products and 60 questions of every kind', () => {
    assert.ok(corpus.length >= 5, `${corpus.length} products`)
    const blocks = corpus.reduce((sum, file) => sum + file.blocks.length, 0)
    assert.ok(blocks >= 300, `${blocks} blocks`)
    assert.ok(questions.length >= 60, `${questions.length} questions`)
    assert.deepEqual([...new Set(questions.map((q) => q.kind))].sort(), [...KINDS].sort())
    assert.equal(new Set(questions.map((q) => q.id)).size, questions.length, 'question ids are unique')
  })

  it('labels only blocks of the question’s own project, each question with an answer (grade 2)', () => {
    for (const q of questions) {
      const keys = keysOf.get(q.project)
      assert.ok(keys, `${q.id}: unknown project ${q.project}`)
      for (const [key, grade] of Object.entries(q.relevant)) {
        assert.ok(keys.has(key), `${q.id}: ${key} is not a block of ${q.project}`)
        assert.ok(grade === 1 || grade === 2, `${q.id}: grade of ${key} is ${grade}`)
      }
      assert.ok(Object.values(q.relevant).includes(2), `${q.id} has no block that answers it`)
    }
  })

  it('gives every product synonym groups the service accepts as they are', () => {
    const synonyms = (
      JSON.parse(readFileSync(join(REPO_ROOT, 'bench/relevance/synonyms.json'), 'utf8')) as {
        projects: Record<string, string[][]>
      }
    ).projects
    assert.deepEqual(Object.keys(synonyms).sort(), [...keysOf.keys()].sort())
    for (const [project, groups] of Object.entries(synonyms)) {
      assert.ok(groups.length > 0, `${project} has no groups`)
      assert.deepEqual(parseSynonymsRequest({ groups }), groups, project)
    }
  })

  it('holds out every question whose id number is a multiple of three, and nothing else', () => {
    for (const q of questions) {
      const n = Number(/^q(\d+)$/.exec(q.id)?.[1])
      assert.ok(Number.isInteger(n), `${q.id} is not q<number>`)
      assert.equal(q.set, n % 3 === 0 ? 'heldout' : 'dev', q.id)
    }
  })
})

/** Each round of `set`'s questions is reported apart, for every engine, with its own count. */
function assertRounds(report: Report, set: string, asked: (Question & { round?: number })[]) {
  const expected = new Map<number, number>()
  for (const q of asked) if (q.set === set) expected.set(q.round ?? 1, (expected.get(q.round ?? 1) ?? 0) + 1)
  assert.ok(expected.size > 1, `the slice asks ${set} questions of more than one round`)
  for (const engine of ['pctx (SQLite)', 'pctx + synonyms (SQLite)', 'plain BM25', 'MiniSearch']) {
    const rows = report.byRound.filter((row) => row.engine === engine && row.set === set)
    assert.deepEqual(
      rows.map((row) => [row.round, row.questions]),
      [...expected].sort(([a], [b]) => a - b),
      `${engine}, ${set}`,
    )
  }
}

/**
 * The question-by-question comparison of pctx with plain BM25 agrees with the aggregates: its
 * mean difference is the difference of their means, over all of `set` and per kind, and its
 * interval holds it.
 */
function assertPairedWithAggregates(report: Report, set: string) {
  const ndcg = (rows: (Aggregate & { kind?: string })[], engine: string, kind?: string) =>
    rows.find((row) => row.engine === engine && row.set === set && row.kind === kind)?.ndcg ?? Number.NaN
  for (const engine of ['pctx (SQLite)', 'pctx + synonyms (SQLite)']) {
    const rows = report.versusPlainBm25.filter((row) => row.set === set && row.engine === engine)
    const all = rows.find((row) => row.scope === 'all')
    assert.ok(all, `${engine}: a comparison over all ${set} questions`)
    const expected = ndcg(report.aggregates, engine) - ndcg(report.aggregates, 'plain BM25')
    assert.ok(Math.abs(all.difference - expected) < 1e-9, `${engine}: ${all.difference} against ${expected}`)
    const kinds = report.byKind.filter((row) => row.set === set && row.engine === 'plain BM25')
    assert.deepEqual(
      rows.filter((row) => row.scope === 'kind').map((row) => [row.value, row.questions]),
      kinds.map((row) => [row.kind, row.questions]),
    )
    for (const row of rows) {
      if (row.scope === 'kind') {
        const kind = String(row.value)
        const gap = ndcg(report.byKind, engine, kind) - ndcg(report.byKind, 'plain BM25', kind)
        assert.ok(
          Math.abs(row.difference - gap) < 1e-9,
          `${engine}, ${kind}: ${row.difference} against ${gap}`,
        )
      }
      assert.ok(row.low <= row.difference + 1e-9 && row.difference <= row.high + 1e-9, JSON.stringify(row))
      assert.equal(row.wins + row.ties + row.losses, row.questions)
    }
  }
}

/** Runs the benchmark on one product, SQLite and MiniSearch only, and returns its report. */
async function runSlice(dir: string, extra: string[]): Promise<{ report: Report; stdout: string }> {
  const out = join(dir, `relevance-${extra.join('') || 'dev'}.json`)
  const args = ['--import', 'tsx', 'bench/relevance/run.mjs', '--sqlite-only', '--projects', 'lumen']
  const { code, stdout, stderr } = await runNode([...args, ...extra, '--out', out], { timeoutMs: 120_000 })
  assert.equal(code, 0, `relevance bench exited ${code}:\n${stderr}`)
  return { report: JSON.parse(readFileSync(out, 'utf8')) as Report, stdout }
}

/**
 * A smoke run of `npm run bench -- --only relevance` on one product: it loads the product into
 * pctx through the services, asks its questions and scores both engines. It checks the numbers
 * are well-formed, not how good they are.
 */
describe('relevance benchmark smoke run', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pctx-relevance-smoke-'))
  after(() => rmSync(dir, { recursive: true, force: true }))
  const lumen = questions.filter((q) => q.project === 'lumen')
  const lumenKeys = keysOf.get('lumen') ?? new Set<string>()

  it('scores the dev questions for pctx on SQLite and for MiniSearch', { timeout: 60_000 }, async () => {
    const { report, stdout } = await runSlice(dir, [])
    assert.equal(report.format, 'pctx-relevance/1')
    assert.deepEqual(report.corpus.projects, ['lumen'])
    const dev = lumen.filter((q) => q.set === 'dev').length
    assert.deepEqual(
      report.aggregates.map((a) => [a.engine, a.set, a.questions]),
      [
        ['pctx (SQLite)', 'dev', dev],
        ['pctx + synonyms (SQLite)', 'dev', dev],
        ['plain BM25', 'dev', dev],
        ['MiniSearch', 'dev', dev],
      ],
    )
    for (const a of report.aggregates) {
      for (const value of [a.ndcg, a.recall, a.zeroHitShare])
        assert.ok(value >= 0 && value <= 1, `${a.engine}: ${value}`)
    }
    // How many questions pctx answered with typo corrections; plain BM25 and MiniSearch report none.
    const [pctx, , plainBm25, miniSearch] = report.aggregates
    assert.ok(
      Number.isInteger(pctx?.corrected) && (pctx?.corrected ?? -1) >= 0 && (pctx?.corrected ?? 0) <= dev,
      `pctx corrected ${pctx?.corrected}`,
    )
    assert.equal(plainBm25?.corrected, null)
    assert.equal(miniSearch?.corrected, null)
    assert.match(stdout, /^engine\s+set\s+questions\s+nDCG@10\s+recall@10\s+zero-hit\s+corrected$/m)
    assert.equal(report.devQuestions.length, dev)
    for (const q of report.devQuestions) {
      for (const [engine, result] of Object.entries(q.engines)) {
        assert.ok(result.top.length <= 10)
        for (const key of result.top) assert.ok(lumenKeys.has(key), `${q.id} ${engine} returned ${key}`)
      }
    }
    // Some question finds something in pctx even before search is rebuilt (one-word ones do).
    assert.ok(report.devQuestions.some((q) => (q.engines['pctx (SQLite)']?.hits ?? 0) > 0))
    assert.match(stdout, /^pctx \(SQLite\)\s+dev\s/m)
    assert.doesNotMatch(stdout, /heldout/)
    assertRounds(report, 'dev', lumen)
    assertPairedWithAggregates(report, 'dev')
    assert.match(stdout, /^pctx − plain BM25, nDCG@10 question by question/m)
  })

  it('reports held-out questions only as aggregates, and only with --held-out', {
    timeout: 60_000,
  }, async () => {
    const { report, stdout } = await runSlice(dir, ['--held-out'])
    assert.equal(report.questions.heldOutScored, true)
    const heldOut = lumen.filter((q) => q.set === 'heldout')
    const rows = report.aggregates.filter((a) => a.set === 'heldout')
    assert.deepEqual(
      rows.map((a) => [a.engine, a.questions]),
      [
        ['pctx (SQLite)', heldOut.length],
        ['pctx + synonyms (SQLite)', heldOut.length],
        ['plain BM25', heldOut.length],
        ['MiniSearch', heldOut.length],
      ],
    )
    assertRounds(report, 'heldout', lumen)
    assertPairedWithAggregates(report, 'heldout')
    const ids = new Set(report.devQuestions.map((q) => q.id))
    for (const q of heldOut) {
      assert.ok(!ids.has(q.id), `${q.id} is shown one by one`)
      assert.ok(!stdout.includes(q.question), `${q.id}'s text is printed`)
    }
  })
})
