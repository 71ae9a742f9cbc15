/**
 * The bundle's comments are made Latin-1 and nothing else is touched (scripts/latin1Comments.ts): a module's source
 * then takes one byte a character in V8's heap, and every position a source map names stays where it was.
 */
import { describe, expect, it } from 'vitest'

import { latin1Comments } from '../../scripts/latin1Comments'

const isLatin1 = (text: string) => [...text].every((character) => character.charCodeAt(0) <= 0xff)

describe('latin1Comments', () => {
  it('replaces what is past Latin-1 in line and block comments, one ? per UTF-16 unit', () => {
    const source = '// a dash \u2014 here\nconst a = 1 /* \u2026 and \u{1F600} */\n/** caf\u00e9 */ export { a }\n'
    const mended = latin1Comments(source)
    expect(mended).toBe('// a dash ? here\nconst a = 1 /* ? and ?? */\n/** caf\u00e9 */ export { a }\n')
    expect(mended).toHaveLength(source.length)
    expect(isLatin1(mended)).toBe(true)
  })

  it('leaves strings, templates and regular expressions as written, and a file with no such character alone', () => {
    const source = 'const quote = /[\u201c\u201d]/\nconst s = "\u2014" + `\u2026` // \u2014\n'
    expect(latin1Comments(source)).toBe('const quote = /[\u201c\u201d]/\nconst s = "\u2014" + `\u2026` // ?\n')
    const plain = 'export const a = 1 // plain\n'
    expect(latin1Comments(plain)).toBe(plain)
  })
})
