/**
 * Counters and a histogram for the request path, whose label values are all known when they are made: a count is one
 * add to a typed array at an index, where prom-client's own metrics hash a label object on every `inc` (a measurable
 * part of a cached hit's few microseconds, docs/performance.md). They read as any prom-client metric at scrape time
 * (`get()`), so one registry holds them beside prom-client's.
 */
/** A series as prom-client's registry formats it: `metricName` for a histogram's `_bucket`, `_sum` and `_count`. */
interface SeriesValue {
  metricName?: string
  labels: Record<string, string | number>
  value: number
}

/** What prom-client's registry reads of a metric at scrape time. */
export interface ScrapedMetric {
  name: string
  help: string
  type: 'counter' | 'histogram'
  values: SeriesValue[]
  aggregator: 'sum'
}

/** Each label's possible values, in order: the series are every combination of them. */
type LabelValues = Readonly<Record<string, readonly string[]>>

/** The offset of a combination of label indexes, the first label varying slowest. */
function strides(labels: LabelValues): number[] {
  const sizes = Object.values(labels).map((values) => values.length)
  return sizes.map((_, i) => sizes.slice(i + 1).reduce((product, size) => product * size, 1))
}

function labelsAt(labels: LabelValues, offset: number, steps: number[]): Record<string, string> {
  const named: Record<string, string> = {}
  Object.entries(labels).forEach(([name, values], i) => {
    named[name] = values[Math.floor(offset / steps[i]!) % values.length]!
  })
  return named
}

const seriesCount = (labels: LabelValues) => Object.values(labels).reduce((count, values) => count * values.length, 1)

/** A counter per combination of fixed label values; series never counted are not shown. */
export class FixedCounter {
  readonly type = 'counter' as const
  readonly aggregator = 'sum' as const
  private readonly counts: Float64Array
  private readonly steps: number[]

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly labels: LabelValues,
  ) {
    this.counts = new Float64Array(seriesCount(labels))
    this.steps = strides(labels)
  }

  /** Adds one to the series at these label indexes (one per label, in the order the labels were given). */
  inc(...indexes: number[]): void {
    let offset = 0
    for (let i = 0; i < indexes.length; i++) offset += indexes[i]! * this.steps[i]!
    this.counts[offset]! += 1
  }

  async get(): Promise<ScrapedMetric> {
    const values: SeriesValue[] = []
    this.counts.forEach((value, offset) => {
      if (value > 0) values.push({ value, labels: labelsAt(this.labels, offset, this.steps) })
    })
    return { name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator }
  }
}

/** A histogram per combination of fixed label values, in seconds. */
export class FixedHistogram {
  readonly type = 'histogram' as const
  readonly aggregator = 'sum' as const
  /** Per series: a count per bucket (not cumulative; added up at scrape), then the +Inf bucket. */
  private readonly buckets: Float64Array
  private readonly sums: Float64Array
  private readonly steps: number[]

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly labels: LabelValues,
    private readonly bounds: readonly number[],
  ) {
    this.buckets = new Float64Array(seriesCount(labels) * (bounds.length + 1))
    this.sums = new Float64Array(seriesCount(labels))
    this.steps = strides(labels)
  }

  observe(seconds: number, ...indexes: number[]): void {
    let offset = 0
    for (let i = 0; i < indexes.length; i++) offset += indexes[i]! * this.steps[i]!
    let bucket = 0
    while (bucket < this.bounds.length && seconds > this.bounds[bucket]!) bucket++
    this.buckets[offset * (this.bounds.length + 1) + bucket]! += 1
    this.sums[offset]! += seconds
  }

  async get(): Promise<ScrapedMetric> {
    const values: SeriesValue[] = []
    const width = this.bounds.length + 1
    for (let offset = 0; offset < this.sums.length; offset++) {
      let count = 0
      for (let bucket = 0; bucket < width; bucket++) count += this.buckets[offset * width + bucket]!
      if (count === 0) continue
      const labels = labelsAt(this.labels, offset, this.steps)
      let cumulative = 0
      for (let bucket = 0; bucket < width; bucket++) {
        cumulative += this.buckets[offset * width + bucket]!
        const le = bucket < this.bounds.length ? this.bounds[bucket]! : '+Inf'
        values.push({ metricName: `${this.name}_bucket`, labels: { ...labels, le }, value: cumulative })
      }
      values.push({ metricName: `${this.name}_sum`, labels, value: this.sums[offset]! })
      values.push({ metricName: `${this.name}_count`, labels, value: count })
    }
    return { name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator }
  }
}
