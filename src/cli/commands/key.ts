import { type Command, Option } from 'commander'
import { KEY_ACCESS, KEY_PLANS } from '../../domain/key-service.js'
import type { ApiKey, KeyAccess, KeyPlan } from '../../domain/model.js'
import { withAdminContext } from '../context.js'
import { parseDuration, parsePositiveInt } from '../durations.js'
import { info, printJson, printTable } from '../output.js'

function row(key: ApiKey): Record<string, string> {
  return {
    id: key.id,
    prefix: key.prefix,
    name: key.name,
    plan:
      key.plan +
      (key.perMinute || key.perDay ? ` (${key.perMinute ?? '-'}/min, ${key.perDay ?? '-'}/day)` : ''),
    access: key.access,
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

/** `pctx key create|list|revoke`. */
export function registerKeyCommands(program: Command): void {
  const key = program.command('key').description('Manage API keys')

  key
    .command('create')
    .description('Create an API key; the key is printed once and stored only as a hash')
    .requiredOption('--name <name>', 'what the key is for')
    .option('--project <id>', 'a project the key may use (repeatable)', collect, [])
    .option('--all-projects', 'the key may use every project')
    .addOption(new Option('--plan <plan>', 'rate-limit plan').choices(KEY_PLANS).default('free'))
    .option('--per-minute <n>', 'enterprise only: requests per minute', parsePositiveInt)
    .option('--per-day <n>', 'enterprise only: requests per day', parsePositiveInt)
    .addOption(new Option('--access <access>', 'read, or write (sync)').choices(KEY_ACCESS).default('read'))
    .option('--expires-in <duration>', 'lifetime such as 90d, 12h, 2w', parseDuration)
    .option('--json', 'print {"id","key","prefix",…} as JSON')
    .action(
      async (
        opts: {
          name: string
          project: string[]
          allProjects?: boolean
          plan: KeyPlan
          perMinute?: number
          perDay?: number
          access: KeyAccess
          expiresIn?: number
          json?: boolean
        },
        command: Command,
      ) => {
        // Usage errors show this command's help, not the top-level one.
        if (opts.allProjects && opts.project.length > 0) {
          command.error('error: use either --project or --all-projects, not both', { exitCode: 2 })
        }
        if (!opts.allProjects && opts.project.length === 0) {
          command.error(
            'error: name the projects the key may use with --project <id>, or pass --all-projects',
            {
              exitCode: 2,
            },
          )
        }
        const created = await withAdminContext((ctx) =>
          ctx.keys.create({
            name: opts.name,
            projects: opts.project,
            allProjects: Boolean(opts.allProjects),
            plan: opts.plan,
            access: opts.access,
            ...(opts.perMinute !== undefined && { perMinute: opts.perMinute }),
            ...(opts.perDay !== undefined && { perDay: opts.perDay }),
            ...(opts.expiresIn !== undefined && { expiresInMs: opts.expiresIn }),
          }),
        )
        if (opts.json) {
          printJson({ ...created.record, key: created.key })
          return
        }
        process.stdout.write(`${created.key}\n`)
        info(
          `Created key "${created.record.name}" (${created.record.prefix}…, ${created.record.plan}, ${created.record.access}).`,
        )
        info('Store it now: it is shown only once. Send it in the X-API-Key header.')
      },
    )

  key
    .command('list')
    .description('List keys (never their secrets)')
    .option('--json', 'print a JSON array')
    .action(async (opts: { json?: boolean }) => {
      const keys = await withAdminContext((ctx) => ctx.keys.list())
      if (opts.json) printJson(keys)
      else printTable(keys.map(row), COLUMNS)
    })

  key
    .command('revoke')
    .description('Revoke a key by id or display prefix; takes effect within 5 seconds')
    .argument('<id-or-prefix>', 'key id, or the 12-character prefix shown by key list')
    .option('--json', 'print the revoked key as JSON')
    .action(async (idOrPrefix: string, opts: { json?: boolean }) => {
      const revoked = await withAdminContext((ctx) => ctx.keys.revoke(idOrPrefix))
      if (opts.json) printJson(revoked)
      else info(`Revoked key ${revoked.prefix}… (${revoked.name})`)
    })
}
