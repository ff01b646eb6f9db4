import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { PROJECT_ID_RE, PROJECT_ID_RULE } from '../domain/rules.js'

/** The name of the file that gives the remote commands their defaults. */
export const PROJECT_CONFIG_FILE = 'pctx.json'

/** What a pctx.json may hold: the server and the project of the remote commands. */
export interface ProjectConfig {
  /** Where the file was found. */
  readonly path: string
  readonly url?: string
  readonly project?: string
}

/**
 * The pctx.json in `cwd` or the nearest parent folder, validated; undefined when there is none.
 * A repository commits it next to its context folder, so `pctx push ./context` needs no flags.
 * It holds no key: a file committed with the code is no place for a secret.
 */
export function findProjectConfig(cwd: string): ProjectConfig | undefined {
  for (let dir = cwd; ; dir = dirname(dir)) {
    const path = join(dir, PROJECT_CONFIG_FILE)
    let text: string
    try {
      text = readFileSync(path, 'utf8')
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      if (code !== 'ENOENT' && code !== 'ENOTDIR')
        throw new Error(`cannot read ${path}: ${(error as Error).message}`)
      if (dirname(dir) === dir) return undefined
      continue
    }
    return parseProjectConfig(text, path)
  }
}

/** Validates the text of a pctx.json; every error names the file and what to change. */
export function parseProjectConfig(text: string, path: string): ProjectConfig {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (error) {
    throw new Error(
      `${path} is not valid JSON (${(error as Error).message}); write e.g. {"url": "https://pctx.example.com", "project": "acme"}`,
    )
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(
      `${path} must hold a JSON object such as {"url": "https://pctx.example.com", "project": "acme"}`,
    )
  }
  const fields = parsed as Record<string, unknown>
  for (const name of Object.keys(fields)) {
    if (name === 'apiKey' || name === 'key') {
      throw new Error(
        `${path}: "${name}" does not belong in pctx.json, a file committed with the code; set PCTX_API_KEY instead (and revoke the key if this file was shared)`,
      )
    }
    if (name !== 'url' && name !== 'project') {
      throw new Error(`${path}: unknown field "${name}"; pctx.json holds only "url" and "project"`)
    }
  }
  const { url, project } = fields
  if (url !== undefined) {
    if (typeof url !== 'string' || !isHttpUrl(url)) {
      throw new Error(
        `${path}: "url" must be an absolute http(s) URL such as "https://pctx.example.com", got ${JSON.stringify(url)}`,
      )
    }
  }
  if (project !== undefined) {
    if (typeof project !== 'string' || !PROJECT_ID_RE.test(project)) {
      throw new Error(
        `${path}: "project" must be a project id (${PROJECT_ID_RULE}), got ${JSON.stringify(project)}`,
      )
    }
  }
  return Object.freeze({
    path,
    ...(url !== undefined && { url: url as string }),
    ...(project !== undefined && { project: project as string }),
  })
}

function isHttpUrl(text: string): boolean {
  try {
    const { protocol, search, hash } = new URL(text.trim())
    return (protocol === 'http:' || protocol === 'https:') && !search && !hash
  } catch {
    return false
  }
}
