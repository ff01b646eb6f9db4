import assert from 'node:assert/strict'
import { connect } from 'node:net'
import { after, before, describe, it } from 'node:test'
import { killChildren, type TempDb, tempDb } from '../helpers/cli.js'
import { type ServerProcess, startServer } from '../helpers/server-process.js'

interface RawAnswer {
  status: number
  headers: Record<string, string>
  body: string
}

/** Writes raw bytes on a fresh connection; parses the one HTTP answer that comes back. */
function raw(port: number, text: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    let answer = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => {
      answer += chunk
    })
    const done = () => {
      const [head = '', ...rest] = answer.split('\r\n\r\n')
      const [statusLine = '', ...lines] = head.split('\r\n')
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1])
      if (!status) return reject(new Error(`no HTTP answer: ${JSON.stringify(answer.slice(0, 200))}`))
      const headers = Object.fromEntries(
        lines.map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      )
      resolve({ status, headers, body: rest.join('\r\n\r\n') })
    }
    socket.on('close', done)
    socket.on('error', () => undefined)
    socket.setTimeout(5_000, () => socket.destroy())
    socket.write(text)
  })
}

const CASES: { name: string; request: string; status: number; error: RegExp; counted?: boolean }[] = [
  {
    name: 'headers over 16 KiB',
    request: `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`,
    status: 431,
    error: /headers are too large/,
    counted: true,
  },
  {
    name: 'a line that is not a header',
    request: 'GET /healthz HTTP/1.1\r\nHost: x\r\nthis is not a header\r\n\r\n',
    status: 400,
    error: /Malformed HTTP request/,
    counted: true,
  },
  {
    name: 'a non-numeric Content-Length',
    request: 'POST /api/v1/projects/p/sync HTTP/1.1\r\nHost: x\r\nContent-Length: lots\r\n\r\n{}',
    status: 400,
    error: /Malformed HTTP request/,
  },
  {
    name: 'a broken percent-encoding in the path',
    request: 'GET /api/v1/projects/%E0%A4%A/blocks HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    status: 400,
    error: /URL is not valid/,
  },
  {
    name: 'a path segment longer than any id or key',
    request: `GET /api/v1/projects/p/blocks/${'k'.repeat(300)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
    status: 400,
    error: /path segment is too long/,
  },
]

describe('protocol-level errors answer the JSON envelope too (real process)', { timeout: 600_000 }, () => {
  let db: TempDb
  let server: ServerProcess
  before(async () => {
    db = tempDb()
    server = await startServer({ db: db.url, args: ['--no-demo'], env: { LOG_LEVEL: 'warn' } })
  })
  after(async () => {
    await server?.stop()
    await killChildren()
    db?.cleanup()
  })

  for (const bad of CASES) {
    it(`${bad.name} → ${bad.status} {data: null, error}`, async () => {
      const answer = await raw(server.port, bad.request)
      assert.equal(answer.status, bad.status, answer.body)
      assert.match(answer.headers['content-type'] ?? '', /^application\/json/)
      const body = JSON.parse(answer.body)
      assert.deepEqual(Object.keys(body).sort(), ['data', 'error'])
      assert.equal(body.data, null)
      assert.match(body.error, bad.error)
      if (bad.counted) {
        // Answered on the socket by the client-error handler, still with the IP's window.
        assert.match(answer.headers['x-ratelimit-remaining'] ?? '', /^\d+$/)
        assert.match(answer.headers['ratelimit-policy'] ?? '', /^"minute";q=\d+;w=60$/)
        assert.match(answer.headers.ratelimit ?? '', /^"minute";r=\d+;t=\d+$/)
      }
    })
  }

  it('the server is still healthy afterwards', async () => {
    const res = await fetch(`${server.url}/healthz`)
    assert.equal(res.status, 200)
  })
})
