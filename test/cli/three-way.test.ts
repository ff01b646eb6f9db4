import assert from 'node:assert/strict'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, describe, it } from 'node:test'
import { listBlockFiles } from '../../src/cli/context-files/context-folder.js'
import {
  PULL_RECORD_PATH,
  type PullRecord,
  readPullRecord,
  recordAfterPush,
  writePullRecord,
} from '../../src/cli/context-files/pull-record.js'
import { type KeyedBlock, type LocalBlock, threeWay } from '../../src/cli/context-files/three-way.js'
import { assertLinearCost } from '../helpers/linear-cost.js'

const block = (key: string, content: string, fields: Partial<KeyedBlock> = {}): KeyedBlock => ({
  key,
  section: 'brand',
  type: 'text',
  name: key,
  status: 'draft',
  position: 0,
  value: { content },
  ...fields,
})

/** A file as pull writes it (every field), or only the fields given. */
const file = (from: KeyedBlock, fields?: Record<string, unknown>): LocalBlock => {
  const { key, section, ...rest } = from
  return { key, section, file: `${section}/${key}.md`, fields: fields ?? rest }
}

type Side = KeyedBlock | undefined
interface Cell {
  name: string
  base: Side
  local: Side
  server: Side
  /** Expected outcome without --prune and with it. */
  upsert: Outcome
  prune?: Outcome
}
type Outcome =
  | 'send'
  | 'nothing'
  | 'server-edited'
  | 'server-created'
  | 'server-deleted'
  | 'deleted-by-prune'
  | `conflict:${string}`

const b = block('k', 'pulled')
const CELLS: Cell[] = [
  { name: 'unchanged', base: b, local: b, server: b, upsert: 'send' },
  { name: 'local edit', base: b, local: block('k', 'mine'), server: b, upsert: 'send' },
  { name: 'server edit', base: b, local: b, server: block('k', 'theirs'), upsert: 'server-edited' },
  {
    name: 'both edited alike',
    base: b,
    local: block('k', 'same'),
    server: block('k', 'same'),
    upsert: 'send',
  },
  {
    name: 'both edited differently',
    base: b,
    local: block('k', 'mine'),
    server: block('k', 'theirs'),
    upsert: 'conflict:edited-both',
  },
  {
    name: 'edited in different fields',
    base: b,
    local: block('k', 'pulled', { name: 'Mine' }),
    server: block('k', 'pulled', { status: 'complete' }),
    upsert: 'conflict:edited-both',
  },
  {
    name: 'local delete',
    base: b,
    local: undefined,
    server: b,
    upsert: 'nothing',
    prune: 'deleted-by-prune',
  },
  {
    name: 'server delete',
    base: b,
    local: b,
    server: undefined,
    upsert: 'server-deleted',
  },
  { name: 'both deleted', base: b, local: undefined, server: undefined, upsert: 'nothing' },
  {
    name: 'local edit, server delete',
    base: b,
    local: block('k', 'mine'),
    server: undefined,
    upsert: 'conflict:deleted-on-server',
  },
  {
    name: 'local delete, server edit',
    base: b,
    local: undefined,
    server: block('k', 'theirs'),
    upsert: 'server-edited',
    prune: 'conflict:deleted-locally',
  },
  { name: 'local create', base: undefined, local: block('k', 'new'), server: undefined, upsert: 'send' },
  {
    name: 'server create',
    base: undefined,
    local: undefined,
    server: block('k', 'new'),
    upsert: 'server-created',
  },
  {
    name: 'both created alike',
    base: undefined,
    local: block('k', 'new'),
    server: block('k', 'new'),
    upsert: 'send',
  },
  {
    name: 'both created differently',
    base: undefined,
    local: block('k', 'mine'),
    server: block('k', 'theirs'),
    upsert: 'conflict:created-both',
  },
]

