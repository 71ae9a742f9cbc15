/** What every ingestion request needs, made once per process: the per-token rate limiter. */
import { env } from '../env'
import { createTokenRateLimiter } from './rateLimit'

export const consumeWrite = createTokenRateLimiter(env.INGEST_RATE_LIMIT_PER_MINUTE)
