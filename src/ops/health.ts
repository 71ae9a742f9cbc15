/** Liveness for `/up`: the app answers and its database answers a query within a short deadline. */
import config from '@payload-config'
import { sql } from '@payloadcms/db-postgres'
import { getPayload } from 'payload'
import { drizzleOf } from '../db/adapter'

export const HEALTH_TIMEOUT_MS = 2_000

export type Health = { ok: true } | { ok: false; reason: string }

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
    work.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })
}

export async function checkHealth(): Promise<Health> {
  try {
    await withDeadline(
      (async () => {
        const payload = await getPayload({ config })
        await drizzleOf(payload).execute(sql`SELECT 1`)
      })(),
      HEALTH_TIMEOUT_MS,
    )
    return { ok: true }
  } catch {
    // The cause may hold connection details; the reason stays generic on purpose.
    return { ok: false, reason: 'database unavailable' }
  }
}
