import type { FlattenedField, PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { QueryRefused, refuseMalformedQuery } from './refuseMalformedQueries'

const pmsFields = [
  { name: 'name', type: 'text' },
  { name: 'is_published', type: 'checkbox' },
] as FlattenedField[]
const articleFields = [
  { name: 'title', type: 'text' },
  { name: 'is_published', type: 'checkbox' },
  {
    name: '_status',
    type: 'select',
    options: [
      { label: 'Draft', value: 'draft' },
      { label: 'Published', value: 'published' },
    ],
  },
  { name: 'pms', type: 'relationship', relationTo: 'pmses' },
  { name: 'published_at', type: 'date' },
] as FlattenedField[]

const requestAs = (user: unknown, payloadAPI: PayloadRequest['payloadAPI'] = 'REST') =>
  ({
    user,
    payloadAPI,
    t: ((key: string) => key) as unknown as PayloadRequest['t'],
    payload: {
      db: { defaultIDType: 'number' },
      collections: {
        pmses: { config: { flattenedFields: pmsFields } },
        articles: { config: { flattenedFields: articleFields } },
      },
    },
  }) as unknown as PayloadRequest

const anonymous = requestAs(null)
const editor = requestAs({ collection: 'users', role: 'editor' })

const run = (args: Record<string, unknown>, req = anonymous) =>
  refuseMalformedQuery({
    args: { ...args, req },
    collection: { slug: 'articles', flattenedFields: articleFields },
    req,
    operation: 'read',
    context: {},
  } as never)

const refusal = (args: Record<string, unknown>, req = anonymous) => {
  try {
    run(args, req)
    return null
  } catch (error) {
    return error instanceof QueryRefused ? error.message : `${(error as Error).name}: ${(error as Error).message}`
  }
}

describe('refuseMalformedQuery', () => {
  it('answers Not Found for ids no row can have, before any SQL', () => {
    for (const id of [Number.NaN, 1e20, 2_147_483_648, 1.5, 'abc', '\u0000'])
      expect(refusal({ id })).toBe('NotFound: general:notFound')
    expect(refusal({ id: 42 })).toBeNull()
    expect(refusal({ id: '42' })).toBeNull()
  })

  it('refuses NUL characters anywhere in a where, naming the parameter', () => {
    expect(refusal({ where: { title: { like: '\u0000' } } })).toBe(
      'The query parameter where[title][like] must not contain NUL characters.',
    )
    expect(
      refusal({ where: { or: [{ title: { equals: 'ok' } }, { and: [{ title: { in: ['a', 'a\u0000b'] } }] }] } }),
    ).toBe('The query parameter where[or][1][and][0][title][in] must not contain NUL characters.')
  })

  it('refuses ids and relationship values outside PostgreSQL integers, through relationship paths too', () => {
    expect(refusal({ where: { id: { equals: '99999999999999999999' } } })).toBe(
      'The query parameter where[id][equals] must be a whole number from -2147483648 to 2147483647.',
    )
    expect(refusal({ where: { pms: { in: '1,2,abc' } } })).toMatch(
      /^The query parameter where\[pms\]\[in\] must be a whole number/,
    )
    expect(refusal({ where: { 'pms.id': { greater_than: 1e12 } } })).toMatch(
      /where\[pms\.id\]\[greater_than\] must be a whole number/,
    )
    expect(refusal({ where: { id: { in: [1, '2', null] }, pms: { equals: 'null' } } })).toBeNull()
  })

  it('refuses operators the database has not got for the field, and values no select or checkbox holds', () => {
    expect(refusal({ where: { title: { near: '1,2' } } })).toBe(
      'The query parameter where[title][near] uses the operator "near", which works on point fields only.',
    )
    expect(refusal({ where: { title: { all: 'a' } } })).toMatch(/operator "all"/)
    expect(refusal({ where: { _status: { equals: 'gone' } } })).toBe(
      'The query parameter where[_status][equals] must be one of draft, published.',
    )
    expect(refusal({ where: { 'pms.is_published': { equals: 'maybe' } } })).toBe(
      'The query parameter where[pms.is_published][equals] must be true or false.',
    )
    expect(
      refusal({
        where: { _status: { in: 'draft,published' }, is_published: { equals: 'true' }, published_at: { exists: true } },
      }),
    ).toBeNull()
  })

  it('wants page and limit to be whole numbers in range', () => {
    expect(refusal({ page: 1e20 })).toBe('The query parameter page must be a whole number from 1 to 2147483647.')
    expect(refusal({ page: 0 })).toBe('The query parameter page must be a whole number from 1 to 2147483647.')
    expect(refusal({ limit: -1 }, editor)).toBe(
      'The query parameter limit must be a whole number from 0 to 2147483647.',
    )
    expect(refusal({ limit: 1.5 })).toBe('The query parameter limit must be a whole number from 0 to 2147483647.')
    expect(refusal({ page: 3, limit: 0 })).toBeNull()
  })
})
