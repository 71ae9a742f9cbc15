import type React from 'react'

/** The outcome box of the newsletter pages; `problem` marks what the reader must act on. */
export function NewsletterResult({ problem = false, children }: { problem?: boolean; children: React.ReactNode }) {
  return (
    <div id="subscribe-result" className={problem ? 'newsletter-result is-problem' : 'newsletter-result'} role="status">
      {children}
    </div>
  )
}
