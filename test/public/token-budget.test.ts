import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { brotliDecompressSync } from 'node:zlib'
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base'
import { ManualClock } from '../helpers/clock.js'
import { parseLlmsTxt } from '../helpers/llms-txt-parser.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

const BASE = 'https://ctx.example.com'
const P = '/api/projects/budget'
const AT = '2026-01-15T10:00:00.000Z'

/** The tokenizer the issue names, used on the bodies as received: the test checks the contract. */
const tokensOf = (text: string) => countTokens(text, { disallowedSpecial: new Set() })

const OUTPUTS = ['llms.txt', 'llms-full.txt', 'markdown', 'markdown/users', 'context'] as const

const WORDS = 'clear plain words about the product and the people who use it every single day'.split(' ')
const prose = (seed: number, words: number) =>
  Array.from({ length: words }, (_, i) => WORDS[(seed * 7 + i * 3) % WORDS.length]).join(' ')

/**
 * 40 blocks over three sections: personas in users, text and lists elsewhere; every third a
 * draft; four mention pricing (two complete, two drafts), one at length; one text block of six
 * paragraphs. Block names are unique, so a block's presence is its heading or entry.
 */
function blocks() {
  const out: Record<string, unknown>[] = []
  for (let i = 0; i < 40; i++) {
    const section = i < 12 ? 'brand' : i < 26 ? 'product' : 'users'
    const status = i % 3 === 2 ? 'draft' : 'complete'
    const pricing = [5, 17, 20, 31].includes(i)
    const key = `b${String(i).padStart(2, '0')}`
    const name = `Block ${key}`
    if (section === 'users') {
      out.push({
        key,
        type: 'persona',
        section,
        name,
        status,
        value: {
          name: `Person ${i}`,
          description: prose(i, 30),
          goals: pricing ? 'Understand pricing tiers and what each pricing plan costs' : prose(i + 1, 15),
          pain_points: prose(i + 2, 15),
        },
      })
    } else if (i === 8) {
      const paragraphs = Array.from({ length: 6 }, (_, p) => `Paragraph ${p + 1}: ${prose(p, 40)}`)
      out.push({ key, type: 'text', section, name, status, value: { content: paragraphs.join('\n\n') } })
    } else if (i % 4 === 0) {
      out.push({ key, type: 'list', section, name, status, value: { items: [prose(i, 8), prose(i + 3, 8)] } })
    } else {
      const content = pricing
        ? `Our pricing: ${'pricing plans and pricing tiers explained. '.repeat(i === 17 ? 6 : 2)}`
        : prose(i, 35)
      out.push({ key, type: 'text', section, name, status, value: { content } })
    }
  }
  return out
}

const KEYS = blocks().map((block) => String(block.key))
const STATUS = new Map(blocks().map((block) => [String(block.key), String(block.status)]))
/** Tokens of each block as the JSON context writes it (about what the packing weighs). */
const COST = new Map(
  blocks().map((block) => [
    String(block.key),
    countTokens(
      JSON.stringify({
        key: block.key,
        type: block.type,
        name: block.name,
        status: block.status,
        value: block.value,
      }),
    ),
  ]),
)

async function budgetApp(): Promise<TestApp> {
  const t = await createTestApp({ env: { PUBLIC_BASE_URL: BASE }, clock: new ManualClock(AT) })
  await t.project({ id: 'budget', name: 'Budget', description: 'A project to fit in token budgets.' })
  await t.services.blocks.sync('budget', { blocks: blocks() } as never)
  return t
}

/** Keys of the blocks an answer shows, read from its body. */
function shownKeys(output: string, body: string): string[] {
  if (output === 'context') {
    const data = JSON.parse(body).data as { sections: { blocks: { key: string }[] }[] }
    return data.sections.flatMap((section) => section.blocks.map((block) => block.key))
  }
  return KEYS.filter((key) => body.includes(`Block ${key}`))
}

/** The keys a closing note names (in backticks, before "and N more"). */
function namedInNote(note: string): string[] {
  const left = note.slice(note.indexOf('Left out'))
  return [...left.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '')
}

