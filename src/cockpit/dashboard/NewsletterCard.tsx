import { Card } from './Card'
import { collectionsPath } from './collectionsPath'
import type { NewsletterFigures } from './dashboardFigures'

/** For admins: confirmed subscribers, and how the latest sends went. */
export function NewsletterCard({ newsletter }: { newsletter: NewsletterFigures }) {
  return (
    <Card title="Newsletter" link={{ href: `${collectionsPath}/newsletter-runs`, text: 'All sends' }}>
      <p className="dashboard-figure">{newsletter.confirmed}</p>
      <p className="dashboard-empty">confirmed subscribers</p>
      {newsletter.sends.length === 0 ? null : (
        <ul className="dashboard-list" aria-label="Latest sends">
          {newsletter.sends.map((send) => (
            <li key={send.id}>
              <a href={`${collectionsPath}/newsletter-runs/${send.id}`}>{send.label}</a>
              <span className="dashboard-when">
                {`${send.sent} sent${send.queued ? `, ${send.queued} waiting` : ''}${send.failed ? `, ${send.failed} failed` : ''}${send.bounced ? `, ${send.bounced} bounced` : ''}${send.status === 'paused' ? ' (paused)' : ''}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
