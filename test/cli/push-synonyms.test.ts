import assert from 'node:assert/strict'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { describeFailure } from '../helpers/cli.js'
import { type Remote, startRemote } from './remote-fixture.js'

describe('synonyms in the context-as-code folder (synonyms.json)', { timeout: 600_000 }, () => {
  let remote: Remote
  before(async () => {
    remote = await startRemote(['shop'])
  })
  after(() => remote?.close())

  it('pull writes synonyms.json, push sends a changed one after the blocks, a bad one names its group', async () => {
    await remote.client.putSynonyms('shop', [['customer', 'client']])
    const dir = join(remote.tempDir(), 'shop')
    const pulled = await remote.pctxJson<{ written: string[] }>(['pull', dir, '--project', 'shop', '--json'])
    assert.ok(pulled.written.includes('synonyms.json'))
    const file = join(dir, 'synonyms.json')
    assert.deepEqual(JSON.parse(readFileSync(file, 'utf8')), { groups: [['customer', 'client']] })

    writeFileSync(
      file,
      JSON.stringify({
        groups: [
          ['customer', 'client', 'buyer'],
          ['talk', 'speak'],
        ],
      }),
    )
    const check = await remote.pctx(['push', dir, '--project', 'shop', '--check'])
    assert.equal(check.code, 3, describeFailure(check))
    const pushed = await remote.pctx(['push', dir, '--project', 'shop'])
    assert.equal(pushed.code, 0, describeFailure(pushed))
    assert.match(pushed.stderr, /synonyms: set 2 groups/)
    assert.deepEqual((await remote.client.getSynonyms('shop')).groups, [
      ['customer', 'client', 'buyer'],
      ['talk', 'speak'],
    ])

    writeFileSync(file, JSON.stringify({ groups: [['the', 'customer']] }))
    const refused = await remote.pctx(['push', dir, '--project', 'shop'])
    assert.notEqual(refused.code, 0)
    assert.match(refused.stderr, /groups\[0\]\[0\]: "the" is a stop word/)

    // None on the server: pull removes the file.
    await remote.client.putSynonyms('shop', [])
    const again = await remote.pctxJson<{ removed: string[] }>(['pull', dir, '--project', 'shop', '--json'])
    assert.ok(again.removed.includes('synonyms.json'))
    assert.equal(existsSync(file), false)
  })
})
