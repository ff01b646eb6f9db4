import assert from 'node:assert/strict'
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { describeFailure } from '../helpers/cli.js'
import { interceptingProxy, type Remote, readTree, SEED_BLOCKS, startRemote } from './remote-fixture.js'

/** A change to a pulled folder that makes it invalid, and what push must say about it. */
interface BadCase {
  name: string
  change(dir: string): void
  /** `<file>:<line>: …` lines the error must hold (file relative to the folder). */
  expect: (dir: string) => RegExp[]
}

const edit = (path: string, fn: (text: string) => string) =>
  writeFileSync(path, fn(readFileSync(path, 'utf8')))
/** 1-based line of the first line of `path` that starts with `prefix`. */
const lineOf = (path: string, prefix: string) =>
  readFileSync(path, 'utf8')
    .split('\n')
    .findIndex((line) => line.startsWith(prefix)) + 1
const esc = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const at = (dir: string, file: string, line: number, message: string) =>
  new RegExp(`^  ${esc(join(dir, file))}:${line}: ${message}`, 'm')

const CASES: BadCase[] = [
  {
    name: 'bad YAML',
    change: (dir) =>
      edit(join(dir, 'users/olivia.md'), (text) => text.replace('name: Ops Olivia', 'name: [Ops Olivia')),
    expect: (dir) => [
      at(dir, 'users/olivia.md', 4, 'invalid YAML in "name" \\(from line 3\\): Flow sequence'),
    ],
  },
  {
    name: 'an unknown persona field',
    change: (dir) =>
      edit(join(dir, 'users/olivia.md'), (text) => text.replace('  goals:', '  hobby: chess\n  goals:')),
    expect: (dir) => [
      at(
        dir,
        'users/olivia.md',
        lineOf(join(dir, 'users/olivia.md'), '  hobby:'),
        'value\\.hobby: unknown field "hobby"',
      ),
    ],
  },
  {
    name: 'status complete with empty goals (and pain points missing)',
    change: (dir) =>
      edit(join(dir, 'users/dana.md'), (text) => text.replace('status: draft', 'status: complete')),
    expect: (dir) => [
      at(
        dir,
        'users/dana.md',
        lineOf(join(dir, 'users/dana.md'), '  goals:'),
        'value\\.goals: must not be empty when status is "complete"',
      ),
      at(
        dir,
        'users/dana.md',
        lineOf(join(dir, 'users/dana.md'), 'value:'),
        'value\\.pain_points: must not be empty',
      ),
    ],
  },
  {
    name: 'a bad key in a file name, and a reserved one',
    change: (dir) => {
      writeFileSync(join(dir, 'brand/bad key.md'), '---\ntype: text\n---\nx\n')
      writeFileSync(join(dir, 'brand/search.md'), '---\ntype: text\n---\nx\n')
    },
    expect: (dir) => [
      at(dir, 'brand/bad key.md', 1, 'file name: "bad key" is not a valid key'),
      at(dir, 'brand/search.md', 1, 'file name: "search" is reserved'),
    ],
  },
  {
    name: 'a missing type',
    change: (dir) => writeFileSync(join(dir, 'product/untyped.md'), '---\nname: No type\n---\n'),
    expect: (dir) => [at(dir, 'product/untyped.md', 1, 'the front matter needs "type:"')],
  },
  {
    name: 'a body on a persona, no front matter, a bad folder name',
    change: (dir) => {
      edit(join(dir, 'users/olivia.md'), (text) => `${text}Some prose.\n`)
      writeFileSync(join(dir, 'product/plain.md'), '# Just markdown\n')
      mkdirSync(join(dir, 'Brand'))
      writeFileSync(join(dir, 'Brand/x.md'), '---\ntype: text\n---\n')
    },
    expect: (dir) => [
      at(
        dir,
        'users/olivia.md',
        lineOf(join(dir, 'users/olivia.md'), 'Some prose'),
        'only text blocks have a body',
      ),
      at(dir, 'product/plain.md', 1, 'must start with a "---" line'),
      at(dir, 'Brand/x.md', 1, 'folder name: must be 1–64 lowercase letters'),
    ],
  },
]

