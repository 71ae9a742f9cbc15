import { ArticleList } from './ArticleList'
import { Card } from './Card'
import { collectionsPath } from './collectionsPath'
import type { ArticleLine } from './dashboardFigures'

export function RecentlyPublishedCard({ published }: { published: ArticleLine[] }) {
  return (
    <Card title="Recently published" link={{ href: `${collectionsPath}/articles`, text: 'All articles' }}>
      <ArticleList articles={published} empty="Nothing published yet." />
    </Card>
  )
}
