import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { changeSummary, personLabel } from '../../console/src/lib/change-summary.js'

describe('history rows in words: blocks by name, the person first', () => {
  it('names the blocks changed, a key without a recorded name as itself, many as "and N more"', () => {
    const names = { voice: 'Voice and tone', owner: 'Agency owner' }
    assert.equal(
      changeSummary({ created: ['owner'], updated: ['voice'], deleted: ['gone'], names }),
      'Updated Voice and tone; created Agency owner; deleted gone',
    )
    assert.equal(
      changeSummary({ created: ['a', 'b', 'c', 'd', 'e'], updated: [], deleted: [], names: {} }),
      'Created a, b, c and 2 more',
    )
    assert.equal(
      changeSummary({ created: [], updated: ['a', 'b'], deleted: [], names: {} }),
      'Updated a and b',
    )
    assert.equal(changeSummary({ created: [], updated: [], deleted: [], names: {} }), null)
  })

  it('puts the person before the key or app that acted for them', () => {
    assert.equal(personLabel({ kind: 'user', name: 'Ana Lima' }), 'Ana Lima')
    assert.equal(
      personLabel({ kind: 'key', name: 'laptop', user: { name: 'Ana Lima' } }),
      'Ana Lima (key laptop)',
    )
    assert.equal(
      personLabel({ kind: 'app', name: 'Claude', user: { name: 'Ana Lima' } }),
      'Ana Lima (app Claude)',
    )
    assert.equal(personLabel({ kind: 'key', name: 'ci-writer' }), 'key ci-writer')
    assert.equal(personLabel(null), 'pctx itself')
  })
})
