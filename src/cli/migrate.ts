import type { CliCommand } from './commands'

/** Migrations run before every command (see runCli); this command exists to do only that. */
export const migrate: CliCommand = {
  name: 'migrate',
  summary: 'Apply pending database migrations',
  async run(_payload, _options, out) {
    out('Migrations are up to date.')
  },
}
