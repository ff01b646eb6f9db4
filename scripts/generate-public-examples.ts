/**
 * Writes docs/public-examples.md: the real answers of the public endpoints for the demo project
 * (src/demo/demo-project.ts), generated through the app itself on a temporary SQLite database,
 * so the documented examples cannot drift from the code.
 *
 *   npx tsx scripts/generate-public-examples.ts           # rewrite the file
 *   npx tsx scripts/generate-public-examples.ts --check   # exit 1 when the file is out of date
 *
 * test/docs/examples-doc.test.ts runs the check in the test suite.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { buildApp } from '../src/app.js'
import { loadConfig } from '../src/config.js'
import { seedDemo } from '../src/demo/seed-demo.js'
import { createBlockService } from '../src/domain/block-service.js'
import { createKeyService } from '../src/domain/key-service.js'
import { createProjectService } from '../src/domain/project-service.js'
import { openSqliteStore } from '../src/store/sqlite/sqlite-store.js'

export const EXAMPLES_PATH = join(dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'public-examples.md')
export const EXAMPLES_BASE_URL = 'https://ctx.example.com'
/** Fixed, so the examples' dates and ETags are the same on every run. */
const DEMO_TIME = '2026-01-15T10:00:00.000Z'

/** The response headers shown, as they are usually written. */
const HEADER_NAMES = {
  'content-type': 'Content-Type',
  'content-encoding': 'Content-Encoding',
  etag: 'ETag',
  'cache-control': 'Cache-Control',
  vary: 'Vary',
  'access-control-allow-origin': 'Access-Control-Allow-Origin',
  'content-length': 'Content-Length',
  'x-context-tokens': 'X-Context-Tokens',
  'x-context-truncated': 'X-Context-Truncated',
} as const
const SHOWN_HEADERS = Object.keys(HEADER_NAMES) as (keyof typeof HEADER_NAMES)[]

interface Example {
  title: string
  about: string
  path: string
  /** Send the ETag of a first GET of the same path in If-None-Match. */
  conditional?: boolean
  /** Request headers to send. */
  headers?: Record<string, string>
  /** How to show the body: as is (with its fence language), or JSON formatted for reading. */
  show: 'text' | 'markdown' | 'json'
}

const EXAMPLES: Example[] = [
  {
    title: 'llms.txt',
    about:
      'The whole context in the strict llmstxt.org form: one linked entry per block, each with its content on one line.',
    path: '/api/projects/demo/llms.txt',
    show: 'markdown',
  },
  {
    title: 'llms.txt, complete blocks only',
    about: 'With `?status=complete`; every link keeps the filter.',
    path: '/api/projects/demo/llms.txt?status=complete',
    show: 'markdown',
  },
  {
    title: 'llms-full.txt',
    about: 'The llms.txt header (H1 and summary), then the whole markdown body.',
    path: '/api/projects/demo/llms-full.txt',
    show: 'markdown',
  },
  {
    title: 'markdown',
    about: 'The whole context as one document: H1 project, H2 sections, H3 blocks.',
    path: '/api/projects/demo/markdown',
    show: 'markdown',
  },
  {
    title: 'markdown of one section',
    about: 'One section alone: H1 section title, H2 blocks.',
    path: '/api/projects/demo/markdown/users',
    show: 'markdown',
  },
  {
    title: 'context',
    about: 'The context as JSON. Sent compact; formatted here for reading.',
    path: '/api/projects/demo/context',
    show: 'json',
  },
  {
    title: 'Compressed',
    about:
      'With the `Accept-Encoding` of most clients (`curl --compressed` sends one too, with the codings its build decodes): brotli, with its own ETag. The body, once decoded, is the llms.txt above.',
    path: '/api/projects/demo/llms.txt',
    headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    show: 'text',
  },
  {
    title: 'Conditional request',
    about: 'With the ETag of the current revision in `If-None-Match`: 304, no body.',
    path: '/api/projects/demo/markdown',
    conditional: true,
    show: 'text',
  },
  {
    title: 'A token budget, with a question',
    about:
      'With `?tokens=200&q=…`: at most 200 tokens (o200k_base), every block that matches the question before any that does not, best first (status only breaks ties, and a kept draft says it is one); the closing note names what was left out.',
    path: '/api/projects/demo/markdown?tokens=200&q=who%20are%20our%20users',
    show: 'markdown',
  },
  {
    title: 'llms.txt under a token budget, with a question',
    about:
      'The tokens go to content: one line of notes, entries only for the blocks shown (in canonical order; a draft says so, a block that does not fit whole is cut), and one Optional entry saying how many more blocks the full index lists. It still parses as llms.txt.',
    path: '/api/projects/demo/llms.txt?tokens=450&q=who%20are%20our%20users',
    show: 'markdown',
  },
  {
    title: 'The JSON context under a token budget',
    about: 'What was left out goes in `data.budget`.',
    path: '/api/projects/demo/context?tokens=300',
    show: 'json',
  },
  {
    title: 'A budget smaller than the smallest answer',
    about:
      'Text outputs answer the note alone, saying which budget the frame needs; the JSON context answers 400 naming it.',
    path: '/api/projects/demo/markdown?tokens=60',
    show: 'markdown',
  },
  {
    title: 'A JSON context budget below its frame',
    about: 'A JSON body cut short would not parse: 400, with the smallest budget that works.',
    path: '/api/projects/demo/context?tokens=50',
    show: 'json',
  },
  {
    title: 'Unknown section',
    about: 'Unknown sections, sections with nothing to show, and unknown or private projects answer 404.',
    path: '/api/projects/demo/markdown/pricing',
    show: 'json',
  },
]

