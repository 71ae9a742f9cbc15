import { describe, expect, it } from 'vitest'

import { mayChangeStatus, STATUS_CHANGES, type StatusChange, SUBSCRIBER_STATUSES } from './statusChanges'

/** Every move each change may make, as `from > to`. */
function movesOf(change: StatusChange): string[] {
  const moves: string[] = []
  for (const from of SUBSCRIBER_STATUSES)
    for (const to of SUBSCRIBER_STATUSES) if (mayChangeStatus(change, from, to)) moves.push(`${from} > ${to}`)
  return moves
}

describe('who may move a subscriber to which status', () => {
  it('confirms only by the confirmation link, and only someone pending', () => {
    const changes = Object.keys(STATUS_CHANGES) as StatusChange[]
    const confirming = changes.filter((change) => movesOf(change).some((move) => move.endsWith('> confirmed')))
    expect(confirming).toEqual(['confirmation'])
    expect(movesOf('confirmation')).toEqual(['pending > confirmed'])
  })

  it('brings an unsubscribed or bounced address back only as pending, by a new request; a confirmed one stays', () => {
    expect(movesOf('request')).toEqual(['pending > pending', 'unsubscribed > pending', 'bounced > pending'])
  })

  it('lets the cockpit and the one-click link only unsubscribe, and a bounce only end a confirmed subscription', () => {
    const leaving = ['pending > unsubscribed', 'confirmed > unsubscribed', 'bounced > unsubscribed']
    expect(movesOf('cockpit')).toEqual(leaving)
    expect(movesOf('oneClick')).toEqual(leaving)
    expect(movesOf('bounce')).toEqual(['confirmed > bounced'])
  })
})
