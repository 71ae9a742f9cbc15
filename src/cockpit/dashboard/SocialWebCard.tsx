import { env } from '../../ground/env'
import { Card } from './Card'
import { collectionsPath } from './collectionsPath'
import type { SocialWebFigures } from './dashboardFigures'

/** Who follows us on the social web, what waits for an editor, how the last week's deliveries stand. */
export function SocialWebCard({ social }: { social: SocialWebFigures }) {
  return (
    <Card
      title="Social web"
      link={{ href: `${collectionsPath}/social-replies?where[status][equals]=pending`, text: 'Replies waiting' }}
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
  )
}
