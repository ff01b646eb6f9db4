import type { Code, Heading, RootContent } from 'mdast'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { toString as textOf } from 'mdast-util-to-string'

/**
 * The examples of docs/api.md, read as a reader reads them: each `curl` of a ```sh block (its
 * method, path, query and JSON body), with the answer shown under it (a status line, headers and
 * a body, in the same block or in the ```json block right after it), and the answers shown on
 * their own (error envelopes after a `#` comment or in prose).
 */

/** An answer as the page shows it. */
export interface ShownAnswer {
  /** From an `HTTP/1.1 NNN` line; undefined when the page shows only the body. */
  status?: number
  /** The body: JSON when it parses, the text otherwise (llms.txt, markdown). */
  body?: { json: unknown } | { text: string } | { abridged: string }
  /** Where the answer is on the page: `docs/api.md:<line>`. */
  at: string
}

/** A `curl` example and what the page says it answered. */
export interface CurlExample {
  method: string
  /** The path without `$PCTX` and without the query. */
  path: string
  query: string
  /** The `-d` body as written (JSON, or text that is deliberately not JSON). */
  body?: string
  answer?: ShownAnswer
  /** The headings above the example, e.g. `Webhooks › Add a webhook`. */
  section: string
  at: string
}

export interface ApiDocExamples {
  curls: CurlExample[]
  /** Answers shown without a request (error envelopes after a comment, JSON blocks in prose). */
  loose: ShownAnswer[]
}

