/** Longest error message a response carries; longer ones end in "…". */
export const MAX_MESSAGE_LENGTH = 500
/** Longest `path` of one entry of `details`. */
export const MAX_PATH_LENGTH = 200

/**
 * Cuts `text` to at most `max` characters, ending in "…" when it was cut, so an error never
 * echoes a huge key, value or header back. Never splits a surrogate pair.
 */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text
  let end = max - 1
  const last = text.charCodeAt(end - 1)
  if (last >= 0xd800 && last <= 0xdbff) end -= 1
  return `${text.slice(0, end)}…`
}
