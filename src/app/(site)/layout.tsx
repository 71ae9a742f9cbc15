import type { Metadata } from 'next'
import type React from 'react'

import './site.css'

export const metadata: Metadata = {
  title: { default: 'PMS News', template: '%s · PMS News' },
  description: 'News about hotel property management systems, for people and for software.',
}

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>
        <header className="site-header">
          <a href="/" className="brand">
            PMS News
          </a>
          <nav className="site-nav" aria-label="Sections">
            <a href="/compare">Comparisons</a>
            <a href="/glossary">Glossary</a>
          </nav>
        </header>
        <main>{children}</main>
        <footer className="site-footer">
          <p>
            PMS News: news about hotel property management systems. Every page is also markdown: send{' '}
            <code>Accept: text/markdown</code>.
          </p>
        </footer>
      </body>
    </html>
  )
}
