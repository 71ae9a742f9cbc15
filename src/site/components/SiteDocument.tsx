import type React from 'react'

import { comparisonIndexPath, glossaryIndexPath, homePath, searchIndexPath } from '../paths'
import { SubscribeForm } from './SubscribeForm'

/**
 * The whole document around every public page: header with the site's sections, the page, and the footer. The
 * router renders it around each page in production (src/site/htmlPages.ts) with the page's head; under Next (the
 * site's layout, the 404 for addresses no route matches, and every page in development) Next fills the head and
 * links the stylesheet, which those files import. A reader who mistypes a URL still lands on a page that looks like
 * ours and offers the ways back in.
 */
export function SiteDocument({ head, children }: { head?: React.ReactNode; children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>{head}</head>
      <body>
        <header className="site-header">
          <a href={homePath} className="brand">
            PMS News
          </a>
          <nav className="site-nav" aria-label="Sections">
            <a href={comparisonIndexPath}>Comparisons</a>
            <a href={glossaryIndexPath}>Glossary</a>
          </nav>
          <form action={searchIndexPath} method="get" role="search" className="site-search">
            <label htmlFor="site-search-q" className="visually-hidden">
              Search PMS News
            </label>
            <input id="site-search-q" type="search" name="q" placeholder="Search news, PMSes, terms" minLength={3} maxLength={200} required />
            <button type="submit">Search</button>
          </form>
        </header>
        <main>{children}</main>
        <footer className="site-footer">
          <SubscribeForm source="footer" />
          <p>
            PMS News: news about hotel property management systems. Every page is also markdown: send{' '}
            <code>Accept: text/markdown</code>.
          </p>
        </footer>
      </body>
    </html>
  )
}
