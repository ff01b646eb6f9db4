// Reads a node:test TAP report and says which tests failed and why, so that the end of a long
// test run (which is all a CI log may keep) names each failure with its message and place, not
// only the count. Suites that failed because a test in them did are left out: the test says it.

const MAX_ERROR_LINES = 30
const MAX_STACK_LINES = 4

/**
 * The failed tests in `tap`: each one's name, where it is, the error's text (cut to
 * MAX_ERROR_LINES lines) and the stack lines that point into the project's tests (`testDir`).
 * @param {string} tap
 * @param {string} [testDir]
 * @returns {{ name: string, location: string | undefined, error: string[], stack: string[] }[]}
 */
export function failuresIn(tap, testDir = '/test/') {
  const lines = tap.split('\n')
  const failures = []
  for (let i = 0; i < lines.length; i++) {
    const head = /^(\s*)not ok \d+ - (.*)$/.exec(lines[i])
    if (!head) continue
    const indent = `${head[1]}  `
    if (lines[i + 1] !== `${indent}---`) continue
    const fields = new Map()
    let field
    for (i += 2; i < lines.length && lines[i] !== `${indent}...`; i++) {
      const key = new RegExp(`^${indent}([A-Za-z_]+): ?(.*)$`).exec(lines[i])
      if (key) {
        field = key[1]
        fields.set(field, key[2] === '|-' ? [] : [unquote(key[2])])
      } else if (field) fields.get(field).push(lines[i].slice(indent.length + 2))
    }
    // A suite's own failure is told by its tests; a test cancelled because its suite's hook
    // failed says nothing of its own: the hook's failure (on the suite) does.
    const type = fields.get('failureType')?.[0]
    if (type === 'subtestsFailed' || type === 'cancelledByParent') continue
    const error = fields.get('error') ?? []
    while (error.length > 0 && !error.at(-1).trim()) error.pop()
    failures.push({
      // TAP escapes `#` and `\` in names.
      name: head[2].replace(/\\([#\\])/g, '$1'),
      location: fields.get('location')?.[0],
      error:
        error.length > MAX_ERROR_LINES
          ? [...error.slice(0, MAX_ERROR_LINES), `… (${error.length - MAX_ERROR_LINES} more lines)`]
          : error,
      stack: (fields.get('stack') ?? []).filter((line) => line.includes(testDir)).slice(0, MAX_STACK_LINES),
    })
  }
  return failures
}

/**
 * A one-line value as node:test's TAP reporter writes it: bare, or a string as util.inspect
 * prints one — in '…', or in "…" or `…` when it holds quotes, with backslash escapes.
 */
function unquote(value) {
  const quoted = /^(['"`])(.*)\1$/.exec(value)
  if (!quoted) return value
  return quoted[2].replace(/\\(u\{?[0-9a-fA-F]+\}?|x[0-9a-fA-F]{2}|.)/g, (_, escaped) => {
    if (escaped === 'n') return '\n'
    if (escaped === 't') return '\t'
    if (escaped === 'r') return '\r'
    if (/^[ux]/.test(escaped) && escaped.length > 1)
      return String.fromCodePoint(Number.parseInt(escaped.replace(/[ux{}]/g, ''), 16))
    return escaped
  })
}

/**
 * `failures` as lines to print: the test's name, its place, then its error and stack, indented.
 * @param {ReturnType<typeof failuresIn>} failures
 * @returns {string[]}
 */
export function describeFailures(failures) {
  return failures.flatMap(({ name, location, error, stack }) => [
    `✖ ${name}${location ? `  (${location})` : ''}`,
    ...[...error, ...stack.map((line) => `at ${line.trim()}`)].map((line) => `    ${line}`),
  ])
}
