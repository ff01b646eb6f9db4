/**
 * Node options the HTTP server runs with: `npm start` passes them on its command line, and a
 * WORKERS primary passes them to the workers it forks. They cannot be set from inside a process
 * (V8 sizes its heap before any code runs), so `pctx serve` started some other way runs
 * without them unless the operator passes them (docs/deployment.md).
 *
 * `--max-semi-space-size=32`: a sync keeps its request, plan and search-index deltas (tens of
 * megabytes for 1000 blocks) alive while it writes, and Node 20's 16 MB semi-spaces make the
 * young-generation collector copy that working set over and over. 32 MB is Node 24's own
 * default, so there it changes nothing. docs/performance.md has the measurements.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=32']

/**
 * `execArgv` with every server flag the operator has not set already, on the command line or
 * in NODE_OPTIONS (an operator's own value wins).
 */
export function withServerNodeFlags(execArgv: readonly string[], nodeOptions = ''): string[] {
  const name = (flag: string) => flag.split('=')[0]?.replaceAll('_', '-')
  const given = new Set([...execArgv, ...nodeOptions.split(/\s+/)].map(name))
  return [...execArgv, ...SERVER_NODE_FLAGS.filter((flag) => !given.has(name(flag)))]
}
