import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { PLAN_NOW, plan, storedBlock } from '../helpers/sync-state.js'

const newText = (key: string, section: string, extra: Record<string, unknown> = {}) => ({
  key,
  type: 'text',
  section,
  ...extra,
})

describe('planSync: positions', () => {
  it('places new blocks after the last block of their section, in payload order', () => {
    const stored = [
      storedBlock('b1', { section: 'brand', position: 0 }),
      storedBlock('b2', { section: 'brand', position: 5 }),
    ]
    const { created } = plan(
      {
        blocks: [
          newText('x', 'brand'),
          newText('u1', 'users'),
          newText('y', 'brand'),
          newText('u2', 'users'),
        ],
      },
      stored,
    )
    assert.deepEqual(
      created.map((b) => [b.key, b.position]),
      [
        ['x', 6],
        ['u1', 0],
        ['y', 7],
        ['u2', 1],
      ],
    )
  })

  it('keeps an explicit position and places defaulted blocks after it', () => {
    const { created } = plan({
      blocks: [newText('a', 'brand'), newText('b', 'brand', { position: 40 }), newText('c', 'brand')],
    })
    assert.deepEqual(
      created.map((b) => [b.key, b.position]),
      [
        ['a', 41],
        ['b', 40],
        ['c', 42],
      ],
    )
  })

  it('never defaults a position beyond the largest one a sync accepts', () => {
    const { created } = plan({ blocks: [newText('a', 'brand'), newText('b', 'brand')] }, [
      storedBlock('top', { position: 1_000_000_000 }),
    ])
    assert.deepEqual(
      created.map((b) => b.position),
      [1_000_000_000, 1_000_000_000],
    )
  })

  it('keeps the position of an updated block', () => {
    const { updated } = plan({ blocks: [{ key: 'k', name: 'Renamed' }] }, [storedBlock('k', { position: 3 })])
    assert.equal(updated[0]?.position, 3)
  })

  it('moves a block to the end of its new section unless a position is given', () => {
    const stored = [
      storedBlock('b', { section: 'brand', position: 9 }),
      storedBlock('p1', { section: 'product', position: 4 }),
      storedBlock('m', { section: 'brand', position: 2 }),
    ]
    assert.equal(plan({ blocks: [{ key: 'm', section: 'product' }] }, stored).updated[0]?.position, 5)
    assert.equal(
      plan({ blocks: [{ key: 'm', section: 'product', position: 1 }] }, stored).updated[0]?.position,
      1,
    )
  })
})

describe('planSync: sections', () => {
  it('gives well-known sections their fixed ordinals', () => {
    const { newSections, ordinals } = plan({ blocks: [newText('u', 'users'), newText('b', 'brand')] })
    assert.deepEqual(newSections, [
      { section: 'users', ordinal: 2 },
      { section: 'brand', ordinal: 0 },
    ])
    assert.equal(ordinals.get('users'), 2)
  })

  it('numbers new custom sections from 100, in order of first appearance in the payload', () => {
    const { newSections } = plan({
      blocks: [
        newText('a', 'zeta-notes'),
        newText('b', 'product'),
        newText('c', 'alpha'),
        newText('d', 'zeta-notes'),
      ],
    })
    assert.deepEqual(newSections, [
      { section: 'zeta-notes', ordinal: 100 },
      { section: 'product', ordinal: 1 },
      { section: 'alpha', ordinal: 101 },
    ])
  })

  it('places new custom sections after existing ones, even ones without blocks left', () => {
    const stored = [storedBlock('x', { section: 'faq' })]
    const { newSections, ordinals } = plan({ blocks: [newText('a', 'aaa'), newText('b', 'faq')] }, stored, [
      { section: 'legacy', ordinal: 104 },
    ])
    assert.deepEqual(newSections, [{ section: 'aaa', ordinal: 106 }])
    assert.equal(ordinals.get('faq'), 105)
  })

  it('creates no section record for sections that exist', () => {
    assert.deepEqual(plan({ blocks: [newText('a', 'brand')] }, [storedBlock('x')]).newSections, [])
  })
})

describe('planSync: outcome', () => {
  it('sees an identical block as unchanged, whatever the JSON key order', () => {
    const before = storedBlock('k', { type: 'config', value: { a: 1, nested: { x: [1, 2], y: 'z' } } })
    const result = plan(
      {
        blocks: [
          {
            key: 'k',
            type: 'config',
            section: 'brand',
            name: 'k',
            status: 'draft',
            position: 0,
            value: { nested: { y: 'z', x: [1, 2] }, a: 1 },
          },
        ],
      },
      [before],
    )
    assert.deepEqual(result.unchanged, ['k'])
    assert.deepEqual(result.updated, [])
    assert.equal(result.changed, false)
  })

  it('sees any difference as an update with a new updatedAt and the same id and createdAt', () => {
    const before = storedBlock('k', { value: { content: 'a' } })
    for (const change of [
      { name: 'N' },
      { status: 'complete' },
      { position: 1 },
      { section: 'users' },
      { type: 'note' },
      { value: { content: 'b' } },
    ]) {
      const { updated, changed } = plan({ blocks: [{ key: 'k', ...change }] }, [before])
      assert.equal(changed, true, JSON.stringify(change))
      assert.equal(updated[0]?.updatedAt, PLAN_NOW)
      assert.equal(updated[0]?.id, before.id)
      assert.equal(updated[0]?.createdAt, before.createdAt)
    }
  })

  it('sees an array order change as a change', () => {
    const before = storedBlock('l', { type: 'list', value: { items: ['a', 'b'] } })
    assert.deepEqual(
      plan({ blocks: [{ key: 'l', value: { items: ['b', 'a'] } }] }, [before]).updated.length,
      1,
    )
  })

  it('deletes nothing in upsert mode', () => {
    const result = plan({ blocks: [] }, [storedBlock('a'), storedBlock('b')])
    assert.deepEqual(result.deleted, [])
    assert.equal(result.changed, false)
  })

  it('deletes every unlisted block in replace mode, sorted by key', () => {
    const stored = [storedBlock('c'), storedBlock('a'), storedBlock('keep'), storedBlock('b')]
    const result = plan({ mode: 'replace', blocks: [{ key: 'keep' }, newText('new', 'brand')] }, stored)
    assert.deepEqual(result.deleted, ['a', 'b', 'c'])
    assert.deepEqual(result.unchanged, ['keep'])
    assert.deepEqual(
      result.created.map((b) => b.key),
      ['new'],
    )
  })

  it('counts deletions alone as a change, and an empty replace of an empty project as none', () => {
    assert.equal(plan({ mode: 'replace', blocks: [] }, [storedBlock('a')]).changed, true)
    assert.equal(plan({ mode: 'replace', blocks: [] }, []).changed, false)
  })
})
