import config from '@payload-config'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getPayload } from 'payload'
import { cache } from 'react'

import { env } from '@/env'
import { markdownToHtml } from '@/markdown/markdownToHtml'
import { loadGlossaryTermPage } from '@/site/loaders/loadGlossaryPages'
import { searchPath } from '@/site/loaders/loadSearchPage'

export const dynamic = 'force-dynamic'

interface Props {
  params: Promise<{ slug: string }>
}

const loadPage = cache(async (slug: string) => loadGlossaryTermPage(await getPayload({ config }), slug, env.baseUrl))

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await loadPage((await params).slug)
  return page ? { title: `${page.term} (glossary)`, description: page.definition, alternates: { canonical: page.url } } : { title: 'Not found' }
}

export default async function GlossaryTermPage({ params }: Props) {
  const page = await loadPage((await params).slug)
  if (!page) notFound()
  return (
    <article className="article">
      <p className="article-kicker">
        <a href="/glossary">Glossary</a>
      </p>
      <h1>{page.term}</h1>
      <p className="article-excerpt">{page.definition}</p>
      {page.body ? <div className="article-body" dangerouslySetInnerHTML={{ __html: markdownToHtml(page.body, env.baseUrl) }} /> : null}
      {page.relatedTerms.length > 0 ? (
        <section>
          <h2>Related terms</h2>
          <ul>
            {page.relatedTerms.map((item) => (
              <li key={item.url}>
                <a href={item.url}>{item.term}</a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {page.relatedPmses.length > 0 ? (
        <section>
          <h2>PMSes</h2>
          <ul>
            {page.relatedPmses.map((item) => (
              <li key={item.url}>
                <a href={item.url}>{item.name}</a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p>
        <a href={searchPath(page.term)}>Search the news for “{page.term}”</a>
      </p>
    </article>
  )
}
