import { describe, expect, it } from 'vitest'

import { csvField, csvRow } from './csv'

describe('csvRow', () => {
  it('quotes only what needs quoting and ends rows with CRLF', () => {
    expect(csvRow(['a@example.com', '2026-11-22T10:00:00.000Z', null])).toBe(
      'a@example.com,2026-11-22T10:00:00.000Z,\r\n',
    )
    expect(csvField('say "hi", twice')).toBe('"say ""hi"", twice"')
    expect(csvField('two\nlines')).toBe('"two\nlines"')
  })

  it('defuses fields a spreadsheet would run as formulas', () => {
    expect(csvField('=HYPERLINK("http://evil")@example.com')).toBe('"\'=HYPERLINK(""http://evil"")@example.com"')
    expect(csvField('+1@example.com')).toBe("'+1@example.com")
    expect(csvField('-x@example.com')).toBe("'-x@example.com")
    expect(csvField('@x')).toBe("'@x")
  })
})
