import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { LightMyRequestResponse } from 'fastify'
import { PctxApiError, PctxClient } from '../../src/client/pctx-client.js'
import { fetchDocument, findOperation, type OpenApiDocument, ResponseChecker } from '../helpers/openapi.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

/**
 * The typed client is checked against the OpenAPI document (issue 6, item 2): every request it
 * makes is an operation of the document, with documented query parameters, and every answer it
 * reads is the documented one. A fetch that records and forwards to `app.inject` sees each call.
 */

/** The webhook `createWebhook` made, for the webhook calls after it. */
let hookId = ''
/** The key `createKey` made, for the key calls after it. */
let userId = ''
let madeId = ''

/** Every public method of PctxClient and how this test calls it. A new method needs a line here. */
const CALLS: Record<string, (client: PctxClient) => Promise<unknown>> = {
  sync: (c) =>
    c.sync('p1', {
      blocks: [
        { key: 'voice', type: 'text', section: 'brand', value: { content: 'Plain' }, status: 'complete' },
        {
          key: 'p',
          type: 'persona',
          section: 'users',
          value: { name: 'P', description: 'd', goals: '', pain_points: '' },
        },
      ],
      mode: 'upsert',
      dryRun: false,
    }),
  me: (c) => c.me(),
  listProjects: (c) => c.listProjects(),
  listBlocks: async (c) => [
    await c.listBlocks('p1', { section: 'brand', status: 'complete', type: 'text', limit: 1 }),
    await c.listBlocks('p1', { section: 'brand', limit: 1, revision: 1 }),
  ],
  listAllBlocks: async (c) => [
    await c.listAllBlocks('p1', { section: 'users' }),
    await c.listAllBlocks('p1', { revision: 1 }),
  ],
  getBlock: async (c) => [await c.getBlock('p1', 'voice'), await c.getBlock('p1', 'voice', { revision: 1 })],
  searchBlocks: (c) => c.searchBlocks('p1', 'plain', { status: 'complete', limit: 5, match: 'all' }),
  exportProject: async (c) => [await c.exportProject('p1'), await c.exportProject('p1', { revision: 1 })],
  markdown: async (c) => [
    await c.markdown('p1'),
    await c.markdown('p1', { section: 'brand', completeOnly: true }),
  ],
  llmsTxt: async (c) => [await c.llmsTxt('p1'), await c.llmsTxt('p1', { full: true, completeOnly: true })],
  context: (c) => c.context('p1', { completeOnly: true }),
  listRevisions: async (c) => [await c.listRevisions('p1'), await c.listRevisions('p1', { limit: 1 })],
  getRevision: (c) => c.getRevision('p1', 1),
  getBlockHistory: (c) => c.getBlockHistory('p1', 'voice', { limit: 5 }),
  listChanges: (c) => c.listChanges('p1', 0, { limit: 1 }),
  restore: (c) => c.restore('p1', { revision: 1, keys: ['voice'], dryRun: true, message: 'check' }),
  // A .invalid host never resolves: the test attempt fails without touching the network.
  createWebhook: async (c) => {
    hookId = (await c.createWebhook('p1', { url: 'https://hooks.example.invalid/pctx', description: 'CI' }))
      .id
  },
  listWebhooks: (c) => c.listWebhooks('p1'),
  testWebhook: (c) => c.testWebhook('p1', hookId),
  listWebhookDeliveries: (c) => c.listWebhookDeliveries('p1', hookId, { limit: 5 }),
  deleteWebhook: (c) => c.deleteWebhook('p1', hookId),
  putType: async (c) => [
    await c.putType(
      'p1',
      'pricing',
      { title: 'Pricing', requiredForComplete: [], schema: { type: 'object' } },
      { dryRun: true },
    ),
    await c.putType('p1', 'pricing', {
      title: 'Pricing',
      requiredForComplete: [],
      schema: { type: 'object' },
    }),
  ],
  listTypes: (c) => c.listTypes('p1'),
  getType: (c) => c.getType('p1', 'pricing'),
  // No change (none set): the revisions the calls below expect stay as they are.
  putSynonyms: (c) => c.putSynonyms('p1', []),
  getSynonyms: (c) => c.getSynonyms('p1'),
  deleteType: (c) => c.deleteType('p1', 'pricing'),
  // Last: it deletes a block the calls above read.
  deleteBlock: (c) => c.deleteBlock('p1', 'p', { expectedRevision: 1, message: 'Not a persona of ours' }),
  // The admin API (the client's key is an admin key), on a project and keys of their own.
  createProject: (c) => c.createProject({ id: 'p2', name: 'P2', description: 'Second', public: false }),
  updateProject: (c) => c.updateProject('p2', { name: 'P two', public: true }),
  deleteProject: (c) => c.deleteProject('p2', { force: true }),
  createKey: async (c) => {
    madeId = (await c.createKey({ name: 'made', projects: ['p1'], plan: 'pro', access: 'read' })).id
  },
  listKeys: (c) => c.listKeys(),
  getKey: (c) => c.getKey(madeId),
  updateKey: (c) => c.updateKey(madeId, { name: 'renamed', perMinute: null }),
  revokeKey: (c) => c.revokeKey(madeId),
  deleteKey: (c) => c.deleteKey(madeId),
  // The users API (instance admins; the admin key may use it too).
  createUser: async (c) => {
    userId = (await c.createUser({ email: 'client@example.com', name: 'Client' })).id
  },
  listUsers: async (c) => [await c.listUsers(), await c.listUsers({ limit: 1 })],
  listAllUsers: (c) => c.listAllUsers(),
  updateUser: (c) => c.updateUser(userId, { name: 'Client Renamed' }),
  createUserLink: (c) => c.createUserLink(userId),
}

