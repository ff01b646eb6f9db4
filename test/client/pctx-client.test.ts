import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { PctxApiError, PctxClient } from '../../src/client/pctx-client.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

describe('PctxClient against a server whose LIST_MAX_LIMIT is below its page of 1000', () => {
  it('listAllBlocks still reads every block, page by page', async () => {
    const t = await createTestApp({ env: { LIST_MAX_LIMIT: '3' } })
    try {
      await t.project({ id: 'small' })
      const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' })
      const client = new PctxClient({ baseUrl, apiKey: await t.key({ projects: ['small'] }) })
      const text = (key: string) => ({ key, type: 'text', section: 'product', value: { content: key } })
      await client.sync('small', { blocks: ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map(text) })
      await client.sync('small', { blocks: [text('h')] })
      const keys = (blocks: { key: string }[]) => blocks.map((block) => block.key).join('')
      assert.equal(keys(await client.listAllBlocks('small')), 'abcdefgh')
      assert.equal(keys(await client.listAllBlocks('small', { revision: 1 })), 'abcdefg')
      // A page size the caller names is the caller's: above the maximum it stays a 400.
      await assert.rejects(client.listBlocks('small', { limit: 4 }), /limit: must be <= 3/)
    } finally {
      await t.close()
    }
  })
})

