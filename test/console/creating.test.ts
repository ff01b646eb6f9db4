import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { defaultTypeOf, itemsOfText, textOfItems } from '../../console/src/lib/block-types.js'
import { draftProblems, emptyItemProblems } from '../../console/src/lib/draft-problems.js'
import { fieldLabel } from '../../console/src/lib/field-label.js'
import { keyFromName } from '../../console/src/lib/key-from-name.js'
import { messagesOf, problemsAt } from '../../console/src/lib/problems.js'
import { BLOCK_KEY_RE } from '../../src/domain/rules.js'

describe('creating a block: what the form works out before sending', () => {
  it('a section gives the type a new block starts as', () => {
    assert.equal(defaultTypeOf('users'), 'persona')
    assert.equal(defaultTypeOf('brand'), 'text')
    assert.equal(defaultTypeOf('release-notes'), 'text')
  })

  it('derives a key the server accepts from the name', () => {
    assert.equal(keyFromName('Product manager Priya'), 'product-manager-priya')
    assert.equal(keyFromName('  Émilie — the CFO!  '), 'emilie-the-cfo')
    assert.equal(keyFromName('v2.1 launch_plan'), 'v2.1-launch_plan')
    assert.equal(keyFromName('---'), '')
    assert.equal(keyFromName('日本'), '')
    const long = keyFromName('a'.repeat(300))
    assert.equal(long.length, 128)
    for (const name of ['Product manager Priya', '  Émilie — the CFO!  ', `${'x'.repeat(127)} y`, '.a-']) {
      assert.match(keyFromName(name), BLOCK_KEY_RE, name)
    }
  })

  it('reports every problem of the fields at once, the empty key as required', () => {
    const found = draftProblems({ key: '', type: 'persona', section: 'users', name: ' ' }, true)
    assert.deepEqual(
      found.map((p) => p.path),
      ['key', 'name'],
    )
    assert.match(found[0]?.message ?? '', /^Key is required/)
    assert.doesNotMatch(found[0]?.message ?? '', /already exists/)
    assert.deepEqual(
      draftProblems({ key: 'search', type: 'Bad', section: '', name: 'x' }, true).map((p) => p.path),
      ['key', 'type', 'section'],
    )
    // Editing an existing block checks only what the editor changes.
    assert.deepEqual(draftProblems({ key: '', type: '', section: '', name: 'x' }, false), [])
  })

  it('reports each empty item at its own path; a lone empty persona box is an empty field', () => {
    assert.deepEqual(emptyItemProblems('value.pain_points', [''], 'pain point', true), [])
    assert.deepEqual(
      emptyItemProblems('value.pain_points', ['Slow', ' '], 'pain point', true).map((p) => p.path),
      ['value.pain_points[1]'],
    )
    assert.deepEqual(
      emptyItemProblems('value.items', [''], 'item', false).map((p) => p.path),
      ['value.items[0]'],
    )
    const problems = problemsAt([{ path: 'value.goals[1]', message: 'This goal is empty' }])
    assert.deepEqual(messagesOf(problems, 'value.goals[1]'), ['This goal is empty'])
    assert.equal(fieldLabel('value.pain_points[1]'), 'Pain points, item 2')
    assert.equal(fieldLabel('value.items[0]'), 'Item 1')
  })

  it('keeps goals and pain points as one item per line', () => {
    assert.deepEqual(itemsOfText(''), [''])
    assert.deepEqual(itemsOfText('Fast setup\n\n  Cheap \n'), ['Fast setup', 'Cheap'])
    assert.equal(textOfItems([' Fast setup', 'Cheap ']), 'Fast setup\nCheap')
  })
})
