import { type Painter, painterFor } from '../colour.js'
import type { Problem } from '../domain/errors.js'

/** Most problems the CLI prints one per line (as many as an API error lists); the rest are counted. */
const PROBLEM_LINES = 100

/** `  path: message` per problem, at most PROBLEM_LINES of them, then a line counting the rest. */
export function problemLines(problems: readonly Problem[]): string[] {
  const lines = problems.slice(0, PROBLEM_LINES).map((problem) => `  ${problem.path}: ${problem.message}`)
  const more = problems.length - PROBLEM_LINES
  if (more > 0) lines.push(`  … and ${more} more problem${more === 1 ? '' : 's'}: fix these and try again`)
  return lines
}

/** stdout carries data only (JSON with --json, else a readable table); messages go to stderr. */
export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`)
}

export function printTable(rows: Record<string, string>[], columns: string[]): void {
  if (rows.length === 0) {
    process.stderr.write('(none)\n')
    return
  }
  // A loop, not Math.max(...rows): a spread passes every row as an argument on the stack.
  const widths = columns.map((column) => {
    let width = column.length
    for (const row of rows) width = Math.max(width, (row[column] ?? '').length)
    return width
  })
  const line = (cells: string[]) =>
    `${cells
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd()}\n`
  // Padded first, then styled: escape codes have no width on screen.
  const header = line(columns.map((column) => column.toUpperCase()))
  process.stdout.write(`${painterFor(process.stdout).paint(header.trimEnd(), 'bold')}\n`)
  for (const row of rows) process.stdout.write(line(columns.map((column) => row[column] ?? '')))
}

/**
 * Search snippets mark each matched word as `**word**` (docs/search.md). With colour, the
 * markers become bold yellow; without, the text is left exactly as the API returned it.
 */
export function renderHighlights(snippet: string, painter: Painter): string {
  if (!painter.enabled) return snippet
  return snippet.replace(/\*\*([^\s*]+)\*\*/g, (_, word: string) => painter.paint(word, 'bold', 'yellow'))
}

/** The `error: …` line main prints; red on a terminal. */
export function errorLine(message: string): string {
  return `${painterFor(process.stderr).paint('error:', 'red', 'bold')} ${message}\n`
}

export function info(message: string): void {
  process.stderr.write(`${message}\n`)
}

/**
 * A reader that stops reading (`pctx key list | head -1`, a pager quit early) closes our stdout;
 * the next write then fails with EPIPE, which Node raises as an unhandled 'error' with a stack
 * trace. The reader got what it wanted, so exit quietly with 0 (see docs/decisions.md: 0, not
 * 141, so `set -o pipefail` scripts do not fail on `| head`). Other stdout errors still surface.
 */
export function exitQuietlyOnBrokenPipe(): void {
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error
    process.exit(0)
  })
}
