import assert from 'node:assert/strict'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { describeFailure } from '../helpers/cli.js'
import { type Remote, startRemote } from './remote-fixture.js'

const FEATURE = {
  type: 'object',
  properties: { owner: { type: 'string', minLength: 1 }, launched: { type: 'string', format: 'date' } },
  required: ['owner'],
  additionalProperties: false,
}

describe('custom types in the context-as-code folder (pull and push of types/)', { timeout: 600_000 }, () => {
  let remote: Remote
  before(async () => {
    remote = await startRemote(['shop', 'fresh', 'strict'])
  })
  after(() => remote?.close())

  const state = async (project: string) => {
    const exported = await remote.client.exportProject(project)
    return {
      types: exported.types,
      revision: exported.project.revision,
      blocks: exported.sections.flatMap((s) => s.blocks),
    }
  }
  const writeType = (dir: string, name: string, content: unknown) => {
    mkdirSync(join(dir, 'types'), { recursive: true })
    writeFileSync(
      join(dir, 'types', `${name}.json`),
      typeof content === 'string' ? content : JSON.stringify(content),
    )
  }
  const writeBlock = (dir: string, section: string, key: string, frontMatter: string) => {
    mkdirSync(join(dir, section), { recursive: true })
    writeFileSync(join(dir, section, `${key}.md`), `---\n${frontMatter}---\n`)
  }

  it('pull writes types/<type>.json, stable across pulls, and removes the files of deleted types', async () => {
    await remote.client.putType('shop', 'feature', {
      title: 'Feature',
      requiredForComplete: ['owner'],
      schema: FEATURE,
    })
    await remote.client.sync('shop', {
      blocks: [{ key: 'funnels', type: 'feature', section: 'product', value: { owner: 'growth' } }],
    })
    const dir = join(remote.tempDir(), 'shop')
    const first = await remote.pctxJson<{ types: number; written: string[] }>([
      'pull',
      dir,
      '--project',
      'shop',
      '--json',
    ])
    assert.equal(first.types, 1)
    assert.deepEqual(first.written.sort(), ['product/funnels.md', 'types/feature.json'])
    assert.equal(
      readFileSync(join(dir, 'types/feature.json'), 'utf8'),
      `${JSON.stringify({ title: 'Feature', requiredForComplete: ['owner'], schema: FEATURE }, null, 2)}\n`,
    )
    const second = await remote.pctxJson<{ written: string[]; unchanged: string[] }>([
      'pull',
      dir,
      '--project',
      'shop',
      '--json',
    ])
    assert.deepEqual(second.written, [])
    assert.ok(second.unchanged.includes('types/feature.json'))
    // Nothing to push right after a pull: types and blocks match.
    const pushed = await remote.pctx(['push', dir, '--project', 'shop'])
    assert.equal(pushed.code, 0, describeFailure(pushed))
    assert.match(pushed.stderr, /Nothing to push/)
    assert.doesNotMatch(pushed.stdout, /types\//)

    await remote.client.sync('shop', { blocks: [], mode: 'replace' })
    await remote.client.deleteType('shop', 'feature')
    const third = await remote.pctxJson<{ removed: string[] }>(['pull', dir, '--project', 'shop', '--json'])
    assert.deepEqual(third.removed.sort(), ['product/funnels.md', 'types/feature.json'])
    assert.equal(existsSync(join(dir, 'types')), false, 'the emptied types folder goes too')
  })

  it('push sends a new type before the blocks that use it: one command, and the round trip is exact', async () => {
    const dir = remote.tempDir()
    writeType(dir, 'feature', { title: 'Feature', requiredForComplete: ['owner'], schema: FEATURE })
    writeBlock(
      dir,
      'product',
      'cohorts',
      'type: feature\nname: Cohorts\nstatus: complete\nvalue:\n  owner: data\n  launched: "2025-03-01"\n',
    )
    const check = await remote.pctx(['push', dir, '--project', 'fresh', '--check'])
    assert.equal(check.code, 3, describeFailure(check))
    assert.match(check.stdout, /^\+ types\/feature\.json {2}type created$/m)
    const pushed = await remote.pctx(['push', dir, '--project', 'fresh'])
    assert.equal(pushed.code, 0, describeFailure(pushed))
    assert.match(pushed.stderr, /Pushed 1 type of .*types to "fresh"/)
    const after = await state('fresh')
    assert.deepEqual(after.types, [
      { type: 'feature', title: 'Feature', requiredForComplete: ['owner'], schema: FEATURE },
    ])
    assert.deepEqual(
      after.blocks.map((b) => [b.key, b.type, b.status, b.value]),
      [['cohorts', 'feature', 'complete', { owner: 'data', launched: '2025-03-01' }]],
    )
    // Pull it into another folder: the same type file comes back byte for byte.
    const copy = join(remote.tempDir(), 'copy')
    const pulled = await remote.pctx(['pull', copy, '--project', 'fresh'])
    assert.equal(pulled.code, 0, describeFailure(pulled))
    assert.match(pulled.stderr, /Pulled 1 block and 1 type of "fresh"/)
    assert.deepEqual(
      JSON.parse(readFileSync(join(copy, 'types/feature.json'), 'utf8')),
      JSON.parse(readFileSync(join(dir, 'types/feature.json'), 'utf8')),
    )
  })

  it('a push with an invalid schema, or blocks its types refuse, changes nothing and names the files', async () => {
    const dir = remote.tempDir()
    writeBlock(dir, 'product', 'ok', 'type: text\nname: OK\nvalue:\n  content: fine\n')
    writeType(dir, 'broken', { schema: { type: 'string' } })
    writeType(dir, 'typo', { schema: { type: 'object', properties: { a: { tpye: 'string' } } } })
    writeType(dir, 'list', { schema: { type: 'object' } })
    writeType(dir, 'badjson', '{"schema": ')
    const before = await state('strict')
    const failed = await remote.pctx(['push', dir, '--project', 'strict'])
    assert.notEqual(failed.code, 0)
    const types = join(dir, 'types')
    assert.match(
      failed.stderr,
      new RegExp(`${join(types, 'broken.json')}:1: schema\\.type: must be "object"`),
    )
    assert.match(failed.stderr, new RegExp(`${join(types, 'typo.json')}:1: schema: unknown keyword: "tpye"`))
    assert.match(failed.stderr, new RegExp(`${join(types, 'list.json')}:1: "list" is a built-in type`))
    assert.match(failed.stderr, new RegExp(`${join(types, 'badjson.json')}:1: not valid JSON`))
    assert.match(failed.stderr, /nothing was pushed/)
    assert.deepEqual(await state('strict'), before)

    for (const name of ['broken', 'typo', 'list', 'badjson']) rmSync(join(types, `${name}.json`))
    writeType(dir, 'feature', { schema: FEATURE })
    writeBlock(dir, 'product', 'bad', 'type: feature\nname: Bad\nvalue:\n  owner: ""\n  colour: red\n')
    const refused = await remote.pctx(['push', dir, '--project', 'strict'])
    assert.notEqual(refused.code, 0)
    const bad = join(dir, 'product/bad.md')
    assert.match(refused.stderr, new RegExp(`${bad}:\\d+: value\\.colour: is not a field of this type`))
    assert.match(
      refused.stderr,
      new RegExp(`${bad}:\\d+: value\\.owner: must NOT have fewer than 1 characters`),
    )
    assert.deepEqual(await state('strict'), before, 'the type was not saved either')
  })

  it('a type the stored blocks do not satisfy is refused by the server before anything is written', async () => {
    await remote.client.sync('strict', {
      blocks: [{ key: 'legacy', type: 'gadget', section: 'product', value: { size: 'XL' } }],
    })
    const dir = join(remote.tempDir(), 'strict')
    assert.equal((await remote.pctx(['pull', dir, '--project', 'strict'])).code, 0)
    writeType(dir, 'gadget', { schema: { type: 'object', properties: { size: { type: 'number' } } } })
    writeBlock(dir, 'product', 'extra', 'type: text\nname: Extra\nvalue:\n  content: new\n')
    const before = await state('strict')
    // The folder's own copy of "legacy" does not satisfy the schema either: caught locally.
    const local = await remote.pctx(['push', dir, '--project', 'strict'])
    assert.notEqual(local.code, 0)
    assert.match(local.stderr, /product\/legacy\.md:\d+: value\.size: must be number/)
    // Without the file, only the server knows the block: its dry run refuses the type (409).
    rmSync(join(dir, 'product/legacy.md'))
    const server = await remote.pctx(['push', dir, '--project', 'strict'])
    assert.notEqual(server.code, 0)
    assert.match(
      server.stderr,
      /types\/gadget\.json: 1 existing block of type "gadget" would not satisfy this definition: "legacy"/,
    )
    assert.match(server.stderr, /nothing was pushed/)
    assert.deepEqual(await state('strict'), before)
  })

  it('push --prune deletes the types that have no file', async () => {
    await remote.client.putType('strict', 'spare', {
      title: null,
      requiredForComplete: [],
      schema: { type: 'object' },
    })
    const dir = join(remote.tempDir(), 'prune')
    assert.equal((await remote.pctx(['pull', dir, '--project', 'strict'])).code, 0)
    rmSync(join(dir, 'types/spare.json'))
    const kept = await remote.pctx(['push', dir, '--project', 'strict'])
    assert.equal(kept.code, 0, describeFailure(kept))
    assert.match(kept.stderr, /Nothing to push/)
    assert.ok(
      (await state('strict')).types.some((type) => type.type === 'spare'),
      'kept without --prune',
    )
    const pruned = await remote.pctx(['push', dir, '--project', 'strict', '--prune'])
    assert.equal(pruned.code, 0, describeFailure(pruned))
    assert.match(pruned.stdout, /^- types\/spare\.json {2}type deleted$/m)
    assert.match(
      pruned.stderr,
      /Pushed 1 type of .* to "strict"\.\n.*No block to push: "strict" stays at revision \d+ \(types make no revision\)/,
    )
    assert.ok(!(await state('strict')).types.some((type) => type.type === 'spare'))
  })
})
