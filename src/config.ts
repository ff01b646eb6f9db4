import { resolve } from 'node:path'
import { DEFAULT_RETRY_DELAYS_MS } from './domain/webhook-retries.js'

export type DatabaseTarget = { kind: 'sqlite'; path: string } | { kind: 'postgres'; url: string }

export interface Config {
  port: number
  host: string
  database: DatabaseTarget
  redisUrl: string | null
  publicBaseUrl: string | null
  workers: number
  logLevel: string
  /** LOG_FORMAT: json or pretty; null picks by stdout (pretty on a terminal, else JSON). */
  logFormat: 'json' | 'pretty' | null
  /** METRICS_TOKEN: the bearer token /metrics asks for; null turns /metrics (and its counting) off. */
  metricsToken: string | null
  publicRateLimitPerMinute: number
  /** PEOPLE_RATE_LIMIT_PER_MINUTE and …_PER_DAY: what one signed-in person may make (pro's by default). */
  peopleRateLimit: { perMinute: number; perDay: number }
  /** Fastify's trustProxy: false, true, a hop count, or a list of addresses/CIDRs. */
  trustProxy: boolean | number | string[]
  bodyLimitBytes: number
  /** A request's headers must all arrive within this many milliseconds (else 408). */
  headersTimeoutMs: number
  /** A whole request, body included, must arrive within this many milliseconds (else 408). */
  requestTimeoutMs: number
  syncMaxBlocks: number
  /** Worker threads each instance renders public outputs in. */
  renderThreads: number
  /** Worker threads each instance runs SQLite searches in; 0 searches on the event loop. */
  searchThreads: number
  /** Connections each instance keeps to PostgreSQL. */
  pgPoolSize: number
  /** Largest `limit` of a list page. */
  listMaxLimit: number
  /** Largest `limit` of a search. */
  searchMaxLimit: number
  /** Longest search query `q`, in characters. */
  searchMaxQueryLength: number
  /** HISTORY_RETENTION_DAYS: revisions older than this many days are pruned; null keeps all. */
  historyRetentionDays: number | null
  /** WEBHOOK_ALLOW_PRIVATE: webhooks may reach loopback, private and link-local addresses. */
  webhookAllowPrivate: boolean
  /** WEBHOOK_RETRY_DELAYS_MS: the waits after each failed delivery attempt, then failed. */
  webhookRetryDelaysMs: readonly number[]
  /** MCP_MAX_BATCH: most JSON-RPC messages in one `/mcp` batch (each counts against the key). */
  mcpMaxBatch: number
  /** MCP_MAX_RESPONSE_BYTES: most bytes of one `/mcp` answer, a batch's whole answer included. */
  mcpMaxResponseBytes: number
  /** MCP_REQUEST_TIMEOUT_MS: an `/mcp` request not answered by then answers a JSON-RPC error. */
  mcpRequestTimeoutMs: number
  /**
   * MCP_ALLOWED_ORIGINS: browser origins (besides the server's own) whose pages may call the MCP
   * endpoints; any other `Origin` is refused (DNS rebinding). Normalised origins, e.g. `https://app.example.com`.
   */
  mcpAllowedOrigins: readonly string[]
  /** Sign-in with an OpenID Provider (OIDC_*); null when OIDC_ISSUER is unset. */
  oidc: OidcConfig | null
}

