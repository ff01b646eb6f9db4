import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { ApiBlockVersion, ApiRevision } from '../../src/client/pctx-client.js'
import { loadConfig } from '../../src/config.js'
import { SYSTEM_AUDIT } from '../../src/domain/audit/audit.js'
import { userAuthor } from '../../src/domain/author.js'
import { createServices } from '../../src/services.js'
import { openStore } from '../../src/store/open-store.js'
import { describeFailure } from '../helpers/cli.js'
import { type Remote, SEED_BLOCKS, startRemote } from './remote-fixture.js'

interface Difference {
  key: string
  change: string
  before: { status: string } | null
  after: { status: string } | null
  fields: { field: string; before?: unknown; after?: unknown }[]
}

const text = (key: string, content: string) => ({ key, type: 'text', section: 'product', value: { content } })

describe('pctx history, diff and delete', { timeout: 600_000 }, () => {
  let remote: Remote
  /** Revision (project "busy") after which `counter` holds "n<i>". */
  const BUSY = 120

  before(async () => {
    remote = await startRemote(['shop', 'busy', 'gone', 'team'])
    await remote.client.sync('shop', { blocks: SEED_BLOCKS, message: 'Seed the shop' })
    await remote.client.sync('shop', {
      blocks: [
        { key: 'tagline', value: { content: 'Buy less, better. Twice.' } },
        { key: 'voice', status: 'complete' },
        { key: 'returns', type: 'text', section: 'brand', name: 'Returns', value: { content: '30 days' } },
      ],
      message: 'Second pass\nwith a new line',
    })
    await remote.client.deleteBlock('shop', 'dana', { message: 'Dana left' })
    const plans = SEED_BLOCKS.find((block) => block.key === 'plans')?.value
    await remote.client.sync('shop', { blocks: [{ key: 'plans', value: { ...plans, seats: 10 } }] })
    for (let i = 1; i <= BUSY; i++) await remote.client.sync('busy', { blocks: [text('counter', `n${i}`)] })
  })
  after(() => remote?.close())

  it('history lists revisions newest first in a table: who, kind, which blocks, the message', async () => {
    const result = await remote.pctx(['history', '--project', 'shop'])
    assert.equal(result.code, 0, describeFailure(result))
    const lines = result.stdout.trimEnd().split('\n')
    assert.deepEqual(lines[0]?.split(/ {2,}/), ['REVISION', 'TIME (UTC)', 'BY', 'KIND', 'CHANGES', 'MESSAGE'])
    const rows = lines.slice(1).map((line) => line.split(/ {2,}/))
    assert.deepEqual(
      rows.map((row) => [row[0], ...row.slice(2)]),
      [
        ['4', 'key writer', 'sync', '~plans'],
        ['3', 'key writer', 'delete', '-dana', 'Dana left'],
        ['2', 'key writer', 'sync', '+returns ~tagline ~voice', 'Second pass with a new line'],
        ['1', 'key writer', 'sync', '+9', 'Seed the shop'],
        ['0', 'admin', 'created'],
      ],
    )
    for (const row of rows) assert.match(row[1] ?? '', /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)
    assert.equal(result.stderr, '')
  })

  it("history, history --key and diff name a person's change by name and a key's as key <name>", async () => {
    // A person's change: the services' session path (persons do not call project routes yet),
    // written to the server's own database.
    const config = loadConfig({ DATABASE_URL: remote.dbUrl })
    const store = await openStore(config)
    let ana = ''
    try {
      const services = createServices({ store, config, clock: { now: () => new Date() } })
      await remote.client.sync('team', { blocks: [text('mission', 'Ship less, better')], message: 'by key' })
      const { user } = await services.users.create(
        { email: 'ana@example.com', name: 'Ana Lima' },
        SYSTEM_AUDIT,
      )
      ana = user.id
      await services.blocks.sync(
        'team',
        { blocks: [text('mission', 'Ship better')], message: 'by Ana' },
        userAuthor(user),
      )
    } finally {
      await store.close()
    }
    const history = await remote.pctx(['history', '--project', 'team'])
    assert.equal(history.code, 0, describeFailure(history))
    assert.deepEqual(
      history.stdout
        .trimEnd()
        .split('\n')
        .slice(1)
        .map((line) => line.split(/ {2,}/))
        .map((row) => [row[0], row[2], row.at(-1)]),
      [
        ['2', 'Ana Lima', 'by Ana'],
        ['1', 'key writer', 'by key'],
        ['0', 'admin', 'created'],
      ],
    )
    const versions = await remote.pctx(['history', '--project', 'team', '--key', 'mission'])
    assert.deepEqual(
      versions.stdout
        .trimEnd()
        .split('\n')
        .slice(1)
        .map((line) => line.split(/ {2,}/)[2]),
      ['Ana Lima', 'key writer'],
    )
    const diff = await remote.pctx(['diff', '2', '--project', 'team'])
    assert.match(diff.stdout.split('\n')[0] ?? '', / {2}by Ana Lima {2}\(sync\) {2}"by Ana"$/)
    const json = await remote.pctxJson<ApiRevision[]>(['history', '--project', 'team', '--json'])
    assert.deepEqual(json[0]?.author, { kind: 'user', id: ana, name: 'Ana Lima' })
    assert.equal(json[1]?.author?.kind, 'key')
  })

  it('history --json prints the revisions as the API answers them; --limit stops early and says so', async () => {
    const all = await remote.pctxJson<ApiRevision[]>(['history', '--project', 'shop', '--json'])
    assert.deepEqual(
      all.map((revision) => revision.revision),
      [4, 3, 2, 1, 0],
    )
    assert.deepEqual(all[2]?.created, ['returns'])
    assert.equal(all[1]?.message, 'Dana left')
    const two = await remote.pctx(['history', '--project', 'shop', '--limit', '2', '--json'])
    assert.equal(two.code, 0, describeFailure(two))
    assert.deepEqual(
      (JSON.parse(two.stdout) as ApiRevision[]).map((revision) => revision.revision),
      [4, 3],
    )
    assert.match(two.stderr, /The newest 2 revisions; --limit 4 shows older ones, if any\./)
  })

  it('history pages through the API up to --limit', async () => {
    const revisions = await remote.pctxJson<ApiRevision[]>([
      'history',
      '--project',
      'busy',
      '--limit',
      '110',
      '--json',
    ])
    assert.deepEqual(
      revisions.map((revision) => revision.revision),
      Array.from({ length: 110 }, (_, i) => BUSY - i),
      'more than one page of 100, newest first, none repeated or skipped',
    )
    const every = await remote.pctxJson<ApiRevision[]>([
      'history',
      '--project',
      'busy',
      '--limit',
      '500',
      '--json',
    ])
    assert.equal(every.length, BUSY + 1)
  })

  it("history --key lists one block's versions, its deletion included", async () => {
    const voice = await remote.pctx(['history', '--project', 'shop', '--key', 'voice'])
    assert.equal(voice.code, 0, describeFailure(voice))
    const rows = voice.stdout
      .trimEnd()
      .split('\n')
      .map((line) => line.split(/ {2,}/))
    assert.deepEqual(rows[0], ['REVISION', 'TIME (UTC)', 'BY', 'CHANGE', 'STATUS', 'NAME', 'MESSAGE'])
    assert.deepEqual(
      rows.slice(1).map((row) => [row[0], ...row.slice(2)]),
      [
        ['2', 'key writer', 'updated', 'complete', 'Voice: plain, warm', 'Second pass with a new line'],
        ['1', 'key writer', 'created', 'draft', 'Voice: plain, warm', 'Seed the shop'],
      ],
    )
    const dana = await remote.pctxJson<ApiBlockVersion[]>([
      'history',
      '--project',
      'shop',
      '--key',
      'dana',
      '--json',
    ])
    assert.deepEqual(
      dana.map((version) => [version.revision, version.change, version.block?.name ?? null]),
      [
        [3, 'deleted', null],
        [1, 'created', 'Designer Dana'],
      ],
    )
  })

  it('diff <rev> shows what the revision changed, field by field, the way push does', async () => {
    const result = await remote.pctx(['diff', '2', '--project', 'shop'])
    assert.equal(result.code, 0, describeFailure(result))
    const [header, ...rest] = result.stdout.split('\n')
    assert.match(
      header ?? '',
      /^revision 2 {2}\d{4}-\d\d-\d\dT[\d:.]+Z {2}by key writer {2}\(sync\) {2}"Second pass\\nwith a new line"$/,
    )
    assert.deepEqual(rest, [
      '+ brand/returns  created (text "Returns")',
      '~ brand/tagline  updated',
      '    value.content: "Buy less, better." → "Buy less, better. Twice."',
      '~ brand/voice  updated',
      '    status: "draft" → "complete"',
      '1 created, 2 updated, 0 deleted',
      '',
    ])
    const deletion = await remote.pctx(['diff', '3', '--project', 'shop'])
    assert.deepEqual(deletion.stdout.split('\n').slice(1), [
      '- users/dana  deleted',
      '0 created, 0 updated, 1 deleted',
      '',
    ])
    const json = await remote.pctxJson<{ revision: ApiRevision; changes: Difference[] }>([
      'diff',
      '4',
      '--project',
      'shop',
      '--json',
    ])
    assert.equal(json.revision.revision, 4)
    assert.deepEqual(json.changes[0]?.fields, [{ field: 'value.seats', before: 5, after: 10 }])
  })

  it('diff <rev> <rev2> compares the project at two revisions, in either order', async () => {
    const forward = await remote.pctx(['diff', '1', '4', '--project', 'shop'])
    assert.equal(forward.code, 0, describeFailure(forward))
    assert.deepEqual(forward.stdout.split('\n'), [
      'revision 1 → 4',
      '+ brand/returns  created (text "Returns")',
      '~ brand/tagline  updated',
      '    value.content: "Buy less, better." → "Buy less, better. Twice."',
      '~ brand/voice  updated',
      '    status: "draft" → "complete"',
      '~ product/plans  updated',
      '    value.seats: 5 → 10',
      '- users/dana  deleted',
      '1 created, 3 updated, 1 deleted',
      '',
    ])
    const backward = await remote.pctxJson<{ from: number; to: number; changes: Difference[] }>([
      'diff',
      '4',
      '1',
      '--project',
      'shop',
      '--json',
    ])
    assert.equal(backward.from, 4)
    assert.equal(backward.to, 1)
    assert.deepEqual(
      backward.changes.map((difference) => [difference.change, difference.key]),
      [
        ['created', 'dana'],
        ['updated', 'tagline'],
        ['updated', 'voice'],
        ['updated', 'plans'],
        ['deleted', 'returns'],
      ],
    )
    const voice = backward.changes.find((difference) => difference.key === 'voice')
    assert.deepEqual(voice?.fields, [{ field: 'status', before: 'complete', after: 'draft' }])

    const same = await remote.pctx(['diff', '2', '2', '--project', 'shop'])
    assert.deepEqual(same.stdout.split('\n'), ['revision 2 → 2', '0 created, 0 updated, 0 deleted', ''])
  })

  it('diff <rev> <rev2> follows the change feed over several pages', async () => {
    const result = await remote.pctx(['diff', '10', String(BUSY), '--project', 'busy'])
    assert.equal(result.code, 0, describeFailure(result))
    assert.deepEqual(result.stdout.split('\n'), [
      `revision 10 → ${BUSY}`,
      '~ product/counter  updated',
      `    value.content: "n10" → "n${BUSY}"`,
      '0 created, 1 updated, 0 deleted',
      '',
    ])
    const created = await remote.pctx(['diff', '0', '50', '--project', 'busy'])
    assert.match(created.stdout, /^\+ product\/counter {2}created \(text "counter"\)$/m)
  })

  it('history and diff: unknown project, revision or block exit 1 with the reason; bad arguments exit 2', async () => {
    const cases: [string[], number, RegExp][] = [
      [['history', '--project', 'ghost'], 1, /^error: Project "ghost" not found\n$/],
      [['history', '--project', 'shop', '--key', 'nope'], 1, /Block "nope" has no recorded history/],
      [
        ['diff', '99', '--project', 'shop'],
        1,
        /Revision 99 of project "shop" is not recorded; recorded revisions are 0–4/,
      ],
      [
        ['diff', '1', '99', '--project', 'shop'],
        1,
        /revision 99 of project "shop" is not made yet: its latest revision is 4/,
      ],
      [['diff', '1', '--project', 'ghost'], 1, /Project "ghost" not found/],
      [
        ['diff', 'abc', '--project', 'shop'],
        2,
        /value 'abc' is invalid for argument 'rev'\. must be a revision number[\s\S]*Usage: pctx diff/,
      ],
      [['diff', '-1', '--project', 'shop'], 2, /Usage: pctx diff/],
      [['diff', '--project', 'shop'], 2, /missing required argument 'rev'/],
      [['diff', '1', '2', '3', '--project', 'shop'], 2, /too many arguments/],
      [['history', '--project', 'shop', '--limit', '0'], 2, /--limit <n>' argument '0' is invalid/],
      [['history', '--project', 'shop', '--key', 'no spaces'], 2, /a block key is 1–128 letters/],
      [['history'], 2, /required option '--project <id>' not specified/],
    ]
    for (const [args, code, stderr] of cases) {
      const result = await remote.pctx(args)
      assert.equal(result.code, code, `${args.join(' ')}: ${describeFailure(result)}`)
      assert.match(result.stderr, stderr, args.join(' '))
      assert.equal(result.stdout, '', args.join(' '))
    }
  })

  it('delete removes one block as a revision with its message; --json prints the answer', async () => {
    await remote.client.sync('gone', { blocks: [text('a', 'A'), text('b', 'B')] })
    const result = await remote.pctx(['delete', 'a', '--project', 'gone', '-m', 'Not needed'])
    assert.equal(result.code, 0, describeFailure(result))
    assert.equal(result.stdout, '')
    assert.equal(result.stderr, 'Deleted "a" from "gone": revision 2.\n')
    const [latest] = (await remote.client.listRevisions('gone', { limit: 1 })).revisions
    assert.deepEqual([latest?.kind, latest?.deleted, latest?.message], ['delete', ['a'], 'Not needed'])
    const json = await remote.pctxJson<{ deleted: string[]; revision: number }>([
      'delete',
      'b',
      '--project',
      'gone',
      '--expected-revision',
      '2',
      '--json',
    ])
    assert.deepEqual([json.deleted, json.revision], [['b'], 3])
    assert.deepEqual(await remote.client.listAllBlocks('gone'), [])
    const none = await remote.pctx(['diff', '0', '3', '--project', 'gone'])
    assert.deepEqual(
      none.stdout.split('\n'),
      ['revision 0 → 3', '0 created, 0 updated, 0 deleted', ''],
      'blocks created and deleted between the two revisions differ in neither',
    )
  })

  it('delete: a read key, an unknown block or project and a stale revision exit 1 and delete nothing', async () => {
    await remote.client.sync('gone', { blocks: [text('kept', 'K')] })
    const { revision } = (await remote.client.listRevisions('gone', { limit: 1 })).revisions[0] as ApiRevision
    const cases: [string[], Record<string, string>, RegExp][] = [
      [
        ['delete', 'kept', '--project', 'gone'],
        { PCTX_API_KEY: remote.readKey },
        /read-only[\s\S]*\(pctx delete needs a write key\)/,
      ],
      [
        ['delete', 'nope', '--project', 'gone'],
        {},
        /Block "nope" not found[\s\S]*pctx history --project gone --key nope/,
      ],
      [['delete', 'kept', '--project', 'ghost'], {}, /^error: Project "ghost" not found\n$/],
      [
        ['delete', 'kept', '--project', 'gone', '--expected-revision', String(revision - 1)],
        {},
        new RegExp(
          `not the expected ${revision - 1}; nothing was deleted[\\s\\S]*shows what changed since revision ${revision - 1}\\)`,
        ),
      ],
    ]
    for (const [args, env, stderr] of cases) {
      const result = await remote.pctx(args, env)
      assert.equal(result.code, 1, `${args.join(' ')}: ${describeFailure(result)}`)
      assert.match(result.stderr, stderr, args.join(' '))
      assert.equal(result.stdout, '')
    }
    assert.equal((await remote.client.getBlock('gone', 'kept')).value.content, 'K')
    const after = (await remote.client.listRevisions('gone', { limit: 1 })).revisions[0]
    assert.equal(after?.revision, revision, 'no revision was made')
  })

  it('delete: a bad key, revision or message is a usage error (exit 2) and nothing is sent', async () => {
    const cases: [string[], RegExp][] = [
      [['delete', 'no spaces', '--project', 'gone'], /a block key is 1–128 letters[\s\S]*Usage: pctx delete/],
      [['delete', 'kept', '--project', 'gone', '--expected-revision', 'x'], /must be a revision number/],
      [['delete', 'kept', '--project', 'gone', '-m', 'x'.repeat(501)], /at most 500 characters/],
      [['delete', '--project', 'gone'], /missing required argument 'key'/],
    ]
    for (const [args, stderr] of cases) {
      const result = await remote.pctx(args)
      assert.equal(result.code, 2, `${args.join(' ')}: ${describeFailure(result)}`)
      assert.match(result.stderr, stderr, args.join(' '))
    }
    assert.equal((await remote.client.getBlock('gone', 'kept')).value.content, 'K')
  })
})
