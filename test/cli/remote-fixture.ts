import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { type ApiSyncBody, PctxClient } from '../../src/client/pctx-client.js'
import type { ApiKey } from '../../src/domain/model.js'
import { type CliResult, killChildren, runCli, runJson, type TempDb, tempDb } from '../helpers/cli.js'
import { type ServerProcess, startServer } from '../helpers/server-process.js'

/**
 * A real `pctx serve` on a temp SQLite database with project `shop`, a write key and a read
 * key made by the admin CLI, for the remote commands (pull, push, export, search).
 */
export interface Remote {
  server: ServerProcess
  /** DATABASE_URL of the server's database, for admin commands. */
  dbUrl: string
  writeKey: string
  readKey: string
  /** A typed client with the write key, to seed and inspect the server. */
  client: PctxClient
  /** Runs `pctx …args` with PCTX_URL and PCTX_API_KEY (the write key unless `env` says otherwise). */
  pctx(args: string[], env?: Record<string, string>): Promise<CliResult>
  /** Like `pctx`, expecting exit 0 and JSON on stdout. */
  pctxJson<T = unknown>(args: string[], env?: Record<string, string>): Promise<T>
  /** A fresh temporary folder, removed by `close`. */
  tempDir(): string
  close(): Promise<void>
}

type CreatedKey = ApiKey & { key: string }

export async function startRemote(projects: string[] = ['shop']): Promise<Remote> {
  const db: TempDb = tempDb()
  for (const id of projects) await runJson(['project', 'create', id, '--name', id, '--json'], { db: db.url })
  const keyArgs = (name: string) => [
    'key',
    'create',
    '--name',
    name,
    '--all-projects',
    '--plan',
    'enterprise',
  ]
  const writeKey = (
    await runJson<CreatedKey>(
      [...keyArgs('writer'), '--access', 'write', '--per-minute', '100000', '--json'],
      {
        db: db.url,
      },
    )
  ).key
  const readKey = (await runJson<CreatedKey>([...keyArgs('reader'), '--json'], { db: db.url })).key
  const server = await startServer({ db: db.url, args: ['--no-demo'], env: { LOG_LEVEL: 'warn' } })
  const env = (extra: Record<string, string> = {}) => ({
    PCTX_URL: server.url,
    PCTX_API_KEY: writeKey,
    ...extra,
  })
  const dirs: string[] = []
  return {
    server,
    dbUrl: db.url,
    writeKey,
    readKey,
    client: new PctxClient({ baseUrl: server.url, apiKey: writeKey }),
    pctx: (args, extra) => runCli(args, { env: env(extra) }),
    pctxJson: (args, extra) => runJson(args, { env: env(extra) }),
    tempDir() {
      const dir = mkdtempSync(join(tmpdir(), 'pctx-files-'))
      dirs.push(dir)
      return dir
    },
    async close() {
      await server.stop()
      await killChildren()
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
      db.cleanup()
    },
  }
}

/** Every file under `dir` (relative path → content), to compare trees byte for byte. */
export function readTree(dir: string): Map<string, string> {
  const tree = new Map<string, string>()
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const path = join(entry.parentPath, entry.name)
    tree.set(relative(dir, path), readFileSync(path, 'utf8'))
  }
  return new Map([...tree].sort(([a], [b]) => (a < b ? -1 : 1)))
}

/** One block of each known type and of a custom one, with values that are hard to round-trip. */
export const SEED_BLOCKS: ApiSyncBody['blocks'] = [
  {
    key: 'tagline',
    type: 'text',
    section: 'brand',
    name: 'Tagline',
    status: 'complete',
    value: { content: 'Buy less, better.' },
  },
  {
    key: 'voice',
    type: 'text',
    section: 'brand',
    name: 'Voice: plain, warm',
    value: {
      content:
        '## Tone\n\nPlain words.   \n\n```yaml\n---\nkey: value\n---\n```\n\n- one\n- two: yes\n\nLast line.\n\n',
    },
  },
  { key: 'legal', type: 'text', section: 'brand', name: 'Legal', value: {} },
  {
    key: 'windows',
    type: 'text',
    section: 'brand',
    name: 'CRLF',
    value: { content: 'line one\r\nline two' },
  },
  {
    key: 'features',
    type: 'list',
    section: 'product',
    name: 'Features',
    status: 'complete',
    value: { items: ['Funnels', 'yes', '- dash', '#hash', 'Ünïcödé 🎉', '  padded  ', ''] },
  },
  {
    key: 'plans',
    type: 'pricing',
    section: 'product',
    name: 'Plans',
    value: {
      plan: 'Pro',
      seats: 5,
      ratio: 0.1,
      trial: true,
      note: null,
      since: '2024-01-01',
      tiers: [
        { name: 'Free', price: 0 },
        { name: 'Pro', price: 49.5, extras: [] },
      ],
      limits: { events: 1000000, nested: { deep: ['a', 1, false] }, empty: {} },
    },
  },
  {
    key: 'olivia',
    type: 'persona',
    section: 'users',
    name: 'Ops Olivia',
    status: 'complete',
    value: {
      name: 'Olivia',
      description: 'Runs operations\nat a mid-size shop.',
      goals: 'Fewer pages at night',
      pain_points: 'Alert fatigue: "too many" alerts',
    },
  },
  {
    key: 'dana',
    type: 'persona',
    section: 'users',
    name: 'Designer Dana',
    value: { name: 'Dana', description: 'Designs the storefront', goals: '' },
  },
  { key: 'note.1', type: 'note', section: 'zeta-notes', name: 'A note', value: { text: 'Custom section' } },
]

export { killChildren }

/**
 * A proxy in front of the remote's server that runs `beforeSync` right before it forwards a
 * sync: someone else's write landing between a push's check and its sync. Close it when done.
 */
export async function interceptingProxy(
  remote: Remote,
  beforeSync: () => Promise<unknown>,
): Promise<{ url: string; close(): Promise<void> }> {
  const proxy = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    if (request.method === 'POST' && request.url?.endsWith('/sync')) await beforeSync()
    const upstream = await fetch(`${remote.server.url}${request.url}`, {
      method: request.method ?? 'GET',
      headers: {
        'x-api-key': String(request.headers['x-api-key']),
        ...(request.headers['content-type'] && { 'content-type': request.headers['content-type'] }),
      },
      ...(chunks.length > 0 && { body: Buffer.concat(chunks) }),
    })
    response.writeHead(upstream.status, {
      'content-type': upstream.headers.get('content-type') ?? 'text/plain',
    })
    response.end(Buffer.from(await upstream.arrayBuffer()))
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => proxy.close(() => resolve())),
  }
}
