import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { LightMyRequestResponse } from 'fastify'
import { HistoryStore } from '../../src/store/history-store.js'
import { type Api, fails, freshProject, ok, textBlock } from '../helpers/api.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

/** What one request answered: enough to tell two answers apart byte for byte. */
interface Answer {
  status: number
  body: string
  etag: string | undefined
}

function answerOf(response: LightMyRequestResponse): Answer {
  const etag = response.headers.etag
  return {
    status: response.statusCode,
    body: response.body,
    etag: typeof etag === 'string' ? etag : undefined,
  }
}

const KEYS = ['a', 'b', 'c', 'd', 'e']
const SECTIONS = ['brand', 'alpha', 'beta']
const PUBLIC_PATHS = [
  'llms.txt',
  'llms-full.txt',
  'markdown',
  'context',
  ...SECTIONS.map((section) => `markdown/${section}`),
]

/** Every authenticated and public read of the project, as URLs relative to the API root. */
function readUrls(projectId: string): { authenticated: string[]; public: string[] } {
  const base = `/api/v1/projects/${projectId}`
  return {
    authenticated: [
      `${base}/export`,
      `${base}/blocks?limit=1000`,
      `${base}/blocks?section=alpha`,
      `${base}/blocks?status=complete`,
      `${base}/blocks?type=text&limit=2`,
      ...KEYS.map((key) => `${base}/blocks/${key}`),
    ],
    public: PUBLIC_PATHS.flatMap((path) => [
      `/api/projects/${projectId}/${path}`,
      `/api/projects/${projectId}/${path}?status=complete`,
    ]),
  }
}

function withRevision(url: string, revision: number | string): string {
  return `${url}${url.includes('?') ? '&' : '?'}revision=${revision}`
}

/** Every answer of the project now, keyed by URL; list pages are walked to the end. */
async function readAll(t: TestApp, p: Api, revision?: number): Promise<Map<string, Answer>> {
  const urls = readUrls(p.projectId)
  const answers = new Map<string, Answer>()
  const at = (url: string) => (revision === undefined ? url : withRevision(url, revision))
  for (const url of urls.authenticated) {
    let next: string | null = url
    for (let page = 0; next !== null; page++) {
      const response = await t.request({ method: 'GET', url: at(next), key: p.key })
      answers.set(`${url} page ${page}`, answerOf(response))
      const cursor: string | null | undefined =
        url.includes('/blocks?') && response.statusCode === 200 ? response.json().meta.nextCursor : null
      next = cursor ? `${url}&cursor=${encodeURIComponent(cursor)}` : null
    }
  }
  for (const url of urls.public) {
    for (const encoding of ['identity', 'br']) {
      const response = await t.request({
        method: 'GET',
        url: at(url),
        headers: { 'accept-encoding': encoding },
      })
      answers.set(`${url} ${encoding}`, answerOf(response))
    }
  }
  return answers
}

/** Answers of a get that failed with 404: its message names the revision, so status only. */
function comparable(url: string, answer: Answer): Answer {
  const isGet = /\/blocks\/[a-z]+ page/.test(url)
  return isGet && answer.status === 404 ? { status: 404, body: '', etag: undefined } : answer
}

