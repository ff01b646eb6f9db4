import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { ApiSyncResult } from '../../src/client/pctx-client.js'
import { describeFailure } from '../helpers/cli.js'
import { type Remote, SEED_BLOCKS, startRemote } from './remote-fixture.js'

describe('pctx restore', { timeout: 600_000 }, () => {
  let remote: Remote
  let seeded: number

  before(async () => {
    remote = await startRemote(['shop'])
    seeded = (await remote.client.sync('shop', { blocks: SEED_BLOCKS })).revision
    await remote.client.sync('shop', {
      blocks: [
        { key: 'tagline', value: { content: 'A tagline nobody approved' } },
        { key: 'extra', type: 'text', section: 'brand', value: { content: 'Added later' } },
      ],
    })
    await remote.client.deleteBlock('shop', 'dana')
  })
  after(() => remote?.close())

  const exported = async () => (await remote.client.exportProject('shop')).sections.flatMap((s) => s.blocks)

  it('--dry-run says what a restore would change and writes nothing', async () => {
    const before = await remote.client.exportProject('shop')
    const result = await remote.pctx(['restore', String(seeded), '--project', 'shop', '--dry-run'])
    assert.equal(result.code, 0, describeFailure(result))
    assert.match(
      result.stderr,
      /^Dry run: restoring "shop" to revision 1 would make revision 4; nothing was written\.\n/,
    )
    assert.match(result.stderr, /\n {2}created: dana\n {2}updated: tagline\n {2}deleted: extra\n$/)
    assert.deepEqual(await remote.client.exportProject('shop'), before)
  })

  it('restores listed blocks only, with a message, then the whole project', async () => {
    const one = await remote.pctxJson<ApiSyncResult>([
      'restore',
      String(seeded),
      '--project',
      'shop',
      '--key',
      'tagline',
      '-m',
      'Back to the approved tagline',
      '--json',
    ])
    assert.deepEqual([one.updated, one.created, one.deleted], [['tagline'], [], []])
    const [latest] = (await remote.client.listRevisions('shop', { limit: 1 })).revisions
    assert.deepEqual([latest?.kind, latest?.message], ['restore', 'Back to the approved tagline'])
    assert.ok(
      (await exported()).some((block) => block.key === 'extra'),
      'blocks not listed are left alone',
    )

    const all = await remote.pctx(['restore', String(seeded), '--project', 'shop'])
    assert.equal(all.code, 0, describeFailure(all))
    assert.match(all.stderr, /^Restored "shop" to revision 1: now revision 5\./)
    const keys = (await exported()).map((block) => block.key).sort()
    assert.deepEqual(keys, SEED_BLOCKS.map((block) => block.key).sort())
    const again = await remote.pctx(['restore', String(seeded), '--project', 'shop'])
    assert.equal(again.code, 0, describeFailure(again))
    assert.match(again.stderr, /^Nothing to restore: "shop" is as it was at revision 1\./)
  })

  it('refuses an unknown revision, a stale revision, a read key and bad arguments', async () => {
    const unknown = await remote.pctx(['restore', '99', '--project', 'shop'])
    assert.equal(unknown.code, 1)
    assert.match(unknown.stderr, /Revision 99 .*not recorded; recorded revisions are 0–\d+/)
    const stale = await remote.pctx(['restore', '1', '--project', 'shop', '--expected-revision', '0'])
    assert.equal(stale.code, 1)
    assert.match(stale.stderr, /not the expected 0/)
    const read = await remote.pctx(['restore', '1', '--project', 'shop'], { PCTX_API_KEY: remote.readKey })
    assert.equal(read.code, 1)
    assert.match(read.stderr, /pctx restore needs a write key/)
    for (const args of [['x'], ['-1'], ['1', '--key', 'bad key']]) {
      const bad = await remote.pctx(['restore', ...args, '--project', 'shop'])
      assert.equal(bad.code, 2, describeFailure(bad))
    }
  })
})