describe('token budgets on the public outputs (?tokens=N, ?q=)', () => {
  let t: TestApp
  const get = (path: string, headers: Record<string, string> = {}) =>
    t.request({ method: 'GET', url: `${P}/${path}`, headers })
  before(async () => {
    t = await budgetApp()
  })
  after(() => t.close())

  it('every output says its exact o200k_base size in X-Context-Tokens, with or without a budget, compressed or not', async () => {
    for (const output of OUTPUTS) {
      for (const query of ['', '?tokens=400', '?tokens=400&q=pricing']) {
        const res = await get(`${output}${query}`)
        assert.equal(res.statusCode, 200, `${output}${query}: ${res.body}`)
        assert.equal(res.headers['x-context-tokens'], String(tokensOf(res.body)), `${output}${query}`)
        const br = await get(`${output}${query}`, { 'accept-encoding': 'br' })
        assert.equal(br.headers['content-encoding'], 'br')
        const text = brotliDecompressSync(br.rawPayload).toString('utf8')
        assert.equal(text, res.body)
        assert.equal(
          br.headers['x-context-tokens'],
          res.headers['x-context-tokens'],
          'counted before compression',
        )
      }
      const whole = await get(output)
      assert.equal(whole.headers['x-context-truncated'], 'false')
    }
  })

  it('never exceeds N tokens, for many N and every output; a budget the whole fits in changes nothing', async () => {
    for (const output of OUTPUTS) {
      const whole = await get(output)
      const size = tokensOf(whole.body)
      const budgets = [1, 3, 10, 40, 100, 200, 300, 450, 600, 900, 1300, 2000, size - 1, size, 100_000]
      for (const tokens of budgets) {
        for (const q of ['', '&q=pricing', '&q=who%20are%20our%20users']) {
          const res = await get(`${output}?tokens=${tokens}${q}`)
          const label = `${output}?tokens=${tokens}${q}`
          if (res.statusCode === 400) {
            // Only the JSON context refuses, and only below its frame.
            assert.equal(output, 'context', `${label}: ${res.body}`)
            const error = JSON.parse(res.body)
            assert.equal(error.data, null)
            assert.match(
              error.error,
              /^tokens=\d+ is too small for the JSON context of this project: without any block it takes (\d+) tokens/,
            )
            continue
          }
          assert.equal(res.statusCode, 200, `${label}: ${res.body}`)
          const used = tokensOf(res.body)
          assert.ok(used <= tokens, `${label}: ${used} tokens`)
          assert.equal(res.headers['x-context-tokens'], String(used))
          if (tokens >= size) {
            assert.equal(res.body, whole.body, `${label}: the whole output fits`)
            assert.equal(res.headers['x-context-truncated'], 'false')
          } else {
            assert.equal(res.headers['x-context-truncated'], 'true', label)
            // Below the note's own size the answer is the note cut to fit, at a character boundary.
            if (tokens >= 60) assert.match(res.body, /pctx: (cut to fit|tokens=\d+ is too small)/, label)
          }
          if (output === 'context') JSON.parse(res.body)
          // From 150 tokens up llms.txt keeps its frame, so the reference parser reads it.
          if (output === 'llms.txt' && tokens >= 150) parseLlmsTxt(res.body)
        }
      }
    }
  })

  it('is deterministic, with one ETag per (revision, N, q) and 304 for it', async () => {
    const first = await get('markdown?tokens=500&q=pricing')
    const again = await get('markdown?tokens=500&q=pricing')
    assert.equal(again.body, first.body)
    assert.equal(again.headers.etag, first.headers.etag)
    const tags = new Set<string>()
    for (const path of [
      'markdown',
      'markdown?tokens=500',
      'markdown?tokens=501',
      'markdown?tokens=500&q=pricing',
      'markdown?tokens=500&q=users',
    ]) {
      const res = await get(path)
      tags.add(String(res.headers.etag))
      const cached = await get(path, { 'if-none-match': String(res.headers.etag) })
      assert.equal(cached.statusCode, 304, path)
      assert.equal(cached.body, '')
    }
    assert.equal(tags.size, 5, 'every (N, q) is its own representation')
    const other = await get('markdown?tokens=501', { 'if-none-match': String(first.headers.etag) })
    assert.equal(other.statusCode, 200, "another budget's tag does not match")
  })

  it('keeps complete blocks before drafts, in canonical order without q', async () => {
    const res = await get('context?tokens=1200')
    const shown = shownKeys('context', res.body)
    assert.ok(shown.length > 2 && shown.length < KEYS.length, `${shown.length} shown`)
    const order = [
      ...KEYS.filter((key) => STATUS.get(key) === 'complete'),
      ...KEYS.filter((key) => STATUS.get(key) === 'draft'),
    ]
    assert.deepEqual(new Set(shown), new Set(order.slice(0, shown.length)))
    assert.deepEqual(
      shown,
      KEYS.filter((key) => shown.includes(key)),
      'shown in canonical order',
    )
  })

  it('with q keeps every matching block first, as search ranks them, status only breaking ties (§17)', async () => {
    const key = await t.key({ projects: ['budget'] })
    const search = await t.request({
      method: 'GET',
      url: '/api/v1/projects/budget/blocks/search?q=pricing&limit=50',
      key,
    })
    assert.equal(search.statusCode, 200, search.body)
    const found = JSON.parse(search.body).data as { key: string; score: number }[]
    assert.ok(found.length >= 3, `hits: ${found.map((hit) => hit.key)}`)
    const tier = (k: string) => (STATUS.get(k) === 'complete' ? 0 : 1)
    // Search's order, equal scores complete first; then the rest, complete first, canonical.
    const hits = found
      .map((hit, index) => ({ ...hit, index }))
      .sort((a, b) => b.score - a.score || tier(a.key) - tier(b.key) || a.index - b.index)
      .map((hit) => hit.key)
    const rest = KEYS.filter((k) => !hits.includes(k))
    const order = [...hits, ...rest.filter((k) => tier(k) === 0), ...rest.filter((k) => tier(k) === 1)]
    assert.ok(
      hits.some((k) => STATUS.get(k) === 'draft'),
      'a matching draft, which §13 would have put after every complete block',
    )
    for (const output of ['context', 'markdown', 'llms.txt'] as const) {
      for (const tokens of [500, 800, 1500]) {
        const res = await get(`${output}?tokens=${tokens}&q=pricing`)
        assert.equal(res.statusCode, 200, res.body)
        const shown = shownKeys(output, res.body).filter(
          (k) => !res.body.includes(`\`${k}\` is cut`) && !res.body.includes(`Block ${k} is cut here`),
        )
        assert.ok(shown.length >= 1, `${output}?tokens=${tokens}: nothing shown`)
        if (output !== 'context') {
          assert.deepEqual(
            new Set(shown),
            new Set(order.slice(0, shown.length)),
            `${output}?tokens=${tokens}`,
          )
          continue
        }
        // JSON keeps blocks whole: one that does not fit in what is left is passed over, so each
        // block passed over is larger than every block kept after it (the room only shrinks).
        const last = Math.max(...shown.map((k) => order.indexOf(k)))
        order.slice(0, last).forEach((k, index) => {
          if (shown.includes(k)) return
          for (const later of order.slice(index + 1, last + 1).filter((l) => shown.includes(l)))
            assert.ok(
              (COST.get(k) ?? 0) + 30 > (COST.get(later) ?? 0),
              `context?tokens=${tokens}: ${k} passed over for ${later}`,
            )
        })
      }
    }
    // The matching drafts are kept (and marked) before unrelated complete blocks.
    const asked = await get('markdown?tokens=800&q=pricing')
    for (const draft of hits.filter((k) => STATUS.get(k) === 'draft')) {
      assert.ok(asked.body.includes(`### Block ${draft}\n\n*\\[draft: not marked complete yet]*`), draft)
    }
    // Without q the same budget shows other blocks: q changed what was kept.
    const plain = shownKeys('context', (await get('context?tokens=500')).body)
    const context = shownKeys('context', (await get('context?tokens=500&q=pricing')).body)
    assert.notDeepEqual(plain, context)
  })

  it('ends with a note that names exactly the blocks left out', async () => {
    for (const output of ['markdown', 'llms-full.txt', 'context'] as const) {
      const size = tokensOf((await get(output)).body)
      // Close to the whole size: fewer than 20 blocks are left out, so the note names every one.
      for (const tokens of [size - 200, size - 400]) {
        const res = await get(`${output}?tokens=${tokens}`)
        const body = res.body
        const note =
          output === 'context'
            ? (JSON.parse(body).data.budget.note as string)
            : body.slice(body.lastIndexOf('pctx: cut to fit'))
        const shown = shownKeys(output, body)
        const cut = /`([^`]+)` is cut after/.exec(note)?.[1]
        const dropped = KEYS.filter((key) => !shown.includes(key))
        assert.ok(dropped.length > 0 && dropped.length <= 20, `${output}: ${dropped.length} dropped`)
        assert.deepEqual(new Set(namedInNote(note)), new Set(dropped), `${output}?tokens=${tokens}: ${note}`)
        assert.match(note, new RegExp(`${shown.length - (cut ? 1 : 0)} of 40 blocks shown whole`))
        assert.match(note, new RegExp(`Left out: ${dropped.length} blocks? \\(`))
      }
    }
  })

  it('llms.txt under a budget spends its tokens on content: short notes, entries only for blocks shown, one line for the rest (§17)', async () => {
    for (const tokens of [150, 300, 700, 1500]) {
      for (const q of ['', '&q=pricing']) {
        const res = await get(`llms.txt?tokens=${tokens}${q}`)
        const parsed = parseLlmsTxt(res.body)
        assert.match(parsed.info, new RegExp(`^pctx: cut to fit tokens=${tokens} \\(o200k_base\\)`))
        assert.deepEqual(
          parsed.sections.get('Optional')?.map((link) => [link.title, link.url]),
          [['Full index', `${BASE}/api/projects/budget/llms.txt`]],
          'one line for the rest, linking the full index',
        )
        const entries = [...parsed.sections]
          .filter(([title]) => title !== 'Optional')
          .flatMap(([, links]) => links)
        assert.ok(entries.length > 0, `tokens=${tokens}${q}: the best block is there, whole or cut`)
        const closing = parsed.sections.get('Optional')?.[0]?.desc ?? ''
        const cut = entries.filter((link) => link.desc?.endsWith('… [cut to fit the token budget]')).length
        const more = Number(/^(\d+) more blocks? listed there/.exec(closing)?.[1] ?? 0)
        assert.equal(more, 40 - entries.length, `${closing}: how many more exist`)
        if (cut > 0) assert.match(closing, /; Block b\d\d is cut here$/)
        // The entries of the blocks shown (links and content) take most of the answer.
        const lines = entries.reduce(
          (sum, link) => sum + tokensOf(`- [${link.title}](${link.url}): ${link.desc ?? ''}\n`),
          0,
        )
        if (tokens >= 300)
          assert.ok(lines > tokensOf(res.body) * 0.6, `tokens=${tokens}${q}: ${lines} on entries`)
      }
    }
  })

  it('cuts the last block at a paragraph, with a marker, when it does not fit whole', async () => {
    // b08 (brand, six paragraphs) comes after b00–b07 (b02, b05 drafts) in the complete tier.
    let seen = false
    for (let tokens = 300; tokens < 1000 && !seen; tokens += 20) {
      const res = await get(`markdown/brand?tokens=${tokens}`)
      const match = /`b08` is cut after its first (\d+) parts?/.exec(res.body)
      if (!match) continue
      seen = true
      const parts = Number(match[1])
      assert.ok(res.body.includes(`Paragraph ${parts}:`))
      assert.ok(!res.body.includes(`Paragraph ${parts + 1}:`))
      assert.ok(res.body.includes('*\\[cut here to fit the token budget]*'))
      assert.ok(tokensOf(res.body) <= tokens)
    }
    assert.ok(seen, 'some budget cut b08 at a paragraph')
  })

  it('says when the budget is smaller than the smallest answer, and still fits it', async () => {
    const res = await get('markdown?tokens=30')
    assert.equal(res.statusCode, 200)
    assert.ok(tokensOf(res.body) <= 30)
    assert.match(res.body, /^pctx: tokens=30 is too small/)
    // The size it asks for is the frame: one token less is still too small, that size is not.
    const frame = Number(/it takes (\d+) tokens/.exec((await get('markdown?tokens=30')).body)?.[1] ?? 'x')
    assert.ok(frame > 30, `frame ${frame}`)
    const below = await get(`markdown?tokens=${frame - 1}`)
    assert.match(
      below.body,
      new RegExp(
        `^pctx: tokens=${frame - 1} is too small for this answer: without any block it takes ${frame} tokens`,
      ),
    )
    const enough = await get(`markdown?tokens=${frame}`)
    assert.ok(!enough.body.includes('too small'), enough.body)
    assert.ok(tokensOf(enough.body) <= frame)
  })

  it('refuses bad tokens and q with a 400 envelope saying what to fix', async () => {
    const cases: [string, RegExp][] = [
      ['markdown?tokens=0', /tokens/],
      ['markdown?tokens=-5', /tokens/],
      ['markdown?tokens=1.5', /tokens/],
      ['markdown?tokens=many', /tokens/],
      ['markdown?tokens=1000001', /tokens/],
      ['markdown?q=pricing', /^q ranks blocks to fit a token budget: give tokens=N too$/],
      ['llms.txt?tokens=100&q=', /q/],
      [`context?tokens=100&q=${'x'.repeat(501)}`, /q/],
      [
        'context?tokens=5',
        /^tokens=5 is too small for the JSON context of this project: without any block it takes \d+ tokens \(o200k_base\); ask with tokens=\d+ or more$/,
      ],
    ]
    for (const [path, message] of cases) {
      const res = await get(path)
      assert.equal(res.statusCode, 400, `${path}: ${res.body}`)
      const body = JSON.parse(res.body)
      assert.equal(body.data, null)
      assert.match(body.error, message, path)
    }
  })
})