describe('?revision=N: the project as revision N left it', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp()
  })
  after(() => t.close())

  it('answers every read at each past revision exactly as it answered back then', async () => {
    const p = await freshProject(t)
    const recorded: Map<string, Answer>[] = []
    const record = async () => {
      const revision = await p.revision()
      assert.equal(revision, recorded.length, 'one revision per step')
      recorded.push(await readAll(t, p))
    }
    await record() // 0: the empty project
    await p.syncOk({
      blocks: [
        textBlock('a'),
        textBlock('b'),
        textBlock('c', 'alpha', 'C one', { status: 'complete' }),
        textBlock('d', 'beta'),
        textBlock('e', 'beta', 'E one', { position: 0 }),
      ],
    })
    await record() // 1
    // b moves to alpha, a changes and goes first.
    await p.syncOk({
      blocks: [textBlock('a', 'brand', 'A two', { position: -5 }), { key: 'b', section: 'alpha' }],
    })
    await record() // 2
    ok(
      await t.request({
        method: 'DELETE',
        url: `/api/v1/projects/${p.projectId}/blocks/c`,
        key: p.key,
      }),
    )
    await record() // 3: c deleted
    await p.syncOk({
      blocks: [
        textBlock('a', 'brand', 'A two', { position: -5 }),
        textBlock('d', 'beta'),
        textBlock('e', 'beta', 'E one', { position: 0 }),
      ],
      mode: 'replace',
    })
    await record() // 4: alpha emptied (b gone), so gone
    await p.syncOk({ blocks: [textBlock('b', 'alpha', 'B again'), textBlock('c', 'alpha', 'C two')] })
    await record() // 5: b and c recreated; alpha re-created, now after beta
    await t.services.projects.update(p.projectId, { name: 'Renamed', description: 'Now described' })
    await record() // 6: the project's own fields
    await p.syncOk({ blocks: [textBlock('e', 'brand', 'E in brand', { status: 'complete' })] })
    const current = await readAll(t, p)
    const head = recorded.length
    const exportUrl = `/api/v1/projects/${p.projectId}/export page 0`
    const exports = recorded.map((answers) => answers.get(exportUrl)?.body)
    assert.equal(new Set(exports).size, recorded.length, 'every revision exported differently')
    const sectionsAt = (revision: number) =>
      JSON.parse(exports[revision] as string).data.sections.map((section: { type: string }) => section.type)
    assert.deepEqual(sectionsAt(1), ['brand', 'alpha', 'beta'])
    assert.deepEqual(sectionsAt(5), ['brand', 'beta', 'alpha'])

    for (let revision = 0; revision < recorded.length; revision++) {
      const then = recorded[revision] as Map<string, Answer>
      const now = await readAll(t, p, revision)
      assert.deepEqual([...now.keys()], [...then.keys()], `revision ${revision}: the same pages`)
      for (const [url, answer] of then) {
        assert.deepEqual(
          comparable(url, now.get(url) as Answer),
          comparable(url, answer),
          `revision ${revision}: ${url}`,
        )
      }
    }
    // The current revision answers exactly as without it, and after all the past reads, the
    // current answers are still the current ones.
    assert.deepEqual(await readAll(t, p, head), current)
    assert.deepEqual(await readAll(t, p), current)
  })

  it('reads the current state, with or without ?revision= naming it, without touching history', async () => {
    const p = await freshProject(t)
    await p.syncOk({ blocks: [textBlock('a'), textBlock('b', 'alpha')] })
    await p.syncOk({ blocks: [textBlock('a', 'brand', 'changed')] })
    let owner: object | null = t.store
    let getter: (() => unknown) | undefined
    while (owner && !getter) {
      getter = Object.getOwnPropertyDescriptor(owner, 'history')?.get
      owner = Object.getPrototypeOf(owner)
    }
    assert.ok(getter, 'the store reaches its history tables through a getter')
    const historyOf = getter
    let reads = 0
    Object.defineProperty(t.store, 'history', {
      configurable: true,
      get() {
        reads++
        return historyOf.call(this)
      },
    })
    try {
      await readAll(t, p)
      await readAll(t, p, 2)
      assert.equal(reads, 0, 'no history read for the current state')
      await readAll(t, p, 1)
      assert.ok(reads > 0, 'a past revision is read from history')
    } finally {
      Reflect.deleteProperty(t.store, 'history')
    }
  })

  it('walks a past revision page by page with one read of its state, not one per page', async () => {
    const p = await freshProject(t)
    await p.syncOk({
      blocks: Array.from({ length: 30 }, (_, i) => textBlock(`k${String(i).padStart(2, '0')}`)),
    })
    await p.syncOk({ blocks: [textBlock('k00', 'brand', 'changed')] })
    const original = HistoryStore.prototype.stateAt
    let reads = 0
    HistoryStore.prototype.stateAt = function (this: HistoryStore, ...args) {
      reads++
      return original.apply(this, args)
    }
    try {
      const keys: string[] = []
      let cursor: string | null = null
      do {
        const url: string = `/api/v1/projects/${p.projectId}/blocks?revision=1&limit=3${cursor ? `&cursor=${cursor}` : ''}`
        const { data, meta } = ok(await t.request({ method: 'GET', url, key: p.key }))
        keys.push(...data.map((block: { key: string }) => block.key))
        cursor = meta.nextCursor
      } while (cursor)
      assert.equal(keys.length, 30)
      assert.equal(reads, 1, 'ten pages, one read of revision 1')
    } finally {
      HistoryStore.prototype.stateAt = original
    }
  })

  it('serves a past export with its own stable ETag, 304 for it, and 200 for the current tag', async () => {
    const p = await freshProject(t)
    await p.syncOk({ blocks: [textBlock('a')] })
    await p.syncOk({ blocks: [textBlock('a', 'brand', 'changed')] })
    const url = `/api/v1/projects/${p.projectId}/export`
    const current = await t.request({ method: 'GET', url, key: p.key })
    const past = await t.request({ method: 'GET', url: `${url}?revision=1`, key: p.key })
    const data = ok(past).data
    assert.equal(data.project.revision, 1)
    assert.equal(data.exportedAt, data.project.updatedAt)
    assert.notEqual(past.headers.etag, current.headers.etag)
    const again = await t.request({ method: 'GET', url: `${url}?revision=1`, key: p.key })
    assert.equal(again.headers.etag, past.headers.etag)
    assert.equal(again.body, past.body)
    const conditional = (tag: unknown, revision: string) =>
      t.request({
        method: 'GET',
        url: `${url}${revision}`,
        key: p.key,
        headers: { 'if-none-match': String(tag) },
      })
    assert.equal((await conditional(past.headers.etag, '?revision=1')).statusCode, 304)
    assert.equal((await conditional(current.headers.etag, '?revision=1')).statusCode, 200)
    assert.equal((await conditional(past.headers.etag, '')).statusCode, 200)
    assert.equal((await conditional(current.headers.etag, '?revision=2')).statusCode, 304)
  })

  it('serves a past public output with its own ETag and 304 for it', async () => {
    const p = await freshProject(t)
    await p.syncOk({ blocks: [textBlock('a')] })
    await p.syncOk({ blocks: [textBlock('a', 'brand', 'changed')] })
    for (const path of PUBLIC_PATHS.slice(0, 4)) {
      const url = `/api/projects/${p.projectId}/${path}`
      const current = await t.request({ method: 'GET', url })
      const past = await t.request({ method: 'GET', url: `${url}?revision=1` })
      assert.equal(past.statusCode, 200, path)
      assert.notEqual(past.headers.etag, current.headers.etag, path)
      assert.notEqual(past.body, current.body, path)
      const revalidated = await t.request({
        method: 'GET',
        url: `${url}?revision=1`,
        headers: { 'if-none-match': String(past.headers.etag) },
      })
      assert.equal(revalidated.statusCode, 304, path)
      const stale = await t.request({
        method: 'GET',
        url,
        headers: { 'if-none-match': String(past.headers.etag) },
      })
      assert.equal(stale.statusCode, 200, path)
    }
  })

  it('refuses a revision that is not a whole number ≥ 0 (400) and one not recorded (404 with the range)', async () => {
    const p = await freshProject(t)
    await p.syncOk({ blocks: [textBlock('a')] })
    const urls = readUrls(p.projectId)
    for (const url of [...urls.authenticated, ...urls.public]) {
      const key = url.startsWith('/api/v1') ? p.key : undefined
      for (const bad of ['-1', '1.5', 'abc', '', '0x1', '1.0', '1e0', '+1', '01', String(2 ** 53)]) {
        fails(await t.request({ method: 'GET', url: withRevision(url, bad), key }), 400)
      }
      for (const missing of [2, 99, Number.MAX_SAFE_INTEGER]) {
        fails(
          await t.request({ method: 'GET', url: withRevision(url, missing), key }),
          404,
          new RegExp(
            `Revision ${missing} of project "${p.projectId}" is not recorded; recorded revisions are 0–1`,
          ),
        )
      }
    }
  })

  it('a block absent at the revision is a 404 naming it; an unknown project is a 404 as without revision', async () => {
    const p = await freshProject(t)
    await p.syncOk({ blocks: [textBlock('a')] })
    await p.syncOk({ blocks: [textBlock('b')] })
    const base = `/api/v1/projects/${p.projectId}`
    fails(
      await t.request({ method: 'GET', url: `${base}/blocks/b?revision=1`, key: p.key }),
      404,
      /Block "b" not found in project "p\d+" at revision 1/,
    )
    assert.equal(
      ok(await t.request({ method: 'GET', url: `${base}/blocks/b?revision=2`, key: p.key })).data.key,
      'b',
    )
    const admin = await t.key({})
    fails(
      await t.request({ method: 'GET', url: '/api/v1/projects/nope/export?revision=0', key: admin }),
      404,
      /Project "nope" not found/,
    )
  })

  it('only the current visibility counts: private now hides every revision, public now shows private ones', async () => {
    const p = await freshProject(t)
    await p.syncOk({ blocks: [textBlock('a')] })
    await t.services.projects.update(p.projectId, { public: false }) // 2
    await p.syncOk({ blocks: [textBlock('b')] }) // 3
    const url = `/api/projects/${p.projectId}/markdown`
    for (const revision of [1, 2, 3]) {
      fails(await t.request({ method: 'GET', url: `${url}?revision=${revision}` }), 404, /no public project/)
    }
    await t.services.projects.update(p.projectId, { public: true }) // 4
    const privateThen = await t.request({ method: 'GET', url: `${url}?revision=3` })
    assert.equal(privateThen.statusCode, 200)
    assert.match(privateThen.body, /About b/)
    fails(await t.request({ method: 'GET', url: `${url}?revision=9` }), 404, /recorded revisions are 0–4/)
  })
})
