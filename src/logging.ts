import { createRequire } from 'node:module'
import { type DestinationStream, type Logger, type LoggerOptions, pino } from 'pino'
import type PinoPretty from 'pino-pretty'
import { colourWanted } from './colour.js'
import type { Config } from './config.js'

/** Log formats: one JSON object a line, or pino-pretty's readable lines. */
export type LogFormat = 'json' | 'pretty'

/**
 * Header values that must never reach a log (an API key is a secret: never logged). Paths cover
 * Fastify's request serialiser (`req.headers`) and a headers object logged on its own.
 */
const REDACTED_PATHS = [
  'req.headers["x-api-key"]',
  'headers["x-api-key"]',
  'req.headers.authorization',
  'headers.authorization',
]

export interface LoggerSettings {
  level: string
  /** null: pretty on a terminal, JSON otherwise. */
  format: LogFormat | null
}

/** The format a process logs in: LOG_FORMAT when set, else pretty on a terminal, JSON in a pipe or file. */
export function resolveLogFormat(
  format: LogFormat | null,
  stdout: { isTTY?: boolean } = process.stdout,
): LogFormat {
  return format ?? (stdout.isTTY === true ? 'pretty' : 'json')
}

/**
 * The options of every server process's logger: the cluster primary's (`createLogger`) and each
 * worker's Fastify app, which makes its root logger from them (its request logs, the webhook
 * deliverer, the retention job), so every line on stdout has the same shape (pino's `level`,
 * `time`, `pid`, `hostname`, `msg`, plus the event's fields). Fastify gets options rather than
 * an instance: given an instance it logs through a child of it, and the per-request children
 * of that child cost measurably more on the hot paths (docs/performance.md). Pretty output is
 * pino-pretty in this process (no transport thread), coloured only where colour is wanted (a
 * terminal, NO_COLOR unset; src/colour.ts).
 */
export function loggerOptions(settings: LoggerSettings): LoggerOptions & { stream?: DestinationStream } {
  const options: LoggerOptions = {
    level: settings.level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  }
  if (resolveLogFormat(settings.format) === 'json') return options
  return { ...options, stream: prettyStream(colourWanted(process.stdout)) }
}

/** A logger of `loggerOptions(settings)`: the cluster primary's and `serve`'s own. */
export function createLogger(settings: LoggerSettings): Logger {
  const { stream, ...options } = loggerOptions(settings)
  return stream ? pino(options, stream) : pino(options)
}

/** The settings of `config` for `createLogger`. */
export function loggerSettings(config: Pick<Readonly<Config>, 'logLevel' | 'logFormat'>): LoggerSettings {
  return { level: config.logLevel, format: config.logFormat }
}

// Loaded on first use, so a server logging JSON (every deployment) never loads pino-pretty.
const requireCjs = createRequire(import.meta.url)
function prettyStream(colour: boolean) {
  const build = requireCjs('pino-pretty') as typeof PinoPretty
  return build({ colorize: colour, sync: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'hostname' })
}
