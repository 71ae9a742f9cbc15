/**
 * A wait for a condition where `expect.poll` and `vi.waitFor` cannot run: the global setup (tests/setup/), which is
 * not a test, and helpers it shares with tests. In a test, use `expect.poll`.
 *
 * It looks at `check` until it holds, and rejects, saying `what` it waited for, after `limitMs`. The pause between
 * two looks is the only timer here: nothing is waited for that long unless the condition is still false, and no
 * result depends on it (tests/static/noFixedWaits.test.ts allows this file for that reason alone).
 */
import { setTimeout as pause } from 'node:timers/promises'

export async function until(
  check: () => boolean | Promise<boolean>,
  { limitMs, what, everyMs = 100 }: { limitMs: number; what: () => string | Promise<string>; everyMs?: number },
): Promise<void> {
  const deadline = Date.now() + limitMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${await what()} after ${limitMs / 1000} s`)
    await pause(everyMs)
  }
}
