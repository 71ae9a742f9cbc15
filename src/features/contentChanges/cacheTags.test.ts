import { describe, expect, it } from 'vitest'

import { tagsOfPath } from './cacheTags'

describe('tagsOfPath', () => {
  it('tags an article page and its markdown URL alike, by PMS and slug, and as one of every article', () => {
    expect(tagsOfPath('/harbor-pms/new-api')).toEqual(['article:harbor-pms/new-api', 'articles'])
    expect(tagsOfPath('/harbor-pms/new-api.md')).toEqual(['article:harbor-pms/new-api', 'articles'])
  })

  it('tags listings by what they list, and the documents beside the pages by name', () => {
    expect(
      ['/', '/news', '/directory', '/harbor-pms', '/categories/news', '/authors/ada', '/search'].map(tagsOfPath),
    ).toEqual([
      ['home'],
      ['news'],
      ['directory'],
      ['pms:harbor-pms', 'pmses'],
      ['category:news'],
      ['author:ada'],
      ['search'],
    ])
    expect(tagsOfPath('/tags/keys')).toEqual(['tag:keys'])
    expect(tagsOfPath('/brand/logo.png')).toEqual([])
    expect(
      [
        '/feed',
        '/feed.json',
        '/sitemap.xml',
        '/sitemaps/pages.xml',
        '/sitemap-news.xml',
        '/llms.txt',
        '/llms-full.txt',
      ].map(tagsOfPath),
    ).toEqual([['feed'], ['feed'], ['sitemap'], ['sitemap'], ['news-sitemap'], ['llms'], ['llms-full']])
  })

  it("tags a list's feeds as its page, so that what drops the page drops them", () => {
    expect(
      ['/harbor-pms/feed.xml', '/categories/news/feed.json', '/tags/keys/feed.xml', '/authors/ada/feed.json'].map(
        tagsOfPath,
      ),
    ).toEqual([['pms:harbor-pms'], ['category:news'], ['tag:keys'], ['author:ada']])
  })

  it('tags a sitemap of articles by its id range only, so that a change elsewhere leaves it kept', () => {
    expect(['/sitemaps/articles-1.xml', '/sitemaps/articles-51.xml'].map(tagsOfPath)).toEqual([
      ['sitemap-articles:1'],
      ['sitemap-articles:51'],
    ])
    // Not a sitemap of articles: the tag of the index, which every change to an article drops.
    expect(['/sitemaps/articles-0.xml', '/sitemaps/1.xml'].map(tagsOfPath)).toEqual([['sitemap'], ['sitemap']])
    expect(['/glossary', '/glossary/folio', '/compare', '/compare/a-vs-b'].map(tagsOfPath)).toEqual([
      ['glossary'],
      ['glossary-term:folio', 'glossary-terms'],
      ['comparisons'],
      ['comparison:a-vs-b'],
    ])
  })

  it('gives what is written in code no tag, and a public URL no rule names the tag every change drops', () => {
    expect(['/docs/api', '/subscribe', '/robots.txt', '/.well-known/api-catalog', '/auth.md'].map(tagsOfPath)).toEqual([
      [],
      [],
      [],
      [],
      [],
    ])
    expect(tagsOfPath('/something/new/here')).toEqual(['unmapped'])
  })
})
