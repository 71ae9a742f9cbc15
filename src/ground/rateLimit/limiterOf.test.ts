import { describe, expect, it } from 'vitest'

import { parseEnv } from '../env'
import { limitStoresLine, storeOf } from './limiterOf'
import { limitPolicies } from './policies'

const policies = limitPolicies(parseEnv({}))

describe('storeOf', () => {
  it('keeps every limit in PostgreSQL without Redis in production, and the read limit in memory in development', () => {
    const production = parseEnv({
      NODE_ENV: 'production',
      PAYLOAD_SECRET: 'x'.repeat(32),
      BASE_URL: 'https://news.example',
    })
    expect(storeOf(policies.subscribesPerNetwork, production)).toBe('postgres')
    expect(storeOf(policies.ingestWrites, production)).toBe('postgres')
    expect(storeOf(policies.read, production)).toBe('postgres')
    const development = parseEnv({})
    expect(storeOf(policies.perNetwork, development)).toBe('postgres')
    expect(storeOf(policies.read, development)).toBe('memory')
  })

  it('keeps every limit in Redis when REDIS_URL is set, unless a store is named', () => {
    const redis = { REDIS_URL: 'redis://cache:6379' }
    for (const policy of Object.values(policies)) expect(storeOf(policy, parseEnv(redis))).toBe('redis')
    expect(storeOf(policies.mcpCalls, parseEnv({ ...redis, RATE_LIMIT_STORE: 'postgres' }))).toBe('postgres')
    expect(storeOf(policies.read, parseEnv({ ...redis, READ_RATE_LIMIT_STORE: 'postgres' }))).toBe('postgres')
    expect(
      storeOf(
        policies.read,
        parseEnv({
          READ_RATE_LIMIT_STORE: 'memory',
          NODE_ENV: 'production',
          PAYLOAD_SECRET: 'x'.repeat(32),
          BASE_URL: 'https://news.example',
        }),
      ),
    ).toBe('memory')
  })

  it('refuses a Redis store without REDIS_URL, and a store it does not know', () => {
    expect(() => parseEnv({ RATE_LIMIT_STORE: 'redis' })).toThrow(
      /RATE_LIMIT_STORE: is redis, but REDIS_URL is not set/,
    )
    expect(() => parseEnv({ READ_RATE_LIMIT_STORE: 'redis' })).toThrow(
      /READ_RATE_LIMIT_STORE: is redis, but REDIS_URL is not set/,
    )
    expect(() => parseEnv({ RATE_LIMIT_STORE: 'sqlite' })).toThrow(/RATE_LIMIT_STORE/)
  })
})

describe('limitStoresLine', () => {
  const production = { NODE_ENV: 'production', PAYLOAD_SECRET: 'x'.repeat(32), BASE_URL: 'https://news.example' }

  it("says where the limits count, and warns when production counts in one process's memory", () => {
    expect(limitStoresLine(parseEnv({ ...production, REDIS_URL: 'redis://cache:6379' }))).toBe(
      'rate limits: counted in redis, the read limit in redis (counted here, settled every 250 ms)',
    )
    expect(limitStoresLine(parseEnv({ ...production, READ_RATE_LIMIT_STORE: 'memory' }))).toBe(
      'rate limits: counted in postgres, the read limit in memory (memory: this process only, so a second instance doubles a budget)',
    )
    expect(limitStoresLine(parseEnv({}))).toBe('rate limits: counted in postgres, the read limit in memory')
    expect(limitStoresLine(parseEnv({ ...production, RATE_LIMIT_SETTLE_INTERVAL_MS: '100' }))).toBe(
      'rate limits: counted in postgres, the read limit in postgres (counted here, settled every 100 ms)',
    )
  })
})
