import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { BIN, describeFailure, runCli, runNode } from '../helpers/cli.js'
import { type Remote, startRemote } from './remote-fixture.js'

const ESC = '\x1b['
const BOLD_YELLOW = (word: string) => `\x1b[1m\x1b[33m${word}\x1b[39m\x1b[22m`

/** A shell word, for the command line `script` runs. */
const quote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`

describe('colour and highlights (real processes)', { timeout: 600_000 }, () => {
  let remote: Remote
  let env: Record<string, string>

  before(async () => {
    remote = await startRemote(['shop'])
    await remote.client.sync('shop', {
      blocks: [
        {
          key: 'voice',
          type: 'text',
          section: 'brand',
          value: { content: 'We write in a warm, plain tone for busy founders.' },
        },
      ],
    })
    env = { PCTX_URL: remote.server.url, PCTX_API_KEY: remote.readKey }
  })
  after(() => remote?.close())

  /**
   * Runs pctx on a real terminal: util-linux `script` (Debian's bsdutils, an Essential package,
   * so on every Debian machine and CI image) gives the child a pseudo-terminal and copies what
   * it wrote (with the terminal's \r\n line ends) to our pipe.
   */
  const onTerminal = (args: string[], extra: Record<string, string> = {}) => {
    const command = [process.execPath, BIN, ...args].map(quote).join(' ')
    const script = `require('node:child_process').execFileSync('script', ['-qec', ${JSON.stringify(command)}, '/dev/null'], { stdio: 'inherit' })`
    return runNode(['-e', script], { env: { ...env, ...extra } })
  }

  it('piped: search keeps the **markers** of the API, and nothing is coloured', async () => {
    const result = await runCli(['search', 'tone', '--project', 'shop'], { env })
    assert.equal(result.code, 0, describeFailure(result))
    assert.match(result.stdout, /\*\*tone\*\*/)
    assert.ok(!result.stdout.includes(ESC), JSON.stringify(result.stdout))
  })

  it('FORCE_COLOR: highlights are bold yellow without markers; table headers bold; error: red', async () => {
    const search = await runCli(['search', 'tone', '--project', 'shop'], {
      env: { ...env, FORCE_COLOR: '1' },
    })
    assert.equal(search.code, 0, describeFailure(search))
    assert.ok(search.stdout.includes(`plain ${BOLD_YELLOW('tone')} for`), JSON.stringify(search.stdout))
    assert.doesNotMatch(search.stdout, /\*\*/)

    const keys = await runCli(['key', 'list'], { db: remote.dbUrl, env: { FORCE_COLOR: '1' } })
    assert.equal(keys.code, 0, describeFailure(keys))
    assert.ok(keys.stdout.startsWith('\x1b[1mPREFIX'), JSON.stringify(keys.stdout))

    const failed = await runCli(['search', 'tone', '--project', 'nope'], {
      env: { ...env, FORCE_COLOR: '1' },
    })
    assert.equal(failed.code, 1)
    assert.ok(
      failed.stderr.startsWith('\x1b[31m\x1b[1merror:\x1b[22m\x1b[39m '),
      JSON.stringify(failed.stderr),
    )
  })

  it('on a terminal: coloured highlights; with NO_COLOR: plain markers', async () => {
    const coloured = await onTerminal(['search', 'tone', '--project', 'shop'])
    assert.equal(coloured.code, 0, describeFailure(coloured))
    assert.ok(coloured.stdout.includes(BOLD_YELLOW('tone')), JSON.stringify(coloured.stdout))

    const plain = await onTerminal(['search', 'tone', '--project', 'shop'], { NO_COLOR: '1' })
    assert.equal(plain.code, 0, describeFailure(plain))
    assert.match(plain.stdout, /\*\*tone\*\*/)
    assert.ok(!plain.stdout.includes(ESC), JSON.stringify(plain.stdout))
  })
})