describe('pctx push with invalid files, a stale revision, or a read key', { timeout: 600_000 }, () => {
  let remote: Remote
  let base: string
  const revision = async () => (await remote.client.exportProject('shop')).project.revision

  before(async () => {
    remote = await startRemote()
    await remote.client.sync('shop', { blocks: SEED_BLOCKS })
    base = join(remote.tempDir(), 'base')
    const pulled = await remote.pctx(['pull', base, '--project', 'shop'])
    assert.equal(pulled.code, 0, describeFailure(pulled))
  })
  after(() => remote?.close())

  /** A fresh copy of the pulled folder. */
  const copy = () => {
    const dir = join(remote.tempDir(), 'context')
    cpSync(base, dir, { recursive: true })
    return dir
  }

  for (const badCase of CASES) {
    it(`${badCase.name}: exit 1, file and line in the message, nothing written`, async () => {
      const dir = copy()
      badCase.change(dir)
      const before = await revision()
      // A valid change in another file must not be written either.
      edit(join(dir, 'brand/tagline.md'), (text) => text.replace('Buy less, better.', 'Changed.'))
      const result = await remote.pctx(['push', dir, '--project', 'shop', '--prune'])
      assert.equal(result.code, 1, describeFailure(result))
      assert.equal(result.stdout, '')
      assert.match(result.stderr, /^error: \d+ problems? in .*; nothing was pushed\n/)
      for (const expected of badCase.expect(dir)) assert.match(result.stderr, expected)
      assert.equal(await revision(), before)
      assert.equal((await remote.client.getBlock('shop', 'tagline')).value.content, 'Buy less, better.')
    })
  }

  it('every problem of every file is reported in one run', async () => {
    const dir = copy()
    for (const badCase of CASES.slice(1)) badCase.change(dir)
    const result = await remote.pctx(['push', dir, '--project', 'shop', '--check'])
    assert.equal(result.code, 1, 'invalid files are an error (1), not drift (3)')
    const expected = CASES.slice(1).flatMap((badCase) => badCase.expect(dir))
    for (const pattern of expected) assert.match(result.stderr, pattern)
    assert.match(result.stderr, new RegExp(`^error: ${expected.length} problems in `))
  })

  it('an empty folder is refused rather than read as "no blocks"', async () => {
    const dir = remote.tempDir()
    const result = await remote.pctx(['push', dir, '--project', 'shop', '--prune'])
    assert.equal(result.code, 1)
    assert.match(result.stderr, /no block files in .*: expected <section>\/<key>\.md files/)
    assert.equal((await remote.client.exportProject('shop')).sections.length, 4)
  })

  it('a change on the server between diff and sync fails with 409 and overwrites nothing', async () => {
    // Someone else syncs first, right before the CLI's own sync arrives.
    const proxy = await interceptingProxy(remote, () =>
      remote.client.sync('shop', { blocks: [{ key: 'olivia', name: 'Renamed meanwhile' }] }),
    )
    try {
      const dir = copy()
      // The copy was pulled from the server itself, not through the proxy: compare two ways.
      rmSync(join(dir, '.pctx'), { recursive: true })
      edit(join(dir, 'brand/tagline.md'), (text) => text.replace('Buy less, better.', 'Mine.'))
      const result = await remote.pctx(['push', dir, '--project', 'shop', '--url', proxy.url])
      assert.equal(result.code, 1, describeFailure(result))
      assert.match(
        result.stderr,
        /error: "shop" changed on the server after the diff was computed against revision \d+, so nothing was written .*Run the push again/,
      )
      assert.equal((await remote.client.getBlock('shop', 'tagline')).value.content, 'Buy less, better.')
      assert.equal((await remote.client.getBlock('shop', 'olivia')).name, 'Renamed meanwhile')
    } finally {
      await proxy.close()
    }
  })

  it('a read key may check but not push; the server says why', async () => {
    const dir = copy()
    edit(join(dir, 'brand/tagline.md'), (text) => text.replace('Buy less, better.', 'Read only.'))
    const result = await remote.pctx(['push', dir, '--project', 'shop'], { PCTX_API_KEY: remote.readKey })
    assert.equal(result.code, 1)
    assert.match(result.stderr, /^error: .*read-only/m)
    const tree = readTree(dir)
    assert.equal(tree.get('brand/tagline.md')?.includes('Read only.'), true, 'files are left as they were')
    rmSync(dir, { recursive: true })
  })
})
