import { describe, expect, it } from 'vitest'

import { parseEnv } from '../env'
import { storeOf } from './limiterOf'
import { limitPolicies } from './policies'

const policies = limitPolicies(parseEnv({}))

describe('storeOf', () => {
  it('keeps the shared limits in PostgreSQL and the read limit in memory unless told otherwise', () => {
    const env = parseEnv({})
    expect(storeOf(policies.subscribesPerNetwork, env)).toBe('postgres')
    expect(storeOf(policies.ingestWrites, env)).toBe('postgres')
    expect(storeOf(policies.read, env)).toBe('memory')
  })

  it('counts the read limit in Redis when REDIS_URL is set, the others only when RATE_LIMIT_STORE says so', () => {
    expect(storeOf(policies.read, parseEnv({ REDIS_URL: 'redis://cache:6379' }))).toBe('redis')
    expect(storeOf(policies.mcpCalls, parseEnv({ REDIS_URL: 'redis://cache:6379' }))).toBe('postgres')
    expect(storeOf(policies.mcpCalls, parseEnv({ REDIS_URL: 'redis://cache:6379', RATE_LIMIT_STORE: 'redis' }))).toBe('redis')
    expect(storeOf(policies.read, parseEnv({ REDIS_URL: 'redis://cache:6379', READ_RATE_LIMIT_STORE: 'postgres' }))).toBe('postgres')
  })

  it('refuses a Redis store without REDIS_URL, and a store it does not know', () => {
    expect(() => parseEnv({ RATE_LIMIT_STORE: 'redis' })).toThrow(/RATE_LIMIT_STORE: is redis, but REDIS_URL is not set/)
    expect(() => parseEnv({ READ_RATE_LIMIT_STORE: 'redis' })).toThrow(/READ_RATE_LIMIT_STORE: is redis, but REDIS_URL is not set/)
    expect(() => parseEnv({ RATE_LIMIT_STORE: 'sqlite' })).toThrow(/RATE_LIMIT_STORE/)
  })
})
