import { describe, expect, it } from 'vitest'

import { problemWith } from '../fieldRules'
import { pmsSlug } from './pmsInputSchema'

describe('pmsSlug', () => {
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
    expect(problemWith(pmsSlug, slug)).toBe(`"${slug}" is a reserved path of the site and cannot be a PMS slug`)
  })

  it('refuses what looks like a file, as any slug with a dot', () => {
    expect(problemWith(pmsSlug, 'llms.txt')).toBe('must contain only lower-case letters, digits and single hyphens')
  })

  it('accepts an ordinary slug', () => {
    expect(problemWith(pmsSlug, 'harbor-pms')).toBeNull()
  })
})
