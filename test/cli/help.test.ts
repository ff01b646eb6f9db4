import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { after, describe, it } from 'node:test'
import type { Command } from 'commander'
import { commandPath, EXAMPLES } from '../../src/cli/help/examples.js'
import { buildProgram } from '../../src/cli/program.js'
import { describeFailure, killChildren, REPO_ROOT, runCli } from '../helpers/cli.js'

/** Every command of the program, the program itself included, depth first. */
function allCommands(program: Command): Command[] {
  const found: Command[] = []
  const visit = (command: Command) => {
    found.push(command)
    for (const child of command.commands) visit(child)
  }
  visit(program)
  return found
}

/** What `<command> --help` prints, captured instead of written to stdout. */
function helpOf(command: Command): string {
  let text = ''
  command.configureOutput({
    writeOut: (chunk) => {
      text += chunk
    },
  })
  command.outputHelp()
  return text
}

const version = (JSON.parse(readFileSync(`${REPO_ROOT}package.json`, 'utf8')) as { version: string }).version

describe('pctx help and version', { timeout: 300_000 }, () => {
  after(killChildren)

  it('every command, found by walking the program, has an Examples section of real pctx calls', () => {
    const commands = allCommands(buildProgram())
    assert.ok(commands.length > 20, 'the walk finds the subcommands too')
    for (const command of commands) {
      const help = helpOf(command)
      const section = help.split('\nExamples:\n')[1]
      assert.ok(section, `pctx ${commandPath(command)} --help has no Examples section`)
      const lines = section.trimEnd().split('\n')
      assert.ok(lines.length >= 1 && lines.length <= 3, `${commandPath(command)}: 1–3 examples`)
      for (const line of lines)
        assert.match(line, /^ {2}\$ (\S+=\S+ )*pctx /, `${commandPath(command)}: ${line}`)
    }
  })

  it('every example names a command that exists', () => {
    const paths = new Set(allCommands(buildProgram()).map(commandPath))
    for (const path of Object.keys(EXAMPLES))
      assert.ok(paths.has(path), `examples for unknown command "${path}"`)
  })

  it('--version and -V print the version of package.json, and nothing else', async () => {
    for (const flag of ['--version', '-V']) {
      const result = await runCli([flag])
      assert.equal(result.code, 0, describeFailure(result))
      assert.equal(result.stdout, `${version}\n`)
      assert.equal(result.stderr, '')
    }
  })

  it('a real process prints the examples with the help', async () => {
    const result = await runCli(['key', 'create', '--help'])
    assert.equal(result.code, 0, describeFailure(result))
    assert.match(result.stdout, /\nExamples:\n {2}\$ pctx key create --name agent --project acme\n/)
  })
})
