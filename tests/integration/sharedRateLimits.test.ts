/**
 * Every limit is one budget across app instances when kept in PostgreSQL or Redis (docs/decisions/024-rate-limits.md):
 * two app instances on one database share the ingestion API's per-token budget (once counted per process), and for
 * every policy two limiters made as the app makes them, each on its own connection pool as two instances would be,
 * share one count in each store, and fall back to PostgreSQL together when Redis is unreachable.
 */
import { randomBytes } from 'node:crypto'

import { Redis } from 'ioredis'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseEnv } from '../../src/env'
import type { Limiter } from '../../src/rateLimit/createLimiter'
import { appLimiter } from '../../src/rateLimit/limiterOf'
import { type LimitPolicy, limitPolicies } from '../../src/rateLimit/policies'
import { closeRedisConnections, redisConnectionsReady } from '../../src/rateLimit/redisConnection'
import { insertApiToken } from '../helpers/apiTokens'
import { type AppServer, startAppServer } from '../helpers/appServer'
import { runSql } from '../helpers/sql'
import { freshDatabase, tempDataDir, type TestDatabase } from '../helpers/testEnv'

let database: TestDatabase
const pools: pg.Pool[] = []

beforeAll(async () => {
  database = await freshDatabase()
})

afterAll(async () => {
  closeRedisConnections()
  await Promise.all(pools.map((pool) => pool.end()))
  await database?.drop()
})

it('keeps the PostgreSQL counters in an unlogged table: a count is not worth a WAL flush per request', async () => {
  const { rows } = await runSql(database.url, `SELECT relpersistence FROM pg_class WHERE relname = 'rate_limits' AND relkind = 'r'`)
  expect(rows).toEqual([{ relpersistence: 'u' }])
})

describe('two app instances on one database', () => {
  const servers: AppServer[] = []
  beforeAll(async () => {
    // Instances of one deployment share PAYLOAD_SECRET (their sessions must be valid on each), and so counter names.
    const env = { DATABASE_URL: database.url, INGEST_RATE_LIMIT_PER_MINUTE: '3', PAYLOAD_SECRET: randomBytes(32).toString('hex') }
    servers.push(...(await Promise.all([startAppServer({ ...env, DATA_DIR: tempDataDir() }), startAppServer({ ...env, DATA_DIR: tempDataDir() })])))
  })

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()))
  })

  it('share one per-token write budget: the fourth write is refused, whichever instance takes it', async () => {
    const { token } = await insertApiToken(database.url)
    const statuses: number[] = []
    for (let i = 0; i < 4; i += 1) {
      const response = await fetch(`${servers[i % 2]!.url}/api/articles`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: '{}',
      })
      statuses.push(response.status)
    }
    expect(statuses).toEqual([422, 422, 422, 429])
  })
})

/** Every policy with a budget of three, under a name of this run's, so that counts of other tests cannot meet it. */
const policies: LimitPolicy[] = Object.values(
  limitPolicies({
    READ_RATE_LIMIT_PER_MINUTE: 3,
    INGEST_RATE_LIMIT_PER_MINUTE: 3,
    NEWSLETTER_MAX_PER_MINUTE: 3,
    SUBSCRIBE_LIMIT_PER_IP_PER_HOUR: 3,
    SUBSCRIBE_LIMIT_PER_ADDRESS_PER_DAY: 3,
    MCP_RATE_LIMIT_PER_MINUTE: 3,
    CMS_API_ANONYMOUS_LIMIT_PER_MINUTE: 3,
  }),
).map((policy) => ({ ...policy, name: `${policy.name}-${randomBytes(3).toString('hex')}`, points: 3 }))

const SECRET = randomBytes(32).toString('hex')

/**
 * Two limiters of `policy`, each on a pool of its own, made as two app instances with these settings make them:
 * start-up waits for Redis before the first request.
 */
async function twoInstances(policy: LimitPolicy, settings: Record<string, string>): Promise<[Limiter, Limiter]> {
  const env = parseEnv({ PAYLOAD_SECRET: SECRET, REDIS_KEY_PREFIX, ...settings })
  const make = () => {
    const pool = new pg.Pool({ connectionString: database.url, max: 2 })
    // pool.end() resolves once its idle connections are asked to close, not once they have: dropping the database
    // right after may end them from the server's side, and pg-pool re-emits an idle client's error on the pool, an
    // error event nobody listened to (a query's own error still rejects its promise).
    pool.on('error', () => undefined)
    pools.push(pool)
    return appLimiter(policy, env, pool)
  }
  const instances: [Limiter, Limiter] = [make(), make()]
  await redisConnectionsReady(() => undefined)
  return instances
}

/** Four requests of one client, alternating between the instances. */
async function alternate([a, b]: [Limiter, Limiter], key: string): Promise<boolean[]> {
  const allowed: boolean[] = []
  for (let i = 0; i < 4; i += 1) allowed.push((await (i % 2 === 0 ? a : b).consume(key)).allowed)
  return allowed
}

const REDIS_KEY_PREFIX = `pmsnews-test-${randomBytes(4).toString('hex')}`

const stores = {
  PostgreSQL: { RATE_LIMIT_STORE: 'postgres', READ_RATE_LIMIT_STORE: 'postgres' },
  Redis: { REDIS_URL: 'redis://127.0.0.1:6379', RATE_LIMIT_STORE: 'redis', READ_RATE_LIMIT_STORE: 'redis' },
}

describe('in PostgreSQL', () => {
  it.each(policies.map((policy) => [policy.name, policy] as const))('%s is one budget for two instances', async (_name, policy) => {
    expect(await alternate(await twoInstances(policy, stores.PostgreSQL), '203.0.113.7')).toEqual([true, true, true, false])
    const { rows } = await runSql(database.url, `SELECT key FROM rate_limits WHERE key LIKE $1`, [`${policy.name}:%`])
    expect(rows).toHaveLength(1)
  })
})

describe('in Redis', () => {
  const redis = new Redis(stores.Redis.REDIS_URL)
  afterAll(() => redis.disconnect())

  it.each(policies.map((policy) => [policy.name, policy] as const))('%s is one budget for two instances', async (_name, policy) => {
    expect(await alternate(await twoInstances(policy, stores.Redis), '203.0.113.8')).toEqual([true, true, true, false])
    expect(await redis.keys(`${REDIS_KEY_PREFIX}:${policy.name}:*`)).toHaveLength(1)
  })
})

describe('with Redis unreachable', () => {
  const unreachable = { REDIS_URL: 'redis://127.0.0.1:1', RATE_LIMIT_STORE: 'redis' }

  it('counts the shared limits in PostgreSQL meanwhile: still one budget for two instances', async () => {
    const policy = policies.find((candidate) => candidate.name.startsWith('subscribe-ip'))!
    expect(await alternate(await twoInstances(policy, unreachable), '198.51.100.7')).toEqual([true, true, true, false])
  })
})

it('keeps no counted address in the clear in PostgreSQL or Redis', async () => {
  const policy = policies.find((candidate) => candidate.name.startsWith('sign-in-network'))!
  await (await twoInstances(policy, stores.PostgreSQL))[0].consume('192.0.2.99')
  await (await twoInstances(policy, stores.Redis))[0].consume('192.0.2.99')
  const { rows } = await runSql(database.url, `SELECT key FROM rate_limits WHERE key LIKE '%192.0.2.99%'`)
  expect(rows).toEqual([])
  const redis = new Redis(stores.Redis.REDIS_URL)
  expect(await redis.keys('*192.0.2.99*')).toEqual([])
  redis.disconnect()
})
