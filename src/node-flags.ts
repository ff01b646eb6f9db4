/**
 * Node options the HTTP server runs with: `npm start` passes them on its command line, and a
 * WORKERS primary passes them to the workers it forks. They cannot be set from inside a process
 * (V8 sizes its heap before any code runs), so `pctx serve` started some other way runs
 * without them unless the operator passes them (docs/deployment.md).
 *
 * `--max-semi-space-size=32`: a sync keeps its request, plan and search-index deltas (tens of
 * megabytes for 1000 blocks) alive while it writes, and Node 20's 16 MB semi-spaces make the
 * young-generation collector copy that working set over and over. 32 MB is Node 24's own
 * default, so there it changes nothing.
 *
 * `--no-allocation-site-pretenuring`: V8 watches which allocation sites' objects survive a
 * young-generation collection and, past a threshold, allocates all later objects of that site
 * straight in the old generation. A search's objects (its postings and candidates, likely;
 * which sites V8 picked was not identified) live for exactly one search, so when a collection
 * falls in the middle of a large one, their sites can be judged long-lived for good: in some
 * processes and not others, every later search then fills
 * the old generation with garbage, and the young-generation collections take several times as
 * long. Turned off, no other workload of the bench got slower (sync, export, renders, reads).
 * docs/performance.md has the measurements of both flags.
 */
export const SERVER_NODE_FLAGS: readonly string[] = [
  '--max-semi-space-size=32',
  '--no-allocation-site-pretenuring',
]

/**
 * `execArgv` with every server flag the operator has not set already, on the command line or
 * in NODE_OPTIONS (an operator's own value wins).
 */
export function withServerNodeFlags(execArgv: readonly string[], nodeOptions = ''): string[] {
  // `--no-x` and `--x` set the same V8 option, as do `_` and `-` in its name.
  const name = (flag: string) =>
    flag
      .split('=')[0]
      ?.replaceAll('_', '-')
      .replace(/^--no-/, '--')
  const given = new Set([...execArgv, ...nodeOptions.split(/\s+/)].map(name))
  return [...execArgv, ...SERVER_NODE_FLAGS.filter((flag) => !given.has(name(flag)))]
}
