import './dashboard.css'

import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'

import { roleOf } from '../../content/access/roles'
import { env } from '../../ground/env'
import { RerunJobButton } from '../../features/jobs/RerunJobButton'
import { readFigures } from '../../features/analytics/readCounts'
import { BarChart } from './BarChart'
import {
  agentWritesPerDay,
  type ArticleLine,
  draftArticles,
  failedJobs,
  newsletterFigures,
  OVERDUE_AFTER_SECONDS,
  publishedPerWeek,
  queueFigures,
  recentlyPublished,
  scheduledArticles,
  socialWebFigures,
  writesPerClient,
} from './dashboardFigures'
import { ReadersCard } from './ReadersCard'
import { serviceHealth } from './serviceHealth'

const cockpit = '/cockpit/collections'

const when = (at: string | null, future = false) => {
  if (!at) return '—'
  const date = new Date(at)
  const text = date.toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  })
  return `${future ? 'for ' : ''}${text} UTC`
}

function ArticleList({ articles, empty, future }: { articles: ArticleLine[]; empty: string; future?: boolean }) {
  if (articles.length === 0) return <p className="dashboard-empty">{empty}</p>
  return (
    <ul className="dashboard-list">
      {articles.map((article) => (
        <li key={article.id}>
          <a href={`${cockpit}/articles/${article.id}`}>{article.title || 'Untitled'}</a>
          <span className="dashboard-when">{when(article.at, future)}</span>
        </li>
      ))}
    </ul>
  )
}

function Card({
  title,
  link,
  children,
}: {
  title: string
  link?: { href: string; text: string }
  children: React.ReactNode
}) {
  return (
    <section className="dashboard-card" aria-label={title}>
      <h2>
        <span>{title}</span>
        {link ? <a href={link.href}>{link.text}</a> : null}
      </h2>
      {children}
    </section>
  )
}

const minutes = (seconds: number) =>
  seconds < 90 ? `${seconds} s` : seconds < 5400 ? `${Math.round(seconds / 60)} min` : `${Math.round(seconds / 3600)} h`

/**
 * Whether anything works through the jobs queue (issue 47): a dead worker says nothing itself, and publications then
 * wait without a word. Shown first where failed jobs are, in words an editor can act on.
 */
function QueueState({ queue }: { queue: Awaited<ReturnType<typeof queueFigures>> }) {
  const overdue = queue.oldestDueSeconds > OVERDUE_AFTER_SECONDS
  const trouble = queue.alive.length === 0 || queue.dead.length > 0 || overdue
  const workers =
    queue.alive.length === 0
      ? 'No worker is running the jobs queue'
      : `${queue.alive.length} ${queue.alive.length === 1 ? 'worker' : 'workers'} running the jobs queue`
  const dead = queue.dead.map((worker) => `${worker.host} (pid ${worker.pid}), silent since ${when(worker.beatAt)}`)
  return (
    <p
      className={trouble ? 'dashboard-queue dashboard-error' : 'dashboard-queue dashboard-empty'}
      data-state={trouble ? 'trouble' : 'ok'}
    >
      {`${workers}${dead.length > 0 ? `; stopped without a word: ${dead.join(', ')}` : ''}. ${
        queue.oldestDueSeconds === 0
          ? 'No job waits.'
          : `The oldest due job has waited ${minutes(queue.oldestDueSeconds)}${overdue ? ': publications are held up.' : '.'}`
      }`}
    </p>
  )
}

/**
 * The cockpit's first screen (issue 25): what needs attention — drafts, scheduled articles, failed publishing jobs
 * — what happened — publications, agents' writes, the newsletter — and, for admins, the outside services.
 */
