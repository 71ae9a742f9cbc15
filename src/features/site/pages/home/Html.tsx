import { ArticleListing } from '../../components/ArticleListing'
import { CardGrid } from '../../components/ArticleCard'
import { GlossaryList } from '../../components/GlossaryList'
import { LinkSection } from '../../components/LinkSection'
import { SubscribeForm } from '../../components/SubscribeForm'
import { directoryPath, glossaryIndexPath, newsIndexPath } from '../../../../ground/paths'
import type { HomePage } from './load'

/**
 * The front page: the featured stories as cards (the newest leading, its picture loaded first), the latest news as
 * a list, and beside it the directory, comparisons, glossary and the newsletter.
 */
export function HomeHtml({ page }: { page: HomePage }) {
  return (
    <div className="home">
      <h1 className="visually-hidden">PMS News: news about hotel property management systems</h1>
      {page.featured.length > 0 ? (
        <section aria-labelledby="featured-heading">
          <h2 id="featured-heading" className="visually-hidden">
            Featured
          </h2>
          <CardGrid articles={page.featured} lead eagerCount={1} />
        </section>
      ) : null}
      <div className="home-columns">
        <section aria-labelledby="latest-heading">
          <div className="section-head">
            <h2 id="latest-heading">Latest news</h2>
            <a href={newsIndexPath}>All news →</a>
          </div>
          <ArticleListing
            list={{ articles: page.latest, page: 1, totalPages: 1, totalDocs: page.latest.length }}
            baseUrl={page.url}
          />
          <p>
            <a href={newsIndexPath}>Older stories in the archive →</a>
          </p>
        </section>
        <aside>
          <div className="panel">
            <SubscribeForm source="home" heading="The week's PMS news, by email" />
          </div>
          <div className="section-head">
            <h2>PMS directory</h2>
            <a href={directoryPath}>All PMSes →</a>
          </div>
          <ul className="directory">
            {page.pmses.map((pms) => (
              <li key={pms.url}>
                <a href={pms.url}>{pms.name}</a>
                {pms.tagline ? <p>{pms.tagline}</p> : null}
              </li>
            ))}
          </ul>
          <LinkSection title="Latest comparisons" links={page.comparisons} className="link-section" />
          {page.glossary.length > 0 ? (
            <>
              <div className="section-head">
                <h2>From the glossary</h2>
                <a href={glossaryIndexPath}>All terms →</a>
              </div>
              <GlossaryList entries={page.glossary} className="glossary-highlights" />
            </>
          ) : null}
        </aside>
      </div>
    </div>
  )
}
