import { CliUsageError, type CliCommand } from './commands'

/** `export --to <dir>`: the full export (docs/export-format.md) into a new or empty directory. */
export const exportSite: CliCommand = {
  name: 'export',
  summary: 'Export every article, PMS, comparison, glossary term, PR link, author, category and image into a directory',
  options: { to: { value: 'dir', description: 'A new or empty directory to write the export into' } },
  async run(payload, options, out) {
    // Loaded here: the export reads the media store's settings, which runCli's importers set only now.
    const { exportSite: writeExport, ExportTargetNotEmpty } = await import('../features/siteExport/exportSite')
    try {
      const { counts, missingMedia } = await writeExport(payload, options.to!, out)
      for (const file of missingMedia) out(`not exported: media/${file} (the media store has no such file)`)
      out(
        `Exported to ${options.to}: ${Object.entries(counts)
          .map(([name, count]) => `${count} ${name}`)
          .join(', ')}.`,
      )
    } catch (error) {
      if (error instanceof ExportTargetNotEmpty) throw new CliUsageError(error.message)
      throw error
    }
  },
}
