import { describe, expect, it } from 'vitest'

import { TagClock } from './tagClock'

describe('TagClock', () => {
  it('tells a response begun before a change to one of its tags from one begun after', () => {
    const clock = new TagClock(5000)
    const before = clock.now()
    clock.invalidate(['article:p/a'])
    expect(clock.changedSince(['article:p/a', 'articles'], before)).toBe(true)
    expect(clock.changedSince(['article:p/b', 'articles'], before)).toBe(false)
    expect(clock.changedSince(['article:p/a'], clock.now())).toBe(false)
    clock.invalidate(['*'])
    expect(clock.changedSince(['anything'], before)).toBe(true)
  })

  it('suspends only the tags of a write, until that write is heard or its time is up', () => {
    const clock = new TagClock(5000)
    clock.suspend('w1', ['home'], 0)
    clock.suspend('w2', ['feed'], 0)
    expect([clock.suspended(['home'], 1), clock.suspended(['feed'], 1), clock.suspended(['search'], 1)]).toEqual([
      true,
      true,
      false,
    ])
    clock.resume('w1')
    expect([clock.suspended(['home'], 1), clock.suspended(['feed'], 1)]).toEqual([false, true])
    expect(clock.suspended(['feed'], 5000)).toBe(false)
  })

  it('folds the oldest of too many remembered tags into a floor that counts as a change of every tag', () => {
    const clock = new TagClock(5000)
    const start = clock.now()
    for (let i = 0; i <= 10_000; i += 1) clock.invalidate([`article:p/${i}`])
    expect(clock.changedSince(['never-changed'], start)).toBe(true)
    expect(clock.changedSince(['never-changed'], clock.now())).toBe(false)
  })
})
