import assert from 'node:assert/strict'
import { connect } from 'node:net'
import { after, describe, it } from 'node:test'
import { killChildren, runCli, runJson, tempDb } from '../helpers/cli.js'
import { startServer } from '../helpers/server-process.js'

/** Sends raw bytes on a fresh connection and returns everything the server answers. */
function rawRequest(port: number, text: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    let answer = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => {
      answer += chunk
    })
    socket.on('error', () => resolve(answer))
    socket.on('close', () => resolve(answer))
    socket.setTimeout(5_000, () => socket.destroy())
    socket.write(text)
  })
}

/** The key as text, as the byte list a serialised Buffer shows, and base64-encoded. */
function leakForms(key: string): string[] {
  const bytes = [...Buffer.from(key)].join(',')
  return [key, bytes, Buffer.from(key).toString('base64'), key.slice(5)]
}

describe('API keys never reach the logs, as X-API-Key or bearer tokens (real process, LOG_LEVEL=trace)', {
  timeout: 600_000,
}, () => {
  after(killChildren)

  it('not for success, client errors, unknown, revoked or malformed keys, nor broken HTTP', async (t) => {
    const db = tempDb()
    t.after(() => db.cleanup())
    await runJson(['project', 'create', 'vault', '--name', 'Vault', '--json'], { db: db.url })
    await runJson(['project', 'create', 'elsewhere', '--name', 'Elsewhere', '--json'], { db: db.url })
    const create = (name: string) =>
      runJson<{ key: string; prefix: string }>(
        ['key', 'create', '--name', name, '--project', 'vault', '--access', 'write', '--json'],
        { db: db.url },
      )
    const good = await create('good')
    const revoked = await create('revoked')
    assert.equal((await runCli(['key', 'revoke', revoked.prefix], { db: db.url })).code, 0)
    const unknown = `pctx_${'Z'.repeat(43)}`
    const bearer = await create('bearer')

    const server = await startServer({ db: db.url, args: ['--no-demo'], env: { LOG_LEVEL: 'trace' } })
    const api = `${server.url}/api/v1/projects`
    const send = (path: string, key: string, init: RequestInit = {}) =>
      fetch(`${api}${path}`, { ...init, headers: { 'x-api-key': key, 'content-type': 'application/json' } })

    const statuses = [
      (await send('/vault/blocks', good.key)).status,
      (await send('/vault/sync', good.key, { method: 'POST', body: '{"blocks":[]}' })).status,
      (await send('/vault/sync', good.key, { method: 'POST', body: '{"blocks": [' })).status,
      (await send('/vault/blocks?limit=0', good.key)).status,
      (await send('/elsewhere/blocks', good.key)).status,
      (await send('/vault/blocks', revoked.key)).status,
      (await send('/vault/blocks', unknown)).status,
      (await send('/vault/blocks', `${good.key}x`)).status,
      (await send('/vault/blocks/%E0%A4%A', good.key)).status,
    ]
    // The same key as a bearer token, valid and not: Authorization is redacted like X-API-Key.
    const asBearer = (key: string) =>
      fetch(`${api}/vault/blocks`, { headers: { authorization: `Bearer ${key}` } })
    statuses.push((await asBearer(bearer.key)).status, (await asBearer(`${bearer.key}x`)).status)
    assert.deepEqual(statuses, [200, 200, 400, 400, 403, 401, 401, 401, 400, 200, 401])

    // Requests Node's HTTP parser refuses: Fastify's default handler logs their raw bytes.
    const head =
      `GET /api/v1/projects/vault/blocks HTTP/1.1\r\nHost: x\r\nX-API-Key: ${good.key}\r\n` +
      `Authorization: Bearer ${bearer.key}\r\n`
    const overflow = await rawRequest(server.port, `${head}X-Padding: ${'p'.repeat(20_000)}\r\n\r\n`)
    const badHeader = await rawRequest(server.port, `${head}Not a header\r\n\r\n`)
    assert.match(overflow, /^HTTP\/1\.1 431 /)
    assert.match(badHeader, /^HTTP\/1\.1 400 /)

    assert.equal((await server.stop()).code, 0)
    const output = server.stdout() + server.stderr()
    assert.ok(/"level":(10|20),/.test(output), 'debug or trace entries were logged')
    assert.ok(output.includes('incoming request'), 'requests were logged')
    for (const secret of [good.key, revoked.key, unknown, bearer.key]) {
      for (const form of leakForms(secret)) {
        assert.ok(!output.includes(form), `the log holds ${form.slice(0, 40)}…`)
      }
    }
  })
})
