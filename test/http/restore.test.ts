import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { type Api, detailPaths, fails, freshProject, ok, textBlock } from '../helpers/api.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

type Exported = {
  exportedAt: string
  project: { revision: number; updatedAt: string }
  sections: { type: string; blocks: { key: string; updatedAt: string }[] }[]
}

/** Restore requests for one project with its key. */
function restorer(t: TestApp, p: Api) {
  const base = `/api/v1/projects/${p.projectId}`
  return {
    restore: (payload: unknown, key = p.key) =>
      t.request({ method: 'POST', url: `${base}/restore`, key, payload: payload as object }),
    revisions: async () =>
      ok(await t.request({ method: 'GET', url: `${base}/revisions?limit=100`, key: p.key })).data as {
        revision: number
        kind: string
        message: string | null
      }[],
    async exported(): Promise<Exported> {
      return ok(await p.export()).data
    },
    async searchKeys(q: string): Promise<string[]> {
      return ok(await p.search({ q })).data.map((hit: { key: string }) => hit.key)
    },
  }
}

/**
 * The export with what a restore changes beside the content set aside: the revision and the
 * times of the project, and `updatedAt` of the blocks the restore wrote.
 */
function normalised(exported: Exported, written: Set<string>): string {
  return JSON.stringify({
    ...exported,
    exportedAt: null,
    project: { ...exported.project, revision: null, updatedAt: null },
    sections: exported.sections.map((section) => ({
      ...section,
      blocks: section.blocks.map((block) => (written.has(block.key) ? { ...block, updatedAt: null } : block)),
    })),
  })
}

const persona = { name: 'Ana', description: 'Ops lead', goals: 'Ship weekly', pain_points: 'Flaky CI' }

/** Revision N: blocks in well-known and custom sections. */
async function seed(p: Api): Promise<number> {
  await p.syncOk({
    blocks: [
      textBlock('a', 'brand', 'Original aardvark wording'),
      textBlock('b', 'brand', 'Bravo badger text'),
      textBlock('c', 'notes', 'Charlie in the notes'),
      textBlock('d', 'zeta', 'Delta in zeta'),
      { key: 'ana', type: 'persona', section: 'users', status: 'complete', value: persona },
    ],
    message: 'first draft',
  })
  return p.revision()
}

