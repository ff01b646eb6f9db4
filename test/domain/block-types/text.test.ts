import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { textType } from '../../../src/domain/block-types/text.js'

describe('text block type', () => {
  it('accepts {content: string} and an empty object', () => {
    assert.deepEqual(textType.validate({ content: '# Hello\n\nWorld' }), [])
    assert.deepEqual(textType.validate({}), [])
  })

  it('rejects unknown fields and non-string content', () => {
    assert.deepEqual(
      textType.validate({ content: 42, body: 'x' }).map((p) => p.path),
      ['body', 'content'],
    )
  })

  it('needs non-blank content to be complete', () => {
    assert.deepEqual(textType.incomplete({ content: 'Done' }), [])
    assert.deepEqual(
      textType.incomplete({ content: ' \n ' }).map((p) => p.path),
      ['content'],
    )
    assert.deepEqual(
      textType.incomplete({}).map((p) => p.path),
      ['content'],
    )
  })
})
