/**
 * A limit counted in this process's memory and settled with the shared store in batches
 * (docs/decisions/040-limits-settled-in-batches.md): a hot-path limit such as the read limit, counted on every public
 * request, costs a map lookup instead of a round trip, and every instance still sees one budget.
 *
 * Each key keeps the shared count as of the last settle, the points of the settle under way and the points counted
 * here since. Every `intervalMs` one round trip sends every key's new points and brings back each key's shared count
 * and window. A request is judged at once while this instance holds fewer than `slack` unsettled points for its key;
 * past that it waits for a settle (started at once, one round trip for all who wait), so an instance never lets more
 * than `slack` requests of a client through on counts the others have not seen: with N instances a client gets at
 * most N × slack requests over its budget in a window, and a client over the limit is refused on every instance by
 * its next settle. When the store fails or is slow, the count goes on in this instance alone until it answers again.
 */
import type { LimitPolicy } from './policies'

/** What a shared store must do for a batched limit: one round trip for many keys. */
export interface SettleStore {
  /**
   * Adds each counter's points to its count in the current fixed window (of `windowMs`, from the counter's first
   * point) and answers each counter's count and the end of its window (ms since the epoch).
   */
  add(
    points: ReadonlyMap<string, number>,
    windowMs: number,
  ): Promise<Map<string, { count: number; windowEnds: number }>>
}

export interface BatchedVerdict {
  allowed: boolean
  remaining: number
  resetSeconds: number
}

export interface BatchedCounterOptions {
  policy: LimitPolicy
  store: SettleStore
  /** A key's counter name in the store (a keyed hash: docs/decisions/024). Computed once per key and window. */
  counterOf: (key: string) => string
  intervalMs: number
  /** A settle not answered by then is given up: its points count in this instance alone. Default 4 intervals. */
  timeoutMs?: number
  /** Said once when the store stops answering and once when it answers again. */
  log?: (line: string) => void
  now?: () => number
}

interface Waiter {
  /** The place of the waiter's last point among the points its key sends in this settle. */
  rank: number
  resolve: (verdict: BatchedVerdict) => void
}

interface KeyCount {
  counter: string
  /** The shared count at the last settle, in the current window. */
  settled: number
  /** Points sent in the settle under way. */
  sending: number
  /** Points counted here since. */
  pending: number
  windowEnds: number
  waiting: Waiter[]
  sendingWaiters: Waiter[]
}

/** An instance's allowance of unsettled points per key: a tenth of the budget, at least one. */
export const slackOf = (policy: LimitPolicy) => Math.max(1, Math.floor(policy.points / 10))

export interface BatchedCounter {
  /** Counts `points` for `key`: the verdict at once, or a promise of it when the key's slack is spent. */
  count(key: string, points?: number): BatchedVerdict | Promise<BatchedVerdict>
  /** Sends what is unsettled now, for a clean shutdown and for tests. */
  settle(): Promise<void>
}

export function batchedCounter({
  policy,
  store,
  counterOf,
  intervalMs,
  timeoutMs = 4 * intervalMs,
  log = () => undefined,
  now = Date.now,
}: BatchedCounterOptions): BatchedCounter {
  const windowMs = policy.seconds * 1000
  const slack = slackOf(policy)
  const counts = new Map<string, KeyCount>()
  /** The keys with points to send: a settle visits these, not every client of the window. */
  const unsent = new Set<KeyCount>()
  let sweptAt = now()
  let timer: NodeJS.Timeout | undefined
  let settling: Promise<void> | undefined
  let again = false
  let storeAway = false

  const verdictOf = (count: KeyCount, position: number, at: number): BatchedVerdict => ({
    allowed: position <= policy.points,
    remaining: Math.max(policy.points - position, 0),
    // A counter without expiry (set by hand in the store) still reads as one window.
    resetSeconds: Math.min(policy.seconds, Math.max(1, Math.ceil((count.windowEnds - at) / 1000))),
  })

  const countOf = (key: string, at: number): KeyCount => {
    let count = counts.get(key)
    if (!count) {
      count = {
        counter: counterOf(key),
        settled: 0,
        sending: 0,
        pending: 0,
        windowEnds: at + windowMs,
        waiting: [],
        sendingWaiters: [],
      }
      counts.set(key, count)
    } else if (at >= count.windowEnds) {
      count.settled = 0
      count.windowEnds = at + windowMs
    }
    return count
  }

  const schedule = () => {
    if (timer || settling) return
    timer = setTimeout(() => void settle(), intervalMs)
    timer.unref()
  }

  /** What the store said, or null when it failed or was too slow. */
  const ask = async (batch: Map<string, number>) => {
    let timeout: NodeJS.Timeout | undefined
    const late = new Promise<null>((resolve) => {
      timeout = setTimeout(() => resolve(null), timeoutMs)
      timeout.unref()
    })
    try {
      const answer = await Promise.race([store.add(batch, windowMs).catch(() => null), late])
      if (answer && storeAway) log(`${policy.name} limit: the shared store answers again; counting with it`)
      if (!answer && !storeAway)
        log(`${policy.name} limit: the shared store did not answer; counting in this instance until it does`)
      storeAway = !answer
      return answer
    } finally {
      clearTimeout(timeout)
    }
  }

  const settleOnce = async () => {
    const sent: KeyCount[] = []
    const batch = new Map<string, number>()
    for (const count of unsent) {
      count.sending = count.pending
      count.pending = 0
      count.sendingWaiters = count.waiting
      count.waiting = []
      batch.set(count.counter, (batch.get(count.counter) ?? 0) + count.sending)
      sent.push(count)
    }
    unsent.clear()
    if (sent.length === 0) return
    const answer = await ask(batch)
    const at = now()
    for (const count of sent) {
      const shared = answer?.get(count.counter)
      if (shared) {
        count.settled = shared.count
        count.windowEnds = shared.windowEnds
      } else {
        // This instance's own count stands in: the store's window is not known, the local one goes on.
        if (at >= count.windowEnds) {
          count.settled = 0
          count.windowEnds = at + windowMs
        }
        count.settled += count.sending
      }
      const before = count.settled - count.sending
      for (const waiter of count.sendingWaiters) waiter.resolve(verdictOf(count, before + waiter.rank, at))
      count.sending = 0
      count.sendingWaiters = []
    }
    // Clients whose window has ended and who sent nothing since are forgotten, once a second at most.
    if (at - sweptAt < 1000) return
    sweptAt = at
    for (const [key, count] of counts)
      if (at >= count.windowEnds && count.pending === 0 && count.sending === 0) counts.delete(key)
  }

  const settle = (): Promise<void> => {
    clearTimeout(timer)
    timer = undefined
    if (settling) {
      again = true
      return settling
    }
    settling = (async () => {
      do {
        again = false
        await settleOnce()
      } while (again)
    })().finally(() => {
      settling = undefined
      if (unsent.size > 0) schedule()
    })
    return settling
  }

  return {
    count(key, points = 1) {
      const at = now()
      const count = countOf(key, at)
      const unsettled = count.sending + count.pending
      count.pending += points
      unsent.add(count)
      if (unsettled < slack) {
        schedule()
        return verdictOf(count, count.settled + count.sending + count.pending, at)
      }
      const rank = count.pending
      const verdict = new Promise<BatchedVerdict>((resolve) => count.waiting.push({ rank, resolve }))
      void settle()
      return verdict
    },
    settle,
  }
}