describe('restore: a project or some blocks as at a revision', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp()
  })
  after(() => t.close())

  it('round trip: after edits, deletes, new blocks and section moves, the export is that of revision N again', async () => {
    const p = await freshProject(t)
    const r = restorer(t, p)
    const n = await seed(p)
    const atN = await r.exported()
    await p.syncOk({
      blocks: [textBlock('a', 'brand', 'Edited wombat wording'), textBlock('e', 'brand', 'Echo emu')],
    })
    ok(await t.request({ method: 'DELETE', url: `/api/v1/projects/${p.projectId}/blocks/b`, key: p.key }))
    // c leaves "notes", which is emptied and goes; a new custom section comes after "zeta".
    await p.syncOk({ blocks: [{ key: 'c', section: 'product' }, textBlock('f', 'extra', 'Foxtrot ferret')] })
    await p.syncOk({
      blocks: [
        { key: 'd', position: 7, name: 'Renamed' },
        { key: 'ana', status: 'draft' },
      ],
    })
    const before = await p.revision()

    const { data } = ok(await r.restore({ revision: n, message: 'back to the first draft' }))
    assert.deepEqual(data, {
      revision: before + 1,
      created: ['b'],
      updated: ['a', 'ana', 'c', 'd'],
      unchanged: [],
      deleted: ['e', 'f'],
      dryRun: false,
      names: { a: 'a', ana: 'ana', b: 'b', c: 'c', d: 'Renamed', e: 'e', f: 'f' },
    })
    const restored = await r.exported()
    assert.equal(restored.project.revision, before + 1)
    // Byte for byte apart from the revision, its time, and updatedAt of the blocks it wrote.
    const written = new Set<string>([...data.created, ...data.updated])
    assert.equal(normalised(restored, written), normalised(atN, written))
    assert.deepEqual(
      restored.sections.map((s) => s.type),
      ['brand', 'users', 'notes', 'zeta'],
      '"notes" is back in its place, "extra" is gone',
    )
    const [latest] = await r.revisions()
    assert.equal(latest?.kind, 'restore')
    assert.equal(latest?.message, 'back to the first draft')
    // The search index follows: restored words are found, words of the undone changes are not.
    assert.deepEqual(await r.searchKeys('badger'), ['b'])
    assert.deepEqual(await r.searchKeys('aardvark'), ['a'])
    assert.deepEqual(await r.searchKeys('wombat'), [])
    assert.deepEqual(await r.searchKeys('ferret'), [])
    // Restoring what the project already is changes nothing and records nothing.
    const again = ok(await r.restore({ revision: n })).data
    assert.equal(again.revision, before + 1)
    assert.deepEqual([again.created, again.updated, again.deleted], [[], [], []])
    assert.equal(again.unchanged.length, 5)
    assert.equal((await r.revisions()).length, before + 2)
  })

  it('restores only the listed blocks: each as it was, or deleted when it did not exist then', async () => {
    const p = await freshProject(t)
    const r = restorer(t, p)
    const n = await seed(p)
    const blocksAtN = await p.all()
    await p.syncOk({
      blocks: [textBlock('a', 'brand', 'Edited'), textBlock('b', 'brand', 'Also edited'), textBlock('e')],
    })
    const { data } = ok(await r.restore({ revision: n, keys: ['a', 'e', 'ana'] }))
    assert.deepEqual([data.created, data.updated, data.unchanged, data.deleted], [[], ['a'], ['ana'], ['e']])
    const now = await p.all()
    assert.deepEqual(
      now.find((block) => block.key === 'a')?.value,
      blocksAtN.find((block) => block.key === 'a')?.value,
    )
    assert.deepEqual(
      now.find((block) => block.key === 'b')?.value,
      { content: 'Also edited' },
      'b not listed',
    )
    assert.equal(
      now.some((block) => block.key === 'e'),
      false,
    )
    fails(
      await r.restore({ revision: n, keys: ['a', 'never'] }),
      404,
      /"never" existed at revision 1 or exists now/,
    )
  })

  it('brings a deleted block back with the id and creation time it had', async () => {
    const p = await freshProject(t)
    const r = restorer(t, p)
    const n = await seed(p)
    const b = (await p.all()).find((block) => block.key === 'b')
    ok(await t.request({ method: 'DELETE', url: `/api/v1/projects/${p.projectId}/blocks/b`, key: p.key }))
    assert.deepEqual(ok(await r.restore({ revision: n, keys: ['b'] })).data.created, ['b'])
    const back = ok(await p.get('b')).data
    assert.equal(back.id, b?.id)
    assert.equal(back.createdAt, b?.createdAt)
  })

  it('dry run reports what would change and writes and records nothing', async () => {
    const p = await freshProject(t)
    const r = restorer(t, p)
    const n = await seed(p)
    await p.syncOk({
      blocks: [
        textBlock('a', 'brand', 'Edited', { name: 'A renamed' }),
        textBlock('e', 'brand', 'Echo', { name: 'Echo now' }),
      ],
    })
    const before = await r.exported()
    const { data } = ok(await r.restore({ revision: n, dryRun: true }))
    assert.deepEqual([data.revision, data.updated, data.deleted, data.dryRun], [n + 2, ['a'], ['e'], true])
    assert.deepEqual(data.names, { a: 'A renamed', e: 'Echo now' }, 'updated and deleted by their names now')
    assert.deepEqual(await r.exported(), before)
    assert.equal((await r.revisions()).length, n + 2)
    ok(await t.request({ method: 'DELETE', url: `/api/v1/projects/${p.projectId}/blocks/c`, key: p.key }))
    const back = ok(await r.restore({ revision: n, keys: ['c', 'e'], dryRun: true })).data
    assert.deepEqual([back.created, back.deleted], [['c'], ['e']])
    assert.deepEqual(back.names, { c: 'c', e: 'Echo now' }, 'a block brought back by its name then')
  })

  it('refuses a stale expectedRevision, a revision not recorded, and a read key, restoring nothing', async () => {
    const p = await freshProject(t)
    const r = restorer(t, p)
    const n = await seed(p)
    await p.syncOk({ blocks: [textBlock('a', 'brand', 'Edited')] })
    fails(
      await r.restore({ revision: n, expectedRevision: n }),
      409,
      /revision 2, not the expected 1; nothing was restored/,
    )
    fails(await r.restore({ revision: 9 }), 404, /Revision 9 .* not recorded; recorded revisions are 0–2/)
    const readKey = await t.key({ projects: [p.projectId], access: 'read' })
    fails(await r.restore({ revision: n }, readKey), 403)
    const all = await t.key({})
    fails(await restorer(t, { ...p, projectId: 'no-such-project', key: all }).restore({ revision: 0 }), 404)
    assert.equal(await p.revision(), 2)
    ok(await r.restore({ revision: n, expectedRevision: 2 }))
    assert.equal(await p.revision(), 3)
  })

  it('answers 400 for a bad body, listing every problem, and writes nothing', async () => {
    const p = await freshProject(t)
    const r = restorer(t, p)
    await seed(p)
    const problems = fails(
      await r.restore({ revision: '1', keys: 'a', dryRun: 'yes', colour: 'red', message: 'x'.repeat(501) }),
      400,
      /Invalid restore body/,
    )
    assert.deepEqual(detailPaths(problems).sort(), ['colour', 'dryRun', 'keys', 'message', 'revision'])
    fails(await r.restore({ revision: 1.5 }), 400, /revision/)
    fails(await r.restore({ revision: -1 }), 400, /revision/)
    fails(await r.restore({}), 400, /revision: is required/)
    fails(await r.restore([]), 400, /JSON object/)
    const keys = fails(await r.restore({ revision: 1, keys: ['a', '-bad', 3, 'a'] }), 400)
    assert.deepEqual(detailPaths(keys), ['keys[1]', 'keys[2]', 'keys[3]'])
    fails(await r.restore({ revision: 1, keys: [] }), 400, /at least one key/)
    fails(await r.restore({ revision: 1, message: 'a\u0000b' }), 400, /message/)
    assert.equal(await p.revision(), 1)
  })

  it('refuses more keys than SYNC_MAX_BLOCKS', async () => {
    const small = await createTestApp({ env: { SYNC_MAX_BLOCKS: '2' } })
    try {
      const p = await freshProject(small)
      await p.syncOk({ blocks: [textBlock('a'), textBlock('b')] })
      fails(
        await restorer(small, p).restore({ revision: 1, keys: ['a', 'b', 'c'] }),
        400,
        /lists 3 keys; one restore takes at most 2/,
      )
      // The whole project is not bound by it.
      ok(await restorer(small, p).restore({ revision: 0 }))
      assert.deepEqual(await p.all(), [])
    } finally {
      await small.close()
    }
  })
})
