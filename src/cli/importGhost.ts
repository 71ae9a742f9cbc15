import type { CliCommand } from './commands'
import { importOptions, runImportCommand } from './importCommand'

export const importGhost: CliCommand = {
  name: 'import:ghost',
  summary: 'Import the posts of a Ghost export (JSON) as articles, with their images and redirects',
  options: importOptions('export.json'),
  run: (payload, options, out) => runImportCommand('ghost', payload, options, out),
}
