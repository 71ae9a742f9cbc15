import { describe, expect, it } from 'vitest'

import { escapeXml } from './xml'

describe('escapeXml', () => {
  it('escapes the five markup characters', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;',
    )
  })

  it('drops the characters XML 1.0 forbids and keeps tabs, newlines and astral characters', () => {
    expect(escapeXml('a\u0000b\u0001c\u000Bd\uFFFEe\uD800f')).toBe('abcdef')
    expect(escapeXml('tab\there\nnew line 🏨')).toBe('tab\there\nnew line 🏨')
  })
})
