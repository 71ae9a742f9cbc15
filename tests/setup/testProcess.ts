import { afterEach, vi } from 'vitest'

// Vitest copies Vite's `BASE_URL` ("/") into process.env; the app's BASE_URL means the public site address.
delete process.env.BASE_URL

/** An unexpected console.error is a failure (STYLE.md practice 8); a test expecting one spies on it itself. */
const spy = vi.spyOn(console, 'error')

afterEach(() => {
  const calls = spy.mock.calls.slice()
  spy.mockClear()
  if (calls.length > 0) {
    throw new Error(`Unexpected console.error:\n${calls.map((args) => args.map(String).join(' ')).join('\n')}`)
  }
})

/**
 * TEST_CPU_REPORT=<file>: each app test file appends the CPU time (user and system, in ms) its own process spent from
 * this set-up to its end, its process id and its name to that file, to find where the suite's time goes
 * (docs/testing.md). The servers, workers and browsers a file starts are processes of their own, not counted here;
 * unit files share a process and are not reported.
 */
const cpuReport = process.env.TEST_CPU_REPORT
if (cpuReport) {
  const { afterAll, expect } = await import('vitest')
  const { appendFileSync } = await import('node:fs')
  const started = process.cpuUsage()
  let file: string | undefined
  afterEach(() => {
    file ??= expect.getState().testPath
  })
  afterAll(() => {
    if (!file?.includes('/tests/')) return
    const { user, system } = process.cpuUsage(started)
    const name = file.slice(file.indexOf('/tests/') + 1)
    appendFileSync(cpuReport, `${Math.round((user + system) / 1000)} ${process.pid} ${name}\n`)
  })
}
