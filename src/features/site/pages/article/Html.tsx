/**
 * An article page's HTML (its markdown form is ./markdown.ts): the public page and the preview of a draft
 * (src/features/preview/page/) render this one component, so a preview shows exactly what publishing will.
 */
import { Fragment } from 'react'

import { env } from '../../../../ground/env'
import { listInWords } from '../../../../ground/lib/listInWords'
import { SITE_NAME } from '../../pageHead'
import { Callout } from '../../components/Callout'
import { CorrectionNotes } from '../../components/CorrectionNotes'
import { longDate } from '../../components/formatDate'
import { jsonLdText } from '../../components/jsonLdText'
import { CardGrid } from '../../components/ArticleCard'
import { MarkdownBody } from '../../components/MarkdownBody'
import { SocialReplies } from '../../components/SocialReplies'
import { ShareLinks } from '../../components/ShareLinks'
import { FediverseHandle } from '../../components/FediverseHandle'
import { SubscribeForm } from '../../components/SubscribeForm'
import { articleJsonLd } from './articleJsonLd'
import type { ArticlePage } from './load'
import { summaryAddsToLead } from './summaryAddsToLead'

export function ArticleHtml({ page }: { page: ArticlePage }) {
  const image = page.image
  return (
    <article className="article">
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonLdText(articleJsonLd(page, SITE_NAME, env.baseUrl)) }}
      />
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
        {'By '}
        {listInWords(page.authors).map(({ item, after }) => (
          <Fragment key={item.url}>
            <a href={item.url} rel="author">
              {item.name}
            </a>
            {after}
          </Fragment>
        ))}
        {page.publishedAt ? (
          <>
            {' · '}
            <time dateTime={page.publishedAt}>{longDate(page.publishedAt)}</time>
          </>
        ) : null}
        {page.readingTimeMinutes ? ` · ${page.readingTimeMinutes} min read` : null}
      </p>
      {image ? (
        <figure className="article-image">
          <img
            src={image.url}
            srcSet={
              image.sources.length > 0
                ? image.sources.map((source) => `${source.url} ${source.width}w`).join(', ')
                : undefined
            }
            sizes="(max-width: 800px) 100vw, 800px"
            width={image.width ?? undefined}
            height={image.height ?? undefined}
            alt={image.alt}
            fetchPriority="high"
          />
          {image.caption ? <figcaption>{image.caption}</figcaption> : null}
        </figure>
      ) : null}
      <Callout title="Summary" text={summaryAddsToLead(page.summary, page) ? page.summary : null} />
      <MarkdownBody html={page.bodyHtml} />
      {page.tags.length > 0 ? (
        <ul className="article-tags" aria-label="Tags">
          {page.tags.map((tag) => (
            <li key={tag.url}>
              <a href={tag.url} rel="tag">
                {tag.name}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <CorrectionNotes notes={page.corrections} />
      <SocialReplies replies={page.replies} />
      <ShareLinks title={page.title} url={page.url} />
      <section className="fediverse-handles" aria-labelledby="fediverse-heading">
        <h2 id="fediverse-heading">Follow on Mastodon and the fediverse</h2>
        {page.fediverseHandles.pms ? (
          <FediverseHandle label={`News about ${page.pms.name}:`} handle={page.fediverseHandles.pms} />
        ) : null}
        <FediverseHandle label="All our news:" handle={page.fediverseHandles.site} />
      </section>
      <SubscribeForm source="article" heading={`More news about ${page.pms.name} and other PMSes, by email`} />
      {page.related.length > 0 ? (
        <section className="related" aria-labelledby="related-heading">
          <h2 id="related-heading">Related articles</h2>
          <CardGrid articles={page.related} />
        </section>
      ) : null}
      <p className="article-alternate">
        Also as <a href={page.markdownUrl}>markdown</a>.
      </p>
    </article>
  )
}
