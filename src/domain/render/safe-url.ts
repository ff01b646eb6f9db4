/**
 * The one check every URL taken from user markdown passes before it becomes a live link or image:
 * http(s), mailto, xmpp, relative and fragment URLs are kept; any other scheme (`javascript:`,
 * `vbscript:`, `data:`, `file:`…) is not, whatever its case. The URL is read as a browser's URL
 * parser reads it: tabs and line breaks anywhere are dropped and leading controls and spaces
 * skipped (so ` java\tscript:` is `javascript:`). Character references and backslash escapes
 * were already decoded by the markdown parser; a percent-encoded letter or colon cannot form a
 * scheme, so such a URL is relative and harmless.
 */
export function isSafeUrl(url: string): boolean {
  let scheme = '' // the first letters of the scheme: enough to tell a safe one
  let length = 0
  for (let index = 0; index < url.length; index++) {
    const char = url.charCodeAt(index)
    if (char === 9 || char === 10 || char === 13) continue
    if (length === 0 && char <= 32) continue
    if (char === 58)
      return length === 0 || (length <= MAX_SAFE_SCHEME && SAFE_SCHEMES.has(scheme.toLowerCase())) // :
    if (!isSchemeChar(char, length === 0)) return true // no scheme: relative or fragment
    if (length < MAX_SAFE_SCHEME) scheme += url[index]
    length++
  }
  return true
}

/**
 * xmpp too: GFM turns `xmpp:a@b.c` in plain text into a link by itself (as it does `www.` and
 * e-mail addresses), so no escaping could keep such text from being a link; the scheme only
 * opens a chat client.
 */
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'xmpp'])
const MAX_SAFE_SCHEME = 6

/** A scheme is an ASCII letter followed by letters, digits, `+`, `-` or `.`. */
function isSchemeChar(char: number, first: boolean): boolean {
  const letter = (char >= 65 && char <= 90) || (char >= 97 && char <= 122)
  if (first) return letter
  return letter || (char >= 48 && char <= 57) || char === 43 || char === 45 || char === 46
}
