import type { Command } from 'commander'
import type { JsonObject } from '../../domain/model.js'
import { writeBlockFiles } from '../context-files/context-folder.js'
import { writePullRecord } from '../context-files/pull-record.js'
import { SYNONYMS_FILE, writeSynonymsFile } from '../context-files/synonyms-file.js'
import { writeTypeFiles } from '../context-files/type-files.js'
import { info, printJson } from '../output.js'
import { addRemoteOptions, type RemoteOptions, withRemote } from '../remote.js'

/** `pctx pull <dir>`: the project as one markdown file per block. */
export function registerPullCommand(program: Command): void {
  addRemoteOptions(
    program
      .command('pull')
      .description(
        "Write every block of a project to <dir>/<section>/<key>.md (YAML front matter; the body is a text block's content), every custom type to <dir>/types/<type>.json and the synonyms to <dir>/synonyms.json; removes files of blocks and types that are gone; records what was pulled in <dir>/.pctx/pulled.json for push's three-way checks",
      )
      .argument('<dir>', 'folder to write (created when missing)'),
  )
    .option('--json', 'print {"project","revision","blocks","types","written","unchanged","removed"} as JSON')
    .action(async (dir: string, opts: RemoteOptions & { json?: boolean }) => {
      const { exported, url } = await withRemote(opts, async (client, settings) => ({
        exported: await client.exportProject(opts.project),
        url: settings.url,
      }))
      const blocks = exported.sections.flatMap((section) =>
        section.blocks.map((block) => ({ ...block, value: block.value as JsonObject })),
      )
      const blockFiles = writeBlockFiles(dir, blocks)
      const typeFiles = writeTypeFiles(dir, exported.types)
      const synonyms = writeSynonymsFile(dir, exported.synonyms ?? [])
      const synonymFile = (done: typeof synonyms) => (synonyms === done ? [SYNONYMS_FILE] : [])
      const result = {
        written: [...synonymFile('written'), ...typeFiles.written, ...blockFiles.written],
        unchanged: [...synonymFile('unchanged'), ...typeFiles.unchanged, ...blockFiles.unchanged],
        removed: [...synonymFile('removed'), ...typeFiles.removed, ...blockFiles.removed],
      }
      const revision = exported.project.revision
      // After the files: an interrupted pull leaves the previous record, against which the new
      // files read as changed on both sides alike (nothing to do), never as local edits.
      writePullRecord(dir, { url, project: opts.project, revision, blocks })
      if (opts.json) {
        printJson({
          project: opts.project,
          revision,
          blocks: blocks.length,
          types: exported.types.length,
          ...result,
        })
        return
      }
      const typeCount = exported.types.length
      const types = typeCount === 0 ? '' : ` and ${typeCount} type${typeCount === 1 ? '' : 's'}`
      for (const file of result.written) info(`  wrote   ${file}`)
      for (const file of result.removed) info(`  removed ${file}`)
      info(
        `Pulled ${blocks.length} block${blocks.length === 1 ? '' : 's'}${types} of "${opts.project}" (revision ${revision}) into ${dir}: ` +
          `${result.written.length} written, ${result.unchanged.length} unchanged, ${result.removed.length} removed.`,
      )
    })
}
