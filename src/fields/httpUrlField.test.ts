import { describe, expect, it } from 'vitest'

import { isHttpUrl } from './httpUrlField'

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
