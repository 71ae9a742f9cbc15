/**
 * The OpenAI client, when OPENAI_API_KEY is set; null otherwise (then nothing is sent anywhere). Its own retries
 * are off: a failed call fails the task, and the jobs queue retries the task with backoff.
 */
import OpenAI from 'openai'

import { env } from '../../../ground/env'

let client: OpenAI | null | undefined

export function openaiClient(): OpenAI | null {
  if (client === undefined) {
    client = env.OPENAI_API_KEY
      ? new OpenAI({
          apiKey: env.OPENAI_API_KEY,
          baseURL: env.OPENAI_BASE_URL,
          timeout: env.OUTBOUND_TIMEOUT_MS,
          maxRetries: 0,
        })
      : null
  }
  return client
}
