import type { CliCommand } from './commands'
import { importOptions, runImportCommand } from './importCommand'

export const importWordpress: CliCommand = {
  name: 'import:wordpress',
  summary: 'Import the posts of a WordPress export (WXR) as articles, with their images and redirects',
  options: importOptions('export.xml'),
  run: (payload, options, out) => runImportCommand('wordpress', payload, options, out),
}
