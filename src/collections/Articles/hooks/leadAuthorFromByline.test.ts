import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import type { Article } from '../../../content/payload-types'
import { leadAuthorFromByline } from './leadAuthorFromByline'

const run = (data: Partial<Article>, originalDoc?: Partial<Article>) =>
  leadAuthorFromByline({
    data,
    originalDoc: originalDoc as Article | undefined,
    operation: originalDoc ? 'update' : 'create',
    collection: {} as never,
    context: {},
    req: {} as PayloadRequest,
  })

describe('leadAuthorFromByline', () => {
  it('makes the first of the byline the lead author', () => {
    expect(run({ authors: [4, 2] })).toMatchObject({ author: 4, authors: [4, 2] })
    expect(run({ authors: [2, 4], author: 4 }, { authors: [4, 2], author: 4 })).toMatchObject({ author: 2 })
  })

  it('gives an author alone, new or changed, a byline of one', () => {
    expect(run({ author: 7 })).toMatchObject({ author: 7, authors: [7] })
    expect(run({ author: 7 }, { author: 3, authors: [3, 5] })).toMatchObject({ authors: [7] })
    // Payload may hand over the stored list beside the changed lead: the lead that changed wins.
    expect(run({ author: 7, authors: [3, 5] }, { author: 3, authors: [3, 5] })).toMatchObject({ authors: [7] })
  })

  it('keeps a byline nobody changed as it is', () => {
    expect(run({ author: 3, authors: [3, 5] }, { author: 3, authors: [3, 5] })).toMatchObject({
      author: 3,
      authors: [3, 5],
    })
  })
})
