import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { describe, it } from 'node:test'
import { EXAMPLES_PATH, generatePublicExamples } from '../../scripts/generate-public-examples.js'
import { parseLlmsTxt } from '../helpers/llms-txt-parser.js'

describe('docs/public-examples.md', () => {
  it('is exactly what scripts/generate-public-examples.ts generates now', async () => {
    const generated = await generatePublicExamples()
    assert.equal(
      readFileSync(EXAMPLES_PATH, 'utf8'),
      generated,
      'docs/public-examples.md is out of date: run npx tsx scripts/generate-public-examples.ts and commit it',
    )
  })

  it("shows the demo project's llms.txt, which the reference grammar reads", async () => {
    const doc = readFileSync(EXAMPLES_PATH, 'utf8')
    const llms = /## llms\.txt\n[\s\S]*?```markdown\n([\s\S]*?)```/.exec(doc)?.[1] ?? ''
    const parsed = parseLlmsTxt(llms)
    assert.equal(parsed.title, 'Acme Analytics')
    assert.deepEqual([...parsed.sections.keys()], ['Brand', 'Product', 'Users', 'Optional'])
  })
})
