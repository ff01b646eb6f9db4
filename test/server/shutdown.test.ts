import assert from 'node:assert/strict'
import { Agent, type IncomingMessage, request } from 'node:http'
import { connect } from 'node:net'
import { after, describe, it } from 'node:test'
import { killChildren, tempDb } from '../helpers/cli.js'
import { bannerKey, type Exit, readJson, startServer } from '../helpers/server-process.js'

/** Resolves with the exit, or rejects when the process is still running after `ms`. */
function exitWithin(exited: Promise<Exit>, ms: number): Promise<Exit> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`still running ${ms} ms later`)), ms)
  })
  return Promise.race([exited, late]).finally(() => clearTimeout(timer))
}

function readBody(res: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = ''
    res.setEncoding('utf8')
    res.on('data', (chunk: string) => {
      text += chunk
    })
    res.on('end', () => resolve(text))
    res.on('error', reject)
  })
}

interface RawResponse {
  status: number
  headers: Record<string, string>
  body: string
}

/** Splits the bytes of one connection into its HTTP/1.1 responses (Content-Length framed). */
function parseResponses(bytes: Buffer): RawResponse[] {
  const responses: RawResponse[] = []
  let rest = bytes
  while (rest.length > 0) {
    const end = rest.indexOf('\r\n\r\n')
    if (end < 0) break
    const [statusLine = '', ...lines] = rest.subarray(0, end).toString('latin1').split('\r\n')
    const headers = Object.fromEntries(
      lines.map((line) => [
        line.slice(0, line.indexOf(':')).toLowerCase(),
        line.slice(line.indexOf(':') + 1).trim(),
      ]),
    )
    const length = Number(headers['content-length'] ?? 0)
    const body = rest.subarray(end + 4, end + 4 + length).toString('utf8')
    responses.push({ status: Number(statusLine.split(' ')[1]), headers, body })
    rest = rest.subarray(end + 4 + length)
  }
  return responses
}

describe('graceful shutdown (real process)', { timeout: 600_000 }, () => {
  after(killChildren)

  it('SIGTERM lets an in-flight sync finish, then exits 0 even with a keep-alive client', async (t) => {
    const db = tempDb()
    t.after(() => db.cleanup())
    const server = await startServer({ db: db.url, env: { LOG_LEVEL: 'info' } })
    const key = bannerKey(server.stderr())
    assert.ok(key)
    const blocks = Array.from({ length: 300 }, (_, i) => ({
      key: `inflight-${i}`,
      type: 'text',
      section: 'product',
      value: { content: `Block ${i}: ${'lorem ipsum '.repeat(150)}` },
    }))
    const body = Buffer.from(JSON.stringify({ blocks }))
    // A client that keeps its connection open after the response, like most HTTP clients and
    // load balancers do: the server must not wait for it to let go.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    t.after(() => agent.destroy())
    const req = request(`${server.url}/api/v1/projects/demo/sync`, {
      method: 'POST',
      agent,
      headers: { 'content-type': 'application/json', 'content-length': body.length, 'x-api-key': key },
    })
    const response = new Promise<IncomingMessage>((resolve, reject) => {
      req.once('response', resolve)
      req.once('error', reject)
    })
    // Send the headers and a first part of the body; once the server has logged the request,
    // it is in flight: signal, then send the rest.
    req.write(body.subarray(0, 64 * 1024))
    await server.waitForOutput((out) => out.includes('"url":"/api/v1/projects/demo/sync"'))
    server.proc.kill('SIGTERM')
    await server.waitForOutput((out) => out.includes('SIGTERM received'))
    req.end(body.subarray(64 * 1024))

    const res = await response
    const text = await readBody(res)
    const answeredAt = Date.now()
    assert.equal(res.statusCode, 200, text)
    const result = JSON.parse(text)
    assert.equal(result.data.created.length, blocks.length)

    const exit = await exitWithin(server.exited, 20_000)
    assert.deepEqual(exit, { code: 0, signal: null }, server.stderr())
    assert.ok(Date.now() - answeredAt < 20_000)

    // What was answered is on disk.
    const restarted = await startServer({ db: db.url })
    t.after(() => restarted.stop())
    const get = await fetch(`${restarted.url}/api/v1/projects/demo/blocks/inflight-299`, {
      headers: { 'x-api-key': key },
    })
    assert.equal(get.status, 200)
    assert.equal((await readJson(get)).data.key, 'inflight-299')
  })

  it('a request pipelined behind the in-flight one while draining gets a 503 envelope', async (t) => {
    const db = tempDb()
    t.after(() => db.cleanup())
    const server = await startServer({ db: db.url, env: { LOG_LEVEL: 'info' } })
    const key = bannerKey(server.stderr())
    assert.ok(key)
    const body = Buffer.from(
      JSON.stringify({
        blocks: [{ key: 'last-words', type: 'text', section: 'brand', value: { content: 'Bye' } }],
      }),
    )
    const socket = connect(server.port, '127.0.0.1')
    t.after(() => socket.destroy())
    const chunks: Buffer[] = []
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()))
    socket.on('error', () => undefined)
    socket.write(
      `POST /api/v1/projects/demo/sync HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n` +
        `X-API-Key: ${key}\r\nContent-Length: ${body.length}\r\n\r\n`,
    )
    socket.write(body.subarray(0, 10))
    await server.waitForOutput((out) => out.includes('"url":"/api/v1/projects/demo/sync"'))
    server.proc.kill('SIGTERM')
    await server.waitForOutput((out) => out.includes('SIGTERM received'))
    // The rest of the in-flight body, and right behind it a second request on the same connection.
    socket.write(
      Buffer.concat([
        body.subarray(10),
        Buffer.from(`GET /api/v1/projects/demo/blocks HTTP/1.1\r\nHost: x\r\nX-API-Key: ${key}\r\n\r\n`),
      ]),
    )
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 15_000))])
    const [first, second] = parseResponses(Buffer.concat(chunks))
    assert.equal(first?.status, 200, first?.body)
    assert.equal(second?.status, 503, second?.body)
    assert.match(second.headers['content-type'] ?? '', /^application\/json/)
    assert.equal(second.headers.connection, 'close')
    assert.ok(second.headers['x-request-id'], 'X-Request-Id on every response')
    const envelope = JSON.parse(second.body)
    assert.equal(envelope.data, null)
    assert.match(envelope.error, /shutting down/i)
    assert.deepEqual(await exitWithin(server.exited, 20_000), { code: 0, signal: null })
  })

  it('SIGTERM and SIGINT on an idle server exit 0 promptly', async (t) => {
    const db = tempDb()
    t.after(() => db.cleanup())
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      const server = await startServer({ db: db.url, args: ['--no-demo'] })
      // An open keep-alive connection must not hold the exit either.
      const agent = new Agent({ keepAlive: true })
      t.after(() => agent.destroy())
      const res = await new Promise<IncomingMessage>((resolve, reject) => {
        request(`${server.url}/readyz`, { agent }, resolve).once('error', reject).end()
      })
      assert.equal(res.statusCode, 200)
      await readBody(res)
      server.proc.kill(signal)
      const exit = await exitWithin(server.exited, 20_000)
      assert.deepEqual(exit, { code: 0, signal: null }, `${signal}: ${server.stderr()}`)
    }
  })
})
