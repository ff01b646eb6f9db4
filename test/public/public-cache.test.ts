import assert from 'node:assert/strict'
import { after, before, beforeEach, describe, it } from 'node:test'
import { brotliDecompressSync } from 'node:zlib'
import Fastify from 'fastify'
import { loadConfig } from '../../src/config.js'
import { createBlockService } from '../../src/domain/block-service.js'
import { createProjectService } from '../../src/domain/project-service.js'
import {
  createPublicContextService,
  type PublicContextService,
  type PublicRequest,
} from '../../src/domain/public-context-service.js'
import type { Store } from '../../src/domain/store.js'
import type { Coding } from '../../src/http/compression.js'
import { registerErrorHandler } from '../../src/http/plugins/error-handler.js'
import { createPublicOutputs, type PublicOutputs } from '../../src/http/public-outputs.js'
import { publicRoutes } from '../../src/http/routes/public.js'
import { ManualClock } from '../helpers/clock.js'
import { openTempStore, type TempStore } from '../helpers/temp-store.js'

/** Records every store method the service calls (on the store itself, not inside snapshots). */
function recording(store: Store): { store: Store; calls: string[] } {
  const calls: string[] = []
  const proxy = new Proxy(store, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver)
      if (typeof value !== 'function') return value
      return (...args: unknown[]) => {
        calls.push(String(property))
        return value.apply(target, args)
      }
    },
  })
  return { store: proxy, calls }
}

const llms = (projectId = 'p1'): PublicRequest => ({
  projectId,
  format: 'llms.txt',
  completeOnly: false,
  baseUrl: 'https://ctx.example.com',
})
const markdown: PublicRequest = { projectId: 'p1', format: 'markdown', completeOnly: false }
const context: PublicRequest = { projectId: 'p1', format: 'context', completeOnly: false }

/** What a request costs: the revision read, then the (cached) output. */
async function serve(service: PublicOutputs, request: PublicRequest) {
  const version = await service.currentVersion(request.projectId)
  return service.render(request, version)
}