/** OIDC_* (docs/people.md#single-sign-on-oidc). */
export interface OidcConfig {
  /** OIDC_ISSUER: the provider's issuer URL, exactly as its discovery document names it. */
  issuer: string
  clientId: string
  /** OIDC_CLIENT_SECRET; null for a public client (PKCE only). */
  clientSecret: string | null
  /** OIDC_NAME: the console's button says "Sign in with <name>". */
  name: string
  /** OIDC_ALLOWED_DOMAINS, lower case: only emails of these domains sign in with SSO. */
  allowedDomains: readonly string[]
  /** OIDC_ADMIN_GROUP: members are instance admins; null leaves instance admin alone. */
  adminGroup: string | null
  /** OIDC_GROUPS_CLAIM: the claim listing the person's groups. */
  groupsClaim: string
  /** OIDC_SCOPES: asked of the provider; always has openid and email. */
  scopes: string
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']
export const DEFAULT_SQLITE_PATH = './data/pctx.db'

/** Thrown for invalid configuration; the message names the variable and what it accepts. */
export class ConfigError extends Error {}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]
  if (raw === undefined || raw.trim() === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`)
  }
  return value
}

/** A whole number from `min` to `max`, or null when the variable is unset or empty. */
function optionalInteger(env: NodeJS.ProcessEnv, name: string, min: number, max: number): number | null {
  const raw = env[name]
  if (raw === undefined || raw.trim() === '') return null
  return integer(env, name, min, min, max)
}

/** Parses a DATABASE_URL: `sqlite:<path>` (relative or absolute) or `postgres://…`/`postgresql://…`. */
export function parseDatabaseUrl(raw: string | undefined, name = 'DATABASE_URL'): DatabaseTarget {
  if (raw === undefined || raw.trim() === '') return { kind: 'sqlite', path: resolve(DEFAULT_SQLITE_PATH) }
  if (/^postgres(ql)?:\/\//.test(raw)) return { kind: 'postgres', url: raw }
  if (raw.startsWith('sqlite:')) {
    const path = raw.slice('sqlite:'.length).replace(/^\/\/(?=\/)/, '')
    if (path === '') throw new ConfigError(`${name} "sqlite:" needs a file path, e.g. sqlite:./data/pctx.db`)
    return { kind: 'sqlite', path: path === ':memory:' ? path : resolve(path) }
  }
  throw new ConfigError(
    `${name} must start with sqlite: (e.g. sqlite:./data/pctx.db) or postgres:// (e.g. postgres://user:pass@host/db), got "${raw}"`,
  )
}

function trustProxy(raw: string | undefined): Config['trustProxy'] {
  if (raw === undefined || raw.trim() === '' || raw === 'false') return false
  if (raw === 'true') return true
  if (/^\d+$/.test(raw)) return Number(raw)
  const list = raw.split(',').map((item) => item.trim())
  if (list.every((item) => /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(item) || item === 'loopback')) return list
  throw new ConfigError(
    `TRUST_PROXY must be true, false, a hop count, or a comma-separated list of proxy addresses, got "${raw}"`,
  )
}

function baseUrl(raw: string | undefined): string | null {
  if (raw === undefined || raw.trim() === '') return null
  try {
    const url = new URL(raw)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol')
    return url.toString().replace(/\/+$/, '')
  } catch {
    throw new ConfigError(
      `PUBLIC_BASE_URL must be an absolute http(s) URL such as https://ctx.example.com, got "${raw}"`,
    )
  }
}

/** MCP_ALLOWED_ORIGINS: comma-separated http(s) origins, each without a path. */
function origins(raw: string | undefined): string[] {
  if (raw === undefined || raw.trim() === '') return []
  return raw.split(',').map((item) => {
    const value = item.trim()
    let url: URL | undefined
    try {
      url = new URL(value)
    } catch {
      url = undefined
    }
    if (
      !url ||
      (url.protocol !== 'http:' && url.protocol !== 'https:') ||
      value.replace(/\/+$/, '').toLowerCase() !== url.origin
    ) {
      throw new ConfigError(
        `MCP_ALLOWED_ORIGINS must be comma-separated origins such as https://app.example.com (scheme, host and port, no path), got "${value}"`,
      )
    }
    return url.origin
  })
}

function logFormat(raw: string | undefined): Config['logFormat'] {
  const value = raw?.trim()
  if (value === undefined || value === '') return null
  if (value === 'json' || value === 'pretty') return value
  throw new ConfigError(`LOG_FORMAT must be json or pretty, got "${raw}"`)
}

/** A bearer token Prometheus sends: 16 to 256 visible ASCII characters, so it is hard to guess. */
function metricsToken(raw: string | undefined): string | null {
  if (raw === undefined || raw === '') return null
  if (!/^[\x21-\x7e]{16,256}$/.test(raw)) {
    throw new ConfigError(
      'METRICS_TOKEN must be 16 to 256 visible ASCII characters without spaces (e.g. `openssl rand -hex 32`)',
    )
  }
  return raw
}

function flag(env: NodeJS.ProcessEnv, name: string): boolean {
  const raw = env[name]?.trim()
  if (raw === undefined || raw === '' || raw === 'false') return false
  if (raw === 'true') return true
  throw new ConfigError(`${name} must be true or false, got "${raw}"`)
}

/** Comma-separated waits in milliseconds (1 ms to 7 days each, at most 50 of them). */
function retryDelays(raw: string | undefined): readonly number[] {
  if (raw === undefined || raw.trim() === '') return DEFAULT_RETRY_DELAYS_MS
  const delays = raw.split(',').map((item) => Number(item.trim()))
  if (
    delays.length > 50 ||
    delays.some((delay) => !Number.isInteger(delay) || delay < 1 || delay > 604_800_000)
  ) {
    throw new ConfigError(
      `WEBHOOK_RETRY_DELAYS_MS must be up to 50 comma-separated whole numbers of milliseconds from 1 to 604800000, got "${raw}"`,
    )
  }
  return Object.freeze(delays)
}

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]']

function oidcIssuer(raw: string): string {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new ConfigError(
      `OIDC_ISSUER must be the provider's issuer URL such as https://login.example.com, got "${raw}"`,
    )
  }
  // Plain http only on this machine (a provider started for tests or a trial), never over a network.
  const loopback = url.protocol === 'http:' && LOOPBACK_HOSTS.includes(url.hostname)
  if ((url.protocol !== 'https:' && !loopback) || url.search !== '' || url.hash !== '') {
    throw new ConfigError(
      `OIDC_ISSUER must be an https URL without query or fragment (http only on localhost), got "${raw}"`,
    )
  }
  return raw
}

