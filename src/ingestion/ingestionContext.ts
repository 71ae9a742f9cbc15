/**
 * What every ingestion request needs, made once per process: Payload, the per-token rate limiter and the limits
 * from the environment.
 */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { env } from '../env'
import { createTokenRateLimiter } from './rateLimit'

export const consumeWrite = createTokenRateLimiter(env.INGEST_RATE_LIMIT_PER_MINUTE)

export function ingestionPayload(): Promise<Payload> {
  return getPayload({ config })
}
