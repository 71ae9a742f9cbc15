import { CliUsageError, type CliCommand } from './commands'

/**
 * `import:pms-news --from <dir>`: a full export read back (docs/export-format.md). A file that cannot be imported is
 * listed and the rest goes on; the run then ends non-zero, so that a script notices.
 */
export const importPmsNews: CliCommand = {
  name: 'import:pms-news',
  summary: 'Import a full export of PMS News (the directory `export --to` wrote); safe to run again',
  options: { from: { value: 'dir', description: 'The directory of the export' } },
  async run(payload, options, out) {
    const [{ importSite }, { ExportRefused }] = await Promise.all([
      import('../features/siteExport/importSite'),
      import('../features/siteExport/readManifest'),
    ])
    let report
    try {
      report = await importSite(payload, options.from!, out)
    } catch (error) {
      if (error instanceof ExportRefused) throw new CliUsageError(`${error.message}. Nothing was imported.`)
      throw error
    }
    out(`Imported: ${report.created} created, ${report.updated} updated, ${report.unchanged} unchanged.`)
    if (report.problems.length > 0) {
      for (const { file, reason } of report.problems) out(`not imported: ${file}: ${reason}`)
      throw new CliUsageError(`${report.problems.length} files were not imported (listed above)`)
    }
  },
}
