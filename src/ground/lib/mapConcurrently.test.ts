import { describe, expect, it } from 'vitest'

import { mapConcurrently } from './mapConcurrently'

const tick = () => new Promise((resolve) => setTimeout(resolve, 1))

describe('mapConcurrently', () => {
  it("keeps at most `limit` calls in flight and returns the results in the items' order", async () => {
    let inFlight = 0
    let most = 0
    const results = await mapConcurrently([5, 1, 4, 2, 3], 2, async (item, index) => {
      inFlight += 1
      most = Math.max(most, inFlight)
      for (let i = 0; i < item; i += 1) await tick()
      inFlight -= 1
      return `${index}:${item}`
    })
    expect(results).toEqual(['0:5', '1:1', '2:4', '3:2', '4:3'])
    expect(most).toBe(2)
  })

  it('rejects with the first failure, and maps nothing for no items', async () => {
    await expect(
      mapConcurrently([1, 2, 3], 2, async (item) => (item === 2 ? Promise.reject(new Error('two')) : item)),
    ).rejects.toThrow('two')
    expect(await mapConcurrently([], 4, async () => 1)).toEqual([])
  })
})
