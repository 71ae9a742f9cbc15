/**
 * The publishing step that keeps the site's standard.site records (https://standard.site, lexicons
 * `site.standard.publication` and `site.standard.document`; docs/decisions/084-bluesky-standard-site.md) in its AT
 * Protocol repository: a public article has one `site.standard.document` — written on publication and again on each
 * edit, naming the publication record and, once it exists, the Bluesky post that announced it (`bskyPostRef`) — and an
 * article that left the public site (unpublished, in the trash, deleted) has none. The publication record is written
 * when the first document needs it and again when what it says changes. Every write is a `putRecord` at a record key
 * fixed for the article, so a retry after a lost answer writes the same record again. A PDS that is away fails the
 * step, and the jobs queue tries it again (ADR 012). Queued by the publishing job, and on its own when an article is
 * deleted (src/hooks/tellSocialWebOfDelete.ts); for a deleted article, whose publish log went with it, nothing is logged.
 */
import { createHash } from 'node:crypto'

import type { Payload, TaskConfig } from 'payload'

import { articleForPublishing, type ArticleForPublishing } from '../../content/articles/articleForPublishing'
import {
  documentRecordOf,
  forgetDocumentRecord,
  publicationRecord,
  saveDocumentRecord,
  savePublicationRecord,
} from '../../content/standardSite/standardSiteRecords'
import { drizzleOf } from '../../ground/db/adapter'
import { env } from '../../ground/env'
import { articlePath } from '../../ground/paths'
import { announceContentChangeFrom } from '../contentChanges/announceContentChange'
import { tagsOfArticlesNow } from '../contentChanges/changeTags'
import { SITE_DESCRIPTION, SITE_NAME } from '../site/pageHead'
import type { Outcome } from './articleTask'
import { jobIdOf } from './articleTask'
import { doneInJob, logPublishEvent } from './publishLog'
import { type AtprotoSession, atprotoSession, type StrongRef } from './social/atprotoSession'
import { tidFor } from './social/bluesky'

const PUBLICATION = 'site.standard.publication'
const DOCUMENT = 'site.standard.document'

/**
 * The publication's record key: one TID, the same for every process and every retry, so the site keeps one
 * publication record however often or concurrently it is written.
 */
const PUBLICATION_RKEY = tidFor(new Date('2026-05-01T00:00:00Z'), 0)

/** The lexicon's limits, in graphemes; characters are the safe stand-in (./social/bluesky.ts counts the same way). */
const TITLE_MAX = 128
const DESCRIPTION_MAX = 300

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text)

/** The publication record's fields: the site's origin, its name and what it is. */
function publicationFields(): Record<string, unknown> {
  return { $type: PUBLICATION, url: env.baseUrl, name: SITE_NAME, description: SITE_DESCRIPTION }
}

const digestOf = (fields: Record<string, unknown>) =>
  createHash('sha256').update(JSON.stringify(fields)).digest('base64url')

/** The publication's AT-URI, written first when it is not there yet, or says other than it should, or is another account's. */
async function ensurePublication(payload: Payload, session: AtprotoSession): Promise<string> {
  const fields = publicationFields()
  const digest = digestOf(fields)
  const kept = await publicationRecord(payload)
  if (kept && kept.did === session.did && kept.digest === digest) return kept.uri
  const written = await session.putRecord(PUBLICATION, PUBLICATION_RKEY, fields)
  await savePublicationRecord(payload, { did: session.did, rkey: PUBLICATION_RKEY, ...written, digest })
  return written.uri
}

/** The Bluesky post that announced the article (./publishTasks.ts posts it under a key made from the article), if any. */
async function announcingPost(session: AtprotoSession, article: ArticleForPublishing): Promise<StrongRef | null> {
  if (env.SOCIAL_NETWORK !== 'bluesky' || !article.publishedAt) return null
  const post = await session.getRecord('app.bsky.feed.post', tidFor(article.publishedAt, article.id))
  return post && { uri: post.uri, cid: post.cid }
}

/** The article's page head changed (its `<link rel="site.standard.document">`): every cache of it hears so. */
async function announcePageChange(payload: Payload, articleId: number): Promise<void> {
  const db = drizzleOf(payload)
  await announceContentChangeFrom(
    db,
    await tagsOfArticlesNow(async (query) => (await db.execute(query)).rows, [articleId]),
  )
}

