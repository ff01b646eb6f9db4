import { type Command, Option } from 'commander'
import type { ApiCreateKeyBody, ApiUpdateKeyBody } from '../../client/pctx-client.js'
import { KEY_ACCESS, KEY_PLANS } from '../../domain/key-service.js'
import type { ApiKey, KeyAccess, KeyPlan } from '../../domain/model.js'
import { runAdmin } from '../admin-target.js'
import { parseDuration, parsePositiveInt } from '../durations.js'
import { info, printJson, printTable } from '../output.js'
import { addAdminRemoteOptions } from '../remote.js'

function row(key: ApiKey): Record<string, string> {
  return {
    id: key.id,
    prefix: key.prefix,
    name: key.name,
    plan:
      key.plan +
      (key.perMinute || key.perDay ? ` (${key.perMinute ?? '-'}/min, ${key.perDay ?? '-'}/day)` : ''),
    access: key.admin ? `${key.access}, admin` : key.access,
    projects: key.allProjects ? '*' : key.projects.join(','),
    expires: key.expiresAt ?? '-',
    state: key.revokedAt ? 'revoked' : 'active',
    lastUsed: key.lastUsedAt ?? '-',
  }
}

const COLUMNS = ['prefix', 'name', 'plan', 'access', 'projects', 'expires', 'state', 'lastUsed', 'id']

function collect(value: string, previous: string[]): string[] {
  return [...previous, value]
}

/** `--url` and `--api-key`, as every key command takes them. */
interface Target {
  url?: string
  apiKey?: string
}

