/** What a child process writes, collected as it comes, and a wait for a given line that needs no polling. */
import type { ChildProcessByStdio } from 'node:child_process'
import type { Readable } from 'node:stream'

export type PipedChild = ChildProcessByStdio<null, Readable, Readable>

export interface ChildOutput {
  /** Everything written to stdout and stderr so far. */
  text(): string
  /** Resolves once `marker` has been written; rejects, with the output, when the process exits first or `limitMs` passes (then kills it). */
  waitFor(marker: string, limitMs: number, what: string): Promise<void>
}

export function outputOf(child: PipedChild): ChildOutput {
  let output = ''
  const collect = (chunk: Buffer) => (output += chunk.toString())
  child.stdout.on('data', collect)
  child.stderr.on('data', collect)
  return {
    text: () => output,
    waitFor(marker, limitMs, what) {
      return new Promise((resolve, reject) => {
        const settle = (error?: Error) => {
          clearTimeout(timer)
          child.stdout.off('data', check)
          child.stderr.off('data', check)
          child.off('exit', onExit)
          if (error) reject(error)
          else resolve()
        }
        const check = () => {
          if (output.includes(marker)) settle()
        }
        const onExit = (code: number | null, signal: NodeJS.Signals | null) =>
          settle(new Error(`${what} exited with ${code ?? signal} before it was ready:\n${output}`))
        const timer = setTimeout(() => {
          child.kill('SIGKILL')
          settle(new Error(`${what} was not ready within ${limitMs / 1000} s:\n${output}`))
        }, limitMs)
        child.stdout.on('data', check)
        child.stderr.on('data', check)
        child.once('exit', onExit)
        check()
      })
    },
  }
}
