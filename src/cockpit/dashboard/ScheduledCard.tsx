import { ArticleList } from './ArticleList'
import { Card } from './Card'
import { collectionsPath } from './collectionsPath'
import type { ArticleLine } from './dashboardFigures'

export function ScheduledCard({ scheduled }: { scheduled: ArticleLine[] }) {
  return (
    <Card
      title="Scheduled"
      link={{ href: `${collectionsPath}/articles?where[scheduled][equals]=true`, text: 'All scheduled' }}
    >
      <ArticleList articles={scheduled} empty="Nothing is scheduled." future />
    </Card>
  )
}
