import { absolute, jsonFeedPath, oembedUrlOf, rssFeedPath } from '../../../ground/paths'
import { documentTitle, type OpenGraph, type PageHead, SITE_DESCRIPTION, SITE_NAME } from '../pageHead'

/** Open Graph's article properties (ogp.me/#type_article) beside the common ones. */
function OpenGraphTags({ og }: { og: OpenGraph }) {
  const properties: [string, string | number | undefined][] = [
    ['og:type', og.type],
    ['og:url', og.url],
    ['og:title', og.title],
    ['og:description', og.description],
    ['og:site_name', og.siteName],
    ...(og.images ?? []).flatMap((image): [string, string | number | undefined][] => [
      ['og:image', image.url],
      ['og:image:width', image.width],
      ['og:image:height', image.height],
      ['og:image:alt', image.alt],
    ]),
    ['article:published_time', og.publishedTime],
    ['article:modified_time', og.modifiedTime],
    ...(og.authors ?? []).map((author): [string, string] => ['article:author', author]),
    ['article:section', og.section],
  ]
  return properties.map(([property, content], index) =>
    content === undefined ? null : <meta key={index} property={property} content={String(content)} />,
  )
}

const robotsContent = ({ index, follow }: NonNullable<PageHead['robots']>) =>
  [index ? 'index' : 'noindex', ...(follow === undefined ? [] : [follow ? 'follow' : 'nofollow'])].join(', ')

/** The tags of a page's head (src/features/site/pageHead.ts), the same under Next (development) and the router (production). */
export function HeadTags({ head, baseUrl }: { head: PageHead; baseUrl: string }) {
  return (
    <>
      <title>{documentTitle(head.title)}</title>
      <meta name="description" content={head.description ?? SITE_DESCRIPTION} />
      {head.referrer ? <meta name="referrer" content={head.referrer} /> : null}
      {head.robots ? <meta name="robots" content={robotsContent(head.robots)} /> : null}
      {head.canonical ? <link rel="canonical" href={absolute(baseUrl, head.canonical)} /> : null}
      {head.markdownAlternate ? <link rel="alternate" type="text/markdown" href={head.markdownAlternate} /> : null}
      {head.activityAlternate ? (
        <link rel="alternate" type="application/activity+json" href={head.activityAlternate} />
      ) : null}
      {head.embeddable && head.canonical ? (
        <link
          rel="alternate"
          type="application/json+oembed"
          href={absolute(baseUrl, oembedUrlOf(absolute(baseUrl, head.canonical)))}
          title={documentTitle(head.title)}
        />
      ) : null}
      {/* A list's own feeds first: a feed reader given the list's page offers them before the site's. */}
      {head.feeds ? (
        <>
          <link rel="alternate" type="application/rss+xml" title={head.feeds.title} href={head.feeds.rss} />
          <link rel="alternate" type="application/feed+json" title={head.feeds.title} href={head.feeds.json} />
        </>
      ) : null}
      {/* Every page names the site's feeds, so that a feed reader given any address finds them. */}
      <link rel="alternate" type="application/rss+xml" title={SITE_NAME} href={absolute(baseUrl, rssFeedPath)} />
      <link rel="alternate" type="application/feed+json" title={SITE_NAME} href={absolute(baseUrl, jsonFeedPath)} />
      {head.openGraph ? <OpenGraphTags og={head.openGraph} /> : null}
      {(head.fediverseCreators ?? []).map((handle) => (
        <meta key={handle} name="fediverse:creator" content={handle} />
      ))}
      {/* standard.site's verification of a document (https://standard.site/docs/verification). */}
      {head.standardSiteDocument ? <link rel="site.standard.document" href={head.standardSiteDocument} /> : null}
    </>
  )
}
