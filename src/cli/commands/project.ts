import type { Command } from 'commander'
import type { Project } from '../../domain/model.js'
import { runAdmin } from '../admin-target.js'
import { info, printJson, printTable } from '../output.js'
import { addAdminRemoteOptions } from '../remote.js'

/** `--url` and `--api-key`, as every project command takes them. */
interface Target {
  url?: string
  apiKey?: string
}

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

/** `pctx project create|list|update|delete`: on DATABASE_URL, or over the admin API with --url. */
export function registerProjectCommands(program: Command): void {
  const project = program.command('project').description('Manage projects')

  addAdminRemoteOptions(
    project
      .command('create')
      .description('Create a project (a UUID is generated when <id> is omitted)')
      .argument('[id]', 'project id: letters, digits, "_" or "-", up to 64 characters')
      .requiredOption('--name <name>', 'display name')
      .option('--description <text>', 'one-paragraph description', '')
      .option('--private', 'hide it from the public endpoints')
      .option('--json', 'print the project as JSON'),
  ).action(
    async (
      id: string | undefined,
      opts: Target & { name: string; description: string; private?: boolean; json?: boolean },
    ) => {
      const input = {
        ...(id !== undefined && { id }),
        name: opts.name,
        description: opts.description,
        public: !opts.private,
      }
      const created = await runAdmin(opts, {
        local: (ctx) => ctx.projects.create(input),
        remote: (client) => client.createProject(input),
      })
      show(created, opts.json)
    },
  )

  addAdminRemoteOptions(
    project.command('list').description('List projects').option('--json', 'print a JSON array'),
  ).action(async (opts: Target & { json?: boolean }) => {
    const projects = await runAdmin(opts, {
      local: (ctx) => ctx.projects.list(),
      remote: (client) => client.listProjects(),
    })
    if (opts.json) printJson(projects)
    else printTable(projects.map(row), ['id', 'name', 'public', 'revision', 'updated'])
  })

  addAdminRemoteOptions(
    project
      .command('update')
      .description('Change a project; a real change bumps its revision')
      .argument('<id>', 'project id')
      .option('--name <name>', 'new display name')
      .option('--description <text>', 'new description')
      .option('--public', 'show it on the public endpoints')
      .option('--private', 'hide it from the public endpoints')
      .option('--json', 'print the project as JSON'),
  ).action(
    async (
      id: string,
      opts: Target & {
        name?: string
        description?: string
        public?: boolean
        private?: boolean
        json?: boolean
      },
      command: Command,
    ) => {
      // Usage errors show this command's help, not the top-level one.
      if (opts.public && opts.private)
        command.error('error: --public and --private exclude each other', { exitCode: 2 })
      const changes = {
        ...(opts.name !== undefined && { name: opts.name }),
        ...(opts.description !== undefined && { description: opts.description }),
        ...(opts.public && { public: true }),
        ...(opts.private && { public: false }),
      }
      const updated = await runAdmin(opts, {
        local: (ctx) => ctx.projects.update(id, changes),
        remote: (client) => client.updateProject(id, changes),
      })
      show(updated, opts.json)
    },
  )

  addAdminRemoteOptions(
    project
      .command('delete')
      .description('Delete a project with all its blocks')
      .argument('<id>', 'project id')
      .option('--yes', 'confirm the deletion (required)')
      .option('--json', 'print {"deleted": id} as JSON'),
  ).action(async (id: string, opts: Target & { yes?: boolean; json?: boolean }, command: Command) => {
    if (!opts.yes)
      command.error(`error: deleting "${id}" removes all its blocks; add --yes to confirm`, { exitCode: 2 })
    // --yes confirms deleting the blocks: over HTTP that is force=true.
    await runAdmin(opts, {
      local: (ctx) => ctx.projects.remove(id),
      remote: (client) => client.deleteProject(id, { force: true }),
    })
    if (opts.json) printJson({ deleted: id })
    else info(`Deleted project "${id}"`)
  })
}
