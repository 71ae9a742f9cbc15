import { describe, expect, it } from 'vitest'

import { recipientsOf } from './recipients'

describe('recipientsOf', () => {
  it('names the roles that review for a submission, leaving out the actor', () => {
    expect(recipientsOf({ kind: 'submitted_for_review', articleId: 1, actorId: 7 })).toEqual({
      roles: ['editor', 'admin'],
      except: 7,
    })
  })

  it('names each person once and never the actor, whatever the kind', () => {
    expect(
      recipientsOf({ kind: 'mentioned', articleId: 1, actorId: 2, noteId: 3, mentionedIds: [4, 2, 4, 5] }),
    ).toEqual({ ids: [4, 5], except: 2 })
    expect(recipientsOf({ kind: 'assigned', articleId: 1, actorId: 4, assigneeId: 4 })).toEqual({ ids: [], except: 4 })
    expect(recipientsOf({ kind: 'published', articleId: 1, actorId: null, writerId: 9 })).toEqual({
      ids: [9],
      except: null,
    })
    expect(recipientsOf({ kind: 'sent_back', articleId: 1, actorId: 2, note: 'x', writerId: null })).toEqual({
      ids: [],
      except: 2,
    })
  })
})