function outcome(cell: Cell, prune: boolean, force = false): Outcome {
  const view = threeWay(
    cell.base ? [cell.base] : [],
    cell.server ? [cell.server] : [],
    cell.local ? [file(cell.local)] : [],
    { prune, force },
  )
  const conflict = view.conflicts[0]
  if (conflict) return `conflict:${conflict.kind}`
  const change = view.serverChanges[0]
  if (change) return `server-${change.kind}`
  if (view.send.has('k')) return 'send'
  if (prune && cell.server && !view.keepOnServer.has('k')) return 'deleted-by-prune'
  return 'nothing'
}

describe('three-way push planning (base as pulled, local files, server now)', () => {
  for (const cell of CELLS) {
    it(`${cell.name}: ${cell.upsert}${cell.prune ? `; with --prune: ${cell.prune}` : ''}`, () => {
      assert.equal(outcome(cell, false), cell.upsert)
      assert.equal(outcome(cell, true), cell.prune ?? cell.upsert)
    })
  }

  it('a server change is never sent nor deleted, and keeps its pulled state as the base', () => {
    for (const prune of [false, true]) {
      for (const force of [false, true]) {
        const view = threeWay(
          [b, block('gone', 'pulled')],
          [block('k', 'theirs'), block('fresh', 'new')],
          [file(b), file(block('gone', 'pulled'))],
          { prune, force },
        )
        assert.deepEqual([...view.send], [])
        assert.deepEqual([...view.keepOnServer].sort(), ['fresh', 'k'])
        assert.deepEqual([...view.keepBase].sort(), ['fresh', 'gone', 'k'])
        assert.deepEqual(
          view.serverChanges.map((change) => [change.key, change.kind]),
          [
            ['fresh', 'created'],
            ['gone', 'deleted'],
            ['k', 'edited'],
          ],
        )
      }
    }
  })

  it('--force sends every conflicting file (the folder wins) and still lists the conflicts', () => {
    const conflicting = CELLS.filter((cell) => (cell.prune ?? cell.upsert).startsWith('conflict:'))
    for (const cell of conflicting) {
      const view = threeWay(
        cell.base ? [cell.base] : [],
        cell.server ? [cell.server] : [],
        cell.local ? [file(cell.local)] : [],
        { prune: true, force: true },
      )
      assert.equal(view.conflicts.length, 1, cell.name)
      assert.equal(view.send.has('k'), cell.local !== undefined, cell.name)
      assert.equal(view.keepOnServer.has('k'), false, `${cell.name}: a replace sync may change it`)
    }
  })

  it('a conflict shows both versions field by field (server → local)', () => {
    const view = threeWay([b], [block('k', 'theirs', { status: 'complete' })], [file(block('k', 'mine'))], {
      prune: false,
      force: false,
    })
    assert.deepEqual(view.conflicts, [
      {
        key: 'k',
        file: 'brand/k.md',
        kind: 'edited-both',
        changes: [
          { field: 'status', before: 'complete', after: 'draft' },
          { field: 'value.content', before: 'theirs', after: 'mine' },
        ],
      },
    ])
  })

  it('fields a file leaves out keep their pulled value (patch semantics), so they are no local change', () => {
    const server = block('k', 'pulled', { status: 'complete', position: 7 })
    const onlyContent = file(b, { type: 'text', value: { content: 'pulled' } })
    const view = threeWay([b], [server], [onlyContent], { prune: false, force: false })
    assert.deepEqual(
      view.serverChanges.map((change) => change.kind),
      ['edited'],
    )
    assert.deepEqual([...view.send], [])
    // Created on both sides: a file naming only some fields matches the server's block.
    const created = threeWay([], [server], [onlyContent], { prune: false, force: false })
    assert.deepEqual(created.conflicts, [])
    assert.deepEqual([...created.send], ['k'])
  })
})

