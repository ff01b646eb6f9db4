import { renameSync, writeFileSync } from 'node:fs'
import type { Command } from 'commander'
import { info } from '../output.js'
import { addRemoteOptions, type RemoteOptions, withRemote } from '../remote.js'

/** `pctx export`: the whole project as JSON (format `pctx-export/1`). */
export function registerExportCommand(program: Command): void {
  addRemoteOptions(
    program
      .command('export')
      .description('Print the whole project as JSON (format pctx-export/1), or write it to a file'),
  )
    .option('-o, --output <file>', 'write the JSON to this file instead of stdout')
    .action(async (opts: RemoteOptions & { output?: string }) => {
      const exported = await withRemote(opts, (client) => client.exportProject(opts.project))
      const text = `${JSON.stringify(exported, null, 2)}\n`
      if (!opts.output) {
        process.stdout.write(text)
        return
      }
      // Through a temporary file: an interrupted export never leaves half a file behind.
      const temporary = `${opts.output}.pctx-${process.pid}.tmp`
      writeFileSync(temporary, text)
      renameSync(temporary, opts.output)
      const count = exported.sections.reduce((sum, section) => sum + section.blocks.length, 0)
      info(
        `Exported ${count} block${count === 1 ? '' : 's'} of "${opts.project}" (revision ${exported.project.revision}) to ${opts.output}`,
      )
    })
}
