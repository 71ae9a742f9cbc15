import { describe, expect, it } from 'vitest'

import { isKeptUrl, isPublicAddress, isWorthKeeping } from './cacheKey'

describe('isWorthKeeping', () => {
  it('keeps pages, paginated or not, and 404s where a page could be', () => {
    expect(isWorthKeeping('/harbor-pms/mobile-keys', 200)).toBe(true)
    expect(isWorthKeeping('/harbor-pms?page=2', 200)).toBe(true)
    expect(isWorthKeeping('/harbor-pms/gone', 404)).toBe(true)
    expect(isWorthKeeping('/harbor-pms/gone.md', 404)).toBe(true)
  })

  it('does not keep answers to junk paths or query strings', () => {
    expect(isWorthKeeping('/harbor-pms/mobile-keys?utm=x', 200)).toBe(false)
    expect(isWorthKeeping('/?cachebuster=123', 200)).toBe(false)
    expect(isWorthKeeping('/a/b/c/d', 404)).toBe(false)
    expect(isWorthKeeping('/wp-login.php', 404)).toBe(false)
  })
})

describe('isKeptUrl', () => {
  it('keeps search results per query, and nowhere else a q', () => {
    expect(isKeptUrl('/search?q=channel+manager')).toBe(true)
    expect(isKeptUrl('/search?q=channel&page=2')).toBe(true)
    expect(isKeptUrl('/search?q=channel&utm_source=x')).toBe(false)
    expect(isKeptUrl('/glossary?q=channel')).toBe(false)
  })

  it('keeps a filtered search only as the form and links write it: each parameter once, in order, filters as slugs', () => {
    expect(isKeptUrl('/search?q=opera&tag=cloud&pms=harbor-pms&category=news&page=2')).toBe(true)
    expect(isKeptUrl('/search?q=opera&tag=&pms=harbor-pms&category=')).toBe(true)
    expect(isKeptUrl('/search?pms=harbor-pms')).toBe(true)
    expect(isKeptUrl('/search?tag=cloud&q=opera')).toBe(false)
    expect(isKeptUrl('/search?q=opera&page=2&tag=cloud')).toBe(false)
    expect(isKeptUrl('/search?q=opera&tag=cloud&tag=hotel')).toBe(false)
    expect(isKeptUrl('/search?q=opera&q=hotel')).toBe(false)
    expect(isKeptUrl('/search?q=opera&tag=Cloud%20Things')).toBe(false)
    expect(isKeptUrl(`/search?q=opera&tag=${'a'.repeat(256)}`)).toBe(false)
    expect(isKeptUrl('/search?q=opera&author=ada')).toBe(false)
  })

  it('keeps oEmbed answers per page and bounds asked, and nothing with another key', () => {
    expect(isKeptUrl('/oembed?url=https%3A%2F%2Fnews.example%2Fa%2Fb&format=json&maxwidth=400&maxheight=300')).toBe(
      true,
    )
    expect(isKeptUrl('/oembed?url=https%3A%2F%2Fnews.example%2Fa%2Fb&callback=x')).toBe(false)
    expect(isKeptUrl('/news?url=x')).toBe(false)
  })
})

describe('previews', () => {
  it('are never kept, whatever their query, while an article at a look-alike path is', () => {
    for (const url of [
      '/preview/articles/7',
      '/preview/articles/7?page=2',
      '/preview/articles/7.md',
      '/preview',
      '/preview?page=1',
      '/preview/articles/7?exp=1&sig=x',
    ]) {
      expect(isKeptUrl(url), url).toBe(false)
    }
    expect(isKeptUrl('/previews-pms/some-article')).toBe(true)
  })
})

describe('isPublicAddress', () => {
  it('looks at the path only: a query that ends like a file name is still a page', () => {
    for (const url of [
      '/compare?x=.js',
      '/search?q=hotel.png',
      '/?a=b.css',
      '/harbor-pms/story',
      '/wp-login.php',
      '/favicon.ico',
      '/icon.svg',
      '/icon-a.b.svg',
      '/preview/articles/1',
    ]) {
      expect(isPublicAddress(url), url).toBe(true)
    }
  })

  it('leaves out the site icon and what is not public', () => {
    for (const url of [
      '/icon-12o0cb.svg?icon.3ritj4vnoryta.svg',
      '/cockpit',
      '/cms-api/articles',
      '/_next/static/a.js',
      '/media/a.webp',
      '/up',
      '/mcp',
    ]) {
      expect(isPublicAddress(url), url).toBe(false)
    }
  })
})

describe('parsing', () => {
  it('reads every path as a path, never as a host', () => {
    expect(isKeptUrl('/a:b@[')).toBe(true)
    expect(isWorthKeeping('/:99999', 404)).toBe(false)
  })
})
