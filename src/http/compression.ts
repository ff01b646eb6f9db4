import zlib from 'node:zlib'
import { LRUCache } from 'lru-cache'
import Negotiator from 'negotiator'

/**
 * Content codings of the public outputs: negotiation of Accept-Encoding and compression.
 * The public outputs (public-outputs.ts) cache the compressed bytes next to the identity bytes,
 * so each output is compressed once per revision and coding, never per request.
 */

/** A compression an output can be served in (HTTP content codings `br` and `gzip`). */
export type Coding = 'br' | 'gzip'
/** What the bytes of an output are: as rendered (`identity`), or compressed. */
export type ContentCoding = Coding | 'identity'

/**
 * Compresses an output: the bytes in `coding`, or undefined when the rendered bytes are as good
 * (too small to gain, or no smaller compressed).
 */
export type Compress = (body: Buffer, coding: Coding) => Promise<Buffer | undefined>

/** What we offer, best first: on a tie of q-values the first wins (brotli: smallest). */
const OFFERED: readonly ContentCoding[] = ['br', 'gzip', 'identity']

/** Bodies smaller than this are sent as they are: the saving would not pay for the work. */
export const MIN_COMPRESS_BYTES = 1024

/**
 * Brotli quality 5 (of 11): costs about what gzip -6 does and still gives smaller bytes on English
 * markdown; the highest qualities would make the first request after a sync wait for the
 * compression (docs/public-endpoints.md).
 */
export const BROTLI_QUALITY = 5
export const GZIP_LEVEL = 6

/** `preferred` (server order on ties) is in negotiator 1.x, not yet in @types/negotiator 0.6. */
type EncodingNegotiator = {
  encoding(available: readonly string[], options: { preferred: readonly string[] }): string | undefined
}

/**
 * The coding to answer in (RFC 9110 §12.5.3), with negotiator: the highest q-value wins, an
 * explicit coding outranks `*`, q=0 refuses, and names are case-insensitive. When nothing but
 * identity is acceptable (no header, an empty one, `identity`, only unknown codings, every
 * coding refused) the answer is identity: it is never refused with 406.
 */
export function negotiateCoding(acceptEncoding: string | undefined): ContentCoding {
  if (!acceptEncoding) return 'identity'
  let coding = negotiated.get(acceptEncoding)
  if (coding === undefined) {
    const negotiator = new Negotiator({
      headers: { 'accept-encoding': acceptEncoding },
    }) as EncodingNegotiator
    const chosen = negotiator.encoding(OFFERED, { preferred: OFFERED })
    coding = OFFERED.find((offered) => offered === chosen) ?? 'identity'
    negotiated.set(acceptEncoding, coding)
  }
  return coding
}

/** Clients send a handful of distinct headers: each is negotiated once. */
const negotiated = new LRUCache<string, ContentCoding>({ max: 1000 })

/**
 * `body` in `coding`, or undefined when identity is as good: a body under MIN_COMPRESS_BYTES,
 * or compressed bytes no smaller than the body. Runs on libuv's thread pool, not the event loop.
 */
export async function compress(body: Buffer, coding: Coding): Promise<Buffer | undefined> {
  if (body.length < MIN_COMPRESS_BYTES) return undefined
  const compressed = await new Promise<Buffer>((resolve, reject) => {
    const done = (error: Error | null, result: Buffer) => (error ? reject(error) : resolve(result))
    if (coding === 'gzip') zlib.gzip(body, { level: GZIP_LEVEL }, done)
    else zlib.brotliCompress(body, brotliOptions(body.length), done)
  })
  return compressed.length < body.length ? compressed : undefined
}

function brotliOptions(size: number): zlib.BrotliOptions {
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  }
}
