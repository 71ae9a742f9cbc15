/**
 * Payload for scripts (CLI, migrations, seeding): a Payload instance of its own, under its own cache key, that is
 * closed afterwards so that it never stands in for the one Next's route handlers use.
 */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

export async function withPayload<T>(key: string, work: (payload: Payload) => Promise<T>): Promise<T> {
  const payload = await getPayload({ config, key })
  try {
    return await work(payload)
  } finally {
    await payload.destroy()
    const cache = (globalThis as { _payload?: Map<string, unknown> })._payload
    cache?.delete(key)
  }
}
