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
 * TEST_CPU_REPORT=<file>: each app test file appends to that file, when it ends, the CPU time (user and system, in ms)
 * its own process spent from this set-up on, then the CPU time of the processes it started and waited for (its servers,
 * workers, CLI commands and browsers, once they have exited: the file's teardown runs before this hook), its process id
 * and its name: where the suite's time goes (docs/testing.md). Unit and static files share a process and are not reported.
 */
const cpuReport = process.env.TEST_CPU_REPORT
if (cpuReport) {
  const { afterAll, expect } = await import('vitest')
  const { appendFileSync, readFileSync } = await import('node:fs')
  /** cutime + cstime of /proc/self/stat, in ms (clock ticks of 10 ms): the CPU of the children this process reaped. */
  const childrenCpuMs = () => {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ')
    return (Number(fields[13]) + Number(fields[14])) * 10
  }
  const started = process.cpuUsage()
  const childrenStarted = childrenCpuMs()
  let file: string | undefined
  afterEach(() => {
    file ??= expect.getState().testPath
  })
  afterAll(() => {
    if (!file?.includes('/tests/') || file.includes('/tests/static/')) return
    const { user, system } = process.cpuUsage(started)
    const name = file.slice(file.indexOf('/tests/') + 1)
    const own = Math.round((user + system) / 1000)
    appendFileSync(cpuReport, `${own} ${childrenCpuMs() - childrenStarted} ${process.pid} ${name}\n`)
  })
}
