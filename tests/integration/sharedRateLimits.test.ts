/**
 * Every limit is one budget across app instances when kept in PostgreSQL or Redis (docs/decisions/024-rate-limits.md):
 * two app instances on one database share the ingestion API's per-token budget (once counted per process), and for
 * every policy two limiters made as the app makes them, each on its own connection pool as two instances would be,
 * share one count in each store, and fall back to PostgreSQL together when Redis is unreachable. The limits settled in
 * batches (docs/decisions/040-limits-settled-in-batches.md) share theirs within the stated tolerance, and count on in
 * each instance while their store is away.
 */
import { randomBytes } from 'node:crypto'

import { Redis } from 'ioredis'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type Env, parseEnv } from '../../src/ground/env'
import type { Limiter } from '../../src/ground/rateLimit/createLimiter'
import { slackOf } from '../../src/ground/rateLimit/batchedCounter'
import { appFirstUseGuard, appLimiter } from '../../src/ground/rateLimit/limiterOf'
import { type LimitPolicy, limitPolicies, WEB_BOT_AUTH_NONCES } from '../../src/ground/rateLimit/policies'
import { closeRedisConnections, redisConnectionsReady } from '../../src/ground/rateLimit/redisConnection'
import { insertApiToken } from '../helpers/apiTokens'
import { type AppServer, startAppServer } from '../helpers/appServer'
import { hasRedisServer, startPrivatePostgres, startPrivateRedis } from '../helpers/privateServices'
import { filePools, runSql } from '../helpers/sql'
import { freshDatabase, tempDataDir, type TestDatabase } from '../helpers/testEnv'

let database: TestDatabase
const pools = filePools()

beforeAll(async () => {
  database = await freshDatabase()
})

afterAll(async () => {
  closeRedisConnections()
  await pools.end()
  await database?.drop()
})

it('keeps the PostgreSQL counters in an unlogged table: a count is not worth a WAL flush per request', async () => {
  const { rows } = await runSql(
    database.url,
    `SELECT relpersistence FROM pg_class WHERE relname = 'rate_limits' AND relkind = 'r'`,
  )
  expect(rows).toEqual([{ relpersistence: 'u' }])
})

