/**
 * The first step of `import:pms-news`: the export's manifest, read and checked before anything is written. Another
 * format, or a version of ours this site does not read, is refused saying which (docs/export-format.md).
 */
import fs from 'node:fs/promises'
import path from 'node:path'

import { EXPORT_FORMAT, EXPORT_FORMAT_VERSION, MANIFEST_FILE, type Manifest, manifestSchema } from './exportFormat'

/** The export cannot be read at all: nothing was written. */
export class ExportRefused extends Error {
  readonly code = 'export_refused'
}

export async function readManifest(dir: string): Promise<Manifest> {
  const stat = await fs.stat(dir).catch(() => null)
  if (!stat?.isDirectory()) throw new ExportRefused(`${dir} is not a directory`)
  const text = await fs.readFile(path.join(dir, MANIFEST_FILE), 'utf8').catch(() => null)
  if (text === null) throw new ExportRefused(`${dir} has no ${MANIFEST_FILE}: it is not a full export of PMS News`)
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new ExportRefused(`${MANIFEST_FILE} is not JSON`)
  }
  const format = (json as { format?: unknown } | null)?.format
  if (format !== EXPORT_FORMAT)
    throw new ExportRefused(`${MANIFEST_FILE} is not of a PMS News export (format is ${JSON.stringify(format)})`)
  const version = (json as { format_version?: unknown }).format_version
  if (version !== EXPORT_FORMAT_VERSION)
    throw new ExportRefused(
      `${MANIFEST_FILE} has format_version ${JSON.stringify(version)}; this site reads version ${EXPORT_FORMAT_VERSION} only`,
    )
  const parsed = manifestSchema.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    throw new ExportRefused(`${MANIFEST_FILE}: "${issue.path.join('.')}" ${issue.message}`)
  }
  return parsed.data
}
