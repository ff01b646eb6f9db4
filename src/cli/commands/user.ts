import type { Command } from 'commander'
import type { Config } from '../../config.js'
import { setPasswordLink } from '../../domain/people/links.js'
import type { User } from '../../domain/people/people.js'
import { withAdminContext } from '../context.js'
import { info, printJson, printTable } from '../output.js'

/**
 * Where the printed links point: PUBLIC_BASE_URL, else this machine's server on PORT (the
 * link is for a person, so 0.0.0.0 becomes localhost).
 */
export function linkBase(config: Pick<Config, 'publicBaseUrl' | 'port'>): string {
  return config.publicBaseUrl ?? `http://localhost:${config.port}`
}

function row(user: User): Record<string, string> {
  return {
    email: user.email,
    name: user.name,
    admin: user.admin ? 'instance admin' : '-',
    state: user.disabled ? 'disabled' : 'active',
    lastSignIn: user.lastSignInAt ?? '-',
    id: user.id,
  }
}

const COLUMNS = ['email', 'name', 'admin', 'state', 'lastSignIn', 'id']

/** `pctx user create|list|disable|enable|link`, on DATABASE_URL (docs/people.md). */
export function registerUserCommands(program: Command): void {
  const user = program.command('user').description('Manage the people who sign in (on DATABASE_URL)')

  user
    .command('create')
    .description('Create a user and print their one-time link (24 hours) to choose a password')
    .requiredOption('--email <email>', 'their email address (unique, whatever its case)')
    .requiredOption('--name <name>', 'their name, as history and the console show it')
    .option('--admin', 'an instance admin: manages users')
    .option('--json', 'print {"id","email","link"} as JSON')
    .action(async (opts: { email: string; name: string; admin?: boolean; json?: boolean }) => {
      const out = await withAdminContext(async (ctx) => {
        const { user: made, token } = await ctx.users.create(
          { email: opts.email, name: opts.name, admin: Boolean(opts.admin) },
          ctx.audit,
        )
        return {
          id: made.id,
          email: made.email,
          admin: made.admin,
          link: setPasswordLink(linkBase(ctx.config), token),
        }
      })
      if (opts.json) {
        printJson({ id: out.id, email: out.email, link: out.link })
        return
      }
      process.stdout.write(`${out.link}\n`)
      info(
        `Created ${out.admin ? 'instance admin ' : ''}${out.email}. Send them the link: it works once, within 24 hours, and opens the page to choose a password.`,
      )
    })

  user
    .command('list')
    .description('List users, oldest first')
    .option('--json', 'print a JSON array')
    .action(async (opts: { json?: boolean }) => {
      const users = await withAdminContext((ctx) => ctx.users.list(null, null))
      if (opts.json) printJson(users)
      else printTable(users.map(row), COLUMNS)
    })

  for (const [name, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    user
      .command(name)
      .description(
        disabled
          ? 'Disable a user: they cannot sign in, and their sessions end at once'
          : 'Enable a disabled user again',
      )
      .argument('<id-or-email>', "the user's id or email")
      .option('--json', 'print the user as JSON')
      .action(async (idOrEmail: string, opts: { json?: boolean }) => {
        const changed = await withAdminContext(async (ctx) => {
          const found = await ctx.users.find(idOrEmail)
          return ctx.users.update(found.id, { disabled }, ctx.audit)
        })
        if (opts.json) printJson(changed)
        else info(`${changed.email} is ${disabled ? 'disabled; their sessions ended' : 'enabled'}.`)
      })
  }

  user
    .command('link')
    .description('Print a new one-time link (24 hours) for a user to choose a password')
    .argument('<id-or-email>', "the user's id or email")
    .option('--json', 'print {"id","email","link"} as JSON')
    .action(async (idOrEmail: string, opts: { json?: boolean }) => {
      const out = await withAdminContext(async (ctx) => {
        const { user: found, token } = await ctx.users.link(idOrEmail)
        return { id: found.id, email: found.email, link: setPasswordLink(linkBase(ctx.config), token) }
      })
      if (opts.json) printJson(out)
      else {
        process.stdout.write(`${out.link}\n`)
        info(`A new link for ${out.email}: it works once, within 24 hours.`)
      }
    })
}
