import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { describe, it } from 'node:test'
import { SERVER_NODE_FLAGS, withServerNodeFlags } from '../../src/node-flags.js'

describe('the node flags of the server', () => {
  it('npm start passes them, and nothing else', () => {
    const { scripts } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'))
    assert.equal(scripts.start, `node ${SERVER_NODE_FLAGS.join(' ')} bin/pctx.js serve`)
  })

  it('are added to a worker’s options when missing', () => {
    assert.deepEqual(withServerNodeFlags([]), SERVER_NODE_FLAGS)
    assert.deepEqual(withServerNodeFlags(['--enable-source-maps']), [
      '--enable-source-maps',
      ...SERVER_NODE_FLAGS,
    ])
  })

  it('leave an operator’s own value alone, on the command line or in NODE_OPTIONS', () => {
    assert.deepEqual(withServerNodeFlags(['--max-semi-space-size=64']), [
      '--max-semi-space-size=64',
      '--no-allocation-site-pretenuring',
    ])
    assert.deepEqual(withServerNodeFlags(['--max_semi_space_size=8']), [
      '--max_semi_space_size=8',
      '--no-allocation-site-pretenuring',
    ])
    assert.deepEqual(withServerNodeFlags([], '--enable-source-maps --max-semi-space-size=16'), [
      '--no-allocation-site-pretenuring',
    ])
    // A boolean V8 option is the operator's in either form.
    assert.deepEqual(withServerNodeFlags(['--allocation-site-pretenuring']), [
      '--allocation-site-pretenuring',
      '--max-semi-space-size=32',
    ])
    assert.deepEqual(withServerNodeFlags([], '--allocation_site_pretenuring --max-semi-space-size=16'), [])
  })
})
