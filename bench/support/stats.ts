export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

export interface Measurement {
  label: string
  medianMs: number
  perSecond: number
}

/** Runs `rounds` calls of `work`, `concurrency` at a time; prints and returns the median latency and throughput. */
export async function measure(
  label: string,
  rounds: number,
  concurrency: number,
  work: (i: number) => Promise<unknown>,
  unit = 'creates/s',
): Promise<Measurement> {
  const latencies: number[] = []
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < rounds) {
        const i = next++
        const t0 = performance.now()
        await work(i)
        latencies.push(performance.now() - t0)
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  const result = { label, medianMs: median(latencies), perSecond: rounds / seconds }
  console.log(
    `${label.padEnd(40)} median ${result.medianMs.toFixed(1).padStart(7)} ms   ${result.perSecond.toFixed(1).padStart(7)} ${unit}`,
  )
  return result
}

export const ratio = (a: Measurement, b: Measurement) => (a.medianMs / b.medianMs).toFixed(2)

/**
 * Sequential calls of several sides, interleaved in runs of `batch` calls (each round of runs in another order), so
 * that the machine's drift over the run reaches every side alike; prints and returns each side's median latency and
 * throughput. A batch longer than one keeps a side's process warm between its calls, as a client calling one
 * service in a loop does; calls alternating one by one between processes measure each side woken from idle.
 */
export async function measureInterleaved(
  rounds: number,
  sides: Record<string, (i: number) => Promise<unknown>>,
  unit = 'creates/s',
  batch = 1,
): Promise<Record<string, Measurement>> {
  const names = Object.keys(sides)
  const latencies = new Map(names.map((name) => [name, [] as number[]]))
  for (let first = 0, turn = 0; first < rounds; first += batch, turn += 1) {
    const order = names.map((_, k) => names[(k + turn) % names.length]!)
    for (const name of order) {
      for (let i = first; i < Math.min(rounds, first + batch); i += 1) {
        const t0 = performance.now()
        await sides[name]!(i)
        latencies.get(name)!.push(performance.now() - t0)
      }
    }
  }
  const results: Record<string, Measurement> = {}
  for (const name of names) {
    const medianMs = median(latencies.get(name)!)
    results[name] = { label: name, medianMs, perSecond: 1000 / medianMs }
    console.log(
      `${name.padEnd(40)} median ${medianMs.toFixed(1).padStart(7)} ms   ${(1000 / medianMs).toFixed(1).padStart(7)} ${unit} (1 / median)`,
    )
  }
  return results
}
