import { afterEach, expect, it, vi } from 'vitest'

import * as original from './keptUntilContentChanges'
import { forgetKeptContent, keepWhileHeard, keptUntilContentChanges } from './keptUntilContentChanges'

/** A load that counts its readings and resolves each when told. */
function countedLoad() {
  const pending: Array<(value: string) => void> = []
  let readings = 0
  return {
    load: () => {
      readings += 1
      return new Promise<string>((resolve) => pending.push(resolve))
    },
    readings: () => readings,
    finish: (value: string) => pending.shift()!(value),
  }
}

let heard = true
afterEach(() => {
  heard = true
  keepWhileHeard(() => false)
})

it('reads every time in a process that does not hear changes', async () => {
  keepWhileHeard(() => false)
  const reads = countedLoad()
  const first = keptUntilContentChanges('options', reads.load)
  const second = keptUntilContentChanges('options', reads.load)
  reads.finish('a')
  reads.finish('b')
  expect([await first, await second]).toEqual(['a', 'b'])
  expect(reads.readings()).toBe(2)
})

it('reads once for every asker while changes are heard, until one is', async () => {
  keepWhileHeard(() => heard)
  const reads = countedLoad()
  const asking = [keptUntilContentChanges('options', reads.load), keptUntilContentChanges('options', reads.load)]
  reads.finish('before')
  expect(await Promise.all(asking)).toEqual(['before', 'before'])
  expect(await keptUntilContentChanges('options', reads.load)).toBe('before')
  expect(reads.readings()).toBe(1)

  forgetKeptContent()
  const after = keptUntilContentChanges('options', reads.load)
  reads.finish('after')
  expect(await after).toBe('after')
  expect(reads.readings()).toBe(2)
})

it('keeps each key apart', async () => {
  keepWhileHeard(() => heard)
  const reads = countedLoad()
  const tags = keptUntilContentChanges('tags', reads.load)
  const pmses = keptUntilContentChanges('pmses', reads.load)
  reads.finish('t')
  reads.finish('p')
  expect([await tags, await pmses]).toEqual(['t', 'p'])
})

it('does not keep a reading that began before a change: later askers read again', async () => {
  keepWhileHeard(() => heard)
  const reads = countedLoad()
  const early = keptUntilContentChanges('options', reads.load)
  forgetKeptContent()
  const late = keptUntilContentChanges('options', reads.load)
  reads.finish('old')
  reads.finish('new')
  expect([await early, await late]).toEqual(['old', 'new'])
  expect(await keptUntilContentChanges('options', reads.load)).toBe('new')
  expect(reads.readings()).toBe(2)
})

it('forgets everything once changes are no longer heard, and reads again', async () => {
  keepWhileHeard(() => heard)
  const reads = countedLoad()
  const first = keptUntilContentChanges('options', reads.load)
  reads.finish('kept')
  await first
  heard = false
  const unheard = keptUntilContentChanges('options', reads.load)
  reads.finish('read')
  expect(await unheard).toBe('read')
  heard = true
  const again = keptUntilContentChanges('options', reads.load)
  reads.finish('fresh')
  expect(await again).toBe('fresh')
  expect(reads.readings()).toBe(3)
})

it('does not keep a failed reading', async () => {
  keepWhileHeard(() => heard)
  let readings = 0
  const failing = () => {
    readings += 1
    return Promise.reject(new Error('connection lost'))
  }
  await expect(keptUntilContentChanges('options', failing)).rejects.toThrow('connection lost')
  await expect(keptUntilContentChanges('options', failing)).rejects.toThrow('connection lost')
  expect(readings).toBe(2)
})

it('is one state for every copy of the module, as Next bundles its own beside the server', async () => {
  keepWhileHeard(() => heard)
  const reads = countedLoad()
  const kept = keptUntilContentChanges('options', reads.load)
  reads.finish('shared')
  await kept
  // Another copy of the module, as Next's compiled pages hold one.
  vi.resetModules()
  const copy = await import('./keptUntilContentChanges')
  expect(copy).not.toBe(original)
  expect(await copy.keptUntilContentChanges('options', reads.load)).toBe('shared')
  copy.forgetKeptContent()
  const after = keptUntilContentChanges('options', reads.load)
  reads.finish('after')
  expect(await after).toBe('after')
})
