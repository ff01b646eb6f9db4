import assert from 'node:assert/strict'
import { afterEach, beforeEach, describe, it } from 'node:test'
import type { Kysely } from 'kysely'
import type { Block } from '../../../src/domain/model.js'
import type { Store } from '../../../src/domain/store.js'
import { type DialectSupport, KyselyOps } from '../../../src/store/kysely-store.js'
import { POSTGRES } from '../../../src/store/postgres/pg-store.js'
import type { Database } from '../../../src/store/schema.js'
import { KyselySearchIndexReader } from '../../../src/store/search-index-reader.js'
import { SQLITE } from '../../../src/store/sqlite/sqlite-store.js'
import type { TempStore } from '../../helpers/temp-store.js'
import type { StoreBackend } from '../backends.js'
import { blockRecord, ordinalsFor, projectRecord, seedProject } from '../fixtures.js'
import { countIndexRows, dumpIndex, expectedIndex, openDatabase } from '../search-index-db.js'

/** Blocks with shared, distinct and accented words, so df, counts and stems all vary. */
function sampleBlocks(): Block[] {
  return [
    blockRecord('alex', {
      type: 'persona',
      section: 'users',
      name: 'Alex the Admin',
      value: {
        name: 'Alex',
        goals: 'Ship onboarding fast; onboarding checklists',
        pain_points: 'Café menus',
      },
    }),
    blockRecord('voice', {
      name: 'Tone of voice',
      value: { content: 'Friendly, plain words. Personas first.' },
    }),
    blockRecord('pricing', {
      name: 'Pricing',
      value: { content: 'Plans: free, team, enterprise. Free forever.' },
    }),
    blockRecord('empty', { name: 'Empty', value: {} }),
  ]
}

/** What the store of that backend tells its queries about the dialect. */
const supportOf = (backend: StoreBackend): DialectSupport => (backend.name === 'postgres' ? POSTGRES : SQLITE)