describe('public output cache', () => {
  let temp: TempStore
  let blocks: ReturnType<typeof createBlockService>
  before(async () => {
    temp = await openTempStore()
    const clock = new ManualClock()
    await createProjectService({ store: temp.store, clock }).create({ id: 'p1', name: 'P1' })
    blocks = createBlockService({ store: temp.store, clock, limits: { maxBlocks: 1000 } })
    await blocks.sync('p1', {
      blocks: [
        { key: 'a', type: 'text', section: 'brand', value: { content: 'alpha v1' } },
        { key: 'b', type: 'list', section: 'users', value: { items: ['beta v1'] } },
      ],
    })
  })
  after(() => temp.cleanup())

  let calls: string[]
  let service: PublicOutputs
  beforeEach(() => {
    const recorder = recording(temp.store)
    calls = recorder.calls
    service = createPublicOutputs({ store: recorder.store })
  })

  it('a cached request costs one read of the project head, nothing else', async () => {
    const first = await serve(service, llms())
    assert.deepEqual(calls, ['getProjectHead', 'snapshot'])
    calls.length = 0
    const second = await serve(service, llms())
    assert.deepEqual(calls, ['getProjectHead'])
    assert.equal(second.body, first.body, 'the very same cached bytes')
  })

  it('one snapshot read per revision serves every format, filter and section', async () => {
    await serve(service, llms())
    await serve(service, markdown)
    await serve(service, context)
    await serve(service, { ...markdown, section: 'users' })
    await serve(service, { ...context, completeOnly: true })
    assert.equal(calls.filter((call) => call === 'snapshot').length, 1)
    await assert.rejects(serve(service, { ...markdown, section: 'nope' }), /Section "nope" not found/)
    assert.equal(calls.filter((call) => call === 'snapshot').length, 1, 'a 404 section reads nothing more')
  })

  it('concurrent misses share one snapshot read and one render', async () => {
    const outputs = await Promise.all(Array.from({ length: 20 }, () => serve(service, context)))
    assert.equal(calls.filter((call) => call === 'snapshot').length, 1)
    assert.equal(new Set(outputs.map((output) => output.body)).size, 1, 'one Buffer: rendered once')
    const mixed = await Promise.all([
      serve(service, markdown),
      serve(service, llms()),
      serve(service, markdown),
    ])
    assert.equal(mixed[0]?.body, mixed[2]?.body)
    assert.equal(calls.filter((call) => call === 'snapshot').length, 1)
  })

  it('a sync bumps the revision: the next request renders anew, then is cached again', async () => {
    const before = await serve(service, context)
    const { revision } = await blocks.sync('p1', { blocks: [{ key: 'a', value: { content: 'alpha next' } }] })
    calls.length = 0
    const after = await serve(service, context)
    assert.deepEqual(calls, ['getProjectHead', 'snapshot'])
    assert.equal(after.version.revision, revision)
    assert.notEqual(after.etag, before.etag)
    assert.match(after.body.toString(), /alpha next/)
  })

  it('a sync between the revision read and the render: the output is labelled with what was read', async () => {
    const stale = await service.currentVersion('p1')
    const { revision } = await blocks.sync('p1', { blocks: [{ key: 'a', value: { content: 'alpha race' } }] })
    assert.equal(revision, stale.revision + 1)
    const output = await service.render(context, stale)
    assert.deepEqual(output.version, { ...stale, revision })
    assert.equal(output.etag, service.etag(context, { ...stale, revision }))
    assert.equal(JSON.parse(output.body.toString()).data.project.revision, revision)
    assert.match(output.body.toString(), /alpha race/)
    // Cached under the revision it holds: the next request at that revision reads nothing.
    calls.length = 0
    await serve(service, context)
    assert.deepEqual(calls, ['getProjectHead'])
  })

  it('is bounded: with no room it still answers correctly, reading every time', async () => {
    const tiny = createPublicOutputs({ store: recording(temp.store).store, cacheMaxBytes: 1 })
    const first = await serve(tiny, markdown)
    const second = await serve(tiny, markdown)
    assert.equal(second.body.toString(), first.body.toString())
  })

  it('unknown and private projects fail alike', async () => {
    await assert.rejects(service.currentVersion('nope'), {
      message: 'Project "nope" not found: no public project has this id',
    })
    await createProjectService({ store: temp.store, clock: new ManualClock() }).create({
      id: 'hidden',
      name: 'Hidden',
      public: false,
    })
    await assert.rejects(service.currentVersion('hidden'), {
      message: 'Project "hidden" not found: no public project has this id',
    })
  })

  it('ETags are strong and name the generation, revision, format, section, filter and (llms.txt) base URL', () => {
    const v = (revision: number, generation = 'g1') => ({ revision, generation })
    const etags = [
      service.etag(llms(), v(3)),
      service.etag(llms(), v(4)),
      service.etag(llms(), v(3, 'g2')),
      service.etag({ ...llms(), baseUrl: 'https://other.example' }, v(3)),
      service.etag(markdown, v(3)),
      service.etag({ ...markdown, section: 'brand' }, v(3)),
      service.etag({ ...markdown, completeOnly: true }, v(3)),
      service.etag(context, v(3)),
      service.etag(context, v(3), 'gzip'),
      service.etag(context, v(3), 'br'),
    ]
    assert.equal(new Set(etags).size, etags.length)
    for (const etag of etags) assert.match(etag, /^"[\x21\x23-\x7e]+"$/)
    assert.equal(
      service.etag(markdown, v(3)),
      createPublicOutputs({ store: temp.store }).etag(markdown, v(3)),
    )
    assert.equal(service.etag(context, v(3), 'identity'), service.etag(context, v(3)))
    assert.equal(service.etag(context, v(3), 'br'), service.etag(context, v(3)).replace(/"$/, '-br"'))
  })

  it('a project deleted and created again under the same id never gets the old bytes or ETag', async () => {
    const clock = new ManualClock('2026-02-01T00:00:00.000Z')
    const projects = createProjectService({ store: temp.store, clock })
    const writer = createBlockService({ store: temp.store, clock, limits: { maxBlocks: 1000 } })
    const reborn: PublicRequest = { projectId: 'reborn', format: 'context', completeOnly: false }
    await projects.create({ id: 'reborn', name: 'Old' })
    await writer.sync('reborn', {
      blocks: [{ key: 'k', type: 'text', section: 'brand', value: { content: 'old life' } }],
    })
    const old = await serve(service, reborn)
    await projects.remove('reborn')
    clock.advance(1000)
    await projects.create({ id: 'reborn', name: 'New' })
    await writer.sync('reborn', {
      blocks: [{ key: 'k', type: 'text', section: 'brand', value: { content: 'new life' } }],
    })
    const fresh = await serve(service, reborn)
    assert.equal(fresh.version.revision, old.version.revision, 'revisions restarted')
    assert.notEqual(fresh.etag, old.etag)
    assert.match(fresh.body.toString(), /new life/)
  })

  describe('llms.txt under many hosts', () => {
    /** The real domain service, counting every render of the project (of any format). */
    function countingRenders(store: Store): { contexts: PublicContextService; renders: string[] } {
      const renders: string[] = []
      const real = createPublicContextService({ store })
      const contexts: PublicContextService = {
        ...real,
        render(snapshot, request) {
          renders.push(request.format)
          return real.render(snapshot, request)
        },
        llmsTxtTemplate(snapshot, completeOnly) {
          renders.push('llms.txt template')
          return real.llmsTxtTemplate(snapshot, completeOnly)
        },
      }
      return { contexts, renders }
    }

    it('N requests under N different base URLs render the project once', async () => {
      const { contexts, renders } = countingRenders(temp.store)
      const outputs = createPublicOutputs({ store: temp.store, contexts })
      const hosts = Array.from({ length: 50 }, (_, i) => `https://host-${i}.example`)
      const served = []
      for (const baseUrl of hosts) served.push(await serve(outputs, { ...llms(), baseUrl }))
      assert.equal(renders.length, 1, `renders: ${renders.join(', ')}`)
      // Each host still gets its own links and its own strong ETag.
      assert.equal(new Set(served.map((output) => output.etag)).size, hosts.length)
      served.forEach((output, i) => {
        assert.match(output.body.toString(), new RegExp(`\\(https://host-${i}\\.example/api/projects/p1/`))
        const text = output.body.toString()
        assert.equal(
          text.split(`https://host-${i}.example/`).length,
          text.split('https://').length,
          'every link',
        )
      })
    })

    it('over HTTP: N requests with N Host headers render once, each host with its own links and ETag', async () => {
      const { contexts, renders } = countingRenders(temp.store)
      const app = Fastify({ logger: false })
      registerErrorHandler(app)
      await app.register(publicRoutes, {
        prefix: '/api/projects',
        store: temp.store,
        config: loadConfig({ DATABASE_URL: temp.databaseUrl, LOG_LEVEL: 'silent' }),
        contexts,
      })
      try {
        const etags = new Set<string>()
        for (let i = 0; i < 30; i++) {
          const host = `h${i}.example`
          const headers = { host, 'accept-encoding': i % 2 === 0 ? 'br' : 'identity' }
          const res = await app.inject({ method: 'GET', url: '/api/projects/p1/llms.txt', headers })
          assert.equal(res.statusCode, 200)
          const body =
            res.headers['content-encoding'] === 'br'
              ? brotliDecompressSync(res.rawPayload).toString()
              : res.body
          assert.ok(body.includes(`(http://${host}/api/projects/p1/markdown/brand#`), body)
          assert.equal(body.split('http://').length, body.split(`http://${host}/`).length)
          etags.add(String(res.headers.etag))
          const again = await app.inject({
            method: 'GET',
            url: '/api/projects/p1/llms.txt',
            headers: { ...headers, 'if-none-match': String(res.headers.etag) },
          })
          assert.equal(again.statusCode, 304)
        }
        assert.equal(etags.size, 30)
        assert.deepEqual(renders, ['llms.txt template'])
      } finally {
        await app.close()
      }
    })

    it('the per-host bytes are those a render for that base URL gives, whatever the base URL', async () => {
      const { contexts } = countingRenders(temp.store)
      const outputs = createPublicOutputs({ store: temp.store, contexts })
      const snapshot = await contexts.snapshot('p1')
      const bases = [
        'https://ctx.example.com',
        'https://ctx.example.com/',
        'https://ctx.example.com/base///',
        'http://127.0.0.1:8080',
        'https://example.com/a (b)/<c>',
        'https://example.com/caf\u00e9',
      ]
      for (const baseUrl of bases) {
        for (const completeOnly of [false, true]) {
          const request: PublicRequest = { ...llms(), baseUrl, completeOnly }
          const output = await serve(outputs, request)
          const rendered = await contexts.render(snapshot, request)
          assert.equal(output.body.toString(), rendered.text, `${baseUrl} ${completeOnly}`)
          // Filled in per host and counted apart: the count is that of these bytes.
          assert.equal(output.tokens, rendered.tokens, `${baseUrl} ${completeOnly}`)
        }
      }
    })

    it('a token budget is rendered once per (revision, N, q), each with its own bytes and ETag', async () => {
      const { contexts, renders } = countingRenders(temp.store)
      const outputs = createPublicOutputs({ store: temp.store, contexts })
      const budgeted = (tokens: number, query?: string): PublicRequest => ({
        ...markdown,
        budget: { tokens, ...(query !== undefined && { query }) },
      })
      const asked = [budgeted(40), budgeted(40), budgeted(41), budgeted(40, 'alpha'), budgeted(40, 'alpha')]
      const answers = []
      for (const request of asked) answers.push(await serve(outputs, request))
      assert.deepEqual(renders, ['markdown', 'markdown', 'markdown'], 'N=40, N=41, N=40 with q')
      assert.equal(answers[1]?.body.toString(), answers[0]?.body.toString())
      assert.equal(new Set(answers.map((answer) => answer.etag)).size, 3)
      assert.ok(answers.every((answer) => answer.truncated && answer.tokens <= 41))
    })

    it('a Host flood cannot evict the other outputs: their bytes stay cached', async () => {
      const { contexts, renders } = countingRenders(temp.store)
      const outputs = createPublicOutputs({ store: temp.store, contexts, cacheMaxBytes: 200_000 })
      await serve(outputs, markdown)
      for (let i = 0; i < 500; i++) await serve(outputs, { ...llms(), baseUrl: `https://flood-${i}.example` })
      renders.length = 0
      await serve(outputs, markdown)
      assert.deepEqual(renders, [], 'markdown still cached')
    })
  })

  describe('compressed representations', () => {
    /** A stand-in for zlib: records its calls, answers `size` bytes (or nothing: does not pay). */
    function counting(size: (body: Buffer) => number | undefined) {
      const calls: Coding[] = []
      const compress = async (body: Buffer, coding: Coding) => {
        calls.push(coding)
        await new Promise((resolve) => setTimeout(resolve, 5))
        const length = size(body)
        return length === undefined ? undefined : Buffer.alloc(length, coding)
      }
      return { calls, compress }
    }

    it('are compressed once per output and coding, concurrent first requests sharing it', async () => {
      const { calls, compress } = counting((body) => Math.ceil(body.length / 2))
      const compressing = createPublicOutputs({ store: temp.store, compress })
      const version = await compressing.currentVersion('p1')
      const burst = await Promise.all(
        Array.from({ length: 10 }, () => compressing.render(context, version, 'br')),
      )
      assert.deepEqual(calls, ['br'])
      assert.equal(new Set(burst.map((output) => output.body)).size, 1, 'one Buffer')
      const [first] = burst
      assert.equal(first?.coding, 'br')
      assert.equal(first?.etag, compressing.etag(context, version, 'br'))
      const again = await compressing.render(context, version, 'br')
      assert.equal(again.body, first?.body, 'the very same cached bytes')
      const gzip = await compressing.render(context, version, 'gzip')
      assert.equal(gzip.coding, 'gzip')
      const identity = await compressing.render(context, version)
      assert.equal(identity.coding, 'identity')
      assert.equal(
        first?.body.length,
        Math.ceil(identity.body.length / 2),
        'compressed from the identity bytes',
      )
      assert.deepEqual(calls, ['br', 'gzip'])
    })

    it('when compressing does not pay, serve the identity bytes and do not try again', async () => {
      const { calls, compress } = counting(() => undefined)
      const compressing = createPublicOutputs({ store: temp.store, compress })
      const version = await compressing.currentVersion('p1')
      const identity = await compressing.render(markdown, version)
      for (let i = 0; i < 3; i++) {
        const output = await compressing.render(markdown, version, 'br')
        assert.equal(output.coding, 'identity')
        assert.equal(output.body, identity.body)
        assert.equal(output.etag, identity.etag)
      }
      assert.deepEqual(calls, ['br'])
    })

    it('count against the cache size: bytes that cannot fit are compressed on every request', async () => {
      const { calls, compress } = counting(() => 200_000)
      const compressing = createPublicOutputs({ store: temp.store, compress, cacheMaxBytes: 100_000 })
      const version = await compressing.currentVersion('p1')
      await compressing.render(context, version, 'gzip')
      await compressing.render(context, version, 'gzip')
      assert.deepEqual(calls, ['gzip', 'gzip'])
    })

    it('without a compress function, every coding is served as identity', async () => {
      const version = await service.currentVersion('p1')
      const output = await service.render(context, version, 'br')
      assert.equal(output.coding, 'identity')
      assert.equal(output.etag, service.etag(context, version))
    })
  })
})
