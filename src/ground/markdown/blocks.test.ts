import { describe, expect, it } from 'vitest'

import { escapeInline, link, table } from './blocks'

describe('markdown blocks', () => {
  it('keeps text on one line, whatever line breaks it carries, CR included', () => {
    expect(escapeInline('Title\r# Injected\nheading')).toBe('Title \\# Injected heading')
  })

  it('cannot be broken out of a link, its destination or a table cell', () => {
    expect(link('a](https://evil.example)', 'https://ex.com/a)[x](https://evil.example)')).toBe(
      '[a\\](https://evil.example)](https://ex.com/a%29[x]%28https://evil.example%29)',
    )
    expect(table(['A'], [[escapeInline('x | y')]])).toBe('| A |\n| --- |\n| x \\| y |')
  })
})
