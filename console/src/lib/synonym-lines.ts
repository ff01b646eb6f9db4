/**
 * The synonyms editor's lines (pages/settings.tsx): one group per line, words separated by
 * commas. Blank lines are not sent; `lineOf` maps a sent group back to its line, so the API's
 * problems (`groups[3]`, `groups[3][1]`) appear beside the line they are about.
 */

export function linesOfGroups(groups: readonly string[][]): string[] {
  return groups.map((group) => group.join(', '))
}

export function groupsOfLines(lines: readonly string[]): { groups: string[][]; lineOf: number[] } {
  const groups: string[][] = []
  const lineOf: number[] = []
  lines.forEach((line, index) => {
    const words = line
      .split(',')
      .map((word) => word.trim())
      .filter((word) => word !== '')
    if (words.length === 0) return
    groups.push(words)
    lineOf.push(index)
  })
  return { groups, lineOf }
}

/** The API's problems by line (a word's problem says which word), and those of no group. */
export function problemsByLine(
  details: readonly { path: string; message: string }[],
  lineOf: readonly number[],
): { byLine: Map<number, string[]>; rest: string[] } {
  const byLine = new Map<number, string[]>()
  const rest: string[] = []
  for (const { path, message } of details) {
    const match = /^groups\[(\d+)\]/.exec(path)
    const line = match ? lineOf[Number(match[1])] : undefined
    if (line === undefined) {
      rest.push(message)
      continue
    }
    const list = byLine.get(line) ?? []
    list.push(message.endsWith('.') ? message : `${message}.`)
    byLine.set(line, list)
  }
  return { byLine, rest }
}