/** Methods of the class that are not API calls (TypeScript-private helpers). */
const NOT_CALLS = new Set(['constructor', 'request', 'data'])

describe('PctxClient against the OpenAPI document', () => {
  let t: TestApp
  let document: OpenApiDocument
  let checker: ResponseChecker
  let client: PctxClient
  const recorded: { method: string; url: string; response: LightMyRequestResponse }[] = []

  before(async () => {
    t = await createTestApp()
    await t.project({ id: 'p1' })
    // An admin key (every project, write), so the admin API's methods are called too.
    const key = await t.key({ admin: true })
    document = await fetchDocument(t)
    checker = new ResponseChecker(document)
    const recordingFetch: typeof fetch = async (input, init) => {
      const target = new URL(String(input))
      const method = init?.method ?? 'GET'
      const url = `${target.pathname}${target.search}`
      const response = await t.app.inject({
        method: method as 'GET',
        url,
        headers: init?.headers as Record<string, string>,
        ...(typeof init?.body === 'string' && { payload: init.body }),
      })
      recorded.push({ method, url, response })
      const headers = new Headers()
      for (const [name, value] of Object.entries(response.headers)) {
        for (const item of Array.isArray(value) ? value : [value])
          if (item !== undefined) headers.append(name, String(item))
      }
      const empty = [204, 304].includes(response.statusCode)
      return new Response(empty ? null : response.rawPayload, { status: response.statusCode, headers })
    }
    client = new PctxClient({ baseUrl: 'http://pctx.test', apiKey: key, fetch: recordingFetch })
  })

  after(() => t.close())

  it('covers every public method of the client', () => {
    const methods = Object.getOwnPropertyNames(PctxClient.prototype).filter((name) => !NOT_CALLS.has(name))
    assert.deepEqual(methods.sort(), Object.keys(CALLS).sort())
  })

  it('only calls documented operations, with documented parameters, and gets documented answers', async () => {
    for (const call of Object.values(CALLS)) await call(client)
    // An error answer goes through the same checks.
    await assert.rejects(client.getBlock('p1', 'nope'), (error: unknown) => {
      assert.ok(error instanceof PctxApiError)
      assert.equal(error.status, 404)
      return true
    })
    await assert.rejects(client.markdown('p1', { section: 'nope' }), PctxApiError)
    await assert.rejects(client.getRevision('p1', 99), { status: 404 })
    await assert.rejects(client.deleteBlock('p1', 'voice', { expectedRevision: 0 }), { status: 409 })
    const page = await client.listRevisions('p1', { limit: 1 })
    assert.ok(page.nextCursor, 'revisions 0, 1 and 2: more than one page of one')
    await client.listRevisions('p1', { limit: 1, cursor: page.nextCursor })
    await assert.rejects(client.restore('p1', { revision: 99 }), { status: 404 })

    const operations = new Set<string>()
    for (const { method, url, response } of recorded) {
      const found = findOperation(document, method, url)
      assert.ok(found, `the client calls ${method} ${url}, which the document does not have`)
      const operationId = checker.check(method, url, response)
      operations.add(operationId)
      const documented = new Set(
        (found.operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      )
      for (const name of new URL(url, 'http://pctx.test').searchParams.keys()) {
        assert.ok(documented.has(name), `${method} ${url}: query parameter ${name} is not documented`)
      }
    }
    // Every API operation except the probes and the document itself has a client method.
    assert.deepEqual([...operations].sort(), [
      'createKey',
      'createProject',
      'createUser',
      'createUserLink',
      'createWebhook',
      'deleteBlock',
      'deleteBlockType',
      'deleteKey',
      'deleteProject',
      'deleteWebhook',
      'exportProject',
      'getBlock',
      'getBlockHistory',
      'getBlockType',
      'getContext',
      'getKey',
      'getLlmsFullTxt',
      'getLlmsTxt',
      'getMarkdown',
      'getMe',
      'getRevision',
      'getSectionMarkdown',
      'getSynonyms',
      'listBlockTypes',
      'listBlocks',
      'listChanges',
      'listKeys',
      'listProjects',
      'listRevisions',
      'listUsers',
      'listWebhookDeliveries',
      'listWebhooks',
      'putBlockType',
      'putSynonyms',
      'restoreRevision',
      'revokeKey',
      'searchBlocks',
      'syncBlocks',
      'testWebhook',
      'updateKey',
      'updateProject',
      'updateUser',
    ])
  })
})
