import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { findEntries, kindOf, outlineOf, shownOf } from '../../console/src/lib/outline.js'

const outline = outlineOf([
  {
    type: 'brand',
    title: 'Brand',
    blocks: [{ key: 'brand-voice', name: 'Voice and tone', type: 'text' }],
  },
  {
    type: 'users',
    title: 'Users',
    blocks: [
      { key: 'persona-founder', name: 'Founder-led Fiona', type: 'persona' },
      { key: 'persona-pm', name: 'Product manager Priya', type: 'persona' },
      { key: 'pm-notes', name: 'Priya', type: 'release-note' },
      { key: 'unnamed', name: '', type: 'list' },
    ],
  },
])

const labels = (query: string) => findEntries('demo', outline, query).map((entry) => entry.label)

describe('the sidebar outline and the finder', () => {
  it('tells the built-in kinds apart and calls every custom type other', () => {
    assert.deepEqual(
      outline[1]?.blocks.map((block) => block.kind),
      ['persona', 'persona', 'other', 'list'],
    )
    assert.equal(kindOf('text'), 'text')
    // A block without a name is listed by its key.
    assert.equal(outline[1]?.blocks[3]?.name, 'unnamed')
  })

  it('finds blocks and sections by part of the name or key, case aside, best first', () => {
    // The whole name first, then the start of a name, then the start of a word, then anywhere.
    assert.deepEqual(labels('PRIYA'), ['Priya', 'Product manager Priya'])
    assert.deepEqual(labels('us'), ['Users'])
    assert.deepEqual(labels('ton'), ['Voice and tone'])
    assert.deepEqual(labels('pm'), ['Priya', 'Product manager Priya'])
    assert.deepEqual(labels('zzz'), [])
  })

  it('opens a block at its page and a section at its list', () => {
    const [priya] = findEntries('demo', outline, 'product manager')
    assert.deepEqual(priya?.route, { page: 'block', project: 'demo', key: 'persona-pm' })
    assert.equal(priya?.detail, 'persona in Users')
    const [users] = findEntries('demo', outline, 'users')
    assert.deepEqual(users?.route, { page: 'section', project: 'demo', section: 'users' })
  })

  it('lists everything in order for an empty query, up to the limit', () => {
    assert.equal(findEntries('demo', outline, '').length, 7)
    assert.deepEqual(
      findEntries('demo', outline, '  ', 2).map((entry) => entry.label),
      ['Brand', 'Voice and tone'],
    )
  })
  it('lists the first blocks of a long section, and the current block wherever it is', () => {
    const users = outline[1]
    assert.ok(users)
    assert.deepEqual(
      shownOf(users, undefined, 2).map((block) => block.key),
      ['persona-founder', 'persona-pm'],
    )
    assert.deepEqual(
      shownOf(users, 'unnamed', 2).map((block) => block.key),
      ['persona-founder', 'persona-pm', 'unnamed'],
    )
    assert.equal(shownOf(users, 'persona-pm', 2).length, 2)
  })
})
