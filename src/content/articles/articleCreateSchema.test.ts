import { describe, expect, it } from 'vitest'

import { articleCreateSchema } from './articleCreateSchema'
import { zodFieldErrors } from '../../features/ingestion/zodFieldErrors'

const minimal = { pms_id: 1, author_id: 2, title: 'Harbor PMS adds mobile keys', body: 'Text.' }

const errorsOf = (input: unknown) => {
  const result = articleCreateSchema.safeParse(input)
  return result.success ? [] : zodFieldErrors(result.error).map((error) => error.field)
}

describe('articleCreateSchema', () => {
  it('accepts the minimal payload and applies the defaults', () => {
    expect(articleCreateSchema.parse(minimal)).toEqual({ ...minimal, is_published: false, is_featured: false })
  })

  it('accepts nulls where the spec allows them', () => {
    const nulls = {
      category_id: null,
      excerpt: null,
      featured_image: null,
      featured_image_caption: null,
      reading_time_minutes: null,
      published_at: null,
      meta_title: null,
      meta_description: null,
    }
    expect(errorsOf({ ...minimal, ...nulls })).toEqual([])
  })

  it('names every missing required field', () => {
    expect(errorsOf({})).toEqual(['pms_id', 'title', 'body', 'author_id'])
  })

  it.each(['title', 'featured_image', 'featured_image_caption', 'meta_title', 'slug'])(
    'refuses a 256-character %s',
    (field) => {
      expect(errorsOf({ ...minimal, [field]: 'a'.repeat(256) })).toEqual([field])
    },
  )

  it('refuses wrong types', () => {
    expect(errorsOf({ ...minimal, pms_id: '1', is_published: 'yes', reading_time_minutes: 1.5 })).toEqual([
      'pms_id',
      'reading_time_minutes',
      'is_published',
    ])
  })

  it('refuses a negative reading time and a date that is not ISO 8601', () => {
    expect(errorsOf({ ...minimal, reading_time_minutes: -1, published_at: '21/11/2026' })).toEqual([
      'reading_time_minutes',
      'published_at',
    ])
  })

  it('accepts an ISO 8601 date-time with an offset', () => {
    expect(errorsOf({ ...minimal, published_at: '2026-11-21T10:00:00+01:00' })).toEqual([])
  })

  it('refuses ids beyond Postgres integers, NUL characters and year 0000, which the database could not store', () => {
    expect(
      errorsOf({ ...minimal, pms_id: 3_000_000_000, body: 'a\u0000b', published_at: '0000-01-01T00:00:00Z' }),
    ).toEqual(['pms_id', 'body', 'published_at'])
  })

  it('names each unknown field', () => {
    expect(errorsOf({ ...minimal, pms: 1, labels: [] })).toEqual(['pms', 'labels'])
  })

  it('takes a co-byline as author_ids, in order, with or without the same lead as author_id', () => {
    const { author_id: _lead, ...withoutLead } = minimal
    expect(articleCreateSchema.parse({ ...withoutLead, author_ids: [5, 2, 9] }).author_ids).toEqual([5, 2, 9])
    expect(errorsOf({ ...minimal, author_ids: [2, 7] })).toEqual([])
  })

  it('refuses author_ids that are empty, over ten, repeated or not ids, and a lead that is not their first', () => {
    const { author_id: _lead, ...withoutLead } = minimal
    const messageOf = (input: unknown) => {
      const result = articleCreateSchema.safeParse(input)
      return result.success ? null : zodFieldErrors(result.error)
    }
    expect(messageOf({ ...withoutLead, author_ids: [] })).toEqual([
      { field: 'author_ids', message: 'must name at least one author' },
    ])
    expect(errorsOf({ ...withoutLead, author_ids: Array.from({ length: 11 }, (_, i) => i + 1) })).toEqual([
      'author_ids',
    ])
    expect(messageOf({ ...withoutLead, author_ids: [3, 4, 3] })).toEqual([
      { field: 'author_ids', message: 'must not name an author twice' },
    ])
    expect(errorsOf({ ...withoutLead, author_ids: [1, 'two'] })).toEqual(['author_ids.1'])
    expect(messageOf({ ...minimal, author_ids: [7, 2] })).toEqual([
      { field: 'author_id', message: 'must be the first of author_ids when both are given' },
    ])
  })
})
