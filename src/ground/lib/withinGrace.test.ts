import { describe, expect, it } from 'vitest'

import { withinGrace } from './withinGrace'

describe('withinGrace', () => {
  it('says the work finished when it does within the grace', async () => {
    expect(await withinGrace(Promise.resolve(), 60_000)).toBe('finished')
  })

  it('stops waiting when the grace passes, and leaves the work to itself', async () => {
    let finish: () => void = () => undefined
    const work = new Promise<void>((resolve) => (finish = resolve))
    expect(await withinGrace(work, 1)).toBe('grace-passed')
    finish()
    await work
  })

  it('passes on a failure of the work', async () => {
    await expect(withinGrace(Promise.reject(new Error('lost the database')), 60_000)).rejects.toThrow(
      'lost the database',
    )
  })
})