describe('three-way planning cost', () => {
  /** Every block edited on both sides, in every field of a wide value: the most work per block. */
  const sides = (blocks: number, fields: number) => {
    const value = (tag: string) =>
      Object.fromEntries(Array.from({ length: fields }, (_, i) => [`field${i}`, `${tag} ${i}`]))
    const side = (tag: string) =>
      Array.from({ length: blocks }, (_, i) => block(`k${i}`, '', { value: value(tag) }))
    return { base: side('pulled'), server: side('theirs'), local: side('mine').map((b) => file(b)) }
  }
  const plan = ({ base, server, local }: ReturnType<typeof sides>) =>
    threeWay(base, server, local, { prune: true, force: false })

  it('costs time in proportion to the number of blocks and to the size of a value', () => {
    // Per block the work is constant, but the maps and objects of thousands of blocks outgrow
    // the CPU caches and keep the collector busy: 8× the blocks measured 7.5–15× on a quiet
    // machine. The bound sits below the 64× of quadratic work.
    assertLinearCost({
      label: 'blocks',
      build: (size) => sides(size, 1),
      work: plan,
      size: 1_000,
      factor: 8,
      maxRatio: 48,
      slackMs: 1.6,
      runs: 7,
    })
    // Wide objects cost more per field as they grow (V8 keeps objects of thousands of fields as
    // hash tables, and the collector promotes more of them): 8× the fields measured 16–24× on a
    // quiet machine and 36× on a busy one, with no quadratic step in the code. The bound sits
    // below the 64× of quadratic work.
    assertLinearCost({
      label: 'value fields',
      build: (size) => sides(1, size),
      work: plan,
      size: 2_000,
      factor: 8,
      maxRatio: 48,
      slackMs: 1.6,
      runs: 7,
    })
  })
})

describe('the pull record', () => {
  const dirs: string[] = []
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'pctx-record-'))
    dirs.push(dir)
    return dir
  }
  after(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  })
  const record: PullRecord = {
    url: 'http://127.0.0.1:4000',
    project: 'shop',
    revision: 3,
    blocks: [b, block('other', 'x', { section: 'users', type: 'persona', value: { name: 'O' } })],
  }

  it('round-trips, is hidden from the block-file walker, and leaves no temporary file', () => {
    const dir = tempDir()
    mkdirSync(join(dir, 'brand'))
    writeFileSync(join(dir, 'brand', 'k.md'), '---\ntype: text\nname: k\n---\n')
    writePullRecord(dir, record)
    writePullRecord(dir, { ...record, revision: 4 })
    assert.deepEqual(readPullRecord(dir), { ...record, revision: 4 })
    assert.deepEqual(readdirSync(join(dir, '.pctx')), ['pulled.json'])
    assert.deepEqual(
      listBlockFiles(dir).map((path) => path.relative),
      ['brand/k.md'],
    )
  })

  it('is null when missing and an error saying what to do when unreadable', () => {
    const dir = tempDir()
    assert.equal(readPullRecord(dir), null)
    mkdirSync(join(dir, '.pctx'))
    writeFileSync(join(dir, PULL_RECORD_PATH), '{"format":"pctx-pull/1","url":')
    assert.throws(
      () => readPullRecord(dir),
      /pulled\.json is not a pull record pctx can read \(invalid JSON\); run pctx pull again/,
    )
    writeFileSync(
      join(dir, PULL_RECORD_PATH),
      JSON.stringify({ format: 'pctx-pull/1', url: 'u', project: 'p', revision: 1, blocks: [{}] }),
    )
    assert.throws(() => readPullRecord(dir), /blocks are malformed/)
    assert.ok(existsSync(join(dir, PULL_RECORD_PATH)), 'a broken record is left for the user to look at')
  })

  it('after a push: the pushed state, except blocks whose server change the push left alone', () => {
    const pushed = block('k', 'mine')
    const serverEdit = block('theirs', 'server')
    const serverCreate = block('fresh', 'new')
    const previous: PullRecord = { ...record, blocks: [b, block('theirs', 'pulled')] }
    const next = recordAfterPush(
      previous,
      [pushed, serverEdit, serverCreate],
      new Set(['theirs', 'fresh']),
      9,
    )
    assert.equal(next.revision, 9)
    assert.deepEqual(next.blocks, [pushed, block('theirs', 'pulled')])
  })
})
