import { describe, expect, it } from 'vitest'

import { parseEnv } from '../env'
import { storeOf } from './limiterOf'
import { limitPolicies } from './policies'

const policies = limitPolicies(parseEnv({}))

describe('storeOf', () => {
  it('keeps every limit in PostgreSQL without Redis in production, and the read limit in memory in development', () => {
    const production = parseEnv({ NODE_ENV: 'production', PAYLOAD_SECRET: 'x'.repeat(32), BASE_URL: 'https://news.example' })
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
    expect(storeOf(policies.read, parseEnv({ READ_RATE_LIMIT_STORE: 'memory', NODE_ENV: 'production', PAYLOAD_SECRET: 'x'.repeat(32), BASE_URL: 'https://news.example' }))).toBe('memory')
  })

  it('refuses a Redis store without REDIS_URL, and a store it does not know', () => {
    expect(() => parseEnv({ RATE_LIMIT_STORE: 'redis' })).toThrow(/RATE_LIMIT_STORE: is redis, but REDIS_URL is not set/)
    expect(() => parseEnv({ READ_RATE_LIMIT_STORE: 'redis' })).toThrow(/READ_RATE_LIMIT_STORE: is redis, but REDIS_URL is not set/)
    expect(() => parseEnv({ RATE_LIMIT_STORE: 'sqlite' })).toThrow(/RATE_LIMIT_STORE/)
  })
})
