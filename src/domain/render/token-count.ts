/**
 * Tokens as models count them: the `o200k_base` encoding (GPT-4o and later), counted offline by
 * gpt-tokenizer. Every model has its own tokenizer; o200k_base is a real one, close to the
 * others on English prose and markdown, and far closer than a bytes-per-token guess.
 */
export type TokenCounter = (text: string) => number

/**
 * User content may hold `<|endoftext|>` and the other special-token texts: counted as the plain
 * text they are, never refused (the tokenizer's default throws on them).
 */
const AS_TEXT = { disallowedSpecial: new Set<string>() }

let loading: Promise<TokenCounter> | undefined

/**
 * The o200k_base counter, loaded on first use: the encoding is large in memory and slow to load
 * next to the rest of the server, which a server that never counts (and its start-up) should not
 * pay. Render threads load
 * it when they start; the same promise answers every later call.
 */
export function loadTokenCounter(): Promise<TokenCounter> {
  loading ??= import('gpt-tokenizer/encoding/o200k_base').then(
    ({ countTokens }) =>
      (text: string) =>
        text === '' ? 0 : countTokens(text, AS_TEXT),
  )
  return loading
}
