import type { Api } from './api.js'
import { ok } from './api.js'

/** One hit of a search answer, as the API returns it. */
export interface SearchHitBody {
  key: string
  name: string
  section: string
  score: number
  snippet: string
  [field: string]: unknown
}

/** A successful search answer, read field by field. */
export interface SearchAnswer {
  hits: SearchHitBody[]
  keys: string[]
  /** `meta.corrections` as answered (undefined when the answer has none). */
  corrections: unknown
}

/** Searches and asserts a 200 envelope; leaves every rule about the answer to the test. */
export async function search(p: Api, params: Record<string, string | number>): Promise<SearchAnswer> {
  const body = ok(await p.search(params))
  const hits = body.data as SearchHitBody[]
  return { hits, keys: hits.map((hit) => hit.key), corrections: body.meta?.corrections }
}

/** The keys a search finds, best first. */
export async function found(p: Api, params: Record<string, string | number>): Promise<string[]> {
  return (await search(p, params)).keys
}

/** Each hit's score by its block's key. */
export async function scores(
  p: Api,
  params: Record<string, string | number>,
): Promise<Record<string, number>> {
  return Object.fromEntries((await search(p, params)).hits.map((hit) => [hit.key, hit.score]))
}

/** A block whose only searchable text is its name and one sentence. */
export function note(key: string, content: string, extra: Record<string, unknown> = {}) {
  return { key, type: 'text', section: 'product', name: key, value: { content }, ...extra }
}
