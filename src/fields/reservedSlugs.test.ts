import { describe, expect, it } from 'vitest'

import { reservedSlugError } from './reservedSlugs'

describe('reservedSlugError', () => {
  it.each([
    'cockpit',
    'cms-api',
    'api',
    'mcp',
    'oauth',
    'glossary',
    'compare',
    'search',
    'feed',
    'docs',
    'up',
    'categories',
    'authors',
    'subscribe',
    'preview',
  ])('refuses the reserved path %s', (slug) => {
    expect(reservedSlugError(slug)).toBe(`"${slug}" is a reserved path of the site and cannot be a PMS slug`)
  })

  it('refuses anything with a dot', () => {
    expect(reservedSlugError('llms.txt')).toBe('A PMS slug may not contain a dot')
  })

  it('accepts an ordinary slug', () => {
    expect(reservedSlugError('harbor-pms')).toBeNull()
  })
})
