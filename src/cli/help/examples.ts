import type { Command } from 'commander'

/**
 * Examples shown at the end of each command's `--help`, by command path. Kept in one place so
 * a new command without examples is easy to spot (test/cli/help.test.ts walks the program and
 * fails on one). Remote examples leave out `--url` and the key (PCTX_URL, PCTX_API_KEY or a
 * pctx.json give them), and name `--project` unless they say a pctx.json gives it.
 */
export const EXAMPLES: Readonly<Record<string, readonly string[]>> = {
  pctx: [
    'pctx serve',
    'pctx key create --name ci --project acme --access write',
    'pctx search "who are our users?" --project acme',
  ],
  serve: ['pctx serve', 'PORT=8080 DATABASE_URL=sqlite:/var/lib/pctx/pctx.db pctx serve --no-demo'],
  project: ['pctx project create acme --name "Acme Analytics"', 'pctx project list --json'],
  'project create': [
    'pctx project create acme --name "Acme Analytics"',
    'pctx project create internal --name "Internal notes" --private --json',
    'PCTX_URL=https://pctx.example.com PCTX_API_KEY=pctx_… pctx project create acme --name Acme',
  ],
  'project list': [
    'pctx project list',
    'pctx project list --json | jq -r ".[].id"',
    'pctx project list --url https://pctx.example.com   # admin key in PCTX_API_KEY',
  ],
  'project update': [
    'pctx project update acme --description "Analytics for small teams"',
    'pctx project update acme --private',
  ],
  'project delete': [
    'pctx project delete acme --yes',
    'pctx project delete acme --yes --url https://pctx.example.com   # admin key in PCTX_API_KEY',
  ],
  key: [
    'pctx key create --name ci --project acme --access write --expires-in 90d --json',
    'pctx key list',
    'pctx key create --name ops --admin   # manages projects and keys over HTTP',
  ],
  'key create': [
    'pctx key create --name agent --project acme',
    'pctx key create --name root --admin --json   # on the database: the first admin key',
    'PCTX_URL=https://pctx.example.com PCTX_API_KEY=pctx_… pctx key create --name agent --project acme',
  ],
  'key list': [
    'pctx key list',
    'pctx key list --json --url https://pctx.example.com   # admin key in PCTX_API_KEY',
  ],
  user: [
    'pctx user create --email ada@example.com --name "Ada Lovelace" --admin',
    'pctx user list',
    'pctx user link admin@localhost   # a new one-time link to choose a password',
  ],
  'user create': [
    'pctx user create --email ada@example.com --name "Ada Lovelace"',
    'pctx user create --email ops@example.com --name Ops --admin --json',
  ],
  'user list': [
    'pctx user list',
    'pctx user list --json --url https://pctx.example.com   # admin key in PCTX_API_KEY',
  ],
  'user disable': [
    'pctx user disable ada@example.com   # their sessions end at once',
    'PCTX_URL=https://pctx.example.com PCTX_API_KEY=pctx_… pctx user disable ada@example.com',
  ],
  'user enable': ['pctx user enable ada@example.com'],
  'user link': ['pctx user link admin@localhost', 'pctx user link ada@example.com --json'],
  'key update': [
    'pctx key update pctx_AbCdEfG --access write --project acme --project beta',
    'pctx key update pctx_AbCdEfG --plan enterprise --per-minute 5000 --json',
    'pctx key update pctx_AbCdEfG --no-admin --url https://pctx.example.com',
  ],
  'key revoke': [
    'pctx key revoke pctx_AbCdEfG',
    'pctx key revoke pctx_AbCdEfG --url https://pctx.example.com',
  ],
  'key delete': [
    'pctx key delete pctx_AbCdEfG --yes',
    'pctx key delete 3f2a9c0e-5b7d-4e1f-8a6b-2c9d0e1f2a3b --yes --json',
  ],
  db: ['pctx db status', 'pctx db backup ./backups/pctx-$(date +%F).db', 'pctx db init'],
  'db init': ['pctx db init', 'DATABASE_URL=sqlite:/var/lib/pctx/pctx.db pctx db init'],
  'db status': ['pctx db status', 'DATABASE_URL=postgres://pctx@db.internal/pctx pctx db status --json'],
  'db backup': [
    'pctx db backup ./backups/pctx-$(date +%F).db',
    'DATABASE_URL=sqlite:/var/lib/pctx/pctx.db pctx db backup /backups/pctx.db --force',
  ],
  'db copy': ['pctx db copy --from sqlite:./data/pctx.db --to postgres://pctx:secret@db.internal/pctx'],
  pull: ['pctx pull ./context --project acme', 'pctx pull ./context   # with "project" in pctx.json'],
  push: [
    'pctx push ./context --project acme --dry-run',
    'pctx push ./context --check   # in CI: exit 3 when the server differs',
    'pctx push ./context -m "Tone of voice for the launch"',
  ],
  export: ['pctx export --project acme', 'pctx export -o acme.json   # with "project" in pctx.json'],
  search: [
    'pctx search "who are our users?" --project acme',
    'pctx search "tone of voice" --section brand --limit 5 --json   # with "project" in pctx.json',
  ],
  history: ['pctx history --project acme', 'pctx history --project acme --key brand-voice --limit 5'],
  diff: ['pctx diff 41 --project acme', 'pctx diff 38 41 --project acme --json'],
  delete: ['pctx delete old-tagline --project acme -m "Replaced by the launch tagline"'],
  webhook: [
    'pctx webhook add https://ci.example.com/hooks/pctx --project acme --description "Rebuild the docs"',
    'pctx webhook list --project acme',
  ],
  'webhook add': [
    'pctx webhook add https://ci.example.com/hooks/pctx --project acme --description "Rebuild the docs"',
    'pctx webhook add https://agents.example.com/pctx --project acme --json   # the secret, once',
  ],
  'webhook list': ['pctx webhook list --project acme', 'pctx webhook list --project acme --json'],
  'webhook remove': ['pctx webhook remove wh_3f2a9c0e5b7d4e1f8a6b2c9d0e1f2a3b --project acme'],
  'webhook test': ['pctx webhook test wh_3f2a9c0e5b7d4e1f8a6b2c9d0e1f2a3b --project acme'],
  'webhook deliveries': [
    'pctx webhook deliveries wh_3f2a9c0e5b7d4e1f8a6b2c9d0e1f2a3b --project acme',
    'pctx webhook deliveries wh_3f2a9c0e5b7d4e1f8a6b2c9d0e1f2a3b --project acme --limit 50 --json',
  ],
  restore: [
    'pctx restore 41 --project acme --dry-run',
    'pctx restore 41 --project acme --key brand-voice -m "Undo the tone change"',
  ],
  mcp: ['pctx mcp --project acme', 'PCTX_URL=https://pctx.example.com PCTX_API_KEY=pctx_… pctx mcp'],
}

/** The path of a command below the program, e.g. `key create`; `pctx` for the program itself. */
export function commandPath(command: Command): string {
  const names: string[] = []
  for (let at: Command | null = command; at?.parent; at = at.parent) names.unshift(at.name())
  return names.length === 0 ? command.name() : names.join(' ')
}

/** Adds an "Examples:" section to the help of every command that has examples. */
export function addExamples(program: Command): void {
  const visit = (command: Command) => {
    const examples = EXAMPLES[commandPath(command)]
    if (examples) {
      command.addHelpText('after', `\nExamples:\n${examples.map((line) => `  $ ${line}`).join('\n')}\n`)
    }
    for (const child of command.commands) visit(child)
  }
  visit(program)
}
