import { describe, expect, it } from 'vitest'

import { httpUrl, isHttpUrl, line, problemWith, slug } from './fieldRules'

describe('isHttpUrl', () => {
  it('takes absolute http and https URLs only', () => {
    expect(isHttpUrl('https://example.com/news?id=1')).toBe(true)
    expect(isHttpUrl('http://127.0.0.1:3000/')).toBe(true)
    for (const refused of ['javascript:alert(1)', 'ftp://example.com/', '/relative', 'example.com', ''])
      expect(isHttpUrl(refused), refused).toBe(false)
  })

  it('refuses control characters, which the URL parser would encode but the stored text would keep', () => {
    for (const character of ['\u0000', '\n', '\t', '\u007f'])
      expect(isHttpUrl(`https://example.com/a${character}b`), JSON.stringify(character)).toBe(false)
  })
})

describe('problemWith', () => {
  it("answers a rule's refusal in its own words, and null for a value it takes", () => {
    expect(problemWith(slug, 'Harbor PMS')).toBe('must contain only lower-case letters, digits and single hyphens')
    expect(problemWith(slug, 'harbor-pms')).toBeNull()
    expect(problemWith(line, 'x'.repeat(256))).toBe('must be at most 255 characters')
    expect(problemWith(httpUrl, 'javascript:alert(1)')).toBe(
      'must be an absolute http(s) URL without control characters',
    )
    expect(problemWith(httpUrl, 'https://example.com/')).toBeNull()
  })
})