/** The per-project inverted index stays exactly what the blocks say, on every engine. */
export function searchIndexContract(backend: StoreBackend): void {
  describe('search index', () => {
    let handle: TempStore
    let store: Store
    let db: Kysely<Database>
    beforeEach(async () => {
      handle = await backend.open()
      store = handle.store
      db = openDatabase(handle.databaseUrl)
    })
    afterEach(async () => {
      await db.destroy()
      await handle.cleanup()
    })

    const assertExact = async (projectId: string) => {
      const actual = await dumpIndex(db, projectId)
      assert.deepEqual(actual, await expectedIndex(db, projectId))
      return actual
    }

    it('indexes inserted blocks: postings, df, vocabulary, documents and stats', async () => {
      await seedProject(store, 'p', sampleBlocks())
      const dump = await assertExact('p')
      assert.equal(dump.stats.documents, 4)
      assert.ok(dump.stats.totalLength > 0)
      const onboard = dump.postings.filter(([term]) => term === 'onboard')
      assert.equal(onboard.length, 1, 'one posting per term and block')
      assert.equal(onboard[0]?.[2], 2, 'two occurrences in the body weigh 1 each')
      assert.deepEqual(
        dump.words.find(([word]) => word === 'cafe'),
        ['cafe', 'cafe', 4, 1],
      )
      assert.deepEqual(
        dump.terms.find(([term]) => term === 'free'),
        ['free', 1],
      )
    })

    it('stays exact after updates, including ones that change nothing searchable', async () => {
      const blocks = sampleBlocks()
      const ordinals = await seedProject(store, 'p', blocks)
      await store.transaction((tx) =>
        tx.updateBlocks(
          'p',
          [
            { ...(blocks[0] as Block), name: 'Alex the Owner', value: { goals: 'Billing' } },
            { ...(blocks[1] as Block), position: 7 },
            { ...(blocks[3] as Block), value: { content: 'Free words now: onboarding.' } },
          ],
          ordinals,
        ),
      )
      const dump = await assertExact('p')
      assert.equal(
        dump.words.find(([word]) => word === 'cafe'),
        undefined,
        'a word no block holds is gone',
      )
      assert.equal(
        dump.terms.find(([term]) => term === 'admin'),
        undefined,
        'a term no block holds is gone',
      )
      assert.deepEqual(
        dump.terms.find(([term]) => term === 'free'),
        ['free', 2],
      )
    })

    it('stays exact after deletes, and deleting every block leaves nothing of the project', async () => {
      await seedProject(store, 'p', sampleBlocks())
      await store.transaction((tx) => tx.deleteBlocks('p', ['alex', 'pricing']))
      const dump = await assertExact('p')
      assert.equal(dump.stats.documents, 2)
      await store.transaction((tx) => tx.deleteBlocks('p', ['voice', 'empty', 'no-such-block']))
      assert.deepEqual(await dumpIndex(db, 'p'), {
        stats: { documents: 0, totalLength: 0 },
        postings: [],
        terms: [],
        words: [],
        documents: [],
      })
    })

    it('stays exact when a sync replaces every block in one transaction', async () => {
      await seedProject(store, 'p', sampleBlocks())
      const replacement = [
        blockRecord('alex', { name: 'Alex again', value: { content: 'Onboarding, reworded.' } }),
        blockRecord('new', { name: 'Brand new', value: { content: 'Pricing later' } }),
      ]
      await store.transaction(async (tx) => {
        await tx.deleteBlocks('p', ['alex', 'voice', 'pricing', 'empty'])
        await tx.insertBlocks('p', replacement, ordinalsFor(replacement))
      })
      const dump = await assertExact('p')
      assert.equal(dump.stats.documents, 2)
    })

    it("changes nothing in a project's index when another project's blocks change", async () => {
      await seedProject(store, 'p', sampleBlocks())
      const before = await assertExact('p')
      const others = sampleBlocks()
      const ordinals = await seedProject(store, 'q', others)
      await store.transaction((tx) =>
        tx.updateBlocks('q', [{ ...(others[1] as Block), name: 'Tone words' }], ordinals),
      )
      await store.transaction((tx) => tx.deleteBlocks('q', ['pricing']))
      assert.deepEqual(await dumpIndex(db, 'p'), before)
      await assertExact('q')
      const reader = new KyselySearchIndexReader(db, supportOf(backend))
      assert.deepEqual(
        await reader.documentFrequencies('p', ['free', 'tone']),
        new Map([
          ['free', 1],
          ['tone', 1],
        ]),
      )
      assert.deepEqual(await reader.documentFrequencies('q', ['free', 'tone']), new Map([['tone', 1]]))
      assert.deepEqual(await reader.stats('p'), before.stats)
    })

    it('leaves nothing behind when a project is deleted, and keeps the other project', async () => {
      await seedProject(store, 'p', sampleBlocks())
      const empty = await countIndexRows(db)
      await seedProject(store, 'q', sampleBlocks())
      const q = await assertExact('q')
      await store.transaction((tx) => tx.deleteProject('q'))
      assert.deepEqual(await countIndexRows(db), empty)
      await store.transaction((tx) => tx.deleteProject('p'))
      assert.deepEqual(await countIndexRows(db), {
        search_projects: 0,
        search_postings: 0,
        search_terms: 0,
        search_words: 0,
        search_documents: 0,
      })
      assert.ok(q.postings.length > 0)
    })

    it('leaves the index untouched when the transaction rolls back', async () => {
      const blocks = sampleBlocks()
      const ordinals = await seedProject(store, 'p', blocks)
      const before = await assertExact('p')
      const extra = [blockRecord('extra', { name: 'Rolled back words' })]
      await assert.rejects(
        store.transaction(async (tx) => {
          await tx.insertBlocks('p', extra, ordinalsFor(extra, ordinals))
          await tx.updateBlocks('p', [{ ...(blocks[2] as Block), name: 'Costs' }], ordinals)
          await tx.deleteBlocks('p', ['alex'])
          throw new Error('sync failed half-way')
        }),
        /half-way/,
      )
      assert.deepEqual(await dumpIndex(db, 'p'), before)
    })

    it('numbers projects 1, 2, … however many writes came before', async () => {
      const blocks = sampleBlocks()
      const ordinals = await seedProject(store, 'p', blocks)
      for (let i = 0; i < 5; i++) {
        await store.transaction((tx) =>
          tx.updateBlocks('p', [{ ...(blocks[0] as Block), name: `v${i}` }], ordinals),
        )
      }
      await seedProject(store, 'q', sampleBlocks())
      const rows = await db
        .selectFrom('search_projects')
        .select(['project_id', 'num'])
        .orderBy('num')
        .execute()
      assert.deepEqual(
        rows.map((row) => [row.project_id, Number(row.num)]),
        [
          ['p', 1],
          ['q', 2],
        ],
      )
    })

    describe('reader', () => {
      it('lists vocabulary by prefix, most frequent first, then by word', async () => {
        await seedProject(store, 'p', [
          blockRecord('a', { name: 'plan planning', value: { content: 'planet plank' } }),
          blockRecord('b', { name: 'plank planet', value: { content: 'plans' } }),
          blockRecord('c', { name: 'planet', value: { content: 'pl' } }),
        ])
        const reader = new KyselySearchIndexReader(db, supportOf(backend))
        const words = await reader.wordsWithPrefix('p', 'plan', 10)
        assert.deepEqual(
          words.map((w) => [w.word, w.count]),
          [
            ['planet', 3],
            ['plank', 2],
            ['plan', 1],
            ['planning', 1],
            ['plans', 1],
          ],
        )
        assert.equal(words.find((w) => w.word === 'planning')?.term, 'plan')
        assert.deepEqual(
          (await reader.wordsWithPrefix('p', 'plan', 2)).map((w) => w.word),
          ['planet', 'plank'],
        )
        assert.deepEqual(await reader.wordsWithPrefix('q', 'plan', 10), [], 'another project has none')
        // One edit from `plams`: `plans` (and `plank` is two); the other project holds no word.
        assert.equal((await reader.typoVocabulary('p', 4, 6)).closest('plams')?.word, 'plans')
        assert.equal((await reader.typoVocabulary('q', 4, 6)).closest('plams'), undefined)
      })

      it('reads a term’s top postings by impact, ties by seq, and postings of given blocks', async () => {
        const filler = 'other words here to make this block much longer than the rest of them all'
        await seedProject(store, 'p', [
          blockRecord('long', { name: 'x', value: { content: `budget ${filler} ${filler}` } }),
          blockRecord('short', { name: 'x', value: { content: 'budget' } }),
          blockRecord('twice', { name: 'x', value: { content: 'budget budget' } }),
          blockRecord('same', { name: 'x', value: { content: 'budget' } }),
        ])
        const seqOf = new Map(
          (await db.selectFrom('blocks').select(['seq', 'key']).execute()).map((r) => [r.key, Number(r.seq)]),
        )
        const reader = new KyselySearchIndexReader(db, supportOf(backend))
        const top = await reader.topPostings('p', [{ term: 'budget', limit: 10 }])
        const order = (keys: string[]) => keys.map((key) => seqOf.get(key))
        assert.deepEqual(
          top.map((p) => p.seq),
          order(['twice', 'short', 'same', 'long']),
        )
        assert.deepEqual(
          (await reader.topPostings('p', [{ term: 'budget', limit: 2 }])).map((p) => p.seq),
          order(['twice', 'short']),
        )
        assert.deepEqual(top[0], { term: 'budget', seq: seqOf.get('twice'), tf: 2, length: 11 })
        // Several lists in one read: each in index order with its own limit, in the order asked.
        assert.deepEqual(
          (
            await reader.topPostings('p', [
              { term: 'word', limit: 5 },
              { term: 'budget', limit: 3 },
              { term: 'none', limit: 5 },
            ])
          ).map((p) => [p.term, p.seq]),
          [['word', seqOf.get('long')], ...order(['twice', 'short', 'same']).map((seq) => ['budget', seq])],
        )
        const some = await reader.postingsOf(
          'p',
          ['budget', 'word', 'none'],
          order(['long', 'short']) as number[],
        )
        assert.deepEqual(
          some.map((p) => [p.term, p.seq]),
          [
            ['budget', seqOf.get('long')],
            ['budget', seqOf.get('short')],
            ['word', seqOf.get('long')],
          ],
        )
        assert.deepEqual(await reader.topPostings('q', [{ term: 'budget', limit: 10 }]), [])
      })

      it('returns the given blocks that pass the filter, with their section ordinal', async () => {
        const ordinals = await seedProject(store, 'p', [
          blockRecord('a', { section: 'brand', status: 'complete' }),
          blockRecord('b', { section: 'users', type: 'persona', value: { name: 'B' } }),
          blockRecord('c', { section: 'custom-notes', status: 'complete' }),
        ])
        await seedProject(store, 'q', [blockRecord('z')])
        const rows = await db.selectFrom('blocks').select(['seq', 'key']).orderBy('seq').execute()
        const seqs = rows.map((r) => Number(r.seq))
        const reader = new KyselySearchIndexReader(db, supportOf(backend))
        const all = await reader.documents('p', seqs, {})
        assert.deepEqual(
          all.map((d) => [d.block.key, d.sectionOrdinal]),
          [
            ['a', ordinals.get('brand')],
            ['b', ordinals.get('users')],
            ['c', ordinals.get('custom-notes')],
          ],
        )
        assert.deepEqual((await store.getBlock('p', 'b'))?.value, all[1]?.block.value)
        assert.deepEqual(all[1]?.block, await store.getBlock('p', 'b'))
        const complete = await reader.documents('p', seqs, { status: 'complete' })
        assert.deepEqual(
          complete.map((d) => d.block.key),
          ['a', 'c'],
        )
        assert.deepEqual(
          (await reader.documents('p', seqs, { type: 'persona', section: 'users' })).map((d) => d.block.key),
          ['b'],
        )
      })
    })
  })
}

