import { describe, expect, it } from 'vitest'

import { publicationStatus } from './publicationStatus'

describe('publication status in words', () => {
  it.each([
    [{ _status: 'draft', is_published: false }, 'Draft'],
    [{ _status: 'published', is_published: true }, 'Published'],
    [{ _status: 'draft', is_published: true }, 'Changed since publish'],
    [
      { _status: 'draft', is_published: false, scheduled: true, published_at: '2030-01-02T03:04:00.000Z' },
      'Scheduled for 2030-01-02 03:04 UTC',
    ],
  ])('%j reads "%s"', (doc, label) => {
    expect(publicationStatus(doc).label).toBe(label)
  })
})
