import { ArticleListing } from '../../components/ArticleListing'
import type { NewsArchive } from './load'

/** Every story, newest first, a page at a time. */
export function NewsArchiveHtml({ page }: { page: NewsArchive }) {
  return (
    <div className="archive">
      <h1>All news</h1>
      <p className="lede">{`Every story we have published, newest first: ${page.articles.totalDocs} so far.`}</p>
      <ArticleListing list={page.articles} baseUrl={page.url} eagerCount={page.articles.page === 1 ? 2 : 0} />
    </div>
  )
}
