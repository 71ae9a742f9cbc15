import { describe, expect, it } from 'vitest'

import { type BatchedCounter, type BatchedVerdict, batchedCounter, type SettleStore, slackOf } from './batchedCounter'
import type { LimitPolicy } from './policies'

const policy: LimitPolicy = { name: 'read', points: 60, seconds: 60 }

/**
 * A shared store in this process with the semantics of the real ones (settleInPostgres.ts, settleInRedis.ts): a fixed
 * window per counter from its first point. `state` makes it fail or hang, as an unreachable or stuck store does.
 */
function sharedStore(clock: { now: number }) {
  const counters = new Map<string, { count: number; windowEnds: number }>()
  const calls: Map<string, number>[] = []
  let state: 'up' | 'down' | 'stuck' = 'up'
  const store: SettleStore = {
    async add(points, windowMs) {
      calls.push(new Map(points))
      if (state === 'down') throw new Error('connect ECONNREFUSED 127.0.0.1:6379')
      if (state === 'stuck') return new Promise(() => undefined)
      const answer = new Map<string, { count: number; windowEnds: number }>()
      for (const [counter, added] of points) {
        const current = counters.get(counter)
        const next =
          current && current.windowEnds > clock.now
            ? { ...current, count: current.count + added }
            : { count: added, windowEnds: clock.now + windowMs }
        counters.set(counter, next)
        answer.set(counter, { ...next })
      }
      return answer
    },
  }
  return { store, calls, counters, set: (next: typeof state) => void (state = next) }
}

function instances(count: number, options: { intervalMs?: number; timeoutMs?: number } = {}) {
  const clock = { now: Date.UTC(2026, 10, 28, 12) }
  const shared = sharedStore(clock)
  const logged: string[] = []
  const made = Array.from({ length: count }, () =>
    batchedCounter({
      policy,
      store: shared.store,
      counterOf: (key) => `hashed:${key}`,
      intervalMs: options.intervalMs ?? 60_000,
      timeoutMs: options.timeoutMs,
      log: (line) => logged.push(line),
      now: () => clock.now,
    }),
  )
  return { made, shared, clock, logged }
}

const allowedOf = async (verdict: BatchedVerdict | Promise<BatchedVerdict>) => (await verdict).allowed

/** `total` requests of one client, sent one after another to the instances in turn. */
async function spread(counters: BatchedCounter[], key: string, total: number): Promise<boolean[]> {
  const allowed: boolean[] = []
  for (let i = 0; i < total; i += 1) allowed.push(await allowedOf(counters[i % counters.length]!.count(key)))
  return allowed
}

describe('batchedCounter', () => {
  it('judges a key at once while its unsettled points are under a tenth of the budget, without asking the store', () => {
    const { made, shared } = instances(1)
    expect(slackOf(policy)).toBe(6)
    for (let i = 1; i <= 5; i += 1)
      expect(made[0]!.count('203.0.113.1')).toEqual({ allowed: true, remaining: 60 - i, resetSeconds: 60 })
    expect(made[0]!.count('198.51.100.1')).toEqual({ allowed: true, remaining: 59, resetSeconds: 60 })
    expect(shared.calls).toEqual([])
  })

  it("sends every key's points in one round trip per settle", async () => {
    const { made, shared } = instances(1)
    for (const key of ['a', 'b', 'a', 'c']) made[0]!.count(key)
    await made[0]!.settle()
    expect(shared.calls).toEqual([
      new Map([
        ['hashed:a', 2],
        ['hashed:b', 1],
        ['hashed:c', 1],
      ]),
    ])
    await made[0]!.settle()
    expect(shared.calls).toHaveLength(1)
  })

  it('settles on its own every interval', async () => {
    const { made, shared } = instances(1, { intervalMs: 20 })
    made[0]!.count('a')
    await expect.poll(() => shared.calls.length).toBe(1)
    expect(shared.counters.get('hashed:a')?.count).toBe(1)
  })

  it("makes a key past its slack wait for a settle, which brings the other instances' counts", async () => {
    const { made } = instances(2)
    const [a, b] = made as [BatchedCounter, BatchedCounter]
    for (let i = 0; i < 54; i += 1) b.count('client')
    await b.settle()
    for (let i = 0; i < 6; i += 1) expect(a.count('client')).toMatchObject({ allowed: true })
    const waited = a.count('client')
    expect(waited).toBeInstanceOf(Promise)
    expect(await waited).toEqual({ allowed: false, remaining: 0, resetSeconds: 60 })
    // From now on this instance knows: refused at once.
    expect(a.count('client')).toMatchObject({ allowed: false })
  })

  it('lets a client that spreads 120 requests over two instances through at most 2 × slack over its budget', async () => {
    const { made } = instances(2)
    const allowed = await spread(made, 'client', 120)
    const admitted = allowed.filter(Boolean).length
    expect(allowed.slice(0, 60)).toEqual(Array(60).fill(true))
    expect(admitted).toBeLessThanOrEqual(60 + 2 * slackOf(policy))
    expect(allowed.slice(60 + 2 * slackOf(policy))).toEqual(Array(120 - 60 - 2 * slackOf(policy)).fill(false))
  })

  it('gives each waiter of one settle its own place: only those within the budget pass', async () => {
    const { made } = instances(1)
    const [a] = made as [BatchedCounter]
    for (let i = 0; i < 56; i += 1) await a.count('client')
    const waiters = Array.from({ length: 6 }, () => a.count('client'))
    expect((await Promise.all(waiters)).map((verdict) => verdict.allowed)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
    ])
  })

  it('answers Retry-After from the window the store keeps, and starts a new window when it ends', async () => {
    const { made, clock } = instances(1)
    const [a] = made as [BatchedCounter]
    a.count('client')
    await a.settle()
    clock.now += 45_000
    const verdicts = await Promise.all(Array.from({ length: 60 }, () => a.count('client')))
    expect(verdicts.at(-1)).toEqual({ allowed: false, remaining: 0, resetSeconds: 15 })
    clock.now += 15_000
    expect(await a.count('client')).toMatchObject({ allowed: true, remaining: 59 })
  })

  it('counts in this instance alone while the store is away: requests are answered, the limit holds, and it says so once', async () => {
    const { made, shared, logged } = instances(1)
    const [a] = made as [BatchedCounter]
    shared.set('down')
    const allowed = await spread([a], 'client', 70)
    expect(allowed).toEqual([...Array(60).fill(true), ...Array(10).fill(false)])
    expect(logged).toEqual(['read limit: the shared store did not answer; counting in this instance until it does'])
    shared.set('up')
    a.count('other')
    await a.settle()
    expect(logged.at(-1)).toBe('read limit: the shared store answers again; counting with it')
    expect(shared.counters.get('hashed:other')?.count).toBe(1)
  })

  it('does not keep a waiting request longer than the timeout when the store hangs', async () => {
    const { made, shared } = instances(1, { timeoutMs: 30 })
    const [a] = made as [BatchedCounter]
    shared.set('stuck')
    for (let i = 0; i < 6; i += 1) a.count('client')
    expect(await a.count('client')).toMatchObject({ allowed: true, remaining: 53 })
  })
})