/** Statements a write sends to the index tables stay the same however many blocks it carries. */
export function searchIndexStatementsContract(backend: StoreBackend): void {
  describe('search index statements', () => {
    let handle: TempStore
    beforeEach(async () => {
      handle = await backend.open()
    })
    afterEach(() => handle.cleanup())

    it('writes the index of 10 or 1000 blocks with the same number of statements', async () => {
      const indexStatements: string[] = []
      const db = openDatabase(handle.databaseUrl, (text) => {
        if (/\bsearch_/.test(text)) indexStatements.push(text)
      })
      const ops = new KyselyOps(db, supportOf(backend))
      const counts: number[] = []
      try {
        for (const [projectId, size] of [
          ['small', 10],
          ['large', 1000],
        ] as const) {
          await handle.store.transaction((tx) => tx.insertProject(projectRecord(projectId)))
          const blocks = Array.from({ length: size }, (_, i) =>
            blockRecord(`b${i}`, { name: `Block ${i}`, value: { content: `words of block ${i} w${i}` } }),
          )
          const ordinals = ordinalsFor(blocks)
          await handle.store.transaction((tx) =>
            tx.insertSections(
              projectId,
              [...ordinals].map(([section, ordinal]) => ({ section, ordinal })),
            ),
          )
          const before = indexStatements.length
          await ops.insertBlocks(projectId, blocks, ordinals)
          await ops.updateBlocks(
            projectId,
            blocks.map((block) => ({ ...block, name: `${block.name} renamed` })),
            ordinals,
          )
          await ops.deleteBlocks(
            projectId,
            blocks.map((block) => block.key),
          )
          counts.push(indexStatements.length - before)
          assert.deepEqual(await dumpIndex(db, projectId), await expectedIndex(db, projectId))
        }
      } finally {
        await db.destroy()
      }
      // Reading back removed blocks goes 500 at a time; everything else is one statement per table.
      assert.ok((counts[1] ?? 0) <= (counts[0] ?? 0) + 6, `statements for 10 and 1000 blocks: ${counts}`)
      assert.ok((counts[0] ?? 0) <= 40, `statements for 10 blocks: ${counts[0]}`)
    })
  })
}
