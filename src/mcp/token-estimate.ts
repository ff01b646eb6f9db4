/**
 * Tokens are estimated, not counted: every model has its own tokenizer and the one a client
 * uses is unknown here. About 4 bytes of UTF-8 per token holds for English prose and markdown
 * with the common tokenizers; counting bytes rather than characters makes accented and non-Latin
 * text (2–3 bytes a character, and more tokens a character) weigh more, so the estimate errs on
 * the side of staying under a budget.
 */
export const BYTES_PER_TOKEN = 4

/** Estimated tokens of `text`: ⌈UTF-8 bytes / 4⌉. */
export function estimateTokens(text: string): number {
  return Math.ceil(Buffer.byteLength(text, 'utf8') / BYTES_PER_TOKEN)
}
