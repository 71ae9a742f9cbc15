import { describe, expect, it } from 'vitest'

import { DESCRIPTION_FIT, lengthVerdict, TITLE_FIT } from './seoLengths'

describe('search-result lengths', () => {
  it('says whether a title or description fits a search result', () => {
    expect(lengthVerdict('', TITLE_FIT)).toBe('empty')
    expect(lengthVerdict('PMS news', TITLE_FIT)).toBe('short')
    expect(lengthVerdict('x'.repeat(60), TITLE_FIT)).toBe('fits')
    expect(lengthVerdict('x'.repeat(61), TITLE_FIT)).toBe('cut after 60')
    expect(lengthVerdict('x'.repeat(156), DESCRIPTION_FIT)).toBe('cut after 155')
  })
})
