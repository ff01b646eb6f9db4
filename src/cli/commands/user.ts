import type { Command } from 'commander'
import type { PctxClient } from '../../client/pctx-client.js'
import type { Config } from '../../config.js'
import { emailKey } from '../../domain/people/emails.js'
import { setPasswordLink } from '../../domain/people/links.js'
import type { User } from '../../domain/people/people.js'
import { runAdmin } from '../admin-target.js'
import { info, printJson, printTable } from '../output.js'
import { addAdminRemoteOptions } from '../remote.js'

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

/** `--url` and `--api-key`, as every user command takes them. */
interface Target {
  url?: string
  apiKey?: string
}

/**
 * Over HTTP the API takes a user's id; the commands take an id or an email. The email is found
 * in the list of users as the server compares emails (whatever their case), so both ways of
 * running a command accept the same words and refuse an unknown one with the same message.
 */
async function findRemoteUser(client: PctxClient, idOrEmail: string): Promise<User> {
  const users = await client.listAllUsers()
  const key = emailKey(idOrEmail)
  const found =
    users.find((user) => user.id === idOrEmail) ?? users.find((user) => emailKey(user.email) === key)
  if (!found) throw new Error(`No user has the id or email "${idOrEmail}"`)
  return found
}

/** `pctx user create|list|disable|enable|link`: on DATABASE_URL, or over the users API with --url. */
export function registerUserCommands(program: Command): void {
  const user = program
    .command('user')
    .description('Manage the people who sign in (on DATABASE_URL, or over HTTP with --url)')

  addAdminRemoteOptions(
    user
      .command('create')
      .description('Create a user and print their one-time link (24 hours) to choose a password')
      .requiredOption('--email <email>', 'their email address (unique, whatever its case)')
      .requiredOption('--name <name>', 'their name, as history and the console show it')
      .option('--admin', 'an instance admin: manages users')
      .option('--json', 'print {"id","email","link"} as JSON'),
  ).action(async (opts: Target & { email: string; name: string; admin?: boolean; json?: boolean }) => {
    const input = { email: opts.email, name: opts.name, admin: Boolean(opts.admin) }
    const out = await runAdmin(opts, {
      local: async (ctx) => {
        const { user: made, token } = await ctx.users.create(input, ctx.audit)
        return { id: made.id, email: made.email, link: setPasswordLink(linkBase(ctx.config), token) }
      },
      // The server builds the link from its PUBLIC_BASE_URL: the one its people reach it by.
      remote: async (client) => {
        const made = await client.createUser(input)
        return { id: made.id, email: made.email, link: made.inviteUrl }
      },
    })
    if (opts.json) {
      printJson(out)
      return
    }
    process.stdout.write(`${out.link}\n`)
    info(
      `Created ${input.admin ? 'instance admin ' : ''}${out.email}. Send them the link: it works once, within 24 hours, and opens the page to choose a password.`,
    )
  })

  addAdminRemoteOptions(
    user.command('list').description('List users, oldest first').option('--json', 'print a JSON array'),
  ).action(async (opts: Target & { json?: boolean }) => {
    const users = await runAdmin(opts, {
      local: (ctx) => ctx.users.list(null, null),
      remote: (client) => client.listAllUsers(),
    })
    if (opts.json) printJson(users)
    else printTable(users.map(row), COLUMNS)
  })

  for (const [name, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    addAdminRemoteOptions(
      user
        .command(name)
        .description(
          disabled
            ? 'Disable a user: they cannot sign in, and their sessions end at once'
            : 'Enable a disabled user again',
        )
        .argument('<id-or-email>', "the user's id or email")
        .option('--json', 'print the user as JSON'),
    ).action(async (idOrEmail: string, opts: Target & { json?: boolean }) => {
      const changed = await runAdmin(opts, {
        local: async (ctx) => {
          const found = await ctx.users.find(idOrEmail)
          return ctx.users.update(found.id, { disabled }, ctx.audit)
        },
        remote: async (client) => {
          const found = await findRemoteUser(client, idOrEmail)
          return client.updateUser(found.id, { disabled })
        },
      })
      if (opts.json) printJson(changed)
      else info(`${changed.email} is ${disabled ? 'disabled; their sessions ended' : 'enabled'}.`)
    })
  }

  addAdminRemoteOptions(
    user
      .command('link')
      .description('Print a new one-time link (24 hours) for a user to choose a password')
      .argument('<id-or-email>', "the user's id or email")
      .option('--json', 'print {"id","email","link"} as JSON'),
  ).action(async (idOrEmail: string, opts: Target & { json?: boolean }) => {
    const out = await runAdmin(opts, {
      local: async (ctx) => {
        const found = await ctx.users.find(idOrEmail)
        const { token } = await ctx.users.link(found.id, ctx.audit)
        return { id: found.id, email: found.email, link: setPasswordLink(linkBase(ctx.config), token) }
      },
      remote: async (client) => {
        const found = await findRemoteUser(client, idOrEmail)
        const made = await client.createUserLink(found.id)
        return { id: made.id, email: made.email, link: made.inviteUrl }
      },
    })
    if (opts.json) printJson(out)
    else {
      process.stdout.write(`${out.link}\n`)
      info(`A new link for ${out.email}: it works once, within 24 hours.`)
    }
  })
}
