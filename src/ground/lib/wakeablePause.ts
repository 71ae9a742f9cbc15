/**
 * The pause between two polls of a worker's loop, which `wake` ends early (on stop, say).
 *
 * Its timer holds the process open: a worker process (`npm run worker`) has nothing else to — when PostgreSQL
 * restarts, its pool's idle connections close, and a process whose only pending timer is unreferenced simply ends,
 * with exit code 0 and no word (issue 47). A woken pause clears its timer, so a stopped loop holds nothing.
 */
export interface WakeablePause {
  /** Resolves after `ms`, or when woken. */
  pause(ms: number): Promise<void>
  /** Ends the pause in progress, if any. */
  wake(): void
}

export function wakeablePause(): WakeablePause {
  let current: { timer: NodeJS.Timeout; resolve: () => void } | undefined
  return {
    pause: (ms) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          current = undefined
          resolve()
        }, ms)
        current = { timer, resolve }
      }),
    wake() {
      if (!current) return
      clearTimeout(current.timer)
      current.resolve()
      current = undefined
    },
  }
}
