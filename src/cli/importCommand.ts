/**
 * What `import:wordpress` and `import:ghost` share (docs/importing.md): the options, the PMS map read, the progress
 * (a bar with counts and an ETA on a terminal, a plain line every PLAIN_EVERY posts otherwise) and the report: counts,
 * then every post skipped, refused or imported with a warning, each with its title and source id. Running it needs
 * access to the server and its database: an admin's step (docs/decisions/065-importers.md).
 */
import { SingleBar } from 'cli-progress'

import type { ImportReport, ListedPost } from '../features/importing/runImport'
import type { SourceKind } from '../features/importing/sourcePost'
import { type CliCommand, CliUsageError } from './commands'

const PLAIN_EVERY = 100

export const importOptions = (fileValue: string): NonNullable<CliCommand['options']> => ({
  file: { value: fileValue, description: 'the export file' },
  'pms-map': {
    value: 'file',
    description: 'category or tag slug → PMS slug, as JSON ({"slug": "pms"}) or lines ("slug pms")',
    optional: true,
  },
  'default-pms': { value: 'slug', description: 'the PMS of a post no rule of the map gives one', optional: true },
  'old-site': { value: 'url', description: "the old site's address (https://blog.example.com)", optional: true },
  'dry-run': { value: '', description: 'read the file and say what would happen, writing nothing', flag: true },
})

function listed(title: string, posts: ListedPost[], out: (line: string) => void) {
  if (posts.length === 0) return
  out('')
  out(`${title} (${posts.length}):`)
  for (const post of posts) out(`  - "${post.title}" [${post.key}]: ${post.reason}`)
}

function printReport(report: ImportReport, dryRun: boolean, out: (line: string) => void) {
  const { created, updated, unchanged } = report.outcomes
  const verbs = dryRun ? ['would create', 'would update'] : ['created', 'updated']
  out(
    `${report.total} posts read: ${created} ${verbs[0]}, ${updated} ${verbs[1]}, ${unchanged} unchanged, ` +
      `${report.skipped.length} skipped, ${report.failed.length} refused.`,
  )
  const others = [...report.otherItems].map(([type, count]) => `${count} × ${type || 'untyped'}`)
  if (others.length > 0) out(`Not posts, not imported: ${others.join(', ')}.`)
  listed('Skipped', report.skipped, out)
  listed('Refused (nothing of them was written)', report.failed, out)
  listed('Imported with warnings', report.warnings, out)
  if (dryRun) out('\nDry run: nothing was written.')
}

export async function runImportCommand(
  source: SourceKind,
  payload: Parameters<CliCommand['run']>[0],
  options: Record<string, string>,
  out: (line: string) => void,
) {
  const [{ runImport }, { readPmsMap }, { SourceFileRefused }, { recordImportRedirects }] = await Promise.all([
    import('../features/importing/runImport'),
    import('../features/importing/pmsMap'),
    import('../features/importing/sourcePost'),
    import('../features/importing/importRedirects'),
  ])
  const oldSite = options['old-site'] ?? null
  if (oldSite !== null && !/^https?:\/\/[^/]+/.test(oldSite))
    throw new CliUsageError('--old-site must be an http(s) URL such as https://blog.example.com')
  const bar = process.stdout.isTTY
    ? new SingleBar({ format: ' {bar} {value}/{total} posts | ETA {eta_formatted}', hideCursor: true })
    : null
  try {
    const report = await runImport(payload, {
      source,
      file: options.file!,
      pmsMap: options['pms-map'] ? await readPmsMap(options['pms-map']) : new Map(),
      defaultPms: options['default-pms'] ?? null,
      oldSite,
      dryRun: options['dry-run'] === 'true',
      recordRedirects: recordImportRedirects,
      onProgress: ({ done, total }) => {
        if (bar) {
          if (done === 1) bar.start(total, 0)
          bar.update(done)
        } else if (done % PLAIN_EVERY === 0 || done === total) out(`${done} of ${total} posts…`)
      },
    })
    bar?.stop()
    printReport(report, options['dry-run'] === 'true', out)
  } catch (error) {
    bar?.stop()
    if (error instanceof SourceFileRefused || (error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new CliUsageError((error as Error).message)
    throw error
  }
}