/** `pctx key create|list|update|revoke|delete`: on DATABASE_URL, or over the admin API with --url. */
export function registerKeyCommands(program: Command): void {
  const key = program.command('key').description('Manage API keys')

  addAdminRemoteOptions(
    key
      .command('create')
      .description('Create an API key; the key is printed once and stored only as a hash')
      .requiredOption('--name <name>', 'what the key is for')
      .option('--project <id>', 'a project the key may use (repeatable)', collect, [])
      .option('--all-projects', 'the key may use every project')
      .option('--admin', 'an admin key: every project, write, and managing projects and keys over HTTP')
      .addOption(new Option('--plan <plan>', 'rate-limit plan').choices(KEY_PLANS).default('free'))
      .option('--per-minute <n>', 'enterprise only: requests per minute', parsePositiveInt)
      .option('--per-day <n>', 'enterprise only: requests per day', parsePositiveInt)
      .addOption(
        new Option('--access <access>', 'read (default), or write (sync); an admin key writes').choices(
          KEY_ACCESS,
        ),
      )
      .option('--expires-in <duration>', 'lifetime such as 90d, 12h, 2w', parseDuration)
      .option('--json', 'print {"id","key","prefix",…} as JSON'),
  ).action(
    async (
      opts: Target & {
        name: string
        project: string[]
        allProjects?: boolean
        admin?: boolean
        plan: KeyPlan
        perMinute?: number
        perDay?: number
        access?: KeyAccess
        expiresIn?: number
        json?: boolean
      },
      command: Command,
    ) => {
      // Usage errors show this command's help, not the top-level one.
      if (opts.allProjects && opts.project.length > 0) {
        command.error('error: use either --project or --all-projects, not both', { exitCode: 2 })
      }
      if (opts.admin && (opts.project.length > 0 || opts.access === 'read')) {
        command.error(
          'error: an admin key may use every project and write: leave out --project and --access',
          {
            exitCode: 2,
          },
        )
      }
      if (!opts.admin && !opts.allProjects && opts.project.length === 0) {
        command.error(
          'error: name the projects the key may use with --project <id>, or pass --all-projects (or --admin)',
          { exitCode: 2 },
        )
      }
      const input = {
        name: opts.name,
        projects: opts.project,
        allProjects: Boolean(opts.allProjects),
        plan: opts.plan,
        ...(opts.admin && { admin: true }),
        ...(opts.access !== undefined && { access: opts.access }),
        ...(opts.perMinute !== undefined && { perMinute: opts.perMinute }),
        ...(opts.perDay !== undefined && { perDay: opts.perDay }),
      }
      const created = await runAdmin(opts, {
        local: async (ctx) => {
          const made = await ctx.keys.create(
            { ...input, ...(opts.expiresIn !== undefined && { expiresInMs: opts.expiresIn }) },
            ctx.audit,
          )
          return { ...made.record, key: made.key }
        },
        remote: (client) => {
          const body: ApiCreateKeyBody = {
            ...input,
            ...(opts.expiresIn !== undefined && {
              expiresAt: new Date(Date.now() + opts.expiresIn).toISOString(),
            }),
          }
          return client.createKey(body)
        },
      })
      if (opts.json) {
        printJson(created)
        return
      }
      process.stdout.write(`${created.key}\n`)
      info(
        `Created ${created.admin ? 'admin ' : ''}key "${created.name}" (${created.prefix}…, ${created.plan}, ${created.access}).`,
      )
      info('Store it now: it is shown only once. Send it in the X-API-Key header.')
    },
  )

  addAdminRemoteOptions(
    key.command('list').description('List keys (never their secrets)').option('--json', 'print a JSON array'),
  ).action(async (opts: Target & { json?: boolean }) => {
    const keys = await runAdmin(opts, {
      local: (ctx) => ctx.keys.list(),
      remote: (client) => client.listKeys(),
    })
    if (opts.json) printJson(keys)
    else printTable(keys.map(row), COLUMNS)
  })

  addAdminRemoteOptions(
    key
      .command('update')
      .description("Change a key's name, plan, limits, access, projects or admin rights (not its secret)")
      .argument('<id-or-prefix>', 'key id, or the 12-character prefix shown by key list')
      .option('--name <name>', 'new name')
      .addOption(
        new Option('--plan <plan>', 'rate-limit plan (leaving enterprise drops its limits)').choices(
          KEY_PLANS,
        ),
      )
      .option('--per-minute <n>', 'enterprise only: requests per minute', parsePositiveInt)
      .option('--per-day <n>', 'enterprise only: requests per day', parsePositiveInt)
      .addOption(new Option('--access <access>', 'read, or write (sync)').choices(KEY_ACCESS))
      .option('--project <id>', 'the projects the key may use from now on (repeatable)', collect, [])
      .option('--all-projects', 'the key may use every project')
      .option('--admin', 'make it an admin key (every project, write)')
      .option('--no-admin', 'take its admin rights away')
      .option('--json', 'print the key as JSON'),
  ).action(
    async (
      idOrPrefix: string,
      opts: Target & {
        name?: string
        plan?: KeyPlan
        perMinute?: number
        perDay?: number
        access?: KeyAccess
        project: string[]
        allProjects?: boolean
        admin?: boolean
        json?: boolean
      },
      command: Command,
    ) => {
      if (opts.allProjects && opts.project.length > 0) {
        command.error('error: use either --project or --all-projects, not both', { exitCode: 2 })
      }
      const changes: ApiUpdateKeyBody = {
        ...(opts.name !== undefined && { name: opts.name }),
        ...(opts.plan !== undefined && { plan: opts.plan }),
        ...(opts.perMinute !== undefined && { perMinute: opts.perMinute }),
        ...(opts.perDay !== undefined && { perDay: opts.perDay }),
        ...(opts.access !== undefined && { access: opts.access }),
        ...(opts.project.length > 0 && { projects: opts.project }),
        ...(opts.allProjects && { allProjects: true }),
        ...(opts.admin !== undefined && { admin: opts.admin }),
      }
      if (Object.keys(changes).length === 0) {
        command.error('error: say what to change, e.g. --name, --access, --project or --admin', {
          exitCode: 2,
        })
      }
      const updated = await runAdmin(opts, {
        local: (ctx) => ctx.keys.update(idOrPrefix, changes, ctx.audit),
        remote: (client) => client.updateKey(idOrPrefix, changes),
      })
      if (opts.json) printJson(updated)
      else printTable([row(updated)], COLUMNS)
    },
  )

  addAdminRemoteOptions(
    key
      .command('revoke')
      .description('Revoke a key by id or display prefix; takes effect within 5 seconds')
      .argument('<id-or-prefix>', 'key id, or the 12-character prefix shown by key list')
      .option('--json', 'print the revoked key as JSON'),
  ).action(async (idOrPrefix: string, opts: Target & { json?: boolean }) => {
    const revoked = await runAdmin(opts, {
      local: (ctx) => ctx.keys.revoke(idOrPrefix, ctx.audit),
      remote: (client) => client.revokeKey(idOrPrefix),
    })
    if (opts.json) printJson(revoked)
    else info(`Revoked key ${revoked.prefix}… (${revoked.name})`)
  })

  addAdminRemoteOptions(
    key
      .command('delete')
      .description('Delete a key for good (revoke keeps it listed); takes effect within 5 seconds')
      .argument('<id-or-prefix>', 'key id, or the 12-character prefix shown by key list')
      .option('--yes', 'confirm the deletion (required)')
      .option('--json', 'print {"deleted": id} as JSON'),
  ).action(async (idOrPrefix: string, opts: Target & { yes?: boolean; json?: boolean }, command: Command) => {
    if (!opts.yes)
      command.error(`error: deleting key "${idOrPrefix}" cannot be undone; add --yes to confirm`, {
        exitCode: 2,
      })
    const deleted = await runAdmin(opts, {
      local: async (ctx) => (await ctx.keys.remove(idOrPrefix, ctx.audit)).id,
      remote: (client) => client.deleteKey(idOrPrefix),
    })
    if (opts.json) printJson({ deleted })
    else info(`Deleted key ${deleted}`)
  })
}
