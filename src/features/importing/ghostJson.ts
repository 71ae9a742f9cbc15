/**
 * A Ghost export's rows read from the file as a stream of JSON tokens (`stream-json`), never the whole document: the
 * rows of the tables asked for, one at a time, wherever Ghost's importer looks for them (`{db: [{meta, data}]}` or
 * `{meta, data}`), and the export's version. A row is assembled whole, but a `light` table's rows keep only the
 * string fields named (a post's `type` and `page`, not its `html`), so a pass that only counts holds one small row.
 * A file that is not JSON throws SourceFileRefused with the parser's words.
 */
import fs from 'node:fs'

import { parser } from 'stream-json'
import Assembler from 'stream-json/assembler.js'

import { SourceFileRefused } from './sourcePost'

export type GhostRow = Record<string, unknown>

/** How a table's rows are read: whole, with only these string fields, or not at all (undefined). */
export type RowReading = { whole: true } | { keep: ReadonlySet<string> }

export interface GhostFileFacts {
  /** `meta.version`, '' when the file has none. */
  version: string
  /** Whether the file has a `data` object where Ghost's importer looks for it. */
  hasData: boolean
}

type Token = parser.Token

/** A container being read, and the key (object) or index (array) of the value being read in it. */
interface Frame {
  array: boolean
  key: string | number
}

/** What a dropped string of a light row becomes. */
const NULL_VALUE: Token = { name: 'nullValue', value: null }

const OPENS = new Set(['startObject', 'startArray'])
const CLOSES = new Set(['endObject', 'endArray'])

/** Whether the frames lead into Ghost's export: `[]` (the top-level shape) or `db[0]`. */
function atExport(frames: Frame[], depth: number): boolean {
  if (depth === 0) return true
  return depth === 2 && !frames[0]!.array && frames[0]!.key === 'db' && frames[1]!.array && frames[1]!.key === 0
}

/** The table whose row starts here (`data.<table>[i]`), or null. */
function tableAt(frames: Frame[]): string | null {
  const n = frames.length
  if (n < 3 || !atExport(frames, n - 3)) return null
  const [data, table, row] = [frames[n - 3]!, frames[n - 2]!, frames[n - 1]!]
  return !data.array && data.key === 'data' && !table.array && row.array ? String(table.key) : null
}

async function* tokensOf(file: string): AsyncGenerator<Token> {
  const tokens = parser.asStream({ packValues: true, streamValues: false })
  const input = fs.createReadStream(file)
  input.on('error', (error) => tokens.destroy(error))
  input.pipe(tokens)
  try {
    for await (const token of tokens as AsyncIterable<Token>) yield token
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code) throw error
    throw new SourceFileRefused(`The file is not valid JSON: ${(error as Error).message}`)
  } finally {
    input.destroy()
    tokens.destroy()
  }
}

/**
 * The rows of the tables `reading` names, in the file's order, as `[table, row]`; `facts` is filled in as the file
 * is read (complete once the generator ends).
 */
export async function* ghostRows(
  file: string,
  reading: (table: string) => RowReading | undefined,
  facts: GhostFileFacts,
): AsyncGenerator<[string, GhostRow]> {
  const frames: Frame[] = []
  let row: { table: string; assembler: Assembler; depth: number; keep: ReadonlySet<string> | null } | null = null
  for await (const token of tokensOf(file)) {
    if (token.name === 'keyValue') {
      frames[frames.length - 1]!.key = token.value
      if (row) row.assembler.consume(token)
      continue
    }
    if (CLOSES.has(token.name)) {
      frames.pop()
      if (row) {
        row.assembler.consume(token)
        if (frames.length === row.depth) {
          yield [row.table, row.assembler.current as GhostRow]
          row = null
        }
      }
      const parent = frames[frames.length - 1]
      if (parent?.array) parent.key = (parent.key as number) + 1
      continue
    }
    // A value starts here: a container or a scalar.
    if (!row) {
      const table = tableAt(frames)
      const how = table === null ? undefined : reading(table)
      if (table !== null && how && token.name === 'startObject')
        row = { table, assembler: new Assembler(), depth: frames.length, keep: 'keep' in how ? how.keep : null }
      const n = frames.length
      if (n >= 1 && !frames[n - 1]!.array && frames[n - 1]!.key === 'data' && atExport(frames, n - 1))
        facts.hasData ||= token.name === 'startObject'
      if (
        n >= 2 &&
        token.name === 'stringValue' &&
        frames[n - 1]!.key === 'version' &&
        frames[n - 2]!.key === 'meta' &&
        atExport(frames, n - 2)
      )
        facts.version = token.value
    }
    if (row) {
      // A light row keeps only the named strings of its own fields: a post's body is not held by a pass that counts.
      const dropped =
        row.keep !== null &&
        token.name === 'stringValue' &&
        frames.length === row.depth + 1 &&
        !row.keep.has(String(frames[frames.length - 1]!.key))
      row.assembler.consume(dropped ? NULL_VALUE : token)
    }
    if (OPENS.has(token.name)) frames.push({ array: token.name === 'startArray', key: 0 })
    else {
      const parent = frames[frames.length - 1]
      if (parent?.array) parent.key = (parent.key as number) + 1
    }
  }
}
