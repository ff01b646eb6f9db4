/**
 * A TypeScript port of `parse_llms_txt`, the reference llms.txt parser of the `llms_txt` Python
 * package (AnswerDotAI/llms-txt, llms_txt/miniparse.py; `parse_llms_file` in core.py applies the
 * same regexes): the text before the first line starting `##` must be an H1, blank line(s), an
 * optional `> summary` line, blank line(s) and notes; the text is split into sections at every line
 * starting `##`; every non-blank line of a section must contain a link entry
 * `- [title](url)` with an optional `: description`.
 *
 * The regexes are the same; only Python's semantics are spelled out for JavaScript:
 * - `\s` is Python's Unicode whitespace (str.isspace), which differs from JavaScript's `\s`;
 * - `.` without DOTALL matches anything but `\n` (JavaScript's also stops at `\r`, U+2028…);
 * - with MULTILINE, `^` matches at the start and after each `\n`, `$` at the end and before
 *   each `\n` (JavaScript's `m` flag also treats `\r`, U+2028, U+2029 as line ends);
 * - `str.strip()` strips Python whitespace;
 * - where Python calls `.groupdict()` on a failed match (AttributeError), this throws.
 */

/** Python's `\s` for str patterns: every character for which `str.isspace()` is true. */
const WS =
  '[\\t\\n\\x0b\\x0c\\r\\x1c-\\x1f \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]'
/** Python's `.` without DOTALL. */
const DOT = '[^\\n]'
/** Python's `.` with DOTALL. */
const ANY = '[\\s\\S]'
/** Python's `^` with MULTILINE (used without JavaScript's `m` flag). */
const BOL = '(?:^|(?<=\\n))'
/** Python's `$` with MULTILINE. */
const EOL = '(?=\\n|$)'

/** `-\s*\[(?P<title>[^\]]+)\]\((?P<url>[^\)]+)\)(?::\s*(?P<desc>.*))?` */
const LINK_RE = new RegExp(`-${WS}*\\[(?<title>[^\\]]+)\\]\\((?<url>[^\\)]+)\\)(?::${WS}*(?<desc>${DOT}*))?`)
/** `^##\s*(.*?$)` with MULTILINE. */
const SECTION_SPLIT_RE = new RegExp(`${BOL}##${WS}*(${DOT}*?${EOL})`)
/** `^#\s*(?P<title>.+?$)\n+(?:^>\s*(?P<summary>.+?$)$)?\n+(?P<info>.*)` with MULTILINE|DOTALL. */
const HEADER_RE = new RegExp(
  `${BOL}#${WS}*(?<title>${ANY}+?${EOL})\\n+(?:${BOL}>${WS}*(?<summary>${ANY}+?${EOL})${EOL})?\\n+(?<info>${ANY}*)`,
)
const STRIP_RE = new RegExp(`^${WS}+|${WS}+$`, 'g')

export interface LlmsTxtLink {
  title: string
  url: string
  /** Python's None when the entry has no `: description`. */
  desc: string | null
}

export interface LlmsTxt {
  title: string
  summary: string | null
  info: string
  /** Keyed by H2 title, in file order; a repeated title keeps its first place and last value (dict semantics). */
  sections: Map<string, LlmsTxtLink[]>
}

export class LlmsTxtParseError extends Error {}

/** Python's `str.strip()`. */
export function pyStrip(text: string): string {
  return text.replace(STRIP_RE, '')
}

function parseLinks(links: string, section: string): LlmsTxtLink[] {
  return pyStrip(links)
    .split(/\n+/)
    .filter((line) => pyStrip(line) !== '')
    .map((line) => {
      const match = LINK_RE.exec(line)
      if (!match?.groups) {
        throw new LlmsTxtParseError(`section "${section}": line is not a link entry: ${JSON.stringify(line)}`)
      }
      const { title = '', url = '', desc } = match.groups
      return { title, url, desc: desc ?? null }
    })
}

/** Parses llms.txt exactly as the reference `parse_llms_txt` does; throws where it would raise. */
export function parseLlmsTxt(txt: string): LlmsTxt {
  // re.split with one capture group: [start, title1, body1, title2, body2, …]
  const [start = '', ...rest] = txt.split(SECTION_SPLIT_RE)
  const sections = new Map<string, LlmsTxtLink[]>()
  for (let i = 0; i < rest.length; i += 2) {
    const title = rest[i] ?? ''
    sections.set(title, parseLinks(rest[i + 1] ?? '', title))
  }
  const header = HEADER_RE.exec(pyStrip(start))
  if (!header?.groups) {
    throw new LlmsTxtParseError(
      `the text before the first "##" line is not "# title", blank line(s), optional "> summary", blank line(s), notes: ${JSON.stringify(start)}`,
    )
  }
  const { title = '', summary, info = '' } = header.groups
  return { title, summary: summary ?? null, info, sections }
}
