import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { describe, it } from 'node:test'
import { parse } from 'yaml'
import {
  type BlockFileBlock,
  parseBlockFile,
  renderBlockFile,
} from '../../src/cli/context-files/block-file.js'
import { formatDiff } from '../../src/cli/context-files/push-report.js'
import { threeWay } from '../../src/cli/context-files/three-way.js'
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

  it('shows a conflict listing exactly as push prints it', () => {
    const prefix = '$ npx pctx push ./context --project acme\n'
    const example = fenced('').find((block) => block.startsWith(`${prefix}~ brand/voice.md`))
    assert.ok(example, 'the safe push example is in docs/cli.md')
    const persona = (goals: string) => ({
      key: 'ops-olivia',
      section: 'users',
      type: 'persona',
      name: 'Ops Olivia',
      status: 'draft',
      position: 0,
      value: { goals: `Know by ${goals} am whether yesterday went well.` },
    })
    const plans = (seats: number) => ({
      key: 'plans',
      section: 'product',
      type: 'pricing',
      name: 'Plans',
      status: 'draft',
      position: 0,
      value: { seats },
    })
    const { key, section, ...fields } = persona('9')
    const view = threeWay(
      [persona('7'), plans(5)],
      [persona('8'), plans(10)],
      [{ key, section, file: 'users/ops-olivia.md', fields }],
      { prune: false, force: false },
    )
    const diff = {
      created: [],
      updated: [
        {
          key: 'voice',
          file: 'brand/voice.md',
          changes: [{ field: 'status', before: 'draft', after: 'complete' }],
        },
      ],
      unchanged: ['a', 'b', 'c'],
      deleted: [],
      serverOnly: [],
    }
    assert.equal(example, `${prefix}${formatDiff(diff, view).join('\n')}\n`)
  })
})
