import type React from 'react'
import { Fragment } from 'react'

import type { PageRoute } from '../../../ground/paths'
import {
  apiDocsPath,
  comparisonIndexPath,
  directoryPath,
  glossaryIndexPath,
  jsonFeedPath,
  llmsTxtPath,
  newsIndexPath,
  correctionsPath,
  rssFeedPath,
  searchIndexPath,
  subscribePath,
} from '../../../ground/paths'
import { env } from '../../../ground/env'
import { fediverseHandleOf, SITE_ACTOR } from '../../../ground/paths'
import type { TopicLink } from '../loaders/topicLinks'
import { Brand } from './Brand'
import { FediverseHandle } from './FediverseHandle'
import { LinkList } from './LinkList'
import { SearchForm } from './SearchForm'

/** The site's sections, in the header on wide screens and in its menu on phones. */
const SECTIONS = [
  { href: newsIndexPath, label: 'News', kind: 'news' },
  { href: directoryPath, label: 'PMS directory', kind: 'directory' },
  { href: comparisonIndexPath, label: 'Comparisons', kind: 'comparisons' },
  { href: glossaryIndexPath, label: 'Glossary', kind: 'glossary' },
  { href: subscribePath, label: 'Newsletter', kind: 'newsletter' },
] as const

const SearchIcon = () => (
  <svg
    width="22"
    height="22"
    viewBox="0 0 24 24"
    aria-hidden="true"
    focusable="false"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
  >
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d="m15.5 15.5 5 5" />
  </svg>
)

const MenuIcon = () => (
  <svg
    width="22"
    height="22"
    viewBox="0 0 24 24"
    aria-hidden="true"
    focusable="false"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
  >
    <path d="M4 7h16M4 12h16M4 17h16" />
  </svg>
)

/**
 * The whole document around every public page: header with the site's sections, the page, and the footer. The
 * router renders it around each page in production (src/features/site/htmlPages.tsx) with the page's head; under Next (the
 * site's layout, the 404 for addresses no route matches, and every page in development) Next fills the head and
 * links the stylesheet, which those files import. A reader who mistypes a URL still lands on a page that looks like
 * ours and offers the ways back in. No script: the phone menu is a <details>.
 */
export function SiteDocument({
  head,
  page,
  topics = [],
  children,
}: {
  head?: React.ReactNode
  page?: PageRoute['kind'] | 'not-found'
  topics?: TopicLink[]
  children: React.ReactNode
}) {
  const current = (kind: string) => (kind === page ? ('page' as const) : undefined)
  return (
    <html lang="en">
      <head>{head}</head>
      <body>
        <a href="#content" className="skip-link">
          Skip to content
        </a>
        <header className="site-header">
          <Brand />
          <nav className="site-nav" aria-label="Sections">
            {SECTIONS.map((section) => (
              <Fragment key={section.href}>
                <a href={section.href} aria-current={current(section.kind)}>
                  {section.label}
                </a>
                {section.kind === 'news' && topics.length > 0 ? (
                  <details className="topics-menu">
                    <summary aria-current={page === 'category' ? 'page' : undefined}>Topics</summary>
                    <LinkList links={topics} />
                  </details>
                ) : null}
              </Fragment>
            ))}
          </nav>
          {/* The search page and the 404 have a box of their own; one is enough. */}
          {page === 'search' || page === 'not-found' ? null : <SearchForm id="site-search-q" className="site-search" />}
          <div className="header-actions">
            <a href={searchIndexPath} className="icon-link" aria-label="Search">
              <SearchIcon />
            </a>
            <details className="site-menu">
              <summary aria-label="Menu">
                <MenuIcon />
              </summary>
              <nav className="site-menu-panel" aria-label="Sections">
                {SECTIONS.map((section) => (
                  <a key={section.href} href={section.href} aria-current={current(section.kind)}>
                    {section.label}
                  </a>
                ))}
                {topics.length > 0 ? (
                  <>
                    <p className="site-menu-heading">Topics</p>
                    {topics.map((topic) => (
                      <a key={topic.url} href={topic.url}>
                        {topic.name}
                      </a>
                    ))}
                  </>
                ) : null}
              </nav>
            </details>
          </div>
        </header>
        <main id="content">{children}</main>
        <footer className="site-footer">
          <div className="site-footer-inner">
            <div className="site-footer-about">
              <Brand />
              <p>
                News, profiles and comparisons of hotel property management systems, for the people who choose and run
                them.
              </p>
              <p>
                <a href={subscribePath}>Get the newsletter</a>
              </p>
              <FediverseHandle
                label="On Mastodon and the fediverse:"
                handle={fediverseHandleOf(SITE_ACTOR, env.baseUrl)}
              />
            </div>
            <nav aria-label="Sections">
              <h2>Read</h2>
              <ul>
                {SECTIONS.slice(0, 4).map((section) => (
                  <li key={section.href}>
                    <a href={section.href}>{section.label}</a>
                  </li>
                ))}
                <li>
                  <a href={correctionsPath}>Corrections and updates</a>
                </li>
              </ul>
            </nav>
            {topics.length > 0 ? (
              <nav aria-label="Topics">
                <h2>Topics</h2>
                <LinkList links={topics} />
              </nav>
            ) : null}
            <nav aria-label="Feeds and data">
              <h2>Follow and reuse</h2>
              <ul>
                <li>
                  <a href={rssFeedPath}>RSS feed</a>
                </li>
                <li>
                  <a href={jsonFeedPath}>JSON Feed</a>
                </li>
                <li>
                  <a href={llmsTxtPath}>For AI agents (llms.txt)</a>
                </li>
                <li>
                  <a href={apiDocsPath}>API documentation</a>
                </li>
              </ul>
            </nav>
          </div>
        </footer>
      </body>
    </html>
  )
}
