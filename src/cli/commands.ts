/**
 * The operator CLI (`npm run cli -- <command>`). Each command validates its options before touching the database
 * and exits non-zero with a one-line reason on bad input.
 */
import type { Payload } from 'payload'

export class CliUsageError extends Error {
  readonly code = 'cli_usage'
}

export interface CliCommand {
  name: string
  summary: string
  usage: string
  /** Option names and whether they take a value. */
  options: Record<string, { type: 'string' | 'boolean'; description: string }>
  /** Migrations are applied before the command runs unless this is false. */
  needsMigratedDatabase?: boolean
  run(payload: Payload, options: Record<string, string | boolean | undefined>, out: (line: string) => void): Promise<void>
}

export function requireOption(options: Record<string, string | boolean | undefined>, name: string): string {
  const value = options[name]
  if (typeof value !== 'string' || value.trim() === '') throw new CliUsageError(`--${name} is required`)
  return value.trim()
}
