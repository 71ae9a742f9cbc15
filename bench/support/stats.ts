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
export async function measure(label: string, rounds: number, concurrency: number, work: (i: number) => Promise<unknown>, unit = 'creates/s'): Promise<Measurement> {
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
  console.log(`${label.padEnd(40)} median ${result.medianMs.toFixed(1).padStart(7)} ms   ${result.perSecond.toFixed(1).padStart(7)} ${unit}`)
  return result
}

export const ratio = (a: Measurement, b: Measurement) => (a.medianMs / b.medianMs).toFixed(2)
