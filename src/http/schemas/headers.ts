import type { OpenAPIV3_1 } from 'openapi-types'

/**
 * The response headers of the API, as OpenAPI header objects: `components.headers` of the
 * document. Routes name the ones they add (`documented(schema, description, ['ETag'])`); the
 * ones every response carries are added to every response by openapi-document.ts.
 */
export const RESPONSE_HEADERS = {
  'X-Request-Id': {
    description:
      'Id of this request in the server logs: the caller’s own X-Request-Id when it is 1–128 letters, digits or `._:-`, else a generated UUID',
    required: true,
    schema: { type: 'string', pattern: '^[A-Za-z0-9._:-]{1,128}$' },
  },
  'X-RateLimit-Limit': {
    description:
      'Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key)',
    required: true,
    schema: { type: 'integer', minimum: 0 },
  },
  'X-RateLimit-Remaining': {
    description: 'Requests left in that window',
    required: true,
    schema: { type: 'integer', minimum: 0 },
  },
  'X-RateLimit-Reset': {
    description: 'When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days)',
    required: true,
    schema: { type: 'integer', minimum: 0 },
  },
  'RateLimit-Policy': {
    description:
      'Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key',
    required: true,
    schema: { type: 'string' },
  },
  RateLimit: {
    description:
      'The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets)',
    required: true,
    schema: { type: 'string' },
  },
  'Retry-After': {
    description: 'Seconds to wait before retrying',
    required: true,
    schema: { type: 'integer', minimum: 0 },
  },
  Location: {
    description:
      'Where a redirect goes: the sign-in provider (SSO start), or the console after the provider’s callback (`/console/…`, with `?sso_error=<code>` when the sign-in was refused); for OAuth’s authorize, the console’s consent page or the app’s redirect URI with `error`',
    required: true,
    schema: { type: 'string' },
  },
  ETag: {
    description:
      'Strong entity tag of this representation; send it back in If-None-Match to get 304 while it is current',
    required: true,
    schema: { type: 'string', pattern: '^"[^"]*"$' },
  },
  'Cache-Control': {
    description:
      'Public outputs: `public, max-age=60`; export: `private, no-cache`; the OpenAPI document: `public, max-age=300`',
    required: true,
    schema: { type: 'string' },
  },
  Vary: {
    description:
      'Public outputs: `Accept-Encoding`, the answer depends on it (identity, brotli or gzip); on `/context` `Accept, Accept-Encoding` (JSON or markdown too); caches must key on them',
    required: true,
    schema: { type: 'string', enum: ['Accept-Encoding', 'Accept, Accept-Encoding'] },
  },
  Link: {
    description:
      'Public outputs (RFC 8288): the project’s other outputs, with the same query: `<…/llms.txt>; rel="describedby"; type="text/plain"`, `<…/markdown>; rel="alternate"; type="text/markdown"`, `<…/context>; rel="alternate"; type="application/json"` (absolute under PUBLIC_BASE_URL, else from the server root)',
    required: true,
    schema: { type: 'string' },
  },
  'Content-Encoding': {
    description:
      'Public outputs: `br` or `gzip` when the body is compressed (as Accept-Encoding allows, for bodies of 1 KiB or more that shrink); absent when it is sent as is',
    required: false,
    schema: { type: 'string', enum: ['br', 'gzip'] },
  },
  'X-Context-Tokens': {
    description:
      'Public outputs: tokens of the body as sent before any compression, counted with the o200k_base encoding; at most `tokens` when a budget was asked',
    required: true,
    schema: { type: 'integer', minimum: 0 },
  },
  'X-Context-Truncated': {
    description:
      'Public outputs: `true` when `tokens` left blocks out or cut one (the body ends with a note naming them), else `false`',
    required: true,
    schema: { type: 'string', enum: ['true', 'false'] },
  },
  'Access-Control-Allow-Origin': {
    description: 'Any origin may read the answer (errors included)',
    required: true,
    schema: { type: 'string', enum: ['*'] },
  },
  'Access-Control-Expose-Headers': {
    description: 'Response headers a browser script may read',
    required: true,
    schema: { type: 'string' },
  },
} satisfies Record<string, OpenAPIV3_1.HeaderObject>

export type ResponseHeaderName = keyof typeof RESPONSE_HEADERS

/** `headers` of a response schema: references to the named components. */
export function responseHeaders(names: readonly ResponseHeaderName[]): Record<string, { $ref: string }> {
  return Object.fromEntries(names.map((name) => [name, { $ref: `#/components/headers/${name}` }]))
}
