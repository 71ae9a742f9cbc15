/**
 * Waits for `work` at most `graceMs`: how a stopping process gives what it has in hand its grace period
 * (SHUTDOWN_GRACE_SECONDS) and no more. The timer does not hold the process.
 */
export async function withinGrace(work: Promise<unknown>, graceMs: number): Promise<'finished' | 'grace-passed'> {
  let timer: NodeJS.Timeout | undefined
  const passed = new Promise<'grace-passed'>((resolve) => {
    timer = setTimeout(() => resolve('grace-passed'), graceMs)
    timer.unref()
  })
  try {
    return await Promise.race([work.then(() => 'finished' as const), passed])
  } finally {
    clearTimeout(timer)
  }
}
