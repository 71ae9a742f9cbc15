/*
 * The article card: `get-article`'s structuredContent (../cardData.ts, ArticleCardData) as a news site's card —
 * category, headline, picture, summary (or the excerpt), byline, reading time, the links to the article and its
 * markdown, and up to three related stories. Runs after bridge.js, in the same inline script.
 */
/* global startMcpApp */

startMcpApp({
  name: 'pms-news-article-card',
  version: '1.0.0',
  pendingText: 'Fetching the article from PMS News…',
  render(content, { el, link, siteUrl, date, text, isObject }) {
    const article = content.article
    if (!isObject(article) || !text(article.title)) return null

    const picture = pictureOf(article.image)
    const pms = isObject(article.pms) ? article.pms : {}
    // The co-byline, in order; an older answer names one author only.
    const authors = (Array.isArray(article.authors) ? article.authors : [article.author]).filter(
      (named) => isObject(named) && text(named.name),
    )
    const category = isObject(article.category) ? article.category : {}
    const published = date(article.published_at)
    const updated = published ? null : date(article.updated_at)

    const byline = [
      authors.length > 0
        ? el('span', {}, [
            'By ',
            ...authors.flatMap((named, index) => [
              ...(index === 0 ? [] : [index === authors.length - 1 ? ' and ' : ', ']),
              link(named.url, named.name),
            ]),
          ])
        : null,
      text(pms.name) ? link(pms.url, pms.name) : null,
      published || (updated ? el('span', {}, ['Updated ', updated]) : null),
    ].filter(Boolean)
    const standfirst = text(article.summary) || text(article.excerpt)
    const minutes = article.reading_time_minutes
    const related = Array.isArray(article.related)
      ? article.related.filter((story) => isObject(story) && text(story.title) && siteUrl(story.url)).slice(0, 3)
      : []

    const card = el('article', { className: picture ? 'card' : 'card no-picture' }, [
      picture,
      el('div', { className: 'card-body' }, [
        text(category.name) ? el('p', { className: 'kicker' }, [link(category.url, category.name)]) : null,
        el('h1', { className: 'headline' }, [link(article.url, article.title)]),
        standfirst ? el('p', { className: 'standfirst', text: standfirst }) : null,
        byline.length > 0 ? el('p', { className: 'byline' }, separated(byline)) : null,
        typeof minutes === 'number' && minutes > 0
          ? el('p', { className: 'reading-time', text: minutes + ' min read' })
          : null,
        el('p', { className: 'actions' }, [
          siteUrl(article.url) ? link(article.url, 'Read on PMS News', 'button') : null,
          siteUrl(article.markdown_url) ? link(article.markdown_url, 'Markdown version', 'secondary') : null,
        ]),
      ]),
      related.length > 0
        ? el('section', { className: 'related', attributes: { 'aria-labelledby': 'related-heading' } }, [
            el('h2', { text: 'Related', attributes: { id: 'related-heading' } }),
            el(
              'ul',
              {},
              related.map((story) => el('li', {}, [link(story.url, story.title), ' ', date(story.published_at)])),
            ),
          ])
        : null,
    ])
    return card

    function pictureOf(image) {
      if (!isObject(image) || !siteUrl(image.url)) return null
      const size = (value) => (typeof value === 'number' && value > 0 ? Math.round(value) : undefined)
      const img = el('img', {
        attributes: {
          src: siteUrl(image.url),
          alt: typeof image.alt === 'string' ? image.alt : '',
          width: size(image.width),
          height: size(image.height),
          decoding: 'async',
        },
      })
      const figure = el('figure', { className: 'picture' }, [img])
      // A picture that does not load leaves no broken frame behind.
      img.addEventListener('error', () => {
        figure.remove()
        card.classList.add('no-picture')
      })
      return figure
    }

    function separated(parts) {
      const dot = () => el('span', { className: 'dot', text: '·', attributes: { 'aria-hidden': 'true' } })
      return parts.flatMap((part, index) => (index === 0 ? [part] : [' ', dot(), ' ', part]))
    }
  },
})
