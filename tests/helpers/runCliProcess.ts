import { execFile } from 'node:child_process'
import path from 'node:path'

import { appEnv } from './testEnv'

const root = path.resolve(import.meta.dirname, '../..')

export interface CliResult {
  code: number
  stdout: string
  stderr: string
}

/** `npm run cli -- <args>` as a child process, the way an operator runs it. */
export function runCliProcess(args: string[], env: Record<string, string>): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(
      path.join(root, 'node_modules/.bin/node'),
      ['--import', 'tsx', 'scripts/cli.ts', ...args],
      {
        cwd: root,
        env: { ...appEnv(env), PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' },
        timeout: 240_000,
      },
      (error: (Error & { code?: unknown }) | null, stdout: string, stderr: string) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0
        resolve({ code, stdout, stderr })
      },
    )
  })
}
