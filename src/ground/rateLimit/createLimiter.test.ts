import { randomBytes } from 'node:crypto'

import { afterAll, describe, expect, it } from 'vitest'

import { createFirstUseGuard, createLimiter, type LimitBackends, type LimitVerdict } from './createLimiter'
import type { LimitPolicy } from './policies'
import { closeRedisConnections, redisConnection } from './redisConnection'

const policy = (points: number, extra: Partial<LimitPolicy> = {}): LimitPolicy => ({
  name: `test-${randomBytes(4).toString('hex')}`,
  points,
  seconds: 60,
  ...extra,
})
const backends: LimitBackends = { redisKeyPrefix: 'pmsnews-unit', hash: (key) => `hashed:${key}` }

afterAll(() => closeRedisConnections())

describe('createLimiter in memory', () => {
  it('allows the policy’s points in its window, then refuses with the seconds left', async () => {
    const limiter = createLimiter(policy(2), 'memory', backends)
    expect(await limiter.consume('a')).toEqual({ allowed: true, remaining: 1, resetSeconds: 60 })
    expect(await limiter.consume('a')).toEqual({ allowed: true, remaining: 0, resetSeconds: 60 })
    expect(await limiter.consume('a')).toEqual({ allowed: false, remaining: 0, resetSeconds: 60 })
    expect((await limiter.consume('b')).allowed).toBe(true)
  })

  it('counts at once too, in the same window as consume()', async () => {
    const limiter = createLimiter(policy(3), 'memory', backends)
    expect(limiter.consumeNow!('a')).toEqual({ allowed: true, remaining: 2, resetSeconds: 60 })
    expect((await limiter.consume('a')).remaining).toBe(1)
    expect(limiter.consumeNow!('a', 1)).toEqual({ allowed: true, remaining: 0, resetSeconds: 60 })
    expect(limiter.consumeNow!('a')).toEqual({ allowed: false, remaining: 0, resetSeconds: 60 })
    expect((await limiter.consume('a')).allowed).toBe(false)
    expect((limiter.consumeNow!('b') as LimitVerdict).allowed).toBe(true)
  })

  it('counts a batch as its points', async () => {
    const limiter = createLimiter(policy(5), 'memory', backends)
    expect((await limiter.consume('a', 5)).allowed).toBe(true)
    expect((await limiter.consume('a', 1)).allowed).toBe(false)
  })

  it('gives points back, forgets a key, and tells whether a key is counted', async () => {
    const limiter = createLimiter(policy(1), 'memory', backends)
    await limiter.consume('a')
    await limiter.reward('a')
    expect((await limiter.consume('a')).allowed).toBe(true)
    await limiter.delete('a')
    expect(await limiter.has('a')).toBe(false)
    await limiter.set('a', 1, 60)
    expect(await limiter.has('a')).toBe(true)
  })

  it('tells a key’s count without counting: allowed while a point is left', async () => {
    const limiter = createLimiter(policy(2), 'memory', backends)
    expect(await limiter.peek('a')).toEqual({ allowed: true, remaining: 2, resetSeconds: 60 })
    await limiter.consume('a')
    expect(await limiter.peek('a')).toEqual({ allowed: true, remaining: 1, resetSeconds: 60 })
    await limiter.consume('a')
    expect(await limiter.peek('a')).toEqual({ allowed: false, remaining: 0, resetSeconds: 60 })
    expect(await limiter.peek('a')).toEqual({ allowed: false, remaining: 0, resetSeconds: 60 })
  })

  it('keeps one count per policy in the process, however many times the limiter is made', async () => {
    const shared = policy(1)
    expect((await createLimiter(shared, 'memory', backends).consume('a')).allowed).toBe(true)
    expect((await createLimiter(shared, 'memory', backends).consume('a')).allowed).toBe(false)
  })
})

describe('createLimiter in a shared store', () => {
  it('refuses to be made without the store’s connection', () => {
    expect(() => createLimiter(policy(1, { name: 'subscribe-ip' }), 'postgres', backends)).toThrow(
      'The subscribe-ip limit is kept in postgres, but no postgres connection was given',
    )
    expect(() => createLimiter(policy(1, { name: 'read' }), 'redis', backends)).toThrow(
      'The read limit is kept in redis, but no redis connection was given',
    )
  })

  it('counts in memory while Redis is unreachable, and still refuses past the limit', async () => {
    const limiter = createLimiter(policy(2, { everyPublicRequest: true }), 'redis', {
      ...backends,
      redis: redisConnection('redis://127.0.0.1:1'),
    })
    const allowed = []
    for (let i = 0; i < 3; i += 1) allowed.push((await limiter.consume('203.0.113.1')).allowed)
    expect(allowed).toEqual([true, true, false])
    // Counted elsewhere, so never at once.
    expect(limiter.consumeNow).toBeUndefined()
  })
})

describe('createFirstUseGuard', () => {
  it('says a key is new once, then refuses it while it is remembered; other keys are new', async () => {
    const firstUse = createFirstUseGuard(policy(1), 'memory', backends)
    expect(await firstUse('nonce-a', 60)).toBe(true)
    expect(await firstUse('nonce-a', 60)).toBe(false)
    expect(await firstUse('nonce-b', 60)).toBe(true)
  })

  it("remembers a key for the caller's time, not the policy's", async () => {
    const firstUse = createFirstUseGuard({ ...policy(1), seconds: 86_400 }, 'memory', backends)
    expect(await firstUse('nonce-a', 1)).toBe(true)
    await expect.poll(() => firstUse('nonce-a', 1), { timeout: 5_000 }).toBe(true)
  })

  it('remembers in memory while Redis is unreachable', async () => {
    const firstUse = createFirstUseGuard(policy(1), 'redis', {
      ...backends,
      redis: redisConnection('redis://127.0.0.1:1'),
    })
    expect(await firstUse('nonce-a', 60)).toBe(true)
    expect(await firstUse('nonce-a', 60)).toBe(false)
  })

  it('is refused a policy of more than one use', () => {
    expect(() => createFirstUseGuard(policy(2, { name: 'nonces' }), 'memory', backends)).toThrow(
      'The nonces guard allows one use per key, not 2',
    )
  })
})
