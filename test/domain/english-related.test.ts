import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { describe, it } from 'node:test'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { englishRelatives } from '../../src/domain/search/english-related.js'

/** The table behind related English words (docs/search.md, How a query is read, 9). */
describe('related English words', () => {
  it("gives the words of a common word's first senses", async () => {
    assert.ok((await englishRelatives('customer')).includes('client'))
    assert.ok((await englishRelatives('price')).includes('cost'))
    assert.ok((await englishRelatives('talk')).includes('speak'))
  })

  it('finds an inflected word through its base form, as WordNet does', async () => {
    assert.ok((await englishRelatives('customers')).includes('client'))
    assert.ok((await englishRelatives('talking')).includes('speak'))
    assert.ok((await englishRelatives('prices')).includes('cost'))
  })

  it('looks up a word the dictionary holds as it is, not as the base of another', async () => {
    // `news` is not `new` + s, `user` not `use` + r, `offer` not `off` + er.
    assert.ok(!(await englishRelatives('news')).includes('novel'))
    assert.ok(!(await englishRelatives('user')).includes('exercise'))
    assert.ok(!(await englishRelatives('offer')).includes('slay'))
  })

  it('leaves out a relative that search, matching stems, would take for another word', async () => {
    // `customer` stems to `custom`: as a relative of `client` it would find "custom fields".
    assert.ok(!(await englishRelatives('client')).includes('customer'))
    assert.ok((await englishRelatives('customer')).includes('client'))
  })

  it('has none for a typo, a product name or a rare word', async () => {
    for (const word of ['custmer', 'stallbox', 'aardwolf'])
      assert.deepEqual(await englishRelatives(word), [], word)
  })

  it('is the table scripts/make-english-related.mjs makes from WordNet (no hand edits)', async () => {
    const root = fileURLToPath(new URL('../..', import.meta.url))
    // Throws, failing the test, when the script finds the committed table different.
    await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/make-english-related.mjs', '--check'],
      {
        cwd: root,
      },
    )
  })
})
