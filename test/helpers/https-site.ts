import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import https from 'node:https'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * An app's own https site on loopback (where a Client ID Metadata Document lives), with a
 * certificate made for the test: a client trusts it through `ca` in-process, or a `pctx serve`
 * process through NODE_EXTRA_CA_CERTS=`caPath` (Node's own way; pctx adds no setting for it).
 */
export interface HttpsSite {
  /** `https://127.0.0.1:<port>` */
  origin: string
  ca: Buffer
  /** The certificate's PEM file (it is its own authority). */
  caPath: string
  close(): void
}

export async function startHttpsSite(
  handler: (request: IncomingMessage, response: ServerResponse, origin: string) => void,
): Promise<HttpsSite> {
  const dir = mkdtempSync(join(tmpdir(), 'pctx-https-site-'))
  const keyPath = join(dir, 'key.pem')
  const caPath = join(dir, 'cert.pem')
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-days',
      '1',
      '-keyout',
      keyPath,
      '-out',
      caPath,
    ],
    { stdio: 'ignore' },
  )
  const ca = readFileSync(caPath)
  let origin = ''
  const server = https.createServer({ key: readFileSync(keyPath), cert: ca }, (request, response) =>
    handler(request, response, origin),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    origin,
    ca,
    caPath,
    close() {
      server.closeAllConnections()
      server.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
