import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

import { frontMatter } from './frontMatter'

const parsed = (block: string) => {
  const match = /^---\n([\s\S]*?)\n---\n$/.exec(block)
  if (!match) throw new Error(`not a front matter block: ${block}`)
  return parse(match[1]!) as Record<string, unknown>
}

describe('frontMatter', () => {
  it('writes a block that a YAML parser reads back exactly', () => {
    const fields = {
      title: 'Harbor PMS: "mobile keys" --- and more\nsecond line',
      canonical_url: 'https://news.example/harbor-pms/mobile-keys',
      reading_time_minutes: 4,
      is_featured: false,
      tags: ['one', 'two: three'],
    }
    expect(parsed(frontMatter(fields))).toEqual(fields)
  })

  it('leaves out empty values', () => {
    expect(frontMatter({ title: 'T', excerpt: null, summary: undefined, category: '', tags: [] })).toBe(
      '---\ntitle: "T"\n---\n',
    )
  })
})
