import { Fragment } from 'react'

import type { ArticleSummary } from '../../../content/articles/articleSummaries'
import { listInWords } from '../../../ground/lib/listInWords'
import { shortDate } from './formatDate'

/**
 * Responsive widths for a card's picture, by where it sits: the browser picks the file from `srcset` by these.
 * A lead card spans the main column's 60 %; a grid card a third of it; a story row's picture 10rem (6.5rem on a phone).
 */
const SIZES = {
  lead: '(max-width: 860px) calc(100vw - 2rem), 41rem',
  grid: '(max-width: 600px) calc(100vw - 2rem), (max-width: 1000px) 45vw, 22rem',
  story: '(max-width: 560px) 6.5rem, 10rem',
} as const

type CardLayout = keyof typeof SIZES

interface CardProps {
  article: ArticleSummary
  layout: CardLayout
  /** Above the fold: loaded at once (and the first one first), never lazily. */
  eager?: boolean
  /** The title's heading level where it sits in the page's outline. */
  heading?: 'h2' | 'h3'
}

/**
 * One story as every list shows it: picture, PMS, title, excerpt, date and byline. The title's link covers the
 * whole card (stretched by CSS); the PMS and author links sit above it. No script: a card is plain links.
 */
export function ArticleCard({ article, layout, eager = false, heading: Heading = 'h3' }: CardProps) {
  const { image } = article
  const picture = image ? (
    <div className="card-image">
      <img
        src={image.src}
        srcSet={image.srcset}
        sizes={SIZES[layout]}
        width={image.width}
        height={image.height}
        alt={image.alt}
        loading={eager ? undefined : 'lazy'}
        fetchPriority={eager && layout === 'lead' ? 'high' : undefined}
        decoding="async"
      />
    </div>
  ) : null
  const words = (
    <div className="card-body">
      <p className="kicker">
        <a href={article.pmsUrl}>{article.pmsName}</a>
      </p>
      <Heading>
        <a href={article.url}>{article.title}</a>
      </Heading>
      {article.excerpt ? <p className="card-excerpt">{article.excerpt}</p> : null}
      <p className="meta">
        {article.publishedAt ? <time dateTime={article.publishedAt}>{shortDate(article.publishedAt)}</time> : null}
        {article.publishedAt && article.authors.length > 0 ? ' · ' : null}
        {article.authors.length > 0 ? (
          <>
            {'By '}
            {listInWords(article.authors).map(({ item, after }) => (
              <Fragment key={item.url}>
                <a href={item.url}>{item.name}</a>
                {after}
              </Fragment>
            ))}
          </>
        ) : null}
      </p>
    </div>
  )
  if (layout === 'story') {
    return (
      <article className={image ? 'story' : 'story no-image'}>
        {words}
        {picture}
      </article>
    )
  }
  return (
    <article className="card">
      {picture}
      {words}
    </article>
  )
}

/** Cards in a grid; the first may lead, spanning the row. */
export function CardGrid({
  articles,
  lead = false,
  eagerCount = 0,
  heading,
}: {
  articles: ArticleSummary[]
  lead?: boolean
  eagerCount?: number
  heading?: 'h2' | 'h3'
}) {
  return (
    <ul className={lead ? 'card-grid has-lead' : 'card-grid'}>
      {articles.map((article, index) => (
        <li key={article.url} className={lead && index === 0 ? 'card-lead' : undefined}>
          <ArticleCard
            article={article}
            layout={lead && index === 0 ? 'lead' : 'grid'}
            eager={index < eagerCount}
            heading={heading}
          />
        </li>
      ))}
    </ul>
  )
}
