import assert from 'node:assert/strict'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import type { PushDiff } from '../../src/cli/context-files/push-plan.js'
import type { Conflict, ServerChange } from '../../src/cli/context-files/three-way.js'
import type { ApiSyncBody, ApiSyncResult } from '../../src/client/pctx-client.js'
import { describeFailure } from '../helpers/cli.js'
import { interceptingProxy, type Remote, readTree, SEED_BLOCKS, startRemote } from './remote-fixture.js'

interface PushJson {
  changed: boolean
  pulledRevision: number | null
  result: ApiSyncResult | null
  diff: PushDiff
  serverChanges: ServerChange[]
  conflicts: Conflict[]
}

const PROJECTS = ['cells', 'pruned', 'conflicts', 'shop', 'race', 'roundtrip']

/** A text block as a cell of the rules table starts: pulled with this content. */
const seed = (key: string): ApiSyncBody['blocks'][number] => ({
  key,
  type: 'text',
  section: 'brand',
  name: key,
  status: 'draft',
  value: { content: `pulled ${key}` },
})

const edit = (path: string, fn: (text: string) => string) =>
  writeFileSync(path, fn(readFileSync(path, 'utf8')))

describe('safe push: three-way checks against a real server', { timeout: 600_000 }, () => {
  let remote: Remote
  before(async () => {
    remote = await startRemote(PROJECTS)
  })
  after(() => remote?.close())

  const contents = async (project: string) => {
    const exported = await remote.client.exportProject(project)
    return new Map(
      exported.sections.flatMap((section) =>
        section.blocks.map((block) => [block.key, (block.value as { content?: unknown }).content]),
      ),
    )
  }
  const revision = async (project: string) => (await remote.client.exportProject(project)).project.revision
  const serverEdit = (project: string, key: string, content: string) =>
    remote.client.sync(project, { blocks: [{ key, value: { content } }] })
  const serverCreate = (project: string, key: string, content: string) =>
    remote.client.sync(project, { blocks: [{ ...seed(key), value: { content } }] })
  /** Deletes blocks on the server: a replace sync listing every other block as it is. */
  const serverDelete = async (project: string, keys: string[]) => {
    const exported = await remote.client.exportProject(project)
    const blocks = exported.sections.flatMap((section) =>
      section.blocks
        .filter((block) => !keys.includes(block.key))
        .map(({ key, type, section: s, name, status, position, value }) => ({
          key,
          type,
          section: s,
          name,
          status,
          position,
          value: value as Record<string, unknown>,
        })),
    )
    await remote.client.sync(project, { blocks, mode: 'replace' })
  }
  const localFile = (dir: string, key: string) => join(dir, 'brand', `${key}.md`)
  const localEdit = (dir: string, key: string, content: string) =>
    edit(localFile(dir, key), (text) => text.replace(`pulled ${key}`, content))
  const localCreate = (dir: string, key: string, content: string) =>
    writeFileSync(localFile(dir, key), `---\ntype: text\nname: ${key}\nstatus: draft\n---\n${content}\n`)

  async function pulled(project: string, keys: string[]): Promise<string> {
    await remote.client.sync(project, { blocks: keys.map(seed) })
    const dir = join(remote.tempDir(), project)
    const result = await remote.pctx(['pull', dir, '--project', project])
    assert.equal(result.code, 0, describeFailure(result))
    return dir
  }
  const push = (dir: string, project: string, ...args: string[]) =>
    remote.pctx(['push', dir, '--project', project, ...args])
  const pushJson = async (dir: string, project: string, ...args: string[]) => {
    const result = await push(dir, project, '--json', ...args)
    return { code: result.code, stderr: result.stderr, json: JSON.parse(result.stdout) as PushJson }
  }
  const kinds = (changes: { key: string; kind: string }[]) =>
    changes.map((change) => `${change.key}:${change.kind}`).sort()

  it('pull records the server, project, revision and every block as pulled', async () => {
    const dir = join(remote.tempDir(), 'shop')
    await remote.client.sync('shop', { blocks: SEED_BLOCKS })
    await remote.pctxJson(['pull', dir, '--project', 'shop', '--json'])
    const record = JSON.parse(readFileSync(join(dir, '.pctx', 'pulled.json'), 'utf8'))
    assert.equal(record.url, remote.server.url)
    assert.equal(record.project, 'shop')
    assert.equal(record.revision, await revision('shop'))
    const olivia = record.blocks.find((block: { key: string }) => block.key === 'olivia')
    const stored = await remote.client.getBlock('shop', 'olivia')
    assert.deepEqual(olivia, {
      key: 'olivia',
      section: 'users',
      type: 'persona',
      name: stored.name,
      status: stored.status,
      position: stored.position,
      value: stored.value,
    })
    assert.equal(record.blocks.length, SEED_BLOCKS.length)
  })

  it('files read back exactly as recorded: values hard to round-trip are no local edit', async () => {
    await remote.client.sync('roundtrip', { blocks: SEED_BLOCKS })
    const dir = join(remote.tempDir(), 'roundtrip')
    await remote.pctxJson(['pull', dir, '--project', 'roundtrip', '--json'])
    await remote.client.sync('roundtrip', {
      blocks: SEED_BLOCKS.map((block) => ({ key: block.key, name: `${block.name} (server)` })),
    })
    const { code, json } = await pushJson(dir, 'roundtrip', '--prune')
    assert.equal(code, 0)
    assert.deepEqual(json.conflicts, [], 'a misread file would conflict with the server edit')
    assert.deepEqual(kinds(json.serverChanges), SEED_BLOCKS.map((block) => `${block.key}:edited`).sort())
    assert.equal(json.changed, false)
  })

  it('a persona edited on the server is not reverted by a push from an older pull; both edits survive a conflict', async () => {
    const dir = join(remote.tempDir(), 'persona')
    await remote.pctxJson(['pull', dir, '--project', 'shop', '--json'])
    await remote.client.sync('shop', { blocks: [{ key: 'olivia', name: 'Olivia (edited on the server)' }] })
    const before = await revision('shop')

    const untouched = await push(dir, 'shop')
    assert.equal(untouched.code, 0, describeFailure(untouched))
    assert.match(
      untouched.stdout,
      /< users\/olivia\.md {2}edited on the server since the pull \(kept; pctx pull brings it here\)\n {4}name: "Ops Olivia" → "Olivia \(edited on the server\)"\n/,
    )
    assert.match(
      untouched.stderr,
      /1 block was changed on the server since the pull and left as the server has it/,
    )
    assert.equal((await remote.client.getBlock('shop', 'olivia')).name, 'Olivia (edited on the server)')
    assert.equal(await revision('shop'), before)

    // Now edited here too: a conflict; nothing is sent, nothing is lost.
    const path = join(dir, 'users', 'olivia.md')
    edit(path, (text) => text.replace('name: Ops Olivia', 'name: Olivia (edited here)'))
    const local = readFileSync(path, 'utf8')
    const conflict = await push(dir, 'shop')
    assert.equal(conflict.code, 4, describeFailure(conflict))
    assert.match(
      conflict.stdout,
      /! users\/olivia\.md {2}conflict: edited on the server and in the folder since the pull \(server → local\)\n {4}name: "Olivia \(edited on the server\)" → "Olivia \(edited here\)"\n/,
    )
    assert.match(
      conflict.stderr,
      /Conflict: 1 block was changed both in .* and on the server since the pull \(revision \d+\); nothing was pushed\./,
    )
    assert.equal((await remote.client.getBlock('shop', 'olivia')).name, 'Olivia (edited on the server)')
    assert.equal(readFileSync(path, 'utf8'), local)
    assert.equal(await revision('shop'), before)

    const forced = await push(dir, 'shop', '--force')
    assert.equal(forced.code, 0, describeFailure(forced))
    assert.match(forced.stdout, /! users\/olivia\.md {2}conflict: .*; --force: the folder wins\n/)
    assert.equal((await remote.client.getBlock('shop', 'olivia')).name, 'Olivia (edited here)')
  })

  it('every cell without a conflict: local changes pushed, server changes kept and reported (exit 0)', async () => {
    const keys = [
      'same',
      'local-edit',
      'server-edit',
      'both-same',
      'local-delete',
      'server-delete',
      'both-delete',
      'local-delete-server-edit',
    ]
    const dir = await pulled('cells', keys)
    localEdit(dir, 'local-edit', 'mine')
    await serverEdit('cells', 'server-edit', 'theirs')
    localEdit(dir, 'both-same', 'agreed')
    await serverEdit('cells', 'both-same', 'agreed')
    rmSync(localFile(dir, 'local-delete'))
    await serverDelete('cells', ['server-delete', 'both-delete'])
    rmSync(localFile(dir, 'both-delete'))
    rmSync(localFile(dir, 'local-delete-server-edit'))
    await serverEdit('cells', 'local-delete-server-edit', 'theirs')
    localCreate(dir, 'local-create', 'mine')
    await serverCreate('cells', 'server-create', 'theirs')
    localCreate(dir, 'both-create', 'agreed')
    await serverCreate('cells', 'both-create', 'agreed')
    const before = await revision('cells')

    const check = await push(dir, 'cells', '--check')
    assert.equal(check.code, 3, `drift: a push would change the server\n${describeFailure(check)}`)

    const { code, json } = await pushJson(dir, 'cells')
    assert.equal(code, 0)
    assert.deepEqual(json.conflicts, [])
    assert.deepEqual(kinds(json.serverChanges), [
      'local-delete-server-edit:edited',
      'server-create:created',
      'server-delete:deleted',
      'server-edit:edited',
    ])
    assert.deepEqual(json.result?.updated, ['local-edit'])
    assert.deepEqual(json.result?.created, ['local-create'])
    assert.deepEqual(
      json.diff.serverOnly.map((block) => block.key),
      ['local-delete'],
    )
    assert.equal(json.result?.revision, before + 1)
    assert.deepEqual(
      Object.fromEntries(await contents('cells')),
      {
        same: 'pulled same',
        'local-edit': 'mine',
        'server-edit': 'theirs',
        'both-same': 'agreed',
        'local-delete': 'pulled local-delete',
        'local-delete-server-edit': 'theirs',
        'local-create': 'mine',
        'server-create': 'theirs',
        'both-create': 'agreed',
      },
      'server-delete and both-delete stay deleted',
    )
    assert.equal(existsSync(localFile(dir, 'server-delete')), true, 'push never touches files')

    // The record now holds what the push left: pushing again changes nothing, and the server's
    // changes are still told apart from local ones.
    const again = await pushJson(dir, 'cells')
    assert.equal(again.json.changed, false)
    assert.equal(again.json.result?.revision, before + 1)
    assert.deepEqual(kinds(again.json.serverChanges), kinds(json.serverChanges))
    await serverEdit('cells', 'local-edit', 'theirs later')
    const later = await pushJson(dir, 'cells')
    assert.deepEqual(
      later.json.serverChanges.find((change) => change.key === 'local-edit')?.kind,
      'edited',
      'a server edit after the push is a server change',
    )
    assert.equal((await contents('cells')).get('local-edit'), 'theirs later')

    // A pull replaces the record: in sync, nothing left to report.
    await remote.pctxJson(['pull', dir, '--project', 'cells', '--json'])
    const clean = await pushJson(dir, 'cells', '--check')
    assert.equal(clean.code, 0, clean.stderr)
    assert.deepEqual(clean.json.serverChanges, [])
    assert.equal(clean.json.pulledRevision, await revision('cells'))
  })

  it('--prune deletes only blocks deleted in the folder, never what the server changed or made', async () => {
    const dir = await pulled('pruned', ['same', 'local-edit', 'server-edit', 'local-delete', 'server-delete'])
    localEdit(dir, 'local-edit', 'mine')
    await serverEdit('pruned', 'server-edit', 'theirs')
    rmSync(localFile(dir, 'local-delete'))
    await serverDelete('pruned', ['server-delete'])
    await serverCreate('pruned', 'server-create', 'theirs')
    const { code, json } = await pushJson(dir, 'pruned', '--prune')
    assert.equal(code, 0)
    assert.deepEqual(json.result?.deleted, ['local-delete'])
    assert.deepEqual(
      Object.fromEntries(await contents('pruned')),
      { same: 'pulled same', 'local-edit': 'mine', 'server-edit': 'theirs', 'server-create': 'theirs' },
      'server-delete is not re-created',
    )
    const again = await pushJson(dir, 'pruned', '--prune')
    assert.equal(again.json.changed, false, 'a second prune deletes nothing more')
  })

  it('conflicts: nothing is sent in any mode, each is listed, exit 4; --force lets the folder win', async () => {
    const dir = await pulled('conflicts', ['edit-edit', 'edit-delete', 'delete-edit', 'clean'])
    localEdit(dir, 'edit-edit', 'mine')
    await serverEdit('conflicts', 'edit-edit', 'theirs')
    localEdit(dir, 'edit-delete', 'mine')
    await serverDelete('conflicts', ['edit-delete'])
    rmSync(localFile(dir, 'delete-edit'))
    await serverEdit('conflicts', 'delete-edit', 'theirs')
    localCreate(dir, 'create-create', 'mine')
    await serverCreate('conflicts', 'create-create', 'theirs')
    localEdit(dir, 'clean', 'mine')
    const before = await revision('conflicts')
    const server = await contents('conflicts')
    const tree = readTree(dir)

    for (const mode of [[], ['--dry-run'], ['--check']]) {
      const { code, json } = await pushJson(dir, 'conflicts', '--prune', ...mode)
      assert.equal(code, 4, `exit 4 with ${mode.join(' ') || 'a plain push'}`)
      assert.equal(json.result, null)
      assert.deepEqual(kinds(json.conflicts), [
        'create-create:created-both',
        'delete-edit:deleted-locally',
        'edit-delete:deleted-on-server',
        'edit-edit:edited-both',
      ])
      assert.deepEqual(json.conflicts.find((conflict) => conflict.key === 'edit-edit')?.changes, [
        { field: 'value.content', before: 'theirs', after: 'mine' },
      ])
    }
    const readable = await push(dir, 'conflicts', '--prune')
    assert.equal(readable.code, 4)
    for (const line of [
      /! brand\/create-create\.md {2}conflict: created on the server and in the folder \(server → local\)\n {4}value\.content: "theirs" → "mine"\n/,
      /! brand\/delete-edit\.md {2}conflict: file deleted \(--prune\), block edited on the server \(pulled → server\)\n {4}value\.content: "pulled delete-edit" → "theirs"\n/,
      /! brand\/edit-delete\.md {2}conflict: deleted on the server, edited in the folder \(pulled → local\)\n {4}value\.content: "pulled edit-delete" → "mine"\n/,
      /; 0 changed on the server \(kept\), 4 conflicts\n$/,
    ])
      assert.match(readable.stdout, line)
    assert.match(readable.stderr, /Conflict: 4 blocks were changed both in /)
    assert.equal(await revision('conflicts'), before, 'nothing was sent')
    assert.deepEqual(await contents('conflicts'), server)
    assert.deepEqual(readTree(dir), tree, 'no file was touched')

    const forced = await pushJson(dir, 'conflicts', '--prune', '--force')
    assert.equal(forced.code, 0, forced.stderr)
    assert.equal(forced.json.conflicts.length, 4, 'the conflicts are still listed')
    assert.deepEqual(
      Object.fromEntries(await contents('conflicts')),
      { 'edit-edit': 'mine', 'edit-delete': 'mine', 'create-create': 'mine', clean: 'mine' },
      'the folder won everywhere (delete-edit deleted)',
    )
    const after = await pushJson(dir, 'conflicts', '--prune')
    assert.equal(after.code, 0)
    assert.equal(after.json.changed, false)
    assert.deepEqual(after.json.conflicts, [])
  })

  it('a folder without a pull record keeps the two-way push and says so', async () => {
    const dir = await pulled('race', ['a'])
    rmSync(join(dir, '.pctx'), { recursive: true })
    await serverEdit('race', 'a', 'theirs')
    const result = await push(dir, 'race')
    assert.equal(result.code, 0, describeFailure(result))
    assert.match(
      result.stderr,
      /^no pull record in .*: comparing with the server only \(changes made on the server since your copy will be overwritten\); run pctx pull to get three-way checks\n/,
    )
    assert.equal((await contents('race')).get('a'), 'pulled a', 'two-way: the folder wins, as before')
    assert.equal(existsSync(join(dir, '.pctx')), false, 'push does not create a record')
  })

  it('a record of another project or server is refused (exit 2) unless --force', async () => {
    const dir = await pulled('race', ['a'])
    const before = await revision('cells')
    const otherProject = await push(dir, 'cells', '--prune')
    assert.equal(otherProject.code, 2, describeFailure(otherProject))
    assert.match(
      otherProject.stderr,
      new RegExp(
        `error: .* was pulled from project "race" at ${remote.server.url}, not from project "cells" at ${remote.server.url} \\(see \\.pctx/pulled\\.json\\)`,
      ),
    )
    assert.equal(otherProject.stdout, '')
    assert.equal(await revision('cells'), before)

    const otherUrl = remote.server.url.replace('127.0.0.1', 'localhost')
    const otherServer = await push(dir, 'race', '--url', otherUrl)
    assert.equal(otherServer.code, 2, describeFailure(otherServer))
    assert.match(otherServer.stderr, new RegExp(`not from project "race" at ${otherUrl}`))

    const forced = await push(dir, 'race', '--url', otherUrl, '--force', '--check')
    assert.equal(forced.code, 0, describeFailure(forced))
    assert.match(
      forced.stderr,
      /was pulled from project "race" at .*; --force: comparing with the server only/,
    )
  })

  it('a write between the check and the sync is a 409: nothing overwritten, the record kept', async () => {
    const dir = join(remote.tempDir(), 'race-proxy')
    let intrude = false
    // Someone else syncs first, right before the CLI's own sync arrives.
    const proxy = await interceptingProxy(remote, async () => {
      if (intrude) await serverEdit('race', 'b', 'theirs meanwhile')
    })
    try {
      const { url } = proxy
      await remote.client.sync('race', { blocks: [seed('b')] })
      const pulledResult = await remote.pctx(['pull', dir, '--project', 'race', '--url', url])
      assert.equal(pulledResult.code, 0, describeFailure(pulledResult))
      const record = readFileSync(join(dir, '.pctx', 'pulled.json'), 'utf8')
      localEdit(dir, 'b', 'mine')
      intrude = true
      const result = await remote.pctx(['push', dir, '--project', 'race', '--url', url])
      assert.equal(result.code, 1, describeFailure(result))
      assert.match(
        result.stderr,
        /error: "race" changed on the server after the diff was computed against revision \d+, so nothing was written/,
      )
      assert.equal((await contents('race')).get('b'), 'theirs meanwhile')
      assert.equal(readFileSync(join(dir, '.pctx', 'pulled.json'), 'utf8'), record)

      intrude = false
      const conflict = await remote.pctx(['push', dir, '--project', 'race', '--url', url])
      assert.equal(conflict.code, 4, 'run again, the write that landed is now a conflict')
    } finally {
      await proxy.close()
    }
  })
})
