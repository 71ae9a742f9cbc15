/**
 * The one write path of a redirect (docs/decisions/064-redirects.md). Every write keeps two promises, whoever makes
 * it: no chain (no redirect's `to` is another's `from`, so the router answers in one hop) and no loop. A redirect to
 * a path that already redirects points where that one points; the redirects that pointed at a new redirect's `from`
 * are pointed on to its target. A path a public page has is never a redirect's `from`.
 *
 * Renames and importers call `recordRedirect`; the cockpit and `/cms-api` reach the same rules through the
 * collection's hooks (src/collections/Redirects/), which call `settledTarget` and `repointRedirects` below. Every step
 * runs in the request's transaction under one advisory lock, so two writers cannot build a loop between them.
 */
import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { lockForTransaction, queryInTransaction } from '../../ground/db/adapter'
import { env } from '../../ground/env'
import { validationFailed } from '../../ground/errors/AppError'
import { fromPayloadValidation } from '../payloadValidationErrors'
import { isLivePagePath } from './livePages'
import { isSitePath, type PathVerdict, redirectFrom, redirectTo } from './redirectPaths'

export type RedirectOrigin = 'rename' | 'import' | 'editor'

/** Held by every write of redirects until its transaction ends. */
export const REDIRECTS_LOCK = 'redirects'

const refusal = (field: 'from' | 'to', message: string) => validationFailed([{ field, message }])

/** The normalised address of a verdict, or its refusal naming the field. */
function pathOrRefusal(field: 'from' | 'to', verdict: PathVerdict): string {
  if ('problem' in verdict) throw refusal(field, verdict.problem)
  return verdict.path
}

/**
 * Where a redirect from `from` asked to go to `to` must point: `to` itself, or where `to` already redirects (one
 * step is all there is: chains are collapsed). Refuses, as a 422 naming the field, a redirect to itself, a loop (`to`
 * redirecting back to `from`) and a `from` that a public page has. `ownId` is the redirect being changed, whose old
 * `from` is not another redirect. Takes the redirects' lock until the transaction ends.
 */
export async function settledTarget(req: PayloadRequest, from: string, to: string, ownId?: number): Promise<string> {
  await lockForTransaction(req, REDIRECTS_LOCK)
  if (to === from) throw refusal('to', `${to} is the address the redirect is from: it would loop`)
  if (await isLivePagePath(req, from))
    throw refusal('from', `${from} is the address of a public page, which would hide behind the redirect`)
  if (!isSitePath(to)) return to
  const [onward] = await queryInTransaction<{ to: string }>(
    req,
    sql`SELECT "to" FROM redirects WHERE "from" = ${to} AND id IS DISTINCT FROM ${ownId ?? null}`,
  )
  if (!onward) return to
  if (onward.to === from) throw refusal('to', `${to} already redirects to ${from}: the two would loop`)
  return onward.to
}

/** Points the redirects that pointed at `from` (now a redirect itself) straight at `to`, so none chains through it. */
export async function repointRedirects(req: PayloadRequest, from: string, to: string): Promise<void> {
  await queryInTransaction(req, sql`UPDATE redirects SET "to" = ${to}, updated_at = now() WHERE "to" = ${from}`)
}

/** Ends the redirect from `path`, if any: a page is at that address now. */
export async function releaseRedirectFrom(req: PayloadRequest, path: string): Promise<void> {
  await lockForTransaction(req, REDIRECTS_LOCK)
  await queryInTransaction(req, sql`DELETE FROM redirects WHERE "from" = ${path}`)
}

/**
 * Keeps `from` answering 301 to `to`; rewrites redirects that pointed at `from` to point at `to` (no chains);
 * refuses a loop (to === from, or `to` already redirecting back to `from`) with an AppError 422 naming `to`;
 * replaces an existing redirect from the same path. Runs in `req`'s transaction.
 */
export async function recordRedirect(
  req: PayloadRequest,
  redirect: { from: string; to: string; origin: RedirectOrigin },
): Promise<void> {
  const data = {
    from: pathOrRefusal('from', redirectFrom(redirect.from)),
    to: pathOrRefusal('to', redirectTo(redirect.to, env.baseUrl)),
    origin: redirect.origin,
  }
  const asServer = { collection: 'redirects', req, depth: 0, overrideAccess: true } as const
  try {
    // Under the lock, so that two writers of one path cannot both find none and both create it.
    await lockForTransaction(req, REDIRECTS_LOCK)
    const [existing] = await queryInTransaction<{ id: number }>(
      req,
      sql`SELECT id FROM redirects WHERE "from" = ${data.from}`,
    )
    if (existing) await req.payload.update({ ...asServer, id: existing.id, data })
    else await req.payload.create({ ...asServer, data })
  } catch (error) {
    throw fromPayloadValidation(error)
  }
}

/** An address `recordRedirectsTo` did not record, with why in the words of the rules above. */
export interface RefusedRedirect {
  from: string
  problem: string
}

/**
 * Keeps every address of `from` answering 301 to the one `to`, set-wise (an imported post's old addresses: a few
 * statements whatever their number), with recordRedirect's rules: `to` settled (where it already redirects), every
 * redirect that pointed at one of the addresses pointed on, one from the same address replaced. An address the rules
 * refuse (the home page, a public page's path, `to` itself, a loop) is returned rather than thrown, so that the rest are
 * recorded. Bypasses the collection's hooks: the caller announces the change (the `redirects` tag and the addresses'
 * pages). Runs in `req`'s transaction under the redirects' lock.
 */
export async function recordRedirectsTo(
  req: PayloadRequest,
  redirect: { from: string[]; to: string; origin: RedirectOrigin },
): Promise<{ recorded: string[]; refused: RefusedRedirect[] }> {
  const to = pathOrRefusal('to', redirectTo(redirect.to, env.baseUrl))
  const refused: RefusedRedirect[] = []
  const candidates = new Set<string>()
  for (const value of redirect.from) {
    const verdict = redirectFrom(value)
    if ('problem' in verdict) refused.push({ from: value, problem: verdict.problem })
    else if (verdict.path !== to) candidates.add(verdict.path)
  }
  if (candidates.size === 0) return { recorded: [], refused }
  await lockForTransaction(req, REDIRECTS_LOCK)
  let target = to
  if (isSitePath(to)) {
    const [onward] = await queryInTransaction<{ to: string }>(req, sql`SELECT "to" FROM redirects WHERE "from" = ${to}`)
    if (onward) target = onward.to
  }
  const recorded: string[] = []
  for (const from of candidates) {
    if (from === target) refused.push({ from, problem: `${to} already redirects to ${from}: the two would loop` })
    else if (await isLivePagePath(req, from))
      refused.push({ from, problem: `${from} is the address of a public page, which would hide behind the redirect` })
    else recorded.push(from)
  }
  if (recorded.length === 0) return { recorded, refused }
  const list = sql.join(
    recorded.map((from) => sql`${from}`),
    sql`, `,
  )
  await queryInTransaction(req, sql`UPDATE redirects SET "to" = ${target}, updated_at = now() WHERE "to" IN (${list})`)
  await queryInTransaction(
    req,
    sql`INSERT INTO redirects ("from", "to", origin)
        VALUES ${sql.join(
          recorded.map((from) => sql`(${from}, ${target}, ${redirect.origin})`),
          sql`, `,
        )}
        ON CONFLICT ("from") DO UPDATE SET "to" = EXCLUDED."to", origin = EXCLUDED.origin, updated_at = now()`,
  )
  return { recorded, refused }
}
