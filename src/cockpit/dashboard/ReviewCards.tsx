import type { ArticleLines } from '../../content/articles/reviewFigures'
import { ArticleList } from './ArticleList'
import { Card } from './Card'
import { collectionsPath } from './collectionsPath'
import { articlesWhere } from '../review/reviewListLinks'

const count = (lines: ArticleLines) => (lines.total > lines.articles.length ? ` (${lines.total})` : '')

/** What writers submitted, for an editor to publish, schedule or send back (docs/decisions/061). */
export function WaitingForReviewCard({ waiting }: { waiting: ArticleLines }) {
  return (
    <Card
      title={`Waiting for review${count(waiting)}`}
      link={{ href: `${collectionsPath}/articles?${articlesWhere.submitted}`, text: 'All waiting' }}
    >
      <ArticleList articles={waiting.articles} empty="Nothing waits for review." />
    </Card>
  )
}

/** What was given to the person signed in (docs/decisions/061). */
export function AssignedToMeCard({ assigned, userId }: { assigned: ArticleLines; userId: number }) {
  return (
    <Card
      title={`Assigned to me${count(assigned)}`}
      link={{ href: `${collectionsPath}/articles?${articlesWhere.assignedTo(userId)}`, text: 'All mine' }}
    >
      <ArticleList articles={assigned.articles} empty="Nothing is assigned to you." />
    </Card>
  )
}
