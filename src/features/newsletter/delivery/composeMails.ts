/**
 * The mails of a claimed batch: each delivery's articles (those still public; one query for the batch), and for
 * an issue its subject and intro, made into the mail the subscriber gets (../mail/newsletterMail.ts).
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { drizzleOf } from '../../../ground/db/adapter'
import { env } from '../../../ground/env'
import { markdownToHtml } from '../../../ground/markdown/markdownToHtml'
import { type ArticleSummary, loadArticlesById } from '../../../content/articles/articleSummaries'
import { type NewsletterMail, newsletterMail } from '../mail/newsletterMail'
import { preferencesKey, unsubscribeKey } from '../subscriptions'
import { subscriberToken } from '../tokens'
import type { ClaimedDelivery } from './deliveries'

export interface IssueContent {
  subject: string
  intro: string
}

/**
 * A mail, or why there is none: a digest whose articles have all been unpublished since it was queued, or an issue
 * left with nothing to say (no intro, and every article it chose unpublished).
 */
export type ComposedMail = { mail: NewsletterMail } | { skip: string }

export async function loadIssueContents(payload: Payload, issueIds: number[]): Promise<Map<number, IssueContent>> {
  if (issueIds.length === 0) return new Map()
  const { rows } = await drizzleOf(payload).execute(sql`
    SELECT id, subject, coalesce(intro, '') AS intro FROM newsletter_issues WHERE id = ANY(${`{${issueIds.map(Number).join(',')}}`}::int[])`)
  return new Map((rows as unknown as Array<{ id: number } & IssueContent>).map((row) => [row.id, row]))
}

/** The public ones of `ids`, by id. */
export async function loadMailArticles(payload: Payload, ids: number[]): Promise<Map<number, ArticleSummary>> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return new Map()
  const articles = await loadArticlesById(payload, unique, env.baseUrl)
  return new Map(articles.map((article) => [article.id, article]))
}

export interface MailRecipient {
  subscriberId: number
  email: string
}

const messageIdOf = (runId: number, subscriberId: number) =>
  `<newsletter-${runId}-${subscriberId}@${new URL(env.baseUrl).hostname}>`

/** The issue's mail to one recipient: what it is sent as, previewed as and tested with. */
export function issueMail(
  issue: IssueContent,
  articles: ArticleSummary[],
  recipient: MailRecipient,
  messageId: string,
): NewsletterMail {
  return newsletterMail({
    ...linksFor(recipient),
    to: recipient.email,
    subject: issue.subject,
    heading: issue.subject,
    intro: issue.intro.trim() ? { html: markdownToHtml(issue.intro, env.baseUrl), text: issue.intro } : null,
    articles,
    reason: 'You get this because you subscribed to the PMS News newsletter and confirmed your address.',
    messageId,
  })
}

function digestMail(delivery: ClaimedDelivery, articles: ArticleSummary[]): NewsletterMail {
  const period = delivery.frequency === 'daily' ? 'daily' : 'weekly'
  const more = articles.length > 1 ? ` and ${articles.length - 1} more` : ''
  return newsletterMail({
    ...linksFor(delivery),
    to: delivery.email,
    subject: `PMS News ${period}: ${articles[0]!.title}${more}`,
    heading: `Your ${period} digest: ${articles.length} new ${articles.length === 1 ? 'article' : 'articles'}`,
    intro: null,
    articles,
    reason: `You get this ${period} digest of new articles${delivery.scope === 'followed' ? ' about the PMSes you follow' : ''} because you subscribed to PMS News and confirmed your address.`,
    messageId: messageIdOf(delivery.runId, delivery.subscriberId),
  })
}

function linksFor(recipient: MailRecipient) {
  return {
    baseUrl: env.baseUrl,
    unsubscribeToken: subscriberToken(unsubscribeKey(), recipient.subscriberId, recipient.email),
    preferencesToken: subscriberToken(preferencesKey(), recipient.subscriberId, recipient.email),
    unsubscribeMailto: env.UNSUBSCRIBE_MAILTO ?? env.CONTACT_EMAIL,
  }
}

/** The mails of a batch, in its order. */
export async function composeMails(payload: Payload, batch: ClaimedDelivery[]): Promise<ComposedMail[]> {
  const [articles, issues] = await Promise.all([
    loadMailArticles(
      payload,
      batch.flatMap((delivery) => delivery.articleIds),
    ),
    loadIssueContents(payload, [
      ...new Set(batch.flatMap((delivery) => (delivery.issueId === null ? [] : [delivery.issueId]))),
    ]),
  ])
  return batch.map((delivery) => {
    const own = delivery.articleIds.flatMap((id) => articles.get(id) ?? [])
    if (delivery.kind === 'issue') {
      const issue = issues.get(delivery.issueId ?? -1)
      if (!issue) return { skip: 'the issue was deleted' }
      if (own.length === 0 && !issue.intro.trim())
        return { skip: 'the issue has no intro and its articles were unpublished before it went' }
      return { mail: issueMail(issue, own, delivery, messageIdOf(delivery.runId, delivery.subscriberId)) }
    }
    return own.length === 0
      ? { skip: 'its articles were unpublished before it went' }
      : { mail: digestMail(delivery, own) }
  })
}