/** A code fence longer than any run of backticks in `body`. */
function fenced(body: string, lang: string): string {
  const longest = Math.max(0, ...[...body.matchAll(/`+/g)].map((match) => match[0].length))
  const fence = '`'.repeat(Math.max(3, longest + 1))
  return `${fence}${lang}\n${body.endsWith('\n') ? body : `${body}\n`}${fence}`
}

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  304: 'Not Modified',
  400: 'Bad Request',
  404: 'Not Found',
}

/** Builds the demo project on a temporary database and renders the examples document. */
export async function generatePublicExamples(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'pctx-examples-'))
  const path = join(dir, 'pctx.db')
  const store = await openSqliteStore(path)
  const clock = { now: () => new Date(DEMO_TIME) }
  try {
    const config = loadConfig({
      DATABASE_URL: `sqlite:${path}`,
      LOG_LEVEL: 'silent',
      PUBLIC_BASE_URL: EXAMPLES_BASE_URL,
    })
    const projects = createProjectService({ store, clock })
    const keys = createKeyService({ store, clock })
    const blocks = createBlockService({ store, clock, limits: { maxBlocks: config.syncMaxBlocks } })
    await seedDemo({ store, projects, keys, blocks })
    const app = await buildApp({ config, store, clock, logger: false })
    const parts = [
      '# Public endpoints: real examples',
      '',
      '<!-- Generated by `npx tsx scripts/generate-public-examples.ts`: do not edit by hand. -->',
      '',
      'Every answer below is what the service sends for the demo project',
      '(`src/demo/demo-project.ts`, created on an empty database by `npm start`) with',
      `\`PUBLIC_BASE_URL=${EXAMPLES_BASE_URL}\`. The file is generated by`,
      '`npx tsx scripts/generate-public-examples.ts`, and `test/docs/examples-doc.test.ts` fails',
      'when it differs from what the code produces now, so it cannot drift. The endpoints and rules',
      'are described in [public-endpoints.md](public-endpoints.md).',
    ]
    try {
      for (const example of EXAMPLES) {
        const headers: Record<string, string> = { ...example.headers }
        if (example.conditional) {
          const first = await app.inject({ method: 'GET', url: example.path })
          headers['If-None-Match'] = String(first.headers.etag)
        }
        const res = await app.inject({ method: 'GET', url: example.path, headers })
        const head = [`HTTP/1.1 ${res.statusCode} ${STATUS_TEXT[res.statusCode] ?? ''}`.trimEnd()]
        const coding = res.headers['content-encoding']
        for (const name of SHOWN_HEADERS) {
          // Compressed sizes depend on the zlib that Node bundles: not shown, so the file is the same everywhere.
          if (coding && name === 'content-length') continue
          const value = res.headers[name]
          if (value !== undefined) head.push(`${HEADER_NAMES[name]}: ${value}`)
        }
        const request = [`GET ${example.path}`, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)]
        parts.push('', `## ${example.title}`, '', example.about, '', fenced(request.join('\n'), 'http'))
        parts.push('', fenced(head.join('\n'), 'http'))
        if (coding) {
          parts.push('', `(The ${coding} body and its Content-Length are not shown.)`)
        } else if (res.body !== '') {
          const body = example.show === 'json' ? `${JSON.stringify(res.json(), null, 2)}\n` : res.body
          parts.push('', fenced(body, example.show === 'text' ? 'text' : example.show))
        }
      }
    } finally {
      await app.close()
    }
    return `${parts.join('\n')}\n`
  } finally {
    await store.close()
    rmSync(dir, { recursive: true, force: true })
  }
}

async function main(): Promise<void> {
  const generated = await generatePublicExamples()
  if (process.argv.includes('--check')) {
    const current = readFileSync(EXAMPLES_PATH, 'utf8')
    if (current !== generated) {
      console.error(`${EXAMPLES_PATH} is out of date: run npx tsx scripts/generate-public-examples.ts`)
      process.exit(1)
    }
    console.error(`${EXAMPLES_PATH} is up to date`)
    return
  }
  writeFileSync(EXAMPLES_PATH, generated)
  console.error(`wrote ${EXAMPLES_PATH}`)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main()
