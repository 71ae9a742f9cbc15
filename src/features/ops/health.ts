/** Liveness for `/up`: the app answers and its database answers a query within a short deadline. */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { drizzleOf } from '../../ground/db/adapter'

const HEALTH_TIMEOUT_MS = 2_000

export type Health = { ok: true } | { ok: false; reason: string }

export function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
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

/** `payloadOf` gives the process's Payload instance: its start is part of what must answer within the deadline. */
export async function checkHealth(payloadOf: () => Promise<Payload>): Promise<Health> {
  try {
    await withDeadline(
      (async () => {
        const payload = await payloadOf()
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
