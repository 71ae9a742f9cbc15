/**
 * Reading the files of an export on the way in: paths that stay inside it, line-by-line lists (so a list of any
 * length needs the memory of one line), checksums, and what an import tells of a file it could not take.
 */
import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { createInterface } from 'node:readline'

import { AppError } from '../../ground/errors/AppError'
import type { Manifest } from './exportFormat'

export interface ImportReport {
  manifest: Manifest
  created: number
  updated: number
  unchanged: number
  /** Each file that was not imported, and why. */
  problems: { file: string; reason: string }[]
}

export const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex')

/** A file of the export, by its relative path, which must stay inside it. */
export async function readExportFile(dir: string, relative: string): Promise<Buffer> {
  if (relative.startsWith('/') || relative.split('/').some((part) => part === '..' || part === ''))
    throw new Error('is not a path inside the export')
  return fs.readFile(path.join(dir, ...relative.split('/'))).catch((error: NodeJS.ErrnoException) => {
    throw error.code === 'ENOENT' ? new Error(`${relative} is listed but not in the export`) : error
  })
}

/** The non-empty lines of a list of the export, with their numbers; none when it has no such file. */
export async function* linesOf(file: string) {
  const exists = await fs.stat(file).catch(() => null)
  if (!exists) return
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity })
  let number = 0
  for await (const line of lines) {
    number += 1
    if (line.trim() !== '') yield { line, number }
  }
}

/** Why a file was not imported, in words: a refused write names its fields. */
export const reasonOf = (error: unknown): string => {
  if (error instanceof AppError && error.errors?.length)
    return error.errors.map((entry) => `${entry.field} ${entry.message}`).join('; ')
  return error instanceof Error ? error.message : String(error)
}
