/**
 * What user markdown may hold before it is parsed as markdown. micromark (the CommonMark parser)
 * recurses once per nested container and resolves emphasis, strikethrough and link brackets by
 * walking back over every earlier delimiter of the same paragraph: deep nesting overflows the
 * stack, and thousands of delimiters in one paragraph cost quadratic (mixed `*_` runs: cubic)
 * time. This linear pre-scan bounds both; content beyond the limits is shown as inert text.
 *
 * The limits are counted on upper bounds the parser can never exceed: a paragraph never spans a
 * blank line, a heading or a bullet item, so delimiters are counted per run of lines between
 * those; a line never opens
 * more containers than it has quote and list markers at its start. They are far above what prose
 * holds (a paragraph with a thousand `*`), and low enough that the worst accepted block renders
 * in bounded time (docs/performance.md, "Rendering worst case").
 */

/** Quote and list markers at the start of one line (each opens at most one container). */
export const MAX_LINE_CONTAINERS = 32
/** `*`, `_` and `~` between two blank lines. */
export const MAX_PARAGRAPH_DELIMITERS = 1000
/** `[` and `]` between two blank lines. */
export const MAX_PARAGRAPH_BRACKETS = 500
/** Backticks between two blank lines (each unmatched code-span opener scans to the paragraph's end). */
export const MAX_PARAGRAPH_BACKTICKS = 1000
/**
 * Depth of the parsed tree. Indentation alone can nest lists below the markers of one line, about
 * √(64 Ki) levels at most in an accepted value; the serialiser recurses per level.
 */
export const MAX_TREE_DEPTH = 200

const SPACE = 32
const TAB = 9

/** Whether `source` (line breaks already normalised to \n) is safe to parse as markdown. */
export function withinParseLimits(source: string): boolean {
  let delimiters = 0
  let brackets = 0
  let backticks = 0
  let lineStart = 0
  while (lineStart <= source.length) {
    let lineEnd = source.indexOf('\n', lineStart)
    if (lineEnd === -1) lineEnd = source.length
    if (isBlank(source, lineStart, lineEnd) || endsParagraph(source, lineStart, lineEnd)) {
      delimiters = 0
      brackets = 0
      backticks = 0
    }
    if (!isBlank(source, lineStart, lineEnd)) {
      if (lineContainers(source, lineStart, lineEnd) > MAX_LINE_CONTAINERS) return false
      for (let index = lineStart; index < lineEnd; index++) {
        const char = source.charCodeAt(index)
        if (char === 42 || char === 95 || char === 126)
          delimiters++ // * _ ~
        else if (char === 91 || char === 93)
          brackets++ // [ ]
        else if (char === 96) backticks++ // `
      }
      if (
        delimiters > MAX_PARAGRAPH_DELIMITERS ||
        brackets > MAX_PARAGRAPH_BRACKETS ||
        backticks > MAX_PARAGRAPH_BACKTICKS
      ) {
        return false
      }
    }
    lineStart = lineEnd + 1
  }
  return true
}

/**
 * Whether the line certainly starts a new block, so no paragraph runs across it: an ATX heading or
 * a bullet item with content, indented less than a code block would be. (Deeper lines, quoted
 * lines, ordered or empty items may continue a paragraph, so they are never taken as a break.)
 */
function endsParagraph(source: string, start: number, end: number): boolean {
  let index = start
  while (index < end && index - start < 3 && source.charCodeAt(index) === SPACE) index++
  const char = source.charCodeAt(index)
  if (char === 35) {
    let hashes = index
    while (hashes < end && source.charCodeAt(hashes) === 35) hashes++
    return hashes - index <= 6 && (hashes === end || isBlankAt(source, hashes))
  }
  if (char !== 45 && char !== 42 && char !== 43) return false // - * +
  if (index + 1 >= end || !isBlankAt(source, index + 1)) return false
  return !isBlank(source, index + 1, end)
}

function isBlank(source: string, start: number, end: number): boolean {
  for (let index = start; index < end; index++) {
    const char = source.charCodeAt(index)
    if (char !== SPACE && char !== TAB) return false
  }
  return true
}

/**
 * Quote markers (`>`) and list markers (`-`, `*`, `+`, `1.`, `1)` followed by a blank or the
 * line's end) at the start of a line, blanks between them skipped.
 */
function lineContainers(source: string, start: number, end: number): number {
  let count = 0
  let index = start
  for (;;) {
    while (index < end && isBlankAt(source, index)) index++
    if (index >= end) return count
    const char = source.charCodeAt(index)
    let next = index
    if (char === 62) {
      next = index + 1 // >
    } else if (char === 45 || char === 42 || char === 43) {
      next = index + 1 // - * +
      if (next < end && !isBlankAt(source, next)) return count
    } else if (isDigit(char)) {
      while (next < end && next - index < 9 && isDigit(source.charCodeAt(next))) next++
      const delimiter = source.charCodeAt(next)
      if (next >= end || (delimiter !== 46 && delimiter !== 41)) return count // . )
      next++
      if (next < end && !isBlankAt(source, next)) return count
    } else {
      return count
    }
    count++
    index = next
  }
}

function isBlankAt(source: string, index: number): boolean {
  const char = source.charCodeAt(index)
  return char === SPACE || char === TAB
}

function isDigit(char: number): boolean {
  return char >= 48 && char <= 57
}
