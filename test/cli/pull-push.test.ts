import assert from 'node:assert/strict'
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import type { PushDiff } from '../../src/cli/context-files/push-plan.js'
import type { ApiSyncResult } from '../../src/client/pctx-client.js'
import { describeFailure } from '../helpers/cli.js'
import { type Remote, readTree, SEED_BLOCKS, startRemote } from './remote-fixture.js'

interface PushJson {
  mode: string
  baseRevision: number
  changed: boolean
  result: ApiSyncResult | null
  diff: PushDiff
}

const SEED_KEYS = SEED_BLOCKS.map((block) => block.key).sort()

describe('pctx pull and push against a real server (context as code)', { timeout: 600_000 }, () => {
  let remote: Remote
  let dir: string
  const revision = async () => (await remote.client.exportProject('shop')).project.revision
  const push = (...args: string[]) => remote.pctx(['push', dir, '--project', 'shop', ...args])
  const pushJson = (...args: string[]) =>
    remote.pctxJson<PushJson>(['push', dir, '--project', 'shop', '--json', ...args])
  const file = (path: string) => join(dir, path)

  before(async () => {
    remote = await startRemote()
    await remote.client.sync('shop', { blocks: SEED_BLOCKS })
    dir = join(remote.tempDir(), 'context')
  })
  after(() => remote?.close())

  it('pull writes one file per block, deterministically: a second pull changes no byte', async () => {
    const first = await remote.pctx(['pull', dir, '--project', 'shop'])
    assert.equal(first.code, 0, describeFailure(first))
    assert.equal(first.stdout, '', 'pull without --json prints nothing on stdout')
    assert.match(
      first.stderr,
      /Pulled 9 blocks of "shop" \(revision 1\) into .*: 9 written, 0 unchanged, 0 removed/,
    )
    const tree = readTree(dir)
    assert.deepEqual(
      [...tree.keys()],
      [
        '.pctx/pulled.json',
        'brand/legal.md',
        'brand/tagline.md',
        'brand/voice.md',
        'brand/windows.md',
        'product/features.md',
        'product/plans.md',
        'users/dana.md',
        'users/olivia.md',
        'zeta-notes/note.1.md',
      ],
    )
    assert.equal(
      tree.get('brand/tagline.md'),
      '---\ntype: text\nname: Tagline\nstatus: complete\nposition: 0\n---\nBuy less, better.\n',
    )
    assert.match(
      tree.get('users/olivia.md') ?? '',
      /^---\ntype: persona\nname: Ops Olivia\nstatus: complete\nposition: 0\nvalue:\n {2}name: Olivia\n/,
    )
    assert.match(
      tree.get('brand/legal.md') ?? '',
      /\nvalue: \{\}\n---\n$/,
      'an empty text value stays in the front matter',
    )
    assert.match(tree.get('brand/windows.md') ?? '', /content: "line one\\r\\nline two"/, 'CR stays exact')
    for (const [path, content] of tree) assert.ok(content.endsWith('\n'), `${path} ends with a newline`)

    const mtime = statSync(file('brand/tagline.md')).mtimeMs
    const second = await remote.pctxJson<{ written: string[]; unchanged: string[] }>([
      'pull',
      dir,
      '--project',
      'shop',
      '--json',
    ])
    assert.deepEqual(second.written, [])
    assert.equal(second.unchanged.length, 9)
    assert.deepEqual(readTree(dir), tree, 'byte-identical tree')
    assert.equal(statSync(file('brand/tagline.md')).mtimeMs, mtime, 'identical files are not rewritten')
  })

  it('push right after pull is a no-op: every block unchanged, revision unchanged', async () => {
    const before = await revision()
    const out = await pushJson()
    assert.equal(out.changed, false)
    assert.deepEqual([...(out.result?.unchanged ?? [])].sort(), SEED_KEYS)
    assert.deepEqual(out.result?.created, [])
    assert.deepEqual(out.result?.updated, [])
    assert.equal(out.result?.revision, before)
    assert.equal(await revision(), before)
  })

  it('editing one file updates exactly that block, with a field-level diff; -m is its message', async () => {
    const path = file('users/olivia.md')
    writeFileSync(path, readFileSync(path, 'utf8').replace('Fewer pages at night', 'Sleep through the night'))
    const voice = file('brand/voice.md')
    writeFileSync(voice, readFileSync(voice, 'utf8').replace('Plain words.', 'Plain, kind words.'))

    const readable = await push('--dry-run')
    assert.equal(readable.code, 0, describeFailure(readable))
    assert.match(
      readable.stdout,
      /~ users\/olivia\.md {2}updated\n {4}value\.goals: "Fewer pages at night" → "Sleep through the night"\n/,
    )
    assert.match(
      readable.stdout,
      /~ brand\/voice\.md {2}updated\n {4}value\.content:\n(.*\n)*? {4}- Plain words\.\n {4}\+ Plain, kind words\.\n/,
    )
    assert.match(readable.stdout, /0 created, 2 updated, 7 unchanged, 0 deleted\n$/)

    const before = await revision()
    const out = await pushJson('-m', 'Olivia sleeps through the night now')
    assert.deepEqual(out.result?.updated, ['voice', 'olivia'])
    const revisions = await fetch(`${remote.server.url}/api/v1/projects/shop/revisions?limit=1`, {
      headers: { 'x-api-key': remote.writeKey },
    })
    const [latest] = ((await revisions.json()) as { data: { revision: number; message: string }[] }).data
    assert.deepEqual(
      [latest?.revision, latest?.message],
      [before + 1, 'Olivia sleeps through the night now'],
      'push -m is recorded with the revision',
    )
    assert.equal(out.result?.unchanged.length, 7)
    assert.equal(out.result?.revision, before + 1)
    assert.deepEqual(out.diff.updated.find((block) => block.key === 'olivia')?.changes, [
      { field: 'value.goals', before: 'Fewer pages at night', after: 'Sleep through the night' },
    ])
    assert.equal((await remote.client.getBlock('shop', 'olivia')).value.goals, 'Sleep through the night')
    assert.equal((await pushJson()).changed, false, 'pushing again changes nothing')
  })

  it('a new file creates a block; status and position may be left to the server', async () => {
    writeFileSync(file('product/faq.md'), '---\ntype: text\nname: FAQ\n---\nAsk us anything.\n')
    const out = await pushJson()
    assert.deepEqual(out.result?.created, ['faq'])
    assert.deepEqual(out.diff.created, [{ key: 'faq', file: 'product/faq.md', type: 'text', name: 'FAQ' }])
    const block = await remote.client.getBlock('shop', 'faq')
    assert.equal(block.status, 'draft')
    assert.deepEqual(block.value, { content: 'Ask us anything.' })
    assert.equal((await pushJson()).changed, false)
  })

  it('a deleted file is kept on the server without --prune and deleted with it', async () => {
    rmSync(file('brand/legal.md'))
    const kept = await push()
    assert.equal(kept.code, 0, describeFailure(kept))
    assert.match(kept.stdout, /\? brand\/legal\.md {2}only on the server \(kept; --prune would delete it\)/)
    assert.equal((await remote.client.getBlock('shop', 'legal')).key, 'legal')

    const before = await revision()
    const out = await pushJson('--prune')
    assert.equal(out.mode, 'replace')
    assert.deepEqual(out.result?.deleted, ['legal'])
    assert.deepEqual(out.diff.deleted, [{ key: 'legal', file: 'brand/legal.md' }])
    assert.equal(out.result?.revision, before + 1)
    await assert.rejects(remote.client.getBlock('shop', 'legal'), /not found/)
  })

  it('--dry-run asks the server and writes nothing', async () => {
    writeFileSync(file('product/faq.md'), '---\ntype: text\nname: FAQ\nstatus: complete\n---\nAsk us.\n')
    const before = await revision()
    const out = await pushJson('--dry-run')
    assert.equal(out.result?.dryRun, true)
    assert.deepEqual(out.result?.updated, ['faq'])
    assert.equal(out.result?.revision, before + 1, 'reports the revision the push would produce')
    assert.equal(await revision(), before)
    assert.equal((await remote.client.getBlock('shop', 'faq')).status, 'draft')
    const readable = await push('--dry-run')
    assert.match(readable.stderr, /Dry run: "shop" would go from revision \d+ to \d+; nothing was written/)
  })

  it('--check exits 3 on drift and 0 when in sync, and never writes', async () => {
    const before = await revision()
    const drift = await push('--check')
    assert.equal(drift.code, 3, describeFailure(drift))
    assert.match(drift.stdout, /~ product\/faq\.md {2}updated\n {4}status: "draft" → "complete"\n/)
    assert.match(drift.stderr, /Drift: "shop" \(revision \d+\) differs from .* in 1 block;/)
    assert.equal(await revision(), before)

    // A read key is enough for a check.
    const readOnly = await remote.pctx(['push', dir, '--project', 'shop', '--check', '--json'], {
      PCTX_API_KEY: remote.readKey,
    })
    assert.equal(readOnly.code, 3, describeFailure(readOnly))
    const json = JSON.parse(readOnly.stdout) as PushJson
    assert.equal(json.changed, true)
    assert.equal(json.result, null)

    assert.equal((await push()).code, 0)
    const inSync = await push('--check')
    assert.equal(inSync.code, 0, describeFailure(inSync))
    assert.match(inSync.stderr, /In sync: "shop" at revision \d+ matches/)

    // Drift made on the server (someone edited through the API) is caught too; a push would
    // keep it (three-way: the folder did not change that block since the pull).
    await remote.client.sync('shop', { blocks: [{ key: 'tagline', name: 'Changed elsewhere' }] })
    const serverDrift = await push('--check')
    assert.equal(serverDrift.code, 3)
    assert.match(
      serverDrift.stdout,
      /< brand\/tagline\.md {2}edited on the server since the pull.*\n {4}name: "Tagline" → "Changed elsewhere"\n/,
    )
    assert.match(
      serverDrift.stderr,
      /Drift: "shop" \(revision \d+\) changed on the server since .* was pulled\./,
    )
  })

  it('pull removes files of deleted blocks and never touches other files', async () => {
    writeFileSync(join(dir, 'README.md'), 'my notes\n')
    writeFileSync(file('brand/notes.txt'), 'not a block\n')
    writeFileSync(file('brand/.draft.md'), 'hidden\n')
    writeFileSync(file('brand/Not A Key.md'), 'not a key\n')
    mkdirSync(file('brand/sub'), { recursive: true })
    writeFileSync(file('brand/sub/deep.md'), 'nested\n')
    await remote.client.sync('shop', {
      blocks: SEED_BLOCKS.filter((block) => block.section !== 'zeta-notes' && block.key !== 'olivia'),
      mode: 'replace',
    })
    const out = await remote.pctxJson<{ removed: string[] }>(['pull', dir, '--project', 'shop', '--json'])
    assert.deepEqual(out.removed.sort(), ['product/faq.md', 'users/olivia.md', 'zeta-notes/note.1.md'])
    assert.equal(existsSync(file('zeta-notes')), false, 'an emptied section folder goes')
    for (const kept of [
      'README.md',
      'brand/notes.txt',
      'brand/.draft.md',
      'brand/Not A Key.md',
      'brand/sub/deep.md',
    ])
      assert.ok(existsSync(file(kept)), `${kept} is kept`)
    assert.ok(existsSync(file('brand/legal.md')), 'a block back on the server comes back as a file')
  })
})
