import { expect, it } from 'vitest'

import { withoutControlCharacters } from './withoutControlCharacters'

it('drops NUL and the other control characters, keeping tabs, line breaks and every printable character', () => {
  expect(withoutControlCharacters('a\u0000b\u0001c\u001bd\u007fe\tf\ng\r\nh é ✓')).toBe('abcde\tf\ng\r\nh é ✓')
  expect(withoutControlCharacters(null)).toBeNull()
})
