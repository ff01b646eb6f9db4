import { type Command, InvalidArgumentError } from 'commander'
import { PctxApiError, PctxClient } from '../client/pctx-client.js'
import { PROJECT_ID_RE, PROJECT_ID_RULE } from '../domain/rules.js'
import { problemLines } from './output.js'
import { findProjectConfig } from './project-config.js'

/**
 * Settings of the remote commands (pull, push, export, search): which server, which key.
 * Read here and nowhere else; the server's own settings live in src/config.ts.
 */
export interface RemoteSettings {
  /** Base URL without a trailing slash or `/api/v1`, e.g. `https://pctx.example.com`. */
  readonly url: string
  readonly apiKey: string
}

/** The options every remote command takes (commander's camelCase names). */
export interface RemoteOptions {
  url?: string
  apiKey?: string
  project: string
}

/** Adds `--project`, `--url` and `--api-key` to a remote command. */
export function addRemoteOptions(command: Command): Command {
  return command
    .requiredOption('--project <id>', 'project id (default: "project" of pctx.json)', parseProjectId)
    .option(
      '--url <url>',
      'pctx server, e.g. https://pctx.example.com (default: $PCTX_URL, else "url" of pctx.json)',
    )
    .option('--api-key <key>', 'API key (default: $PCTX_API_KEY; prefer the variable, flags show in ps)')
}

/** Admin commands, which take `--url` but never a pctx.json default (see addAdminRemoteOptions). */
const adminCommands = new WeakSet<Command>()

/**
 * Adds `--url` and `--api-key` to an admin command (project, key): with either `--url` or
 * PCTX_URL it runs over the server's admin API with an admin key, else on DATABASE_URL. A
 * pctx.json's url does not switch it: the file sits in a repository to say where its content
 * lives, and must not silently move `pctx key create` from the local database to a server.
 */
export function addAdminRemoteOptions(command: Command): Command {
  adminCommands.add(command)
  return command
    .option(
      '--url <url>',
      'manage a pctx server over its admin API instead of DATABASE_URL (default: $PCTX_URL)',
    )
    .option('--api-key <key>', 'with --url: an admin key (default: $PCTX_API_KEY; flags show in ps)')
}

/** Whether an admin command runs remotely: `--url` given or PCTX_URL set. */
export function isRemoteAdmin(options: { url?: string }, env: NodeJS.ProcessEnv = process.env): boolean {
  return options.url !== undefined || (env.PCTX_URL ?? '').trim() !== ''
}

/**
 * Gives a remote command (one with `--url`) the defaults of the nearest pctx.json, before its
 * own flags are parsed, so a flag still wins, and so does PCTX_URL over the file's url. Other
 * commands, admin ones included, never read the file: a broken pctx.json can't stop
 * `pctx key list`.
 */
export function applyProjectConfig(
  command: Command,
  cwd: string = process.cwd(),
  env: NodeJS.ProcessEnv = process.env,
): void {
  const takes = (name: string) => command.options.some((option) => option.long === name)
  if (!takes('--url') || adminCommands.has(command)) return
  const config = findProjectConfig(cwd)
  if (!config) return
  if (config.project !== undefined && takes('--project')) {
    command.setOptionValueWithSource('project', config.project, 'config')
  }
  if (config.url !== undefined && (env.PCTX_URL ?? '').trim() === '') {
    command.setOptionValueWithSource('url', config.url, 'config')
  }
}

/** Validates `--project` (commander option parser). */
export function parseProjectId(text: string): string {
  if (!PROJECT_ID_RE.test(text)) throw new InvalidArgumentError(`use ${PROJECT_ID_RULE}`)
  return text
}

/**
 * Resolves the server URL and key: flags win over `PCTX_URL` / `PCTX_API_KEY`. Throws an error
 * naming both ways to set a missing or invalid value.
 */
export function resolveRemoteSettings(
  options: Pick<RemoteOptions, 'url' | 'apiKey'>,
  env: NodeJS.ProcessEnv = process.env,
): RemoteSettings {
  const rawUrl = (options.url ?? env.PCTX_URL ?? '').trim()
  const from = options.url !== undefined ? '--url' : 'PCTX_URL'
  if (rawUrl === '') {
    throw new Error(
      'no pctx server given: set PCTX_URL (e.g. export PCTX_URL=https://pctx.example.com), put "url" in a pctx.json, or pass --url <url>',
    )
  }
  let parsed: URL
  try {
    parsed = new URL(rawUrl)
  } catch {
    throw new Error(
      `${from} must be an absolute http(s) URL such as https://pctx.example.com, got "${rawUrl}"`,
    )
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`${from} must be an http:// or https:// URL, got "${rawUrl}"`)
  }
  if (parsed.search || parsed.hash) throw new Error(`${from} must not hold a query or fragment: "${rawUrl}"`)
  // The client adds /api/v1 itself; accept the API base too, a common copy-paste.
  const url = `${parsed.origin}${parsed.pathname}`.replace(/\/+$/, '').replace(/\/api\/v1$/, '')

  const apiKey = (options.apiKey ?? env.PCTX_API_KEY ?? '').trim()
  const keyFrom = options.apiKey !== undefined ? '--api-key' : 'PCTX_API_KEY'
  if (apiKey === '') {
    throw new Error(
      'no API key given: set PCTX_API_KEY (a key from `pctx key create`) or pass --api-key <key>',
    )
  }
  // A key with whitespace or control characters cannot travel in a header; say so plainly.
  if (!/^[\x21-\x7e]+$/.test(apiKey)) {
    throw new Error(
      `${keyFrom} holds spaces or characters a key never has; it looks like pctx_ + 43 characters`,
    )
  }
  return Object.freeze({ url, apiKey })
}

/** What the user can do about an API error, added to its message. */
function hint(error: PctxApiError, settings: RemoteSettings): string {
  switch (error.status) {
    case 0:
      return ` (is the server running? check PCTX_URL, --url or pctx.json: ${settings.url})`
    case 401:
      return ' (check PCTX_API_KEY or --api-key)'
    case 429:
      return error.retryAfter ? ` (retry in ${error.retryAfter} s)` : ''
    default:
      return ''
  }
}

/** Turns an API error into a plain error whose message is what `main` prints. */
export function describeApiError(error: PctxApiError, settings: RemoteSettings): Error {
  const lines = [`${error.message}${hint(error, settings)}`]
  // The first problem is already named in the message.
  lines.push(...problemLines(error.details.slice(1)))
  return new Error(lines.join('\n'))
}

/**
 * Runs a remote command: resolves the settings, builds the typed client, and turns API errors
 * into messages that say what to fix.
 */
export async function withRemote<T>(
  options: Pick<RemoteOptions, 'url' | 'apiKey'>,
  fn: (client: PctxClient, settings: RemoteSettings) => Promise<T>,
): Promise<T> {
  const settings = resolveRemoteSettings(options)
  const client = new PctxClient({ baseUrl: settings.url, apiKey: settings.apiKey })
  try {
    return await fn(client, settings)
  } catch (error) {
    if (error instanceof PctxApiError) throw describeApiError(error, settings)
    throw error
  }
}
