import { once } from 'node:events'
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface ReceivedRequest {
  headers: IncomingHttpHeaders
  body: string
}

/** What the receiver does with one request: answer with a status, or keep it open. */
export type Reply = number | { status: number; headers: Record<string, string> } | 'hold'

/**
 * A real HTTP receiver on loopback, as a webhook consumer runs one: it records every request
 * and answers as `reply` says (200 by default). Held requests stay open until `release`.
 */
export async function startReceiver(reply: (request: ReceivedRequest, index: number) => Reply = () => 200) {
  const received: ReceivedRequest[] = []
  const held: { response: ServerResponse; status: number }[] = []
  let open = 0
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const entry = { headers: request.headers, body: Buffer.concat(chunks).toString('utf8') }
      received.push(entry)
      const answer = reply(entry, received.length - 1)
      if (answer === 'hold') {
        open += 1
        response.on('close', () => {
          open -= 1
        })
        held.push({ response, status: 200 })
        return
      }
      if (typeof answer === 'number') response.writeHead(answer).end('{}')
      else response.writeHead(answer.status, answer.headers).end()
    })
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const port = (server.address() as AddressInfo).port
  return {
    url: `http://127.0.0.1:${port}/hook`,
    port,
    received,
    /** Requests being held open right now. */
    open: () => open,
    /** Answers every held request with 200. */
    release() {
      for (const { response, status } of held.splice(0))
        if (!response.writableEnded) response.writeHead(status).end()
    },
    async close() {
      this.release()
      server.closeAllConnections()
      server.close()
      await once(server, 'close')
    },
  }
}

/** Waits until `condition` holds, checking often; fails after `limitMs` (a generous bound, not a timing claim). */
export async function until(condition: () => boolean | Promise<boolean>, what: string, limitMs = 30_000) {
  const end = Date.now() + limitMs
  while (!(await condition())) {
    if (Date.now() > end) throw new Error(`gave up waiting: ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}
