import config from '@payload-config'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getPayload } from 'payload'
import { cache } from 'react'

import { env } from '@/env'
import { markdownToHtml } from '@/markdown/markdownToHtml'
import { articleJsonLd } from '@/site/html/articleJsonLd'
import { jsonLdText } from '@/site/html/jsonLd'
import { LinkSection } from '@/site/html/LinkSection'
import { SubscribeForm } from '@/site/html/SubscribeForm'
import { loadArticlePage } from '@/site/loaders/loadArticlePage'

export const dynamic = 'force-dynamic'

interface Params {
  params: Promise<{ pmsSlug: string; articleSlug: string }>
}

const SITE_NAME = 'PMS News'

/** One load per request, shared by the metadata and the page. */
const loadPage = cache(async (pmsSlug: string, articleSlug: string) =>
  loadArticlePage(await getPayload({ config }), pmsSlug, articleSlug, env.baseUrl),
)

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { pmsSlug, articleSlug } = await params
  const page = await loadPage(pmsSlug, articleSlug)
  if (!page) return { title: 'Not found' }
  return {
    title: page.title,
    description: page.description ?? undefined,
    alternates: { canonical: page.url, types: { 'text/markdown': page.markdownUrl } },
    openGraph: {
      type: 'article',
      url: page.url,
      title: page.title,
      description: page.description ?? undefined,
      siteName: SITE_NAME,
      publishedTime: page.publishedAt ?? undefined,
      modifiedTime: page.updatedAt,
      authors: [page.author.name],
      section: page.category?.name,
      images: page.image ? [{ url: page.image.url, width: page.image.width ?? undefined, height: page.image.height ?? undefined, alt: page.image.alt }] : undefined,
    },
  }
}

const formatDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso))

export default async function ArticlePage({ params }: Params) {
  const { pmsSlug, articleSlug } = await params
  const page = await loadPage(pmsSlug, articleSlug)
  if (!page) notFound()
  const image = page.image
  return (
    <article className="article">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(articleJsonLd(page, SITE_NAME, env.baseUrl)) }} />
      <p className="article-kicker">
        <a href={page.pms.url}>{page.pms.name}</a>
        {page.category ? (
          <>
            {' · '}
            <a href={page.category.url}>{page.category.name}</a>
          </>
        ) : null}
      </p>
      <h1>{page.title}</h1>
      {page.excerpt ? <p className="article-excerpt">{page.excerpt}</p> : null}
      <p className="article-meta">
        By <a href={page.author.url}>{page.author.name}</a>
        {page.publishedAt ? (
          <>
            {' · '}
            <time dateTime={page.publishedAt}>{formatDate(page.publishedAt)}</time>
          </>
        ) : null}
        {page.readingTimeMinutes ? ` · ${page.readingTimeMinutes} min read` : null}
      </p>
      {image ? (
        <figure className="article-image">
          <img
            src={image.url}
            srcSet={image.sources.length > 0 ? image.sources.map((source) => `${source.url} ${source.width}w`).join(', ') : undefined}
            sizes="(max-width: 800px) 100vw, 800px"
            width={image.width ?? undefined}
            height={image.height ?? undefined}
            alt={image.alt}
            fetchPriority="high"
          />
          {image.caption ? <figcaption>{image.caption}</figcaption> : null}
        </figure>
      ) : null}
      {page.summary ? (
        <aside className="article-summary">
          <h2>Summary</h2>
          <p>{page.summary}</p>
        </aside>
      ) : null}
      <div className="article-body" dangerouslySetInnerHTML={{ __html: markdownToHtml(page.body, env.baseUrl) }} />
      <SubscribeForm source="article" heading={`More news about ${page.pms.name} and other PMSes, by email`} />
      <LinkSection title="Related articles" links={page.related} className="related" />
      <p className="article-alternate">
        Also as <a href={page.markdownUrl}>markdown</a>.
      </p>
    </article>
  )
}
