import './dashboard.css'

import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'

import { may, roleOf } from '../../content/access/roles'
import { assignedTo, waitingForReview } from '../../content/articles/reviewFigures'
import { readFigures } from '../../features/analytics/readCounts'
import { AgentsCard } from './AgentsCard'
import {
  agentWritesPerDay,
  draftArticles,
  failedJobs,
  newsletterFigures,
  publishedPerWeek,
  queueFigures,
  recentlyPublished,
  scheduledArticles,
  socialWebFigures,
  writesPerClient,
} from './dashboardFigures'
import { DraftsCard } from './DraftsCard'
import { FailedJobsCard } from './FailedJobsCard'
import { NewsletterCard } from './NewsletterCard'
import { PublicationsCard } from './PublicationsCard'
import { ReadersCard } from './ReadersCard'
import { AssignedToMeCard, WaitingForReviewCard } from './ReviewCards'
import { RecentlyPublishedCard } from './RecentlyPublishedCard'
import { ScheduledCard } from './ScheduledCard'
import { serviceHealth } from './serviceHealth'
import { ServicesCard } from './ServicesCard'
import { SocialWebCard } from './SocialWebCard'

/**
 * The cockpit's first screen (issue 25): what needs attention — drafts, scheduled articles, failed publishing jobs
 * — what happened — publications, agents' writes, the newsletter — and, for admins, the outside services. Each card
 * is its own component; the figures are gathered here at once.
 */
export async function Dashboard({ initPageResult }: AdminViewServerProps) {
  const { req } = initPageResult
  const payload = req.payload
  const role = roleOf(req.user)
  const admin = role === 'admin'
  const reviewer = may(role, 'review')
  // A contributor or an author sees their own unpublished work only, and neither the publishing jobs nor the
  // agents' log nor the replies waiting for moderation (docs/decisions/060-four-roles.md).
  const allContent = may(role, 'edit_all_content')
  const moderator = may(role, 'moderate_replies')
  const userId = req.user!.id as number
  const owner = allContent ? null : userId
  // Asked beside the other figures, not after them.
  const review = Promise.all([reviewer ? waitingForReview(payload) : null, assignedTo(payload, userId)])
  const [drafts, scheduled, published, failed, queue, perWeek, perDay, clients, social, readers, newsletter, services] =
    await Promise.all([
      draftArticles(payload, owner),
      scheduledArticles(payload, owner),
      recentlyPublished(payload),
      allContent ? failedJobs(payload) : null,
      allContent ? queueFigures(payload) : null,
      publishedPerWeek(payload),
      allContent ? agentWritesPerDay(payload) : null,
      allContent ? writesPerClient(payload) : null,
      moderator ? socialWebFigures(payload) : null,
      readFigures(payload),
      admin ? newsletterFigures(payload) : null,
      admin ? serviceHealth(payload) : null,
    ])
  const [waiting, assigned] = await review
  const name = (req.user as { name?: string; email?: string } | null)?.name ?? req.user?.email
  return (
    <Gutter className="newsroom-dashboard">
      <h1>Newsroom</h1>
      <p className="dashboard-lead">{`Hello${name ? `, ${name}` : ''}. What waits for you, and how the site is doing.`}</p>
      <div className="dashboard-grid">
        {waiting ? <WaitingForReviewCard waiting={waiting} /> : null}
        <AssignedToMeCard assigned={assigned} userId={userId} />
        <DraftsCard drafts={drafts} />
        <ScheduledCard scheduled={scheduled} />
        <RecentlyPublishedCard published={published} />
        {failed && queue ? <FailedJobsCard failed={failed} queue={queue} /> : null}
        <ReadersCard figures={readers} />
        <PublicationsCard perWeek={perWeek} />
        {perDay && clients ? <AgentsCard perDay={perDay} clients={clients} /> : null}
        {social ? <SocialWebCard social={social} /> : null}
        {newsletter ? <NewsletterCard newsletter={newsletter} /> : null}
        {services ? <ServicesCard services={services} /> : null}
      </div>
    </Gutter>
  )
}
