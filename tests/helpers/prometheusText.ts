/**
 * A strict reader of Prometheus' text exposition format (0.0.4), for the tests of `/metrics`: every line is a
 * `# HELP`, a `# TYPE` or a sample of a family whose TYPE came first; names, label names and quoted, escaped label
 * values as the format defines them; a value that is a number, `+Inf`, `-Inf` or `NaN` (in any case, as Prometheus
 * reads them). Anything else throws, naming
 * the line, so that a malformed exposition fails the test rather than being half read.
 * https://prometheus.io/docs/instrumenting/exposition_formats/#text-based-format
 */
interface Sample {
  name: string
  labels: Record<string, string>
  value: number
}

export interface Exposition {
  /** Each family's declared type, by its name. */
  types: Map<string, string>
  samples: Sample[]
}

const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*/
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*/
const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped'])
const SUFFIXES: Record<string, string[]> = { histogram: ['_bucket', '_sum', '_count'], summary: ['_sum', '_count'] }

function parseValue(text: string, line: string): number {
  // As Prometheus reads them (Go's ParseFloat): `+Inf`, `-Inf` and `NaN` in any case (prom-client writes `Nan`).
  if (/^\+?inf$/i.test(text)) return Infinity
  if (/^-inf$/i.test(text)) return -Infinity
  if (/^nan$/i.test(text)) return NaN
  if (!/^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/.test(text)) throw new Error(`not a number in: ${line}`)
  return Number(text)
}

/** The family a sample belongs to: its own name, or a histogram's or summary's base name. */
function familyOf(name: string, types: Map<string, string>): string | undefined {
  if (types.has(name)) return name
  for (const [family, type] of types)
    for (const suffix of SUFFIXES[type] ?? []) if (name === `${family}${suffix}`) return family
  return undefined
}

function parseLabels(text: string, line: string): { labels: Record<string, string>; rest: string } {
  const labels: Record<string, string> = {}
  let rest = text.slice(1)
  while (!rest.startsWith('}')) {
    const name = LABEL_NAME.exec(rest)?.[0]
    if (!name || rest[name.length] !== '=' || rest[name.length + 1] !== '"') throw new Error(`bad label in: ${line}`)
    rest = rest.slice(name.length + 2)
    let value = ''
    for (;;) {
      const char = rest[0]
      if (char === undefined) throw new Error(`unterminated label value in: ${line}`)
      rest = rest.slice(1)
      if (char === '"') break
      if (char === '\\') {
        const escaped = rest[0]
        rest = rest.slice(1)
        if (escaped === 'n') value += '\n'
        else if (escaped === '\\' || escaped === '"') value += escaped
        else throw new Error(`bad escape in: ${line}`)
      } else value += char
    }
    if (Object.hasOwn(labels, name)) throw new Error(`label ${name} twice in: ${line}`)
    labels[name] = value
    if (rest.startsWith(',')) rest = rest.slice(1)
    else if (!rest.startsWith('}')) throw new Error(`expected , or } in: ${line}`)
  }
  return { labels, rest: rest.slice(1) }
}

export function parsePrometheusText(text: string): Exposition {
  const types = new Map<string, string>()
  const helps = new Set<string>()
  const samples: Sample[] = []
  if (!text.endsWith('\n')) throw new Error('the exposition does not end with a newline')
  for (const line of text.slice(0, -1).split('\n')) {
    if (line === '') continue
    if (line.startsWith('#')) {
      const [, keyword, name, rest] = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(line) ?? []
      if (!keyword || !NAME.test(name!) || NAME.exec(name!)![0] !== name) throw new Error(`bad comment line: ${line}`)
      if (keyword === 'TYPE') {
        if (!TYPES.has(rest!) || types.has(name!)) throw new Error(`bad or repeated TYPE: ${line}`)
        types.set(name!, rest!)
      } else {
        if (helps.has(name!)) throw new Error(`repeated HELP: ${line}`)
        helps.add(name!)
      }
      continue
    }
    const name = NAME.exec(line)?.[0]
    if (!name) throw new Error(`bad sample line: ${line}`)
    if (!familyOf(name, types)) throw new Error(`sample before its TYPE: ${line}`)
    let rest = line.slice(name.length)
    let labels: Record<string, string> = {}
    if (rest.startsWith('{')) ({ labels, rest } = parseLabels(rest, line))
    // A value, and an optional timestamp in milliseconds.
    const [, value] = /^ (\S+)(?: -?\d+)?$/.exec(rest) ?? []
    if (value === undefined) throw new Error(`bad value in: ${line}`)
    samples.push({ name, labels, value: parseValue(value, line) })
  }
  return { types, samples }
}

/** The sum of the samples named `name` whose labels include `labels`. */
export function sampleSum(exposition: Exposition, name: string, labels: Record<string, string> = {}): number {
  return exposition.samples
    .filter(
      (sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
    )
    .reduce((sum, sample) => sum + sample.value, 0)
}
