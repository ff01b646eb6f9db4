import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { describe, it } from 'node:test'
import { parse } from 'yaml'
import {
  type BlockFileBlock,
  parseBlockFile,
  renderBlockFile,
} from '../../src/cli/context-files/block-file.js'
import { REPO_ROOT } from '../helpers/cli.js'

const doc = readFileSync(`${REPO_ROOT}docs/cli.md`, 'utf8')
const fenced = (language: string) =>
  [...doc.matchAll(new RegExp(`^\`\`\`${language}\\n([\\s\\S]*?)^\`\`\`$`, 'gm'))].map(
    (match) => match[1] as string,
  )

describe('docs/cli.md', () => {
  it('shows block files exactly as pull writes them', () => {
    // Fenced as `text`: Biome formats markdown inside markdown fences, and would break them.
    const examples = fenced('text').filter((example) => example.startsWith('---\n'))
    assert.ok(examples.length >= 6, 'one example per block type, and more')
    for (const example of examples) {
      const parsed = parseBlockFile(example)
      assert.deepEqual(parsed.problems, [], example)
      assert.equal(renderBlockFile(parsed.fields as unknown as BlockFileBlock), example)
    }
  })

  it('has a GitHub Actions workflow that is valid YAML and runs push --check and push', () => {
    const [workflow] = fenced('yaml')
    const steps = (parse(workflow ?? '') as { jobs: { context: { steps: { run?: string }[] } } }).jobs.context
      .steps
    const runs = steps.map((step) => step.run ?? '')
    assert.ok(runs.some((run) => run.startsWith('npx pctx push ./context --project <id> --check')))
    assert.ok(runs.includes('npx pctx push ./context --project <id>'))
  })
})
