import { spawnSync } from 'node:child_process'
import path from 'node:path'

import { describe, expect, it, vi } from 'vitest'

import { wakeablePause } from './wakeablePause'

describe('wakeablePause', () => {
  it('ends a pause early when woken, and leaves no timer behind', async () => {
    vi.useFakeTimers()
    try {
      const { pause, wake } = wakeablePause()
      const paused = pause(60_000)
      expect(vi.getTimerCount()).toBe(1)
      wake()
      await paused
      expect(vi.getTimerCount()).toBe(0)
    } finally {
      vi.useRealTimers()
    }
  })

  it('holds a process open while it pauses, with nothing else to hold it (a worker whose database went away)', () => {
    const script = `import { wakeablePause } from ${JSON.stringify(path.join(import.meta.dirname, 'wakeablePause.ts'))}
      const { pause } = wakeablePause()
      await pause(300)
      process.stdout.write('paused to the end')`
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
    })
    expect(run.stdout).toBe('paused to the end')
  })
})
