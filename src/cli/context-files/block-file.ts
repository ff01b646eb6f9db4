import { isMap, isScalar, isSeq, LineCounter, type Node, parseDocument, stringify } from 'yaml'
import { isJsonObject } from '../../domain/content.js'
import { type ComparableContent, FRONT_MATTER_FIELDS } from '../../domain/contract/block.js'

/**
 * One block as a markdown file (`<section>/<key>.md`): YAML front matter between `---` lines
 * holding `type`, `name`, `status`, `position` and — for every type but `text` — `value`; the
 * body after the front matter is a `text` block's `content`. The key is the file name and the
 * section the folder, so they are not repeated inside. docs/cli.md describes the layout.
 */

/** What a block file holds; the key and section come from its path. */
export type BlockFileBlock = Pick<ComparableContent, (typeof FRONT_MATTER_FIELDS)[number]>

export { FRONT_MATTER_FIELDS }

/** A block's fields a file holds (the front matter's and the value), in the order pull writes them. */
export function fileFields(block: BlockFileBlock): BlockFileBlock {
  return Object.fromEntries(FRONT_MATTER_FIELDS.map((field) => [field, block[field]])) as BlockFileBlock
}

const STRINGIFY_OPTIONS = {
  // No folding of long lines, no anchors for repeated objects: the same block always gives the
  // same bytes, and the YAML reads back to exactly the JSON it came from.
  lineWidth: 0,
  minContentWidth: 0,
  aliasDuplicateObjects: false,
} as const

/**
 * Whether a text value goes into the body: exactly `{content: string}`, and no carriage return
 * (bodies are read with CRLF folded to LF, so a Windows checkout cannot alter the content).
 * Anything else stays in the front matter under `value:`, so every value round-trips exactly.
 */
function bodyContent(block: BlockFileBlock): string | undefined {
  if (block.type !== 'text') return undefined
  const keys = Object.keys(block.value)
  const content = block.value.content
  if (keys.length !== 1 || typeof content !== 'string' || content.includes('\r')) return undefined
  return content
}

/** The file for a block: deterministic (same block, same bytes), ending with one newline. */
export function renderBlockFile(block: BlockFileBlock): string {
  const content = bodyContent(block)
  const front: Record<string, unknown> = {}
  for (const field of FRONT_MATTER_FIELDS) if (field !== 'value') front[field] = block[field]
  if (content === undefined) front.value = block.value
  const body = content === undefined || content === '' ? '' : `${content}\n`
  return `---\n${stringify(front, STRINGIFY_OPTIONS)}---\n${body}`
}

/** A problem in one file, at a 1-based line. */
export interface LineProblem {
  line: number
  message: string
}

/** A block file read back: the sync entry fields it holds, and where each of them is. */
export interface ParsedBlockFile {
  /** Sync entry fields present in the file (type, name, status, position, value); unchecked. */
  fields: Record<string, unknown>
  /** Problems of the file itself (YAML syntax, layout); the field rules are checked later. */
  problems: LineProblem[]
  /** Whether `fields` can be validated as a block (false after YAML errors or without a type). */
  usable: boolean
  /** Whether `value` came from the body (a text block's content). */
  valueFromBody: boolean
  /** The line of a field path relative to the block (`status`, `value.goals`, `value.items[2]`). */
  lineOf(path: string): number
}

const FIELD_HINT =
  'the key is the file name, the section the folder, and the fields of a value go under "value:"'

/** Splits a path like `value.items[2].name` into `['value', 'items', 2, 'name']`. */
function pathSegments(path: string): (string | number)[] {
  const segments: (string | number)[] = []
  for (const match of path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) {
    segments.push(match[2] !== undefined ? Number(match[2]) : (match[1] as string))
  }
  return segments
}

type LineAt = (offset: number) => number
type FrontMatter = ReturnType<typeof parseDocument>

/**
 * YAML syntax errors at their lines. The parser notices an unclosed `[` or quote only where the
 * next field starts, so the message also names the field it belongs to when that began earlier.
 */
function yamlProblems(doc: FrontMatter, lineAt: LineAt): LineProblem[] {
  return doc.errors.map((error) => {
    const line = lineAt(error.pos[0])
    const pair = isMap(doc.contents)
      ? doc.contents.items.find((item) => {
          const key = item.key as Node | null
          const value = item.value as Node | null
          return key?.range && value?.range && key.range[0] < error.pos[0] && error.pos[0] <= value.range[2]
        })
      : undefined
    const key = pair?.key as Node | undefined
    const keyLine = key?.range ? lineAt(key.range[0]) : line
    const where = keyLine < line && isScalar(key) ? ` in "${String(key.value)}" (from line ${keyLine})` : ''
    const reason = error.message.split('\n')[0]?.replace(/ at line \d+, column \d+:?$/, '')
    return { line, message: `invalid YAML${where}: ${reason}` }
  })
}

