import config from '@payload-config'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getPayload } from 'payload'
import { cache } from 'react'

import { env } from '@/env'
import { markdownToHtml } from '@/markdown/markdownToHtml'
import { loadComparisonPage } from '@/site/loaders/loadComparisonPages'

export const dynamic = 'force-dynamic'

interface Props {
  params: Promise<{ slug: string }>
}

const loadPage = cache(async (slug: string) => loadComparisonPage(await getPayload({ config }), slug, env.baseUrl))

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await loadPage((await params).slug)
  return page ? { title: page.title, description: page.verdict ?? undefined, alternates: { canonical: page.url } } : { title: 'Not found' }
}

export default async function ComparisonPage({ params }: Props) {
  const page = await loadPage((await params).slug)
  if (!page) notFound()
  return (
    <article className="comparison">
      <p className="article-kicker">
        <a href="/compare">Comparisons</a>
      </p>
      <h1>{page.title}</h1>
      <div className="table-scroll">
        <table className="compare-table">
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">Fact</span>
              </th>
              {page.pmses.map((pms) => (
                <th key={pms.url} scope="col">
                  <a href={pms.url}>{pms.name}</a>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {page.facts.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {row.values.map((value, index) => (
                  <td key={page.pmses[index]!.url}>{value}</td>
                ))}
              </tr>
            ))}
            {page.capabilities.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {row.values.map((value, index) => (
                  <td key={page.pmses[index]!.url} className={value ? 'yes' : 'no'}>
                    {value ? '✓ yes' : '– no'}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="article-body" dangerouslySetInnerHTML={{ __html: markdownToHtml(page.body, env.baseUrl) }} />
      {page.verdict ? (
        <aside className="article-summary">
          <h2>Verdict</h2>
          <p>{page.verdict}</p>
        </aside>
      ) : null}
    </article>
  )
}
