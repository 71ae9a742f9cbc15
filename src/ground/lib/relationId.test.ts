import { expect, it } from 'vitest'

import { relationId } from './relationId'

it('reads the id of a relation given as an id or as the related document, and null for anything else', () => {
  expect(relationId(7)).toBe(7)
  expect(relationId({ id: 7, title: 'x' })).toBe(7)
  expect(relationId(null)).toBeNull()
  expect(relationId(undefined)).toBeNull()
  expect(relationId({ id: '7' })).toBeNull()
  expect(relationId('7')).toBeNull()
})
