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
  /** Options, each taking a value (`--name <value>`) unless a flag; the usage line is written from them. */
  options?: Record<string, CliOption>
  /** Migrations are applied before the command runs unless this is false. */
  needsMigratedDatabase?: boolean
  /**
   * `options` holds each given option's value, trimmed: runCli has refused a run that lacks a required one, so only
   * an optional one can be absent.
   */
  run(payload: Payload, options: Record<string, string>, out: (line: string) => void): Promise<void>
}

interface CliOption {
  /** What stands for the value in the usage line: `--name <value>`. */
  value: string
  description: string
  /** Shown in brackets in the usage line; the command decides what leaving it out means. Others are required. */
  optional?: true
  /** Takes no value (`--dry-run`): the command sees "true" when it is given, nothing when not. Always optional. */
  flag?: true
}

/** `users:create --email <email> … [--name <name>]`. */
export function usageOf(command: CliCommand): string {
  const options = Object.entries(command.options ?? {}).map(([name, option]) => {
    const usage = option.flag ? `--${name}` : `--${name} <${option.value}>`
    return option.optional || option.flag ? `[${usage}]` : usage
  })
  return [command.name, ...options].join(' ')
}

/** The options' values, trimmed, or the reason the run is refused: a required option missing or empty. */
export function optionValues(
  command: CliCommand,
  parsed: Record<string, string | boolean | undefined>,
): Record<string, string> {
  const values: Record<string, string> = {}
  for (const [name, option] of Object.entries(command.options ?? {})) {
    if (option.flag) {
      if (parsed[name] === true) values[name] = 'true'
      continue
    }
    const value = typeof parsed[name] === 'string' ? parsed[name].trim() : ''
    if (value === '' && !option.optional) throw new CliUsageError(`--${name} is required`)
    if (value !== '') values[name] = value
  }
  return values
}
