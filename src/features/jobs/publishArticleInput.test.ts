import { describe, expect, it } from 'vitest'

import { publishArticleInput } from './publishArticleInput'

describe('publishArticleInput', () => {
  it("reads a publishing job's stored input back as the workflow's input", () => {
    expect(publishArticleInput({ articleId: 7, reason: 'edited' })).toEqual({ articleId: 7, reason: 'edited' })
    expect(publishArticleInput({ articleId: 7, reason: 'scheduled', extra: 1 })).toEqual({
      articleId: 7,
      reason: 'scheduled',
    })
  })

  it('answers null for stored JSON the workflow cannot take', () => {
    expect(publishArticleInput(null)).toBeNull()
    expect(publishArticleInput([7, 'edited'])).toBeNull()
    expect(publishArticleInput('7')).toBeNull()
    expect(publishArticleInput({ articleId: '7', reason: 'edited' })).toBeNull()
    expect(publishArticleInput({ articleId: 7, reason: 'deleted' })).toBeNull()
    expect(publishArticleInput({ articleId: 7, reason: 'toString' })).toBeNull()
    expect(publishArticleInput({ articleId: 7 })).toBeNull()
  })
})