/** Splits a shell command line into words: quotes, backslash escapes, `#` comments, a pipe. */
export function shellWords(command: string): string[] {
  const words: string[] = []
  let word: string | undefined
  let quote: "'" | '"' | undefined
  for (let i = 0; i < command.length; i++) {
    const c = command[i] as string
    if (quote) {
      if (c === quote) quote = undefined
      else if (c === '\\' && quote === '"' && /["\\$`]/.test(command[i + 1] ?? '')) word += command[++i] ?? ''
      else word += c
      continue
    }
    if (c === "'" || c === '"') {
      quote = c
      word ??= ''
    } else if (c === '\\') {
      const next = command[++i] ?? ''
      if (next !== '\n') word = (word ?? '') + next
    } else if (/\s/.test(c)) {
      if (word !== undefined) words.push(word)
      word = undefined
    } else if ((c === '#' && word === undefined) || c === '|') {
      break
    } else {
      word = (word ?? '') + c
    }
  }
  if (quote) throw new Error(`unclosed ${quote} in: ${command}`)
  if (word !== undefined) words.push(word)
  return words
}

/** Whether a command line still needs its next line: an open quote or a trailing backslash. */
function continues(command: string): boolean {
  let quote: string | undefined
  for (let i = 0; i < command.length; i++) {
    const c = command[i]
    if (quote) {
      if (c === quote) quote = undefined
      else if (c === '\\' && quote === '"') i++
    } else if (c === "'" || c === '"') quote = c
    else if (c === '\\') i++
    else if (c === '#' && (i === 0 || /\s/.test(command[i - 1] ?? ''))) break
  }
  return quote !== undefined || /\\$/.test(command)
}

const FLAGS_WITH_VALUE = new Set(['-X', '-H', '-d', '--data-urlencode', '-o', '-w'])
const FLAGS_ALONE = new Set(['-s', '-i', '--get', '--compressed'])

/** A curl command's request, or an error saying what in it the parser does not know. */
function parseCurl(words: string[], at: string): Omit<CurlExample, 'answer' | 'section' | 'at'> {
  if (words[0] !== 'curl') throw new Error(`${at}: not a curl command: ${words.join(' ')}`)
  let method: string | undefined
  let body: string | undefined
  let url: string | undefined
  let get = false
  const encoded: string[] = []
  for (let i = 1; i < words.length; i++) {
    const word = words[i] as string
    if (FLAGS_ALONE.has(word)) {
      if (word === '--get') get = true
    } else if (FLAGS_WITH_VALUE.has(word)) {
      const value = words[++i]
      if (value === undefined) throw new Error(`${at}: ${word} without a value`)
      if (word === '-X') method = value
      if (word === '-d') body = value
      if (word === '--data-urlencode') encoded.push(value)
    } else if (word.startsWith('$PCTX')) {
      if (url !== undefined) throw new Error(`${at}: two URLs in one curl`)
      url = word.slice('$PCTX'.length)
    } else {
      throw new Error(
        `${at}: curl option ${word} is not one the examples use; teach test/helpers/api-doc-examples.ts`,
      )
    }
  }
  if (url === undefined) throw new Error(`${at}: curl without a $PCTX URL`)
  const [path = '', query = ''] = url.split('?', 2)
  const queries = [
    query,
    ...encoded.map((pair) => pair.replace(/=(.*)$/s, (_, v: string) => `=${encodeURIComponent(v)}`)),
  ]
  return {
    method: method ?? (body !== undefined && !get ? 'POST' : 'GET'),
    path,
    query: queries.filter(Boolean).join('&'),
    ...(body !== undefined && { body }),
  }
}

/** The answer in `lines` (a status line, headers, a body), or undefined when there is none. */
function parseAnswer(lines: string[], at: string): ShownAnswer | undefined {
  let rest = lines
  let status: number | undefined
  const statusLine = /^HTTP\/1\.1 (\d{3})\b/.exec(rest[0] ?? '')
  if (statusLine) {
    status = Number(statusLine[1])
    rest = rest.slice(1)
    while (rest.length > 0 && /^[A-Za-z0-9-]+: /.test(rest[0] ?? '')) rest = rest.slice(1)
  }
  const text = rest.join('\n').trim()
  if (status === undefined && text === '') return undefined
  if (text === '') return { status, at } as ShownAnswer
  return { ...(status !== undefined && { status }), body: parseBody(text, at), at }
}

function parseBody(text: string, at: string): NonNullable<ShownAnswer['body']> {
  if (!/^[{[]/.test(text)) return { text }
  try {
    return { json: JSON.parse(text) }
  } catch {
    // An answer cut short for the page says so with an ellipsis; anything else is a typo.
    if (text.includes('…')) return { abridged: text }
    throw new Error(`${at}: an answer that starts like JSON but is not JSON: ${text.slice(0, 200)}`)
  }
}

/** The requests and answers of one ```sh block. */
function readShellBlock(code: Code, section: string, file: string, out: ApiDocExamples): void {
  const first = (code.position?.start.line ?? 0) + 1
  const lines = code.value.split('\n')
  let current: CurlExample | undefined
  let output: string[] = []
  let outputLine = first
  /** Whether the output so far began with a status line: then `#` lines are part of the body. */
  const inHttpAnswer = () => /^HTTP\/1\.1 /.test(output[0] ?? '')
  const flush = () => {
    const answer = parseAnswer(output, `${file}:${outputLine}`)
    if (answer && current) current.answer = answer
    else if (answer) out.loose.push(answer)
    output = []
  }
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string
    const command = /^(?:\$ )?(curl .*)$/.exec(line)
    if (command || line.startsWith('$ ')) {
      flush()
      let text = command?.[1] ?? line.slice(2)
      const at = `${file}:${first + i}`
      while (continues(text) && i + 1 < lines.length) text += `\n${lines[++i]}`
      const words = shellWords(text)
      current = words[0] === 'curl' ? { ...parseCurl(words, at), section, at } : undefined
      if (current) out.curls.push(current)
      // With -o the body goes elsewhere: what the page shows under it is not the answer.
      if (words.includes('-o')) current = undefined
      outputLine = first + i + 1
    } else if (line.startsWith('#') && !inHttpAnswer()) {
      flush()
      current = undefined
      outputLine = first + i + 1
    } else if (line.trim() === '' && !inHttpAnswer()) {
      flush()
      outputLine = first + i + 1
    } else {
      if (output.length === 0) outputLine = first + i
      output.push(line)
    }
  }
  flush()
}

/** A ```json block: one JSON value, or one JSON value per line. */
function readJsonBlock(code: Code, file: string): ShownAnswer[] {
  const at = `${file}:${(code.position?.start.line ?? 0) + 1}`
  try {
    return [{ body: { json: JSON.parse(code.value) }, at }]
  } catch {
    return code.value
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line, index) => {
        try {
          return {
            body: { json: JSON.parse(line) },
            at: `${file}:${(code.position?.start.line ?? 0) + 1 + index}`,
          }
        } catch {
          throw new Error(
            `${at}: a \`\`\`json block that is not JSON (one value, or one per line): fence it as text`,
          )
        }
      })
  }
}

/** Every example of a markdown page of the API (docs/api.md). */
export function readApiDocExamples(markdown: string, file = 'docs/api.md'): ApiDocExamples {
  const tree = fromMarkdown(markdown)
  const out: ApiDocExamples = { curls: [], loose: [] }
  const headings: string[] = []
  /** The last curl of the ```sh block just read, if it had one. */
  let lastOfBlock: CurlExample | undefined
  let previous: RootContent | undefined
  for (const node of tree.children) {
    if (node.type === 'heading') {
      const heading = node as Heading
      headings.length = heading.depth - 1
      headings[heading.depth - 1] = textOf(heading)
    } else if (node.type === 'code' && node.lang === 'sh') {
      const before = out.curls.length
      readShellBlock(node, headings.filter(Boolean).slice(1).join(' › '), file, out)
      lastOfBlock = out.curls.length > before ? out.curls.at(-1) : undefined
    } else if (node.type === 'code' && node.lang === 'json') {
      const answers = readJsonBlock(node, file)
      // A ```json block right after a ```sh block whose last curl shows no body is that body.
      const last = previous?.type === 'code' && previous.lang === 'sh' ? lastOfBlock : undefined
      if (last && last.answer?.body === undefined && answers.length === 1) {
        last.answer = { ...last.answer, ...(answers[0] as ShownAnswer) }
      } else {
        out.loose.push(...answers)
      }
    }
    previous = node
  }
  return out
}
