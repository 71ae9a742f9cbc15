import config from '@payload-config'
import type { Metadata } from 'next'
import { getPayload } from 'payload'

import { env } from '@/env'
import { ArticleListing } from '@/site/html/ArticleListing'
import { LinkSection } from '@/site/html/LinkSection'
import { loadHomePage } from '@/site/loaders/loadHomePage'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: { absolute: 'PMS News: news about hotel property management systems' },
  alternates: { canonical: '/' },
}

export default async function HomePage() {
  const page = await loadHomePage(await getPayload({ config }), env.baseUrl)
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
          <ArticleListing list={{ ...page.latest, totalPages: 1 }} baseUrl={page.url} />
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
              <dl className="glossary-highlights">
                {page.glossary.map((item) => (
                  <div key={item.url}>
                    <dt>
                      <a href={item.url}>{item.term}</a>
                    </dt>
                    <dd>{item.definition}</dd>
                  </div>
                ))}
              </dl>
            </>
          ) : null}
        </aside>
      </div>
    </div>
  )
}
