// parse-prometheus-text-format ships no type declarations; this covers what the tests read.
declare module 'parse-prometheus-text-format' {
  interface Sample {
    labels?: Record<string, string>
    /** Counters, gauges, untyped. */
    value?: string
    /** Histograms: cumulative counts per upper bound, and the total count and sum. */
    buckets?: Record<string, string>
    count?: string
    sum?: string
  }
  interface Family {
    name: string
    help: string
    type: 'COUNTER' | 'GAUGE' | 'HISTOGRAM' | 'SUMMARY' | 'UNTYPED'
    metrics: Sample[]
  }
  export default function parsePrometheusTextFormat(text: string): Family[]
}