describe('two app instances on one database', () => {
  const servers: AppServer[] = []
  beforeAll(async () => {
    // Instances of one deployment share PAYLOAD_SECRET (their sessions must be valid on each), and so counter names.
    const env = {
      DATABASE_URL: database.url,
      INGEST_RATE_LIMIT_PER_MINUTE: '3',
      PAYLOAD_SECRET: randomBytes(32).toString('hex'),
    }
    servers.push(
      ...(await Promise.all([
        startAppServer({ ...env, DATA_DIR: tempDataDir() }),
        startAppServer({ ...env, DATA_DIR: tempDataDir() }),
      ])),
    )
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

/**
 * Every policy counted exactly, with a budget of three, under a name of this run's, so that counts of other tests
 * cannot meet it.
 */
const policies: LimitPolicy[] = Object.values<LimitPolicy>(
  limitPolicies({
    READ_RATE_LIMIT_PER_MINUTE: 3,
    VERIFIED_AGENT_READS_PER_MINUTE: 3,
    VERIFIED_AGENT_READS_PER_NETWORK_PER_MINUTE: 3,
    INGEST_RATE_LIMIT_PER_MINUTE: 3,
    NEWSLETTER_MAX_PER_MINUTE: 3,
    SUBSCRIBE_LIMIT_PER_IP_PER_HOUR: 3,
    SUBSCRIBE_LIMIT_PER_ADDRESS_PER_DAY: 3,
    MCP_RATE_LIMIT_PER_MINUTE: 3,
    CMS_API_ANONYMOUS_LIMIT_PER_MINUTE: 3,
    FEDERATION_DELIVERIES_PER_MINUTE: 3,
    OAUTH_START_LIMIT_PER_15_MINUTES: 3,
  }),
)
  .filter((policy) => !policy.settledInBatches)
  .map((policy) => ({ ...policy, name: `${policy.name}-${randomBytes(3).toString('hex')}`, points: 3 }))

/** The policies settled in batches, at their default budget of 60 a minute, under names of this run's. */
const batchedPolicies = (): LimitPolicy[] =>
  Object.values<LimitPolicy>(
    limitPolicies({
      READ_RATE_LIMIT_PER_MINUTE: 60,
      VERIFIED_AGENT_READS_PER_MINUTE: 60,
      VERIFIED_AGENT_READS_PER_NETWORK_PER_MINUTE: 60,
      INGEST_RATE_LIMIT_PER_MINUTE: 60,
      NEWSLETTER_MAX_PER_MINUTE: 60,
      SUBSCRIBE_LIMIT_PER_IP_PER_HOUR: 60,
      SUBSCRIBE_LIMIT_PER_ADDRESS_PER_DAY: 60,
      MCP_RATE_LIMIT_PER_MINUTE: 60,
      CMS_API_ANONYMOUS_LIMIT_PER_MINUTE: 60,
      FEDERATION_DELIVERIES_PER_MINUTE: 600,
      OAUTH_START_LIMIT_PER_15_MINUTES: 60,
    }),
  )
    .filter((policy) => policy.settledInBatches)
    .map((policy) => ({ ...policy, name: `${policy.name}-${randomBytes(3).toString('hex')}` }))

const SECRET = randomBytes(32).toString('hex')

/**
 * Two limiters of `policy`, each on a pool of its own, made as two app instances with these settings make them:
 * start-up waits for Redis before the first request.
 */
function twoInstances(
  policy: LimitPolicy,
  settings: Record<string, string>,
  databaseUrl = database.url,
): Promise<[Limiter, Limiter]> {
  return twoInstancesOf((env, pool) => appLimiter(policy, env, pool), settings, databaseUrl)
}

/** Two of what `makeOne` makes, each on a pool of its own, as two app instances with these settings make them. */
async function twoInstancesOf<T>(
  makeOne: (env: Env, pool: pg.Pool) => T,
  settings: Record<string, string>,
  databaseUrl = database.url,
): Promise<[T, T]> {
  const env = parseEnv({ PAYLOAD_SECRET: SECRET, REDIS_KEY_PREFIX, ...settings })
  const make = () => {
    const pool = pools.open({ connectionString: databaseUrl, max: 2 })
    // A test here stops its PostgreSQL under the pool: pg-pool re-emits an idle connection's error on the pool, which
    // must be heard (a query's own error still rejects its promise).
    pool.on('error', () => undefined)
    return makeOne(env, pool)
  }
  const instances: [T, T] = [make(), make()]
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
  it.each(policies.map((policy) => [policy.name, policy] as const))(
    '%s is one budget for two instances',
    async (_name, policy) => {
      expect(await alternate(await twoInstances(policy, stores.PostgreSQL), '203.0.113.7')).toEqual([
        true,
        true,
        true,
        false,
      ])
      const { rows } = await runSql(database.url, `SELECT key FROM rate_limits WHERE key LIKE $1`, [`${policy.name}:%`])
      expect(rows).toHaveLength(1)
    },
  )
})

describe('in Redis', () => {
  const redis = new Redis(stores.Redis.REDIS_URL)
  afterAll(() => redis.disconnect())

  it.each(policies.map((policy) => [policy.name, policy] as const))(
    '%s is one budget for two instances',
    async (_name, policy) => {
      expect(await alternate(await twoInstances(policy, stores.Redis), '203.0.113.8')).toEqual([
        true,
        true,
        true,
        false,
      ])
      expect(await redis.keys(`${REDIS_KEY_PREFIX}:${policy.name}:*`)).toHaveLength(1)
    },
  )
})

describe.each(Object.entries(stores))('a first-use guard in %s', (_store, settings) => {
  it('is one memory for two instances: a nonce seen at one is refused at the other, and kept as a keyed hash', async () => {
    const policy = { ...WEB_BOT_AUTH_NONCES, name: `web-bot-auth-nonce-${randomBytes(3).toString('hex')}` }
    const [a, b] = await twoInstancesOf((env, pool) => appFirstUseGuard(policy, env, pool), settings)
    expect(await a('nonce-198.51.100.70', 60)).toBe(true)
    expect(await b('nonce-198.51.100.70', 60)).toBe(false)
    expect(await b('nonce-198.51.100.71', 60)).toBe(true)
    if (settings === stores.PostgreSQL) {
      const { rows } = await runSql(database.url, `SELECT key FROM rate_limits WHERE key LIKE $1`, [`${policy.name}:%`])
      expect(rows).toHaveLength(2)
      expect((await runSql(database.url, `SELECT key FROM rate_limits WHERE key LIKE '%198.51.100.7%'`)).rows).toEqual(
        [],
      )
    } else {
      const redis = new Redis(stores.Redis.REDIS_URL)
      expect(await redis.keys(`${REDIS_KEY_PREFIX}:${policy.name}:*`)).toHaveLength(2)
      expect(await redis.keys('*198.51.100.7*')).toEqual([])
      redis.disconnect()
    }
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

/** `total` requests of one client, one after another, to the instances in turn: whether each was allowed. */
async function spread(instances: Limiter[], key: string, total: number): Promise<boolean[]> {
  const allowed: boolean[] = []
  for (let i = 0; i < total; i += 1) allowed.push((await instances[i % instances.length]!.consume(key)).allowed)
  return allowed
}

describe.each([
  ['PostgreSQL', stores.PostgreSQL],
  ['Redis', stores.Redis],
])('settled in batches, in %s', (_store, settings) => {
  it.each(batchedPolicies().map((policy) => [policy.name, policy] as const))(
    '%s: two instances refuse a client that spreads 120 requests over them, at most 2 × a tenth of the budget late',
    async (_name, policy) => {
      const allowed = await spread(await twoInstances(policy, settings), '203.0.113.9', 120)
      const tolerance = 2 * slackOf(policy)
      expect(allowed.slice(0, 60)).toEqual(Array(60).fill(true))
      expect(allowed.filter(Boolean).length).toBeLessThanOrEqual(60 + tolerance)
      expect(allowed.slice(60 + tolerance)).toEqual(Array(120 - 60 - tolerance).fill(false))
    },
  )

  it('answers a count at once, without a round trip to the store', async () => {
    for (const policy of batchedPolicies()) {
      const [instance] = await twoInstances(policy, settings)
      const verdict = instance.consumeNow!('203.0.113.12')
      expect(verdict).toEqual({ allowed: true, remaining: 59, resetSeconds: 60 })
    }
  })

  it('keeps counted addresses as keyed hashes there too', async () => {
    const [policy] = batchedPolicies()
    const [instance] = await twoInstances(policy!, settings)
    await instance.consume('192.0.2.98')
    if (settings === stores.PostgreSQL) {
      await expect
        .poll(
          async () =>
            (await runSql(database.url, `SELECT key FROM rate_limits WHERE key LIKE $1`, [`${policy!.name}:%`])).rows
              .length,
        )
        .toBe(1)
      expect((await runSql(database.url, `SELECT key FROM rate_limits WHERE key LIKE '%192.0.2.98%'`)).rows).toEqual([])
    } else {
      const redis = new Redis(stores.Redis.REDIS_URL)
      await expect.poll(() => redis.keys(`${REDIS_KEY_PREFIX}:${policy!.name}:*`)).toHaveLength(1)
      expect(await redis.keys('*192.0.2.98*')).toEqual([])
      redis.disconnect()
    }
  })
})

describe('settled in batches, while the store is away', () => {
  it.skipIf(!hasRedisServer())(
    'Redis stopped mid-window: one instance keeps answering and refuses past the budget',
    async () => {
      const redis = await startPrivateRedis()
      try {
        const [policy] = batchedPolicies()
        const [instance] = await twoInstances(policy!, {
          REDIS_URL: redis.url,
          READ_RATE_LIMIT_STORE: 'redis',
          RATE_LIMIT_STORE: 'redis',
        })
        const before = await spread([instance], '203.0.113.10', 30)
        await redis.stop()
        const during = await spread([instance], '203.0.113.10', 40)
        expect([...before, ...during]).toEqual([...Array(60).fill(true), ...Array(10).fill(false)])
      } finally {
        await redis.close()
      }
    },
  )

  it('PostgreSQL stopped mid-window: one instance keeps answering and refuses past the budget', async () => {
    const postgres = await startPrivatePostgres()
    try {
      await runSql(
        postgres.url,
        `CREATE UNLOGGED TABLE rate_limits (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)`,
      )
      const [policy] = batchedPolicies()
      const [instance] = await twoInstances(policy!, stores.PostgreSQL, postgres.url)
      const before = await spread([instance], '203.0.113.11', 30)
      await postgres.stop()
      const during = await spread([instance], '203.0.113.11', 40)
      expect([...before, ...during]).toEqual([...Array(60).fill(true), ...Array(10).fill(false)])
    } finally {
      await postgres.close()
    }
  })
})
