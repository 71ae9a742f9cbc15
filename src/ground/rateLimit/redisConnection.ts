/**
 * One Redis connection per process for the limits kept in Redis, shared by the server's modules and Next's bundle of
 * them. No offline queue and one retry: a command sent while Redis is away fails at once, and the limit's insurance
 * counts it instead (createLimiter.ts); ioredis reconnects by itself.
 */
import { once } from 'node:events'

import { Redis } from 'ioredis'

const CONNECTIONS = Symbol.for('pmsnews.rateLimit.redis')
const READY_TIMEOUT_MS = 5_000

function connections(): Map<string, Redis> {
  const shared = globalThis as { [CONNECTIONS]?: Map<string, Redis> }
  return (shared[CONNECTIONS] ??= new Map())
}

export function redisConnection(url: string): Redis {
  let redis = connections().get(url)
  if (!redis) {
    redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 })
    // An outage is the insurance limiter's to cover; an unhandled 'error' event would end the process.
    redis.on('error', () => undefined)
    connections().set(url, redis)
  }
  return redis
}

/** Waits (a few seconds at most) for each connection, so that the first requests already share their counts. */
export async function redisConnectionsReady(log: (line: string) => void): Promise<void> {
  for (const redis of connections().values()) {
    if (redis.status === 'ready') continue
    const connected = once(redis, 'ready').then(
      () => true,
      () => false,
    )
    const timedOut = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), READY_TIMEOUT_MS).unref())
    if (!(await Promise.race([connected, timedOut])))
      log('rate limits: Redis is not reachable yet; counting without it until it is')
  }
}

export function closeRedisConnections(): void {
  for (const redis of connections().values()) redis.disconnect()
  connections().clear()
}
