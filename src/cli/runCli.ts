import { parseArgs } from 'node:util'

import { articlesRenderBodies } from './articlesRenderBodies'
import { CliUsageError, type CliCommand, optionValues, usageOf } from './commands'
import { exportSite } from './exportSite'
import { importGhost } from './importGhost'
import { importPmsNews } from './importPmsNews'
import { importWordpress } from './importWordpress'
import { migrate } from './migrate'
import { mediaMigrateToS3 } from './mediaMigrateToS3'
import { migrateCreate } from './migrateCreate'
import { newsletterSendDigest } from './newsletterSendDigest'
import { seed } from './seed'
import { tokensCreate } from './tokensCreate'
import { tokensList } from './tokensList'
import { tokensRevoke } from './tokensRevoke'
import { usersCreate } from './usersCreate'
import { usersResetSecondFactor } from './usersResetSecondFactor'
import { webhooksCreate } from './webhooksCreate'

export const COMMANDS: CliCommand[] = [
  usersCreate,
  usersResetSecondFactor,
  tokensCreate,
  tokensList,
  tokensRevoke,
  webhooksCreate,
  newsletterSendDigest,
  articlesRenderBodies,
  importWordpress,
  importGhost,
  mediaMigrateToS3,
  exportSite,
  importPmsNews,
  migrate,
  seed,
  migrateCreate,
]

function helpText(): string {
  const width = Math.max(...COMMANDS.map((command) => command.name.length))
  return [
    'Usage: npm run cli -- <command> [options]',
    '',
    'Commands:',
    ...COMMANDS.map((command) => `  ${command.name.padEnd(width)}  ${command.summary}`),
    '',
    'Run "npm run cli -- <command> --help" for a command\'s options.',
  ].join('\n')
}

function commandHelp(command: CliCommand): string {
  const lines = Object.entries(command.options ?? {}).map(([name, option]) => `  --${name}  ${option.description}`)
  return [
    `Usage: npm run cli -- ${usageOf(command)}`,
    '',
    command.summary,
    ...(lines.length ? ['', ...lines] : []),
  ].join('\n')
}

/** Runs one CLI invocation; returns the process exit code. */
export async function runCli(
  argv: string[],
  out: (line: string) => void,
  err: (line: string) => void,
): Promise<number> {
  const [name, ...rest] = argv
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    out(helpText())
    return name ? 0 : 1
  }
  const command = COMMANDS.find((candidate) => candidate.name === name)
  if (!command) {
    err(`Unknown command "${name}".\n\n${helpText()}`)
    return 1
  }
  const valueOptions = Object.fromEntries(
    Object.entries(command.options ?? {}).map(([name, option]) => [
      name,
      { type: option.flag ? ('boolean' as const) : ('string' as const) },
    ]),
  )
  let values: Record<string, string | boolean | undefined>
  try {
    values = parseArgs({
      args: rest,
      options: { ...valueOptions, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: false,
    }).values
  } catch (error) {
    err(`${(error as Error).message}\n\n${commandHelp(command)}`)
    return 1
  }
  if (values.help) {
    out(commandHelp(command))
    return 0
  }
  let options: Record<string, string>
  try {
    options = optionValues(command, values)
  } catch (error) {
    err(`Error: ${(error as Error).message}\n\n${commandHelp(command)}`)
    return 1
  }

  // Loaded only now: Payload's config and the database driver take seconds to import, which help and refused
  // arguments need not wait for.
  const [{ resolveDatabaseUrl }, { applyMigrations }, { startDatabase }, { withPayload }, { env }] = await Promise.all([
    import('../ground/config/database'),
    import('../features/migrations/migrate'),
    import('../ground/db/startDatabase'),
    import('./withPayload'),
    import('../ground/env'),
  ])
  const database = await startDatabase(env, (line) => err(line))
  try {
    return await withPayload(`cli:${command.name}`, async (payload) => {
      await applyMigrations(payload, resolveDatabaseUrl(env))
      try {
        await command.run(payload, options, out)
        return 0
      } catch (error) {
        if (error instanceof CliUsageError) {
          err(`Error: ${error.message}`)
          return 1
        }
        throw error
      }
    })
  } finally {
    await database.stop()
  }
}
