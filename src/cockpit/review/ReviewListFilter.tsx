'use client'
/**
 * Above the article list: the review's filters as tabs (docs/decisions/061-review-notes-assignments.md) — all
 * articles, those waiting for review, those sent back, and those assigned to the person signed in. Each is a link to
 * the list with Payload's own `where`, so the list's filter, search and paging keep working on top of it.
 */
import './review.css'

import { useAuth } from '@payloadcms/ui'
import { useSearchParams } from 'next/navigation'

import { articlesWhere } from './reviewListLinks'

export function ReviewListFilter() {
  const { user } = useAuth()
  const search = useSearchParams()
  if (!user) return null
  const current = decodeURIComponent(search?.toString() ?? '')
  const tabs = [
    { label: 'All articles', query: '' },
    { label: 'Waiting for review', query: articlesWhere.submitted },
    { label: 'Sent back', query: articlesWhere.sentBack },
    { label: 'Assigned to me', query: articlesWhere.assignedTo(Number(user.id)) },
  ]
  const active = tabs.findLast((tab) => tab.query === '' || current.includes(tab.query))
  return (
    <nav className="review-list-filter" aria-label="Review filters">
      {tabs.map((tab) => (
        <a
          key={tab.label}
          href={`?${tab.query}`}
          className={`btn btn--size-small ${tab === active ? 'btn--style-primary' : 'btn--style-secondary'}`}
          aria-current={tab === active ? 'page' : undefined}
        >
          {tab.label}
        </a>
      ))}
    </nav>
  )
}
