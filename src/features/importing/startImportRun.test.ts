import { describe, expect, it } from 'vitest'

import { sniffSource } from './startImportRun'

describe('sniffSource', () => {
  it("tells WordPress's XML from Ghost's JSON by the first bytes, past a byte order mark and white space", () => {
    expect(sniffSource(Buffer.from('<?xml version="1.0" encoding="UTF-8" ?>\n<rss'))).toBe('wordpress')
    expect(sniffSource(Buffer.from('\uFEFF\n  <rss version="2.0">'))).toBe('wordpress')
    expect(sniffSource(Buffer.from('\n{"db":[{"meta":{}}]}'))).toBe('ghost')
  })

  it('knows neither a picture, a JSON array nor plain text', () => {
    expect(sniffSource(Buffer.from('89504e470d0a1a0a', 'hex'))).toBeNull()
    expect(sniffSource(Buffer.from('[1, 2]'))).toBeNull()
    expect(sniffSource(Buffer.from('title,slug\n'))).toBeNull()
    expect(sniffSource(Buffer.alloc(0))).toBeNull()
  })
})