/** A domain name, lower case: letters, digits, hyphens and dots. */
const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/

function oidc(env: NodeJS.ProcessEnv): OidcConfig | null {
  const value = (name: string) => {
    const raw = env[name]?.trim()
    return raw === undefined || raw === '' ? null : raw
  }
  const issuer = value('OIDC_ISSUER')
  if (issuer === null) {
    const orphan = ['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_ALLOWED_DOMAINS', 'OIDC_ADMIN_GROUP'].find(
      (name) => value(name) !== null,
    )
    if (orphan) throw new ConfigError(`${orphan} is set but OIDC_ISSUER is not: set both, or neither`)
    return null
  }
  const clientId = value('OIDC_CLIENT_ID')
  if (clientId === null) {
    throw new ConfigError('OIDC_CLIENT_ID is needed with OIDC_ISSUER: the client id the provider gave pctx')
  }
  const domains = value('OIDC_ALLOWED_DOMAINS')
  if (domains === null) {
    throw new ConfigError(
      'OIDC_ALLOWED_DOMAINS is needed with OIDC_ISSUER: the email domains whose people may sign in with SSO, comma-separated (e.g. example.com,example.org)',
    )
  }
  const allowedDomains = domains.split(',').map((domain) => domain.trim().toLowerCase())
  const bad = allowedDomains.find((domain) => !DOMAIN.test(domain))
  if (bad !== undefined) {
    throw new ConfigError(
      `OIDC_ALLOWED_DOMAINS must be comma-separated domain names such as example.com, got "${bad}" in "${domains}"`,
    )
  }
  const name = value('OIDC_NAME') ?? 'SSO'
  if (name.length > 60) throw new ConfigError(`OIDC_NAME must be at most 60 characters, got "${name}"`)
  const groupsClaim = value('OIDC_GROUPS_CLAIM') ?? 'groups'
  if (!/^[\x21-\x7e]{1,200}$/.test(groupsClaim)) {
    throw new ConfigError(`OIDC_GROUPS_CLAIM must be a claim name without spaces, got "${groupsClaim}"`)
  }
  const scopes = (value('OIDC_SCOPES') ?? 'openid email profile').split(/\s+/)
  if (
    !scopes.includes('openid') ||
    !scopes.includes('email') ||
    scopes.some((s) => !/^[\x21-\x7e]+$/.test(s))
  ) {
    throw new ConfigError(
      `OIDC_SCOPES must be space-separated scopes including openid and email (e.g. "openid email profile groups"), got "${env.OIDC_SCOPES}"`,
    )
  }
  return Object.freeze({
    issuer: oidcIssuer(issuer),
    clientId,
    clientSecret: value('OIDC_CLIENT_SECRET'),
    name,
    allowedDomains: Object.freeze([...new Set(allowedDomains)]),
    adminGroup: value('OIDC_ADMIN_GROUP'),
    groupsClaim,
    scopes: scopes.join(' '),
  })
}

