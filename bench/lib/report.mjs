// The printed table of a benchmark run.

const fmt = (value, digits = 0, unit = '') =>
  value === null || value === undefined ? '—' : `${Number(value).toFixed(digits)}${unit}`

/** Rows of cells as lines of columns padded to the widest cell. */
export function pad(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => String(row[i]).length)))
  return rows.map((row) =>
    row
      .map((cell, i) => String(cell).padEnd(widths[i]))
      .join('  ')
      .trimEnd(),
  )
}

/** Prints the scenarios, then one PASS/FAIL line per target, on stdout. */
export function printTable(report) {
  const rows = [
    ['scenario', 'req/s', '× base', 'p50 ms', 'p99 ms', 'median ms', 'CPU µs/req', 'peak RSS', 'errors'],
  ]
  for (const s of report.scenarios) {
    rows.push([
      s.name,
      fmt(s.reqPerSec),
      fmt(s.ratioToBaseline, 2),
      fmt(s.p50Ms, 2),
      fmt(s.p99Ms, 2),
      fmt(s.medianMs, 1),
      fmt(s.cpuUsPerRequest),
      fmt(s.peakRssMB, 0, ' MB'),
      s.errors,
    ])
  }
  const m = report.machine
  const lines = [
    '',
    `pctx bench — ${report.engine}, ${report.mode} run, ${report.settings.connections} connections, ${report.settings.durationS} s per scenario`,
    `machine: ${m.nproc} cores (${m.cpu}), ${m.memoryGiB} GiB, Node ${m.node}; load average ${report.loadAverage.start[0]} at start, ${report.loadAverage.end[0]} at end`,
    '',
    ...pad(rows),
    '',
  ]
  if (report.targetsApply !== 'yes') lines.push(`targets (informational — ${report.targetsApply}):`)
  else lines.push('targets:')
  for (const s of report.scenarios) {
    for (const t of s.targets) {
      lines.push(
        `  ${t.ok ? 'PASS' : 'FAIL'}  ${s.name.padEnd(22)} ${t.label.padEnd(28)} measured ${t.measured}`,
      )
    }
  }
  for (const s of report.scenarios) {
    if (s.questions)
      lines.push(
        `  ${s.name}: ${s.questions.count} questions, ${s.questions.withHits} with hits, ${s.questions.withCorrections ?? 'none reported'} with corrections`,
      )
    if (s.alone)
      lines.push(
        `  ${s.name}: get-by-key p99 ${fmt(s.alone.p99Ms, 2)} ms alone, ${fmt(s.p99Ms, 2)} ms during ${s.searches.connections} searches (${fmt(s.p99Ratio, 2)} ×); searches ${fmt(s.searches.reqPerSec)} req/s, p50 ${fmt(s.searches.p50Ms, 2)} ms, p99 ${fmt(s.searches.p99Ms, 2)} ms`,
      )
  }
  const errors = report.scenarios.filter((s) => s.errors > 0)
  for (const s of errors)
    lines.push(`  ERROR ${s.name}: ${s.errors} failed requests ${JSON.stringify(s.statuses ?? {})}`)
  lines.push('')
  process.stdout.write(`${lines.join('\n')}\n`)
}
