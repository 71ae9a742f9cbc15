/**
 * The cockpit's download of the full export: the export written to a directory of its own, then streamed as one
 * `.tar.gz` (src/ground/lib/tarArchive.ts through gzip) a file at a time, and the directory removed once the stream
 * ends, is cancelled or fails.
 */
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGzip } from 'node:zlib'

import type { Payload } from 'payload'

import { log } from '../../ground/log'
import { type TarFile, tarArchive } from '../../ground/lib/tarArchive'
import { MANIFEST_FILE } from './exportFormat'
import { exportSite } from './exportSite'

/** The export's files, the manifest first, then in path order. */
async function* filesOf(dir: string): AsyncGenerator<TarFile> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true })
  const names = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort((a, b) => (a === MANIFEST_FILE ? -1 : b === MANIFEST_FILE ? 1 : a.localeCompare(b)))
  for (const name of names) {
    const file = path.join(dir, ...name.split('/'))
    const [data, stat] = await Promise.all([fs.readFile(file), fs.stat(file)])
    yield { name: `pms-news-export/${name}`, data, modified: stat.mtime }
  }
}

/** The whole site exported, as a gzipped tar stream. */
export async function exportArchive(payload: Payload): Promise<ReadableStream<Uint8Array>> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pms-news-export-'))
  const removeDir = () => fs.rm(dir, { recursive: true, force: true })
  try {
    await exportSite(payload, dir)
  } catch (error) {
    await removeDir()
    throw error
  }
  const gzip = createGzip()
  pipeline(Readable.from(tarArchive(filesOf(dir))), gzip)
    .catch((error: unknown) => {
      // A download the browser gave up on ends here too; anything else is worth a line.
      if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE')
        log.error({ err: error }, 'the export download stopped')
    })
    .finally(() => void removeDir())
  return Readable.toWeb(gzip) as ReadableStream<Uint8Array>
}
