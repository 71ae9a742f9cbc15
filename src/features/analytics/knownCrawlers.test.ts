import { describe, expect, it } from 'vitest'

import families from './knownCrawlerFamilies.json' with { type: 'json' }
import { knownCrawlerFamilies } from './knownCrawlerFamilies'
import { isKnownCrawler } from './knownCrawlers'

describe('the crawler families a maintained list knows', () => {
  it('are kept as the installed crawler-user-agents and our reading of a User-Agent make them (npm run agents:refresh)', () => {
    expect(families).toEqual(knownCrawlerFamilies())
  })

  it('name the crawlers a read counts under, and no other name', () => {
    expect(isKnownCrawler('Google-CloudVertexBot')).toBe(true)
    expect(isKnownCrawler('GPTBot')).toBe(true)
    expect(isKnownCrawler('SomeNewsroomScript')).toBe(false)
  })
})
