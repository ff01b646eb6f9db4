import assert from 'node:assert/strict'
import parsePrometheusTextFormat from 'parse-prometheus-text-format'

type Parsed = ReturnType<typeof parsePrometheusTextFormat>

export interface Families {
  /** As the parser reads the text: names, help, types. */
  typed: Parsed
  /**
   * The same text with histograms read as untyped samples (`x_bucket`, `x_sum`, `x_count` each a
   * family of its own): the parser folds a histogram's series into one, losing their labels.
   */
  flat: Parsed
}

/** Parses a /metrics body with a real Prometheus text-format parser (it throws on bad lines). */
export function parseMetrics(text: string): Families {
  const typed = parsePrometheusTextFormat(text)
  assert.ok(typed.length > 0, 'no metric families')
  const flat = parsePrometheusTextFormat(text.replace(/^# TYPE (\S+) histogram$/gm, '# TYPE $1 untyped'))
  return { typed, flat }
}

const matches = (labels: Record<string, string> | undefined, wanted: Record<string, string>) =>
  Object.entries(wanted).every(([name, value]) => labels?.[name] === value)

/**
 * The sum over the series of `name` whose labels include `labels`: a counter's or gauge's
 * value, a histogram's count. 0 when there is none.
 */
export function total(families: Families, name: string, labels: Record<string, string> = {}): number {
  const histogram = family(families, name, false)?.type === 'HISTOGRAM'
  const wanted = histogram ? `${name}_count` : name
  let sum = 0
  // Untyped, a histogram's series interleave (bucket, sum, count of one, then the next), so
  // each `_count` line may open a family of its own: read them all.
  for (const samples of families.flat.filter((candidate) => candidate.name === wanted)) {
    for (const sample of samples.metrics) if (matches(sample.labels, labels)) sum += Number(sample.value)
  }
  return sum
}

/** The family named `name`; fails the test when /metrics lacks it (unless `required` is false). */
export function family(families: Families, name: string, required = true): Parsed[number] | undefined {
  const found = families.typed.find((candidate) => candidate.name === name)
  if (required)
    assert.ok(found, `no ${name} in /metrics (have ${families.typed.map((f) => f.name).join(', ')})`)
  return found
}
