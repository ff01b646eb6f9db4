import type { Command } from 'commander'
import type { Project } from '../../domain/model.js'
import { withAdminContext } from '../context.js'
import { info, printJson, printTable } from '../output.js'

function row(project: Project): Record<string, string> {
  return {
    id: project.id,
    name: project.name,
    public: project.public ? 'yes' : 'no',
    revision: String(project.revision),
    updated: project.updatedAt,
  }
}

function show(project: Project, json: boolean | undefined): void {
  if (json) printJson(project)
  else printTable([row(project)], ['id', 'name', 'public', 'revision', 'updated'])
}

/** `pctx project create|list|update|delete`. */
export function registerProjectCommands(program: Command): void {
  const project = program.command('project').description('Manage projects')

  project
    .command('create')
    .description('Create a project (a UUID is generated when <id> is omitted)')
    .argument('[id]', 'project id: letters, digits, "_" or "-", up to 64 characters')
    .requiredOption('--name <name>', 'display name')
    .option('--description <text>', 'one-paragraph description', '')
    .option('--private', 'hide it from the public endpoints')
    .option('--json', 'print the project as JSON')
    .action(
      async (
        id: string | undefined,
        opts: { name: string; description: string; private?: boolean; json?: boolean },
      ) => {
        const created = await withAdminContext((ctx) =>
          ctx.projects.create({
            ...(id !== undefined && { id }),
            name: opts.name,
            description: opts.description,
            public: !opts.private,
          }),
        )
        show(created, opts.json)
      },
    )

  project
    .command('list')
    .description('List projects')
    .option('--json', 'print a JSON array')
    .action(async (opts: { json?: boolean }) => {
      const projects = await withAdminContext((ctx) => ctx.projects.list())
      if (opts.json) printJson(projects)
      else printTable(projects.map(row), ['id', 'name', 'public', 'revision', 'updated'])
    })

  project
    .command('update')
    .description('Change a project; a real change bumps its revision')
    .argument('<id>', 'project id')
    .option('--name <name>', 'new display name')
    .option('--description <text>', 'new description')
    .option('--public', 'show it on the public endpoints')
    .option('--private', 'hide it from the public endpoints')
    .option('--json', 'print the project as JSON')
    .action(
      async (
        id: string,
        opts: { name?: string; description?: string; public?: boolean; private?: boolean; json?: boolean },
        command: Command,
      ) => {
        // Usage errors show this command's help, not the top-level one.
        if (opts.public && opts.private)
          command.error('error: --public and --private exclude each other', { exitCode: 2 })
        const updated = await withAdminContext((ctx) =>
          ctx.projects.update(id, {
            ...(opts.name !== undefined && { name: opts.name }),
            ...(opts.description !== undefined && { description: opts.description }),
            ...(opts.public && { public: true }),
            ...(opts.private && { public: false }),
          }),
        )
        show(updated, opts.json)
      },
    )

  project
    .command('delete')
    .description('Delete a project with all its blocks')
    .argument('<id>', 'project id')
    .option('--yes', 'confirm the deletion (required)')
    .option('--json', 'print {"deleted": id} as JSON')
    .action(async (id: string, opts: { yes?: boolean; json?: boolean }, command: Command) => {
      if (!opts.yes)
        command.error(`error: deleting "${id}" removes all its blocks; add --yes to confirm`, { exitCode: 2 })
      await withAdminContext((ctx) => ctx.projects.remove(id))
      if (opts.json) printJson({ deleted: id })
      else info(`Deleted project "${id}"`)
    })
}
