import { expect, it } from 'vitest'

import { coalescedReload } from './coalescedReload'

it('folds the asks that arrive during a reading into one more reading, and keeps going after a failure', async () => {
  let readings = 0
  let release: () => void = () => {}
  const failures: unknown[] = []
  const reload = coalescedReload(
    () => {
      readings += 1
      if (readings === 2) return Promise.reject(new Error('away'))
      return new Promise<void>((resolve) => (release = resolve))
    },
    (error) => failures.push(error),
  )
  const first = reload()
  const asks = [reload(), reload(), reload()]
  expect(asks.every((ask) => ask === first)).toBe(true)
  release()
  await first
  // One reading, then one more for the three asks (which failed), and none overlapped.
  expect(readings).toBe(2)
  expect(failures).toHaveLength(1)
  const next = reload()
  release()
  await next
  expect(readings).toBe(3)
})
