import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

import { FrontMatterUnreadable, frontMatter, readFrontMatter } from './frontMatter'

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

describe('readFrontMatter', () => {
  it('reads back what frontMatter wrote, and the text after it', () => {
    const fields = {
      title: 'Harbor PMS: "mobile keys"\n---\nmore',
      reading_time_minutes: 4,
      is_featured: false,
      tags: ['one', 'two: three'],
      capabilities: { pos: true, open_api: false },
    }
    expect(readFrontMatter(`${frontMatter(fields)}# Body\n\ntext\n`)).toEqual({ fields, body: '# Body\n\ntext\n' })
  })

  it('refuses a file without a block, an unclosed block and a line of another shape, naming the line', () => {
    expect(() => readFrontMatter('# no block')).toThrow(FrontMatterUnreadable)
    expect(() => readFrontMatter('---\ntitle: "T"\n')).toThrow(/never closed/)
    expect(() => readFrontMatter('---\ntitle: "T"\nslug: bare words\n---\n')).toThrow(/line 3: slug: bare words/)
  })
})