describe('PctxClient against a listening server', () => {
  let t: TestApp
  let client: PctxClient
  let baseUrl: string
  before(async () => {
    t = await createTestApp()
    await t.project({ id: 'p1', name: 'Project One' })
    const key = await t.key({ projects: ['p1'] })
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' })
    client = new PctxClient({ baseUrl, apiKey: key })
  })
  after(() => t.close())

  it('syncs, lists every page, gets, searches and exports', async () => {
    const blocks = Array.from({ length: 1200 }, (_, i) => ({
      key: `k${String(i).padStart(4, '0')}`,
      type: 'text',
      section: 'product',
      value: { content: i === 7 ? 'the needle' : `block ${i}` },
    }))
    const result = await client.sync('p1', { blocks: blocks.slice(0, 1000) })
    assert.equal(result.created.length, 1000)
    await client.sync('p1', { blocks: blocks.slice(1000) })
    const all = await client.listAllBlocks('p1')
    assert.equal(all.length, 1200, 'follows nextCursor across pages')
    assert.equal((await client.getBlock('p1', 'k0007')).value.content, 'the needle')
    const { hits, corrections } = await client.searchBlocks('p1', 'needle')
    assert.equal(hits[0]?.key, 'k0007')
    assert.match(hits[0]?.snippet ?? '', /\*\*needle\*\*/)
    assert.deepEqual(corrections, [])
    const strict = await client.searchBlocks('p1', 'needle block', { match: 'all' })
    assert.deepEqual(strict, { hits: [], corrections: [], expansions: [] }, 'match=all reaches the server')
    const exported = await client.exportProject('p1')
    assert.equal(exported.format, 'pctx-export/1')
    assert.equal(exported.sections[0]?.blocks.length, 1200)
  })

  it('reads the public outputs', async () => {
    assert.match(await client.markdown('p1'), /^# Project One/)
    assert.match(await client.markdown('p1', { section: 'product' }), /^# Product/)
    assert.match(await client.llmsTxt('p1'), /^# Project One\n/)
    assert.match(await client.llmsTxt('p1', { full: true }), /^# Project One\n/)
    assert.equal((await client.context('p1')).project.id, 'p1')
  })

  it("reads the history, follows the change feed's cursors and deletes a block", async () => {
    await t.project({ id: 'h1', name: 'History' })
    const h = new PctxClient({ baseUrl, apiKey: await t.key({ projects: ['h1'] }) })
    const text = (key: string, content: string) => ({
      key,
      type: 'text',
      section: 'product',
      value: { content },
    })
    await h.sync('h1', { blocks: [text('a.1', 'A'), text('b', 'B')], message: 'first' })
    await h.sync('h1', { blocks: [text('a.1', 'A2')] })
    const deleted = await h.deleteBlock('h1', 'a.1', { expectedRevision: 2, message: 'gone' })
    assert.deepEqual([deleted.revision, deleted.deleted], [3, ['a.1']])

    const first = await h.listRevisions('h1', { limit: 2 })
    assert.deepEqual(
      first.revisions.map((revision) => [revision.revision, revision.kind, revision.message]),
      [
        [3, 'delete', 'gone'],
        [2, 'sync', null],
      ],
    )
    const rest = await h.listRevisions('h1', { limit: 2, cursor: first.nextCursor ?? '' })
    assert.deepEqual(
      rest.revisions.map((revision) => revision.revision),
      [1, 0],
    )
    const detail = await h.getRevision('h1', 2)
    assert.deepEqual(detail.changes[0]?.fields, [{ field: 'value.content', before: 'A', after: 'A2' }])
    const versions = await h.getBlockHistory('h1', 'a.1')
    assert.deepEqual(
      versions.versions.map((version) => [version.revision, version.change]),
      [
        [3, 'deleted'],
        [2, 'updated'],
        [1, 'created'],
      ],
    )
    const seen: [number, string, boolean][] = []
    let cursor: string | undefined
    let revision = -1
    do {
      const page = await h.listChanges('h1', 0, { limit: 1, ...(cursor && { cursor }) })
      for (const change of page.changes) seen.push([change.revision, change.key, change.deleted])
      revision = page.revision
      cursor = page.nextCursor ?? undefined
    } while (cursor)
    assert.deepEqual(seen, [
      [1, 'a.1', false],
      [1, 'b', false],
      [2, 'a.1', false],
      [3, 'a.1', true],
    ])
    assert.equal(revision, 3)
  })

  it('reads a past revision with get, list, every page of list and export', async () => {
    await t.project({ id: 'r1', name: 'Revisions' })
    const r = new PctxClient({ baseUrl, apiKey: await t.key({ projects: ['r1'] }) })
    const text = (key: string, content: string) => ({
      key,
      type: 'text',
      section: 'product',
      value: { content },
    })
    await r.sync('r1', { blocks: [text('a', 'A1'), text('b', 'B1'), text('c', 'C1')] }) // 1
    await r.sync('r1', { blocks: [text('a', 'A2')] }) // 2
    await r.deleteBlock('r1', 'b') // 3
    const contents = (blocks: { key: string; value: { [field: string]: unknown } }[]) =>
      blocks.map((block) => [block.key, block.value.content])

    assert.equal((await r.getBlock('r1', 'a', { revision: 1 })).value.content, 'A1')
    assert.equal((await r.getBlock('r1', 'a')).value.content, 'A2')
    assert.equal((await r.getBlock('r1', 'b', { revision: 2 })).value.content, 'B1')
    const page = await r.listBlocks('r1', { revision: 1, limit: 2 })
    assert.deepEqual(contents(page.blocks), [
      ['a', 'A1'],
      ['b', 'B1'],
    ])
    const next = await r.listBlocks('r1', { revision: 1, limit: 2, cursor: page.nextCursor ?? '' })
    assert.deepEqual(contents(next.blocks), [['c', 'C1']])
    assert.deepEqual(contents(await r.listAllBlocks('r1', { revision: 2 })), [
      ['a', 'A2'],
      ['b', 'B1'],
      ['c', 'C1'],
    ])
    assert.deepEqual(contents(await r.listAllBlocks('r1')), [
      ['a', 'A2'],
      ['c', 'C1'],
    ])
    const exported = await r.exportProject('r1', { revision: 1 })
    assert.equal(exported.project.revision, 1)
    assert.deepEqual(contents(exported.sections.flatMap((section) => section.blocks)), [
      ['a', 'A1'],
      ['b', 'B1'],
      ['c', 'C1'],
    ])
    assert.equal((await r.exportProject('r1')).project.revision, 3)
    for (const read of [
      () => r.getBlock('r1', 'a', { revision: 9 }),
      () => r.listBlocks('r1', { revision: 9 }),
      () => r.listAllBlocks('r1', { revision: 9 }),
      () => r.exportProject('r1', { revision: 9 }),
    ]) {
      await assert.rejects(read(), (error: unknown) => {
        assert.ok(error instanceof PctxApiError)
        assert.equal(error.status, 404)
        assert.equal(error.message, 'Revision 9 of project "r1" is not recorded; recorded revisions are 0–3')
        return true
      })
    }
    await assert.rejects(r.getBlock('r1', 'b', { revision: 3 }), /Block "b" not found in project "r1"/)
  })

  it('turns error envelopes into PctxApiError with status, message and details', async () => {
    await assert.rejects(client.getBlock('p1', 'missing'), (error: unknown) => {
      assert.ok(error instanceof PctxApiError)
      assert.equal(error.status, 404)
      assert.match(error.message, /Block "missing" not found/)
      return true
    })
    await assert.rejects(client.sync('p1', { blocks: [{ key: 'new-one' }] }), (error: unknown) => {
      assert.ok(error instanceof PctxApiError)
      assert.equal(error.status, 400)
      assert.equal(error.details[0]?.path, 'blocks[0].type')
      return true
    })
    const anonymous = new PctxClient({ baseUrl })
    await assert.rejects(anonymous.listBlocks('p1'), { status: 401 })
    const nowhere = new PctxClient({ baseUrl: 'http://127.0.0.1:9', apiKey: 'x', timeoutMs: 2000 })
    await assert.rejects(nowhere.listBlocks('p1'), (error: unknown) => {
      assert.ok(error instanceof PctxApiError)
      assert.equal(error.status, 0)
      assert.match(error.message, /cannot reach pctx/)
      return true
    })
  })
})