async function writeDocument(payload: Payload, article: ArticleForPublishing): Promise<Outcome> {
  const session = await atprotoSession(env.atproto!)
  const site = await ensurePublication(payload, session)
  const kept = await documentRecordOf(payload, article.id)
  const publishedAt = article.publishedAt ?? new Date()
  const rkey = kept?.rkey ?? tidFor(publishedAt, article.id)
  const post =
    kept?.postUri && kept.postCid ? { uri: kept.postUri, cid: kept.postCid } : await announcingPost(session, article)
  const written = await session.putRecord(DOCUMENT, rkey, {
    $type: DOCUMENT,
    site,
    path: articlePath(article.pmsSlug!, article.slug),
    title: cut(article.title, TITLE_MAX),
    ...(article.excerpt ? { description: cut(article.excerpt, DESCRIPTION_MAX) } : {}),
    publishedAt: publishedAt.toISOString(),
    updatedAt: new Date().toISOString(),
    ...(post ? { bskyPostRef: post } : {}),
  })
  await saveDocumentRecord(payload, {
    articleId: article.id,
    rkey,
    ...written,
    postUri: post?.uri ?? null,
    postCid: post?.cid ?? null,
  })
  if (kept?.uri !== written.uri) await announcePageChange(payload, article.id)
  return {
    status: 'succeeded',
    message: kept ? 'Updated its standard.site record on Bluesky.' : 'Added it to the site’s publication on Bluesky.',
    detail: `${written.uri}${post ? `, post ${post.uri}` : ''}`,
  }
}

async function removeDocument(payload: Payload, articleId: number): Promise<Outcome> {
  const kept = await documentRecordOf(payload, articleId)
  if (!kept) return { status: 'skipped', message: 'It has no standard.site record on Bluesky.' }
  const session = await atprotoSession(env.atproto!)
  await session.deleteRecord(DOCUMENT, kept.rkey)
  await forgetDocumentRecord(payload, articleId)
  await announcePageChange(payload, articleId)
  return { status: 'succeeded', message: 'Removed its standard.site record from Bluesky.', detail: kept.uri }
}

/** What the step does for article `articleId` as it is now. */
async function keepStandardSiteRecord(payload: Payload, articleId: number): Promise<Outcome> {
  if (!env.atproto)
    return {
      status: 'skipped',
      message: 'Not on Bluesky: no AT Protocol account is set up.',
      detail: 'ATPROTO_HANDLE is empty',
    }
  const article = await articleForPublishing(payload, articleId)
  return article?.isPublished && article.pmsSlug ? writeDocument(payload, article) : removeDocument(payload, articleId)
}

export const standardSiteTask: TaskConfig = {
  slug: 'standard-site',
  inputSchema: [{ name: 'articleId', type: 'number', required: true }],
  outputSchema: [
    { name: 'status', type: 'text' },
    { name: 'message', type: 'text' },
  ],
  retries: { attempts: 5, backoff: { type: 'exponential', delay: env.JOBS_RETRY_DELAY_MS } },
  handler: async ({ input, job, req }) => {
    const payload: Payload = req.payload
    const { articleId } = input as { articleId: number }
    const jobId = jobIdOf(job)
    const done = jobId === undefined ? null : await doneInJob(payload, jobId, 'standard-site')
    if (done) return { output: done }
    // A deleted article's publish log went with it: its step logs nothing.
    const logged = async (status: 'succeeded' | 'skipped' | 'failed', message: string, detail?: string) => {
      if (await articleForPublishing(payload, articleId))
        await logPublishEvent(payload, articleId, 'standard-site', status, message, detail, undefined, jobId)
    }
    try {
      const outcome = await keepStandardSiteRecord(payload, articleId)
      await logged(outcome.status, outcome.message, outcome.detail)
      return { output: { status: outcome.status, message: outcome.message } }
    } catch (error) {
      await logged(
        'failed',
        'Could not update the site’s records on Bluesky; it will be tried again.',
        error instanceof Error ? error.message : String(error),
      )
      throw error
    }
  },
}