/** Reads and validates the whole configuration once; the result is frozen. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Readonly<Config> {
  const logLevel = env.LOG_LEVEL?.trim() || 'info'
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`)
  }
  const host = env.HOST?.trim() || '127.0.0.1'
  const headersTimeoutMs = integer(env, 'HEADERS_TIMEOUT_MS', 10_000, 100, 600_000)
  const requestTimeoutMs = integer(env, 'REQUEST_TIMEOUT_MS', 30_000, 100, 3_600_000)
  // Node refuses a header timeout longer than the request timeout.
  if (headersTimeoutMs > requestTimeoutMs) {
    throw new ConfigError(
      `HEADERS_TIMEOUT_MS (${headersTimeoutMs}) must not exceed REQUEST_TIMEOUT_MS (${requestTimeoutMs})`,
    )
  }
  return Object.freeze({
    port: integer(env, 'PORT', 3000, 0, 65535),
    host,
    database: parseDatabaseUrl(env.DATABASE_URL),
    redisUrl: env.REDIS_URL?.trim() || null,
    publicBaseUrl: baseUrl(env.PUBLIC_BASE_URL),
    workers: integer(env, 'WORKERS', 1, 1, 64),
    logLevel,
    logFormat: logFormat(env.LOG_FORMAT),
    metricsToken: metricsToken(env.METRICS_TOKEN),
    publicRateLimitPerMinute: integer(env, 'PUBLIC_RATE_LIMIT_PER_MINUTE', 120, 1, 1_000_000),
    peopleRateLimit: {
      perMinute: integer(env, 'PEOPLE_RATE_LIMIT_PER_MINUTE', 300, 1, 1_000_000_000),
      perDay: integer(env, 'PEOPLE_RATE_LIMIT_PER_DAY', 10_000, 1, 1_000_000_000),
    },
    trustProxy: trustProxy(env.TRUST_PROXY),
    bodyLimitBytes: integer(env, 'BODY_LIMIT_BYTES', 5 * 1024 * 1024, 1024, 100 * 1024 * 1024),
    headersTimeoutMs,
    requestTimeoutMs,
    syncMaxBlocks: integer(env, 'SYNC_MAX_BLOCKS', 1000, 1, 100_000),
    pgPoolSize: integer(env, 'PG_POOL_SIZE', 10, 1, 1000),
    renderThreads: integer(env, 'RENDER_THREADS', 1, 1, 64),
    searchThreads: integer(env, 'SEARCH_THREADS', 1, 0, 64),
    listMaxLimit: integer(env, 'LIST_MAX_LIMIT', 1000, 1, 100_000),
    searchMaxLimit: integer(env, 'SEARCH_MAX_LIMIT', 100, 1, 10_000),
    searchMaxQueryLength: integer(env, 'SEARCH_MAX_QUERY_LENGTH', 1024, 1, 10_000),
    historyRetentionDays: optionalInteger(env, 'HISTORY_RETENTION_DAYS', 1, 36_500),
    webhookAllowPrivate: flag(env, 'WEBHOOK_ALLOW_PRIVATE'),
    webhookRetryDelaysMs: retryDelays(env.WEBHOOK_RETRY_DELAYS_MS),
    // The SDK itself refuses batches above 100 messages.
    mcpMaxBatch: integer(env, 'MCP_MAX_BATCH', 20, 1, 100),
    mcpMaxResponseBytes: integer(env, 'MCP_MAX_RESPONSE_BYTES', 16 * 1024 * 1024, 1024, 256 * 1024 * 1024),
    mcpRequestTimeoutMs: integer(env, 'MCP_REQUEST_TIMEOUT_MS', 30_000, 100, 600_000),
    mcpAllowedOrigins: origins(env.MCP_ALLOWED_ORIGINS),
    oidc: oidc(env),
  })
}
