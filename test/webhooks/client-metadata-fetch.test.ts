import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createClientMetadataFetcher } from '../../src/webhooks/client-metadata-fetch.js'
import { type HttpsSite, startHttpsSite } from '../helpers/https-site.js'

/**
 * Client ID Metadata Documents (docs/oauth.md) are fetched from an address the app chose: through
 * the webhooks' SSRF guard, https only, no redirects, bounded in size and time. A loopback https
 * server with a certificate made for the test stands in for the app's site (allowPrivate lets the
 * fetch reach it; the guard's refusals are tested with allowPrivate off).
 */
describe('Client ID Metadata Document fetch', () => {
  let site: HttpsSite
  let ca: Buffer
  let base: string

  before(async () => {
    site = await startHttpsSite((request, response, origin) => {
      if (request.url === '/app.json') {
        response.setHeader('content-type', 'application/json')
        response.end(
          JSON.stringify({
            client_id: `${origin}/app.json`,
            client_name: 'App',
            redirect_uris: ['https://app.example/cb'],
          }),
        )
      } else if (request.url === '/big.json') {
        response.end(`{"pad":"${'x'.repeat(10_000)}"}`)
      } else if (request.url === '/slow.json') {
        response.write('{') // and never more
      } else if (request.url === '/moved.json') {
        response.writeHead(302, { location: '/app.json' }).end()
      } else {
        response.end('<html>not json</html>')
      }
    })
    ca = site.ca
    base = site.origin
  })
  after(() => site.close())

  // Made once `before` has the certificate.
  const fetcher = (url: string) =>
    createClientMetadataFetcher({ allowPrivate: true, ca, timeoutMs: 1000 })(url)

  it('reads a small JSON document', async () => {
    const document = (await fetcher(`${base}/app.json`)) as { client_name: string }
    assert.equal(document.client_name, 'App')
  })

  it('refuses oversized, slow, redirected and non-JSON documents', async () => {
    await assert.rejects(fetcher(`${base}/big.json`), /larger than 5120 bytes/)
    await assert.rejects(fetcher(`${base}/slow.json`), /within 1000 ms/)
    await assert.rejects(fetcher(`${base}/moved.json`), /HTTP 302/)
    await assert.rejects(fetcher(`${base}/page.html`), /not JSON/)
  })

  it('refuses loopback and private addresses, by literal or by what a name resolves to', async () => {
    const guarded = createClientMetadataFetcher({
      allowPrivate: false,
      ca,
      resolve: ((_host: string, _options: object, callback: (e: null, a: object[]) => void) =>
        callback(null, [{ address: '127.0.0.1', family: 4 }])) as never,
    })
    await assert.rejects(guarded(`${base}/app.json`), /loopback, private or metadata/)
    await assert.rejects(guarded('https://rebinding.example/app.json'), /resolves to 127\.0\.0\.1/)
    await assert.rejects(guarded('https://169.254.169.254/latest/meta-data'), /loopback, private or metadata/)
  })
})
