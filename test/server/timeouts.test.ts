import assert from 'node:assert/strict'
import { connect } from 'node:net'
import { after, before, describe, it } from 'node:test'
import { ConfigError, loadConfig } from '../../src/config.js'
import { SYSTEM_AUDIT } from '../../src/domain/audit/audit.js'
import { type RunningServer, startServer } from '../../src/server.js'
import { createServices } from '../../src/services.js'
import { openTempSqliteStore, type TempStore } from '../helpers/temp-store.js'

const HEADERS_TIMEOUT_MS = 600
const REQUEST_TIMEOUT_MS = 1200
/** How far past its timeout a connection may live: Node checks timeouts on an interval. */
const MARGIN = 2

interface Cut {
  elapsedMs: number
  answer: string
}

/**
 * Opens a connection, sends `head` at once, then one byte of `drip` every 50 ms (never all of
 * it); resolves when the server closes the connection.
 */
function trickle(port: number, head: string, drip: string): Promise<Cut> {
  return new Promise((resolve) => {
    const started = performance.now()
    const socket = connect(port, '127.0.0.1')
    let answer = ''
    let sent = 0
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => {
      answer += chunk
    })
    socket.on('error', () => undefined)
    const timer = setInterval(() => {
      if (sent < drip.length - 1 && socket.writable) socket.write(drip[sent++] ?? '')
    }, 50)
    socket.on('close', () => {
      clearInterval(timer)
      resolve({ elapsedMs: performance.now() - started, answer })
    })
    // Far beyond what the server should allow; only ends the test if the server never cuts.
    socket.setTimeout(REQUEST_TIMEOUT_MS * 10, () => socket.destroy())
    socket.write(head)
  })
}

describe('slow clients are cut at the configured timeouts', () => {
  let temp: TempStore
  let server: RunningServer
  let port: number
  let key: string

  before(async () => {
    temp = await openTempSqliteStore()
    const config = loadConfig({
      DATABASE_URL: temp.databaseUrl,
      LOG_LEVEL: 'silent',
      PORT: '0',
      HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
      REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    })
    const services = createServices({ store: temp.store, config, clock: { now: () => new Date() } })
    await services.projects.create({ id: 'p1', name: 'p1' })
    ;({ key } = await services.keys.create(
      {
        name: 'k',
        access: 'write',
        allProjects: true,
        projects: [],
        plan: 'enterprise',
        perMinute: 1000,
        perDay: 1000,
      },
      SYSTEM_AUDIT,
    ))
    server = await startServer(config, temp.store)
    port = Number(new URL(server.url).port)
  })
  after(async () => {
    await server.close()
    await temp.cleanup()
  })

  it('answers 408 to headers that arrive too slowly, within a margin of HEADERS_TIMEOUT_MS', async () => {
    const cut = await trickle(port, 'GET /healthz HTTP/1.1\r\nHost: x\r\n', 'X-Slow: yes\r\n'.repeat(1000))
    assert.match(cut.answer, /^HTTP\/1\.1 408 /)
    assert.match(cut.answer, /"error":"The request took too long/)
    assert.ok(cut.elapsedMs >= HEADERS_TIMEOUT_MS * 0.9, `cut after ${cut.elapsedMs} ms`)
    assert.ok(cut.elapsedMs <= HEADERS_TIMEOUT_MS * MARGIN, `cut after ${cut.elapsedMs} ms`)
  })

  it('answers 408 to a body that arrives too slowly, within a margin of REQUEST_TIMEOUT_MS', async () => {
    const body = JSON.stringify({ blocks: [], pad: 'x'.repeat(1000) })
    const head =
      'POST /api/v1/projects/p1/sync HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
      `X-API-Key: ${key}\r\nContent-Length: ${body.length}\r\n\r\n`
    const cut = await trickle(port, head, body)
    assert.match(cut.answer, /^HTTP\/1\.1 408 /)
    assert.ok(cut.elapsedMs >= REQUEST_TIMEOUT_MS * 0.9, `cut after ${cut.elapsedMs} ms`)
    assert.ok(cut.elapsedMs <= REQUEST_TIMEOUT_MS * MARGIN, `cut after ${cut.elapsedMs} ms`)
  })
})

describe('timeout configuration', () => {
  it('defaults to 10 s for headers and 30 s for the whole request', () => {
    const config = loadConfig({})
    assert.equal(config.headersTimeoutMs, 10_000)
    assert.equal(config.requestTimeoutMs, 30_000)
  })

  it('refuses a header timeout longer than the request timeout, or out of range', () => {
    assert.throws(
      () => loadConfig({ HEADERS_TIMEOUT_MS: '5000', REQUEST_TIMEOUT_MS: '4000' }),
      (error: unknown) =>
        error instanceof ConfigError && /HEADERS_TIMEOUT_MS.*REQUEST_TIMEOUT_MS/.test(error.message),
    )
    assert.throws(() => loadConfig({ REQUEST_TIMEOUT_MS: '10' }), ConfigError)
    assert.throws(() => loadConfig({ HEADERS_TIMEOUT_MS: 'soon' }), ConfigError)
  })
})
