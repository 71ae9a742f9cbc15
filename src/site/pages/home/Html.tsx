import { ArticleListing } from '../../components/ArticleListing'
import { GlossaryList } from '../../components/GlossaryList'
import { LinkSection } from '../../components/LinkSection'
import type { HomePage } from './load'

export function HomeHtml({ page }: { page: HomePage }) {
  return (
    <div className="home">
      <h1>News about hotel property management systems</h1>
      {page.featured.length > 0 ? (
        <section className="featured">
          <h2>Featured</h2>
          <ul className="featured-list">
            {page.featured.map((article) => (
              <li key={article.url}>
                <p className="article-kicker">{article.pmsName}</p>
                <a href={article.url}>{article.title}</a>
                {article.excerpt ? <p>{article.excerpt}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="home-columns">
        <section>
          <h2>Latest news</h2>
          <ArticleListing list={{ articles: page.latest, page: 1, totalPages: 1, totalDocs: page.latest.length }} baseUrl={page.url} />
        </section>
        <aside>
          <h2>PMS directory</h2>
          <ul className="directory">
            {page.pmses.map((pms) => (
              <li key={pms.url}>
                <a href={pms.url}>{pms.name}</a>
                {pms.tagline ? <p>{pms.tagline}</p> : null}
              </li>
            ))}
          </ul>
          <LinkSection title="Latest comparisons" links={page.comparisons} />
          {page.glossary.length > 0 ? (
            <>
              <h2>From the glossary</h2>
              <GlossaryList entries={page.glossary} className="glossary-highlights" />
            </>
          ) : null}
        </aside>
      </div>
    </div>
  )
}
