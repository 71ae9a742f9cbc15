/**
 * A batched limit's settle in Redis (batchedCounter.ts): every key's points added by one script, in the counters and
 * fixed windows rate-limiter-flexible keeps there (`{prefix}:{key}`, an integer that expires with its window), so that
 * the exact limiters and this one read each other's counts. One node: the script names many keys.
 */
import type { Redis } from 'ioredis'

import type { SettleStore } from './batchedCounter'

const COMMAND = 'pmsnewsAddPoints'
const SCRIPT = `
local answer = {}
for i, key in ipairs(KEYS) do
  redis.call('SET', key, 0, 'PX', ARGV[1], 'NX')
  answer[2 * i - 1] = redis.call('INCRBY', key, ARGV[i + 1])
  answer[2 * i] = redis.call('PTTL', key)
end
return answer`

type WithAddPoints = Redis & { [COMMAND](keyCount: number, ...keysAndArgs: (string | number)[]): Promise<number[]> }

export function settleInRedis(redis: Redis, prefix: string): SettleStore {
  // ioredis sends the script's hash and the script itself only when Redis does not know it yet.
  if (!(COMMAND in redis)) redis.defineCommand(COMMAND, { lua: SCRIPT })
  const client = redis as WithAddPoints
  return {
    async add(points, windowMs) {
      const keys = [...points.keys()]
      const answer = await client[COMMAND](
        keys.length,
        ...keys.map((key) => `${prefix}:${key}`),
        windowMs,
        ...keys.map((key) => points.get(key)!),
      )
      const now = Date.now()
      // PTTL is -1 for a key without expiry (set by hand): a window that does not end.
      return new Map(
        keys.map((key, i) => [
          key,
          { count: answer[2 * i]!, windowEnds: answer[2 * i + 1]! < 0 ? Infinity : now + answer[2 * i + 1]! },
        ]),
      )
    },
  }
}
