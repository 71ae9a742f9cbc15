import { execFile } from 'node:child_process'
import path from 'node:path'

import { appEnv } from './testEnv'

const root = path.resolve(import.meta.dirname, '../..')

export interface CliResult {
  code: number
  stdout: string
  stderr: string
}

/** Loading Payload alone takes seconds per process on a busy machine, and `seed` renders dozens of images. */
const CLI_LIMIT_MS = 240_000

/**
 * `npm run cli -- <args>` as a child process, the way an operator runs it. The limit only catches a hung process; the
 * global setup gives more, since its commands share the cores with `next build`.
 */
export function runCliProcess(
  args: string[],
  env: Record<string, string>,
  { limitMs = CLI_LIMIT_MS } = {},
): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(
      path.join(root, 'node_modules/.bin/node'),
      // What `npm run cli` runs: the CLI bundle, which the global setup makes first, or the sources when it is stale.
      ['scripts/launchCli.mjs', ...args],
      {
        cwd: root,
        env: { ...appEnv(env), PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' },
        timeout: limitMs,
      },
      (error: (Error & { code?: unknown; killed?: boolean }) | null, stdout: string, stderr: string) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0
        const stopped = error?.killed
          ? `\n(npm run cli -- ${args[0]} was stopped after the ${limitMs / 1000} s limit)`
          : ''
        resolve({ code, stdout, stderr: `${stderr}${stopped}` })
      },
    )
  })
}