export async function Dashboard({ initPageResult }: AdminViewServerProps) {
  const { req } = initPageResult
  const payload = req.payload
  const admin = roleOf(req.user) === 'admin'
  const [drafts, scheduled, published, failed, queue, perWeek, perDay, clients, social, readers, newsletter, services] =
    await Promise.all([
      draftArticles(payload),
      scheduledArticles(payload),
      recentlyPublished(payload),
      failedJobs(payload),
      queueFigures(payload),
      publishedPerWeek(payload),
      agentWritesPerDay(payload),
      writesPerClient(payload),
      socialWebFigures(payload),
      readFigures(payload),
      admin ? newsletterFigures(payload) : null,
      admin ? serviceHealth(payload) : null,
    ])
  const name = (req.user as { name?: string; email?: string } | null)?.name ?? req.user?.email
  return (
    <Gutter className="newsroom-dashboard">
      <h1>Newsroom</h1>
      <p className="dashboard-lead">{`Hello${name ? `, ${name}` : ''}. What waits for you, and how the site is doing.`}</p>
      <div className="dashboard-grid">
        <Card title="Drafts waiting" link={{ href: `${cockpit}/articles/create`, text: 'Write an article' }}>
          <ArticleList articles={drafts} empty="No drafts." />
        </Card>
        <Card
          title="Scheduled"
          link={{ href: `${cockpit}/articles?where[scheduled][equals]=true`, text: 'All scheduled' }}
        >
          <ArticleList articles={scheduled} empty="Nothing is scheduled." future />
        </Card>
        <Card title="Recently published" link={{ href: `${cockpit}/articles`, text: 'All articles' }}>
          <ArticleList articles={published} empty="Nothing published yet." />
        </Card>
        <Card
          title="Publishing jobs that failed"
          link={{ href: `${cockpit}/payload-jobs?where[hasError][equals]=true`, text: 'All failed jobs' }}
        >
          <QueueState queue={queue} />
          {failed.length === 0 ? (
            <p className="dashboard-empty">None: every publication went through.</p>
          ) : (
            <ul className="dashboard-list">
              {failed.map((job) => (
                <li key={job.id}>
                  <span style={{ minWidth: 0 }}>
                    <a href={`${cockpit}/payload-jobs/${job.id}`}>
                      {job.articleId ? `${job.task} of article ${job.articleId}` : job.task}
                    </a>
                    <br />
                    <small className="dashboard-error">{job.error.slice(0, 140)}</small>
                  </span>
                  <span style={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
                    <RerunJobButton jobId={job.id} />
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <ReadersCard figures={readers} />
        <Card title="Publications">
          <BarChart title="Articles published per week" bars={perWeek} unit="articles" />
        </Card>
        <Card title="Agents" link={{ href: `${cockpit}/mcp-audit-events`, text: 'Audit trail' }}>
          <BarChart title="Agents' writes per day" bars={perDay} unit="writes" />
          {clients.length === 0 ? (
            <p className="dashboard-empty">No agent wrote anything in the last 7 days.</p>
          ) : (
            <ul className="dashboard-list" aria-label="Writes per agent, last 7 days">
              {clients.map((client) => (
                <li key={client.client}>
                  <span>{client.client}</span>
                  <span className="dashboard-when">{`${client.writes} ${client.writes === 1 ? 'write' : 'writes'}, last ${when(client.last)}`}</span>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card
          title="Social web"
          link={{ href: `${cockpit}/social-replies?where[status][equals]=pending`, text: 'Replies waiting' }}
        >
          <p className="dashboard-figure">{social.followers}</p>
          <p className="dashboard-empty">
            {`${social.followers === 1 ? 'follower' : 'followers'} on Mastodon and the rest of the social web, on ${social.servers} ${social.servers === 1 ? 'server' : 'servers'}`}
          </p>
          {social.actors.length === 0 ? null : (
            <ul className="dashboard-list" aria-label="Followers per account">
              {social.actors.map((actor) => (
                <li key={actor.actor}>
                  <span>{`@${actor.actor}@${new URL(env.baseUrl).host}`}</span>
                  <span className="dashboard-when">{`${actor.followers} ${actor.followers === 1 ? 'follower' : 'followers'}`}</span>
                </li>
              ))}
            </ul>
          )}
          <p className="dashboard-empty">
            {`${social.pendingReplies === 0 ? 'No reply waits' : `${social.pendingReplies} ${social.pendingReplies === 1 ? 'reply waits' : 'replies wait'}`} for an editor. Last 7 days: ${social.deliveries.delivered} deliveries made, ${social.deliveries.pending} waiting, ${social.deliveries.failed} given up.`}
          </p>
        </Card>
        {newsletter ? (
          <Card title="Newsletter" link={{ href: `${cockpit}/newsletter-runs`, text: 'All sends' }}>
            <p className="dashboard-figure">{newsletter.confirmed}</p>
            <p className="dashboard-empty">confirmed subscribers</p>
            {newsletter.sends.length === 0 ? null : (
              <ul className="dashboard-list" aria-label="Latest sends">
                {newsletter.sends.map((send) => (
                  <li key={send.id}>
                    <a href={`${cockpit}/newsletter-runs/${send.id}`}>{send.label}</a>
                    <span className="dashboard-when">
                      {`${send.sent} sent${send.queued ? `, ${send.queued} waiting` : ''}${send.failed ? `, ${send.failed} failed` : ''}${send.bounced ? `, ${send.bounced} bounced` : ''}${send.status === 'paused' ? ' (paused)' : ''}`}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        ) : null}
        {services ? (
          <Card title="Outside services">
            {services.map((service) => (
              <div key={service.name} className="service" data-service={service.name} data-state={service.state}>
                <span className={`service-dot service-${service.state}`} aria-hidden="true" />
                <strong>
                  {service.name}
                  <span className="dashboard-sr-only">{`: ${service.state}`}</span>
                </strong>
                <small>{service.detail}</small>
                {service.lastFailure ? (
                  <span className="service-failure">{`Last failure ${when(service.lastFailure.at)}: ${service.lastFailure.message.slice(0, 160)}`}</span>
                ) : null}
              </div>
            ))}
          </Card>
        ) : null}
      </div>
    </Gutter>
  )
}