/** The line of the deepest node of `segments` that exists (the opening line when none does). */
function nodeLine(doc: FrontMatter, segments: (string | number)[], lineAt: LineAt): number {
  let node: unknown = doc.contents
  let line = 1
  for (const segment of segments) {
    let found: Node | undefined
    if (isMap(node)) {
      const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === String(segment))
      if (!pair) break
      found = pair.key as Node
      node = pair.value
    } else if (isSeq(node) && typeof segment === 'number') {
      found = node.items[segment] as Node | undefined
      if (!found) break
      node = found
    } else break
    if (found.range) line = lineAt(found.range[0])
  }
  return line
}

const isDelimiter = (line: string) => /^---[ \t]*$/.test(line)

/** Reads a block file. Never throws: every problem is reported with its line. */
export function parseBlockFile(raw: string): ParsedBlockFile {
  const lines = raw
    .replace(/^\uFEFF/, '')
    .replace(/\r\n/g, '\n')
    .split('\n')
  const failed = (problems: LineProblem[]): ParsedBlockFile => ({
    fields: {},
    problems,
    usable: false,
    valueFromBody: false,
    lineOf: () => 1,
  })
  if (!isDelimiter(lines[0] ?? '')) {
    return failed([
      {
        line: 1,
        message: 'must start with a "---" line that opens the YAML front matter (type, name, status, …)',
      },
    ])
  }
  const close = lines.findIndex((line, index) => index > 0 && isDelimiter(line))
  if (close === -1)
    return failed([{ line: 1, message: 'the front matter opened on line 1 is never closed by a "---" line' }])

  const lineCounter = new LineCounter()
  const doc = parseDocument(lines.slice(1, close).join('\n'), { lineCounter, prettyErrors: false })
  // YAML line n is file line n + 1: the opening `---` comes first.
  const lineAt: LineAt = (offset) => Math.max(lineCounter.linePos(offset).line, 1) + 1
  if (doc.errors.length > 0) return failed(yamlProblems(doc, lineAt))
  const data: unknown = doc.toJS({ maxAliasCount: 100 }) ?? {}
  if (!isJsonObject(data)) {
    return failed([
      {
        line: 2,
        message: `the front matter must be a YAML mapping of fields: ${FRONT_MATTER_FIELDS.join(', ')}`,
      },
    ])
  }

  const bodyLine = close + 2
  const body = lines.slice(close + 1).join('\n')
  const problems: LineProblem[] = []
  const fields: Record<string, unknown> = {}
  for (const [field, fieldValue] of Object.entries(data)) {
    if ((FRONT_MATTER_FIELDS as readonly string[]).includes(field)) fields[field] = fieldValue
    else
      problems.push({
        line: nodeLine(doc, [field], lineAt),
        message: `unknown front matter field "${field}"; a block file holds ${FRONT_MATTER_FIELDS.join(', ')} (${FIELD_HINT})`,
      })
  }
  if (fields.type === undefined) {
    problems.push({
      line: 1,
      message: 'the front matter needs "type:" (persona, text, list, or a type of your own)',
    })
  }
  const valueFromBody = fields.type === 'text' && fields.value === undefined
  if (valueFromBody) {
    // The writer adds one newline after the content; take it off again.
    fields.value = { content: body.endsWith('\n') ? body.slice(0, -1) : body }
  } else if (body.trim() !== '' && fields.type !== undefined) {
    problems.push({
      line: bodyLine,
      message:
        fields.type === 'text'
          ? 'a text block has its content either in the body or under "value:" in the front matter, not both'
          : `only text blocks have a body; a ${String(fields.type)} block keeps its value under "value:" in the front matter`,
    })
  }
  return {
    fields,
    problems,
    usable: fields.type !== undefined,
    valueFromBody,
    lineOf(path) {
      const segments = pathSegments(path)
      if (segments[0] === 'key' || segments[0] === 'section') return 1
      if (segments[0] === 'value' && valueFromBody) return bodyLine
      return nodeLine(doc, segments, lineAt)
    },
  }
}
