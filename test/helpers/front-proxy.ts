import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * One address in front of several pctx instances, as a load balancer is in a deployment: every
 * request goes to the instance the test chose last, with its Host header kept, so each instance
 * names the same issuer and resource (the front's) and a browser keeps one origin and one session
 * cookie whichever instance answers. Streams (SSE) are piped through unchanged.
 */
export interface FrontProxy {
  /** `http://127.0.0.1:<port>`: what the apps and the browser use. */
  origin: string
  /** Sends the next requests to the instance at `url` (`http://127.0.0.1:<port>`). */
  to(url: string): void
  /** Requests forwarded so far, per instance URL. */
  served(url: string): number
  close(): Promise<void>
}

export async function startFrontProxy(first: string): Promise<FrontProxy> {
  let target = new URL(first)
  const counts = new Map<string, number>()
  const server = http.createServer((request, response) => {
    const to = target
    counts.set(to.origin, (counts.get(to.origin) ?? 0) + 1)
    const upstream = http.request(
      {
        host: to.hostname,
        port: to.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
        agent: false,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.rawHeaders)
        answer.pipe(response)
      },
    )
    upstream.on('error', (error) => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' })
      response.end(`front proxy: ${error.message}`)
    })
    response.on('close', () => upstream.destroy())
    request.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    to(url) {
      target = new URL(url)
    },
    served: (url) => counts.get(new URL(url).origin) ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
