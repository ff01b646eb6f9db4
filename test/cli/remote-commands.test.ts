import assert from 'node:assert/strict'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import type { ApiExport, ApiSearchHit } from '../../src/client/pctx-client.js'
import { describeFailure, runCli } from '../helpers/cli.js'
import { type Remote, SEED_BLOCKS, startRemote } from './remote-fixture.js'

describe('pctx export, search and the remote settings', { timeout: 600_000 }, () => {
  let remote: Remote

  before(async () => {
    remote = await startRemote(['shop', 'clash', 'words'])
    await remote.client.sync('shop', { blocks: SEED_BLOCKS })
  })
  after(() => remote?.close())

  it('export prints the pctx-export/1 JSON on stdout, or writes it with -o', async () => {
    const printed = await remote.pctxJson<ApiExport>(['export', '--project', 'shop'])
    assert.equal(printed.format, 'pctx-export/1')
    assert.equal(printed.project.id, 'shop')
    assert.deepEqual(
      printed.sections.map((section) => section.type),
      ['brand', 'product', 'users', 'zeta-notes'],
    )
    assert.equal(printed.sections.flatMap((section) => section.blocks).length, SEED_BLOCKS.length)

    const out = join(remote.tempDir(), 'export.json')
    const written = await remote.pctx(['export', '--project', 'shop', '-o', out])
    assert.equal(written.code, 0, describeFailure(written))
    assert.equal(written.stdout, '')
    assert.match(written.stderr, /Exported 9 blocks of "shop" \(revision 1\) to /)
    const text = readFileSync(out, 'utf8')
    assert.ok(text.endsWith('}\n'))
    assert.deepEqual(JSON.parse(text), printed)
    assert.deepEqual(readdirSync(join(out, '..')), ['export.json'], 'no temporary file left behind')
  })

  it('search prints ranked hits with score and snippet, or JSON with --json', async () => {
    const readable = await remote.pctx(['search', 'olivia', '--project', 'shop'])
    assert.equal(readable.code, 0, describeFailure(readable))
    const [first, snippet] = readable.stdout.split('\n')
    assert.match(first ?? '', /^\d+\.\d{3} {2}users\/olivia {2}Ops Olivia \(persona, complete\)$/)
    assert.match(snippet ?? '', /^ {7}.*\*\*Olivia\*\*/)

    const hits = await remote.pctxJson<ApiSearchHit[]>(['search', 'pers', '--project', 'shop', '--json'])
    assert.deepEqual(
      hits.map((hit) => hit.key).sort(),
      ['dana', 'olivia'],
      'the last term matches as a prefix',
    )
    for (const hit of hits) assert.equal(typeof hit.score, 'number')

    const limited = await remote.pctxJson<ApiSearchHit[]>([
      'search',
      'persona',
      '--project',
      'shop',
      '--json',
      '--limit',
      '1',
    ])
    assert.equal(limited.length, 1)
    const filtered = await remote.pctxJson<ApiSearchHit[]>([
      'search',
      'persona',
      '--project',
      'shop',
      '--json',
      '--status',
      'complete',
    ])
    assert.deepEqual(
      filtered.map((hit) => hit.key),
      ['olivia'],
    )

    const none = await remote.pctx(['search', 'zzzyx', '--project', 'shop'])
    assert.equal(none.code, 0)
    assert.equal(none.stdout, '')
    assert.match(none.stderr, /No block of "shop" matches "zzzyx"/)
    const noneJson = await remote.pctxJson(['search', 'zzzyx', '--project', 'shop', '--json'])
    assert.deepEqual(noneJson, [], 'a JSON array, like every list command')
  })

  describe('search --match and corrections', () => {
    before(async () => {
      await remote.client.sync('words', {
        blocks: [
          { key: 'a', type: 'note', section: 'brand', value: { content: 'We support full text search.' } },
          { key: 'b', type: 'note', section: 'brand', value: { content: 'Full refunds only.' } },
          {
            key: 'dash',
            type: 'text',
            section: 'product',
            name: 'Dashboards',
            value: { content: 'Product analytics for SaaS teams.' },
          },
        ],
      })
    })
    const keys = (hits: ApiSearchHit[]) => hits.map((hit) => hit.key).sort()

    it('--match all needs every word; a mode other than any or all is refused', async () => {
      const all = ['search', 'full refunds', '--project', 'words', '--json', '--match', 'all']
      assert.deepEqual(keys(await remote.pctxJson<ApiSearchHit[]>(all)), ['b'])
      const strict = ['search', 'refunds search', '--project', 'words', '--json', '--match', 'all']
      assert.deepEqual(await remote.pctxJson(strict), [])
      const bad = await remote.pctx(['search', 'x', '--project', 'words', '--match', 'most'])
      assert.equal(bad.code, 2, 'a usage error')
      assert.equal(bad.stdout, '')
      assert.match(bad.stderr, /--match.*Allowed choices are any, all/)
    })

    // Needs the per-project engine (issue 11): the old FTS search behind the store is AND only.
    it('matches any word by default and with --match any', async () => {
      const base = ['search', 'refunds search', '--project', 'words', '--json']
      assert.deepEqual(keys(await remote.pctxJson<ApiSearchHit[]>(base)), ['a', 'b'])
      assert.deepEqual(keys(await remote.pctxJson<ApiSearchHit[]>([...base, '--match', 'any'])), ['a', 'b'])
    })

    // Needs the per-project engine (issue 11): exclusions.
    it('takes a query that starts with an exclusion after --', async () => {
      const args = ['search', '--project', 'words', '--json', '--', '-refunds full']
      assert.deepEqual(keys(await remote.pctxJson<ApiSearchHit[]>(args)), ['a'])
    })

    // Needs the per-project engine (issue 11): typo correction against the project's vocabulary.
    it('says on stderr which word it searched instead of a misspelt one, with or without --json', async () => {
      const readable = await remote.pctx(['search', 'analytcs', '--project', 'words'])
      assert.equal(readable.code, 0, describeFailure(readable))
      assert.match(readable.stdout, /^\d+\.\d{3} {2}product\/dash {2}Dashboards \(text, draft\)\n/)
      assert.doesNotMatch(readable.stdout, /instead of/)
      assert.equal(readable.stderr, 'Searched for "analytics" instead of "analytcs".\n')
      const json = await remote.pctx(['search', 'analytcs', '--project', 'words', '--json'])
      assert.equal(json.code, 0, describeFailure(json))
      assert.equal(json.stderr, 'Searched for "analytics" instead of "analytcs".\n')
      assert.deepEqual(keys(JSON.parse(json.stdout)), ['dash'])
    })
  })

  it('server errors are one clear error line: unknown project, bad limit, bad key', async () => {
    const unknown = await remote.pctx(['export', '--project', 'ghost'])
    assert.equal(unknown.code, 1)
    assert.match(unknown.stderr, /^error: Project "ghost" not found/)
    assert.equal(unknown.stdout, '')

    const limit = await remote.pctx(['search', 'x', '--project', 'shop', '--limit', '500'])
    assert.equal(limit.code, 1)
    assert.match(limit.stderr, /^error: .*limit/)

    const badKey = await remote.pctx(['export', '--project', 'shop'], {
      PCTX_API_KEY: `pctx_${'A'.repeat(43)}`,
    })
    assert.equal(badKey.code, 1)
    assert.match(badKey.stderr, /^error: .*\(check PCTX_API_KEY or --api-key\)/)
  })

  it('a missing PCTX_URL or PCTX_API_KEY is an error naming both ways to set it', async () => {
    const commands = [
      ['pull', 'somewhere', '--project', 'shop'],
      ['push', 'somewhere', '--project', 'shop', '--check'],
      ['export', '--project', 'shop'],
      ['search', 'x', '--project', 'shop'],
    ]
    await Promise.all(
      commands.map(async (command) => {
        const noUrl = await runCli(command, { env: { PCTX_API_KEY: remote.writeKey } })
        assert.equal(noUrl.code, 1, describeFailure(noUrl))
        assert.match(
          noUrl.stderr,
          /^error: no pctx server given: set PCTX_URL .*, put "url" in a pctx.json, or pass --url <url>\n$/,
        )
        const noKey = await runCli(command, { env: { PCTX_URL: remote.server.url } })
        assert.equal(noKey.code, 1)
        assert.match(noKey.stderr, /^error: no API key given: set PCTX_API_KEY .* or pass --api-key <key>\n$/)
      }),
    )
    assert.equal(existsSync(join(process.cwd(), 'somewhere')), false, 'nothing was written')

    const badUrl = await runCli(['export', '--project', 'shop'], {
      env: { PCTX_URL: 'ftp://example.com', PCTX_API_KEY: remote.writeKey },
    })
    assert.match(badUrl.stderr, /^error: PCTX_URL must be an http:\/\/ or https:\/\/ URL/)
    const missingProject = await remote.pctx(['export'])
    assert.equal(missingProject.code, 2, 'a usage error')
    assert.match(missingProject.stderr, /required option '--project <id>' not specified/)
  })

  it('flags win over the variables; the API base URL is accepted too', async () => {
    const result = await runCli(
      ['export', '--project', 'shop', '--url', `${remote.server.url}/api/v1/`, '--api-key', remote.readKey],
      { env: { PCTX_URL: 'http://127.0.0.1:1', PCTX_API_KEY: 'pctx_wrong' } },
    )
    assert.equal(result.code, 0, describeFailure(result))
    assert.equal((JSON.parse(result.stdout) as ApiExport).project.id, 'shop')

    const unreachable = await remote.pctx(['export', '--project', 'shop'], { PCTX_URL: 'http://127.0.0.1:1' })
    assert.equal(unreachable.code, 1)
    assert.match(
      unreachable.stderr,
      /^error: cannot reach pctx at http:\/\/127\.0\.0\.1:1.*check PCTX_URL, --url or pctx.json/,
    )
  })

  it('pull refuses keys that differ only in case (they collide on macOS and Windows)', async () => {
    await remote.client.sync('clash', {
      blocks: [
        { key: 'Logo', type: 'text', section: 'brand', value: { content: 'A' } },
        { key: 'logo', type: 'text', section: 'brand', value: { content: 'B' } },
      ],
    })
    const dir = join(remote.tempDir(), 'clash')
    const result = await remote.pctx(['pull', dir, '--project', 'clash'])
    assert.equal(result.code, 1)
    assert.match(result.stderr, /^error: brand\/Logo\.md and brand\/logo\.md differ only in letter case/)
    assert.equal(existsSync(dir), false, 'nothing was written')
  })
})
