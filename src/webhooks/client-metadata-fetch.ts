import { lookup as dnsLookup } from 'node:dns'
import https from 'node:https'
import { isRefusedAddress, literalAddressOf } from '../domain/webhook-addresses.js'
import { checkedLookup } from './webhook-sender.js'

/** A Client ID Metadata Document is a few hundred bytes: past this it is refused unread. */
export const METADATA_MAX_BYTES = 5 * 1024
/** The whole fetch (connect, headers, body) ends within this, or it is refused. */
export const METADATA_TIMEOUT_MS = 5_000

export interface MetadataFetchOptions {
  /** WEBHOOK_ALLOW_PRIVATE: the same guard as webhooks (loopback, private, metadata addresses). */
  allowPrivate: boolean
  timeoutMs?: number
  maxBytes?: number
  /** Tests resolve made-up names (a rebinding DNS). */
  resolve?: typeof dnsLookup
  /** Tests trust their own certificate authority. */
  ca?: string | Buffer
}

/**
 * Fetches an app's Client ID Metadata Document (docs/oauth.md): https only, through the
 * webhooks' SSRF guard (the address checked is the one connected to), no redirects, at most
 * `maxBytes` and `timeoutMs`, JSON only. Rejects with a sentence saying why.
 */
export function createClientMetadataFetcher(options: MetadataFetchOptions) {
  const timeoutMs = options.timeoutMs ?? METADATA_TIMEOUT_MS
  const maxBytes = options.maxBytes ?? METADATA_MAX_BYTES
  const lookup = checkedLookup(options.allowPrivate, options.resolve ?? dnsLookup)
  return (clientId: string): Promise<unknown> =>
    new Promise((resolve, reject) => {
      const url = new URL(clientId)
      if (url.protocol !== 'https:') return reject(new Error('a metadata document must be served over https'))
      const literal = literalAddressOf(url.hostname)
      if (literal !== null && !options.allowPrivate && isRefusedAddress(literal)) {
        return reject(new Error(`${url.hostname} is a loopback, private or metadata address`))
      }
      const request = https.get(url, {
        agent: false,
        lookup,
        headers: { accept: 'application/json' },
        ...(options.ca !== undefined && { ca: options.ca }),
      })
      const timer = setTimeout(
        () => request.destroy(new Error(`no complete answer within ${timeoutMs} ms`)),
        timeoutMs,
      )
      const fail = (error: Error) => {
        clearTimeout(timer)
        reject(error)
      }
      request.on('error', fail)
      request.on('response', (response) => {
        if (response.statusCode !== 200) {
          response.resume()
          request.destroy()
          return fail(new Error(`it answered HTTP ${response.statusCode} (redirects are not followed)`))
        }
        const length = Number(response.headers['content-length'] ?? 0)
        if (length > maxBytes) {
          request.destroy()
          return fail(new Error(`it is larger than ${maxBytes} bytes`))
        }
        const chunks: Buffer[] = []
        let size = 0
        response.on('data', (chunk: Buffer) => {
          size += chunk.length
          if (size > maxBytes) request.destroy(new Error(`it is larger than ${maxBytes} bytes`))
          else chunks.push(chunk)
        })
        response.on('error', fail)
        response.on('end', () => {
          clearTimeout(timer)
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')))
          } catch {
            reject(new Error('it is not JSON'))
          }
        })
      })
    })
}
