import { createServer } from 'node:http'

/**
 * A webhook receiver on loopback that answers every delivery with 204 after `delayMs`: the
 * slow endpoint of the webhook-slow-receiver scenario. `ids` holds the distinct webhook-ids it
 * has answered (a retried event counts once); `inFlight()` the deliveries it holds right now.
 */
export async function startSlowReceiver(delayMs) {
  const ids = new Set()
  let held = 0
  const server = createServer((request, response) => {
    held++
    request.resume()
    request.on('end', () => {
      setTimeout(() => {
        ids.add(String(request.headers['webhook-id']))
        held--
        response.writeHead(204).end()
      }, delayMs)
    })
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address()
  return {
    url: `http://127.0.0.1:${port}/hook`,
    ids,
    inFlight: () => held,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
