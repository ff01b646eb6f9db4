import assert from 'node:assert/strict'
import { afterEach, beforeEach, describe, it } from 'node:test'
import type { BlockVersion } from '../../src/domain/history.js'
import type { Store } from '../../src/domain/store.js'
import { HistoryStore } from '../../src/store/history-store.js'
import { loadBetterSqlite3 } from '../../src/store/sqlite/load-better-sqlite3.js'
import type { TempStore } from '../helpers/temp-store.js'
import { BACKENDS } from './backends.js'
import { blockRecord, T0 } from './fixtures.js'

/** A version of `key` written by `revision`: its content names both, or a deletion. */
function version(revision: number, key: string, ordinal: number | null = 1): BlockVersion {
  return {
    revision,
    key,
    change: ordinal === null ? 'deleted' : revision === 1 ? 'created' : 'updated',
    block: ordinal === null ? null : blockRecord(key, { value: { content: `${key}@${revision}` } }),
    sectionOrdinal: ordinal,
  }
}

/** `stateAt` as key → content@revision, ordinal, sorted by key. */
async function stateOf(store: Store, revision: number) {
  const versions = await store.history.stateAt('p', revision)
  return versions
    .map((v) => [v.key, v.block?.value.content, v.sectionOrdinal])
    .sort((a, b) => String(a[0]).localeCompare(String(b[0])))
}

for (const backend of BACKENDS) {
  describe(`history stateAt / blockAt: ${backend.name}`, () => {
    let handle: TempStore
    let store: Store
    beforeEach(async () => {
      handle = await backend.open()
      store = handle.store
      const project = { name: 'p', description: '', public: true }
      await store.insertProject({
        id: 'p',
        ...project,
        revision: 4,
        createdAt: T0,
        updatedAt: T0,
      })
      const record = (revision: number) => ({
        revision,
        createdAt: T0,
        kind: 'sync' as const,
        author: null,
        keyId: null,
        keyName: null,
        message: null,
        project,
      })
      await store.history.record('p', record(1), [version(1, 'a'), version(1, 'b'), version(1, 'c', 2)])
      await store.history.record('p', record(2), [version(2, 'a'), version(2, 'b', null)])
      await store.history.record('p', record(3), [version(3, 'b', 3), version(3, 'c', null)])
      await store.history.record('p', record(4), [version(4, 'd')])
    })
    afterEach(() => handle.cleanup())

    it('gives, for each key, its latest version up to the revision, unless that is a deletion', async () => {
      assert.deepEqual(await stateOf(store, 0), [])
      assert.deepEqual(await stateOf(store, 1), [
        ['a', 'a@1', 1],
        ['b', 'b@1', 1],
        ['c', 'c@1', 2],
      ])
      assert.deepEqual(await stateOf(store, 2), [
        ['a', 'a@2', 1],
        ['c', 'c@1', 2],
      ])
      assert.deepEqual(await stateOf(store, 3), [
        ['a', 'a@2', 1],
        ['b', 'b@3', 3],
      ])
      assert.deepEqual(await stateOf(store, 4), [
        ['a', 'a@2', 1],
        ['b', 'b@3', 3],
        ['d', 'd@4', 1],
      ])
    })

    it('gives the same state restricted to listed keys, a key deleted or not yet made then left out', async () => {
      const some = async (revision: number, keys: string[]) =>
        (await store.history.stateAt('p', revision, keys))
          .map((v) => [v.key, v.block?.value.content])
          .sort((a, b) => String(a[0]).localeCompare(String(b[0])))
      assert.deepEqual(await some(2, ['a', 'b', 'd']), [['a', 'a@2']])
      assert.deepEqual(await some(3, ['b', 'c', 'zz']), [['b', 'b@3']])
      assert.deepEqual(await some(4, []), [])
      // More keys than one IN list holds: read in chunks, none lost.
      const many = [...Array.from({ length: 1200 }, (_, i) => `x${i}`), 'd', 'a']
      assert.deepEqual(await some(4, many), [
        ['a', 'a@2'],
        ['d', 'd@4'],
      ])
    })

    it('gives one key at a revision: its latest version then, a deletion too, none before it existed', async () => {
      const at = async (key: string, revision: number) => {
        const found = await store.history.blockAt('p', key, revision)
        return found && [found.revision, found.change, found.block?.value.content ?? null]
      }
      assert.equal(await at('b', 0), undefined)
      assert.deepEqual(await at('b', 1), [1, 'created', 'b@1'])
      assert.deepEqual(await at('b', 2), [2, 'deleted', null])
      assert.deepEqual(await at('b', 9), [3, 'updated', 'b@3'])
      assert.equal(await at('d', 3), undefined)
      assert.equal(await store.history.blockAt('other', 'a', 4), undefined)
    })

    // PostgreSQL picks a hash anti-join or an index nested loop by its statistics, both linear
    // (docs/performance.md); SQLite's plan follows from the indexes, so it is pinned here.
    const sqliteOnly = backend.name === 'sqlite' ? it : () => undefined
    sqliteOnly(
      'looks for a later version of each key with one seek on (project_id, key, revision)',
      async () => {
        const path = (handle as TempStore & { path?: string }).path
        assert.ok(path, 'a SQLite file')
        assert.ok(store.history instanceof HistoryStore)
        const query = store.history.stateAtQuery('p', 2).compile()
        const Database = loadBetterSqlite3()
        const db = new Database(path, { readonly: true })
        try {
          const plan = db
            .prepare(`EXPLAIN QUERY PLAN ${query.sql}`)
            .all(...(query.parameters as unknown[]))
            .map((row) => (row as { detail: string }).detail)
          assert.ok(
            plan.some((detail) =>
              /^SEARCH w USING COVERING INDEX block_versions_by_key \(project_id=\? AND key=\?/.test(detail),
            ),
            plan.join('\n'),
          )
          assert.ok(!plan.some((detail) => /^SCAN w\b/.test(detail)), plan.join('\n'))
        } finally {
          db.close()
        }
      },
    )
  })
}
