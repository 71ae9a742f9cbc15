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
 * TEST_CPU_REPORT=<file>: each app test file's own process appends its CPU time (user and system, in ms) and its name
 * to that file when it ends, to find where the suite's time goes (docs/testing.md). A fork runs one app file, so the
 * process's whole usage is the file's; unit files share a process and are not reported.
 */
const cpuReport = process.env.TEST_CPU_REPORT
if (cpuReport) {
  const { afterAll, expect } = await import('vitest')
  const { appendFileSync } = await import('node:fs')
  let file: string | undefined
  afterEach(() => {
    file ??= expect.getState().testPath
  })
  afterAll(() => {
    if (!file?.includes('/tests/')) return
    const { user, system } = process.cpuUsage()
    appendFileSync(cpuReport, `${Math.round((user + system) / 1000)} ${file.slice(file.indexOf('/tests/') + 1)}\n`)
  })
}
