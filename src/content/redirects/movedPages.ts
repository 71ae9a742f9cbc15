/**
 * The redirects a rename records (docs/decisions/064-redirects.md): an article whose slug or PMS changed, a PMS
 * whose slug changed, and a tag, category or author whose slug changed (docs/decisions/075) keep their old public
 * addresses answering 301 to the new ones, in the transaction of the change. Only an address that was public counts: a draft's or an unpublished page's address was never anyone's link.
 * The new address is a page's now, so any redirect from it ends first (a page renamed back to its old address).
 */
import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { lockForTransaction, queryInTransaction } from '../../ground/db/adapter'
import { publicArticleOwnRule, publicPms } from '../../ground/db/publicVisibility'
import { articlePath, type FeedList, listPagePath, pmsPath } from '../../ground/paths'
import { recordRedirect, REDIRECTS_LOCK, releaseRedirectFrom } from './redirectWrite'

/** What an article's address and its public state before a change are made of. */
export interface ArticleAddress {
  slug?: string | null
  /** Its PMS's id. */
  pms: number | null
  is_published?: boolean | null
  published_at?: string | null
}

/** An article moved from `before` (its public row before the change) to `after`: its old address answers 301. */
export async function redirectMovedArticle(
  req: PayloadRequest,
  before: ArticleAddress,
  after: ArticleAddress,
): Promise<void> {
  if (!before.slug || !after.slug || before.pms === null || after.pms === null) return
  if (before.slug === after.slug && before.pms === after.pms) return
  if (before.is_published !== true || !before.published_at) return
  const pmses = await queryInTransaction<{ id: number; slug: string | null; live: boolean }>(
    req,
    sql`SELECT p.id, p.slug, ${publicPms('p')} AS live FROM pmses p WHERE p.id IN (${before.pms}, ${after.pms})`,
  )
  const oldPms = pmses.find((pms) => pms.id === before.pms)
  const newPms = pmses.find((pms) => pms.id === after.pms)
  if (!oldPms?.live || !oldPms.slug || !newPms?.slug) return
  await redirectMovedPage(req, articlePath(oldPms.slug, before.slug), articlePath(newPms.slug, after.slug))
}

/** A page moved from `from` to `to`: the new address is a page's now, and the old one answers 301 to it. */
async function redirectMovedPage(req: PayloadRequest, from: string, to: string): Promise<void> {
  await releaseRedirectFrom(req, to)
  await recordRedirect(req, { from, to, origin: 'rename' })
}

/**
 * A public tag, category or author list page whose slug changed from `before` to `after` answers 301 at its old
 * address; its feeds follow it there (src/server/redirects/redirectMap.ts). The caller knows the page was public.
 */
export async function redirectMovedList(
  req: PayloadRequest,
  kind: Exclude<FeedList['kind'], 'pms'>,
  before: string,
  after: string,
): Promise<void> {
  if (before === after) return
  await redirectMovedPage(req, listPagePath({ kind, slug: before }), listPagePath({ kind, slug: after }))
}

/**
 * A public PMS's slug changed from `before` to `after`: its hub and the page of every public article of it answer 301
 * at their old addresses. Set-wise, in three statements whatever the number of articles, with recordRedirect's rules:
 * the new addresses freed, redirects at the old addresses pointed on, the old addresses replaced. (The change of the
 * PMS announces itself to every cache, the router's map of redirects among them.)
 */
export async function redirectMovedPms(
  req: PayloadRequest,
  pmsId: number,
  before: string,
  after: string,
): Promise<void> {
  if (before === after) return
  await lockForTransaction(req, REDIRECTS_LOCK)
  const moved = sql`
    SELECT ${pmsPath(before)}::varchar AS "from", ${pmsPath(after)}::varchar AS "to"
    UNION ALL
    SELECT ${articlePath(before, '')} || a.slug, ${articlePath(after, '')} || a.slug
    FROM articles a WHERE a.pms_id = ${pmsId} AND ${publicArticleOwnRule('a')}`
  await queryInTransaction(req, sql`DELETE FROM redirects WHERE "from" IN (SELECT m."to" FROM (${moved}) m)`)
  await queryInTransaction(
    req,
    sql`UPDATE redirects r SET "to" = m."to", updated_at = now() FROM (${moved}) m WHERE r."to" = m."from"`,
  )
  await queryInTransaction(
    req,
    sql`INSERT INTO redirects ("from", "to", origin) SELECT m."from", m."to", 'rename' FROM (${moved}) m
      ON CONFLICT ("from") DO UPDATE SET "to" = EXCLUDED."to", origin = EXCLUDED.origin, updated_at = now()`,
  )
}
