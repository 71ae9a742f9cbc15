import { ArticleList } from './ArticleList'
import { Card } from './Card'
import { collectionsPath } from './collectionsPath'
import type { ArticleLine } from './dashboardFigures'

export function DraftsCard({ drafts }: { drafts: ArticleLine[] }) {
  return (
    <Card title="Drafts waiting" link={{ href: `${collectionsPath}/articles/create`, text: 'Write an article' }}>
      <ArticleList articles={drafts} empty="No drafts." />
    </Card>
  )
}
