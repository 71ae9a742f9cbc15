/**
 * WordPress's WXR read as a stream of records (docs/decisions/065-importers.md): `sax` in strict
 * mode, one chunk of the file at a time, so that memory holds one item, never the file. A DOCTYPE is refused outright,
 * as WordPress's own importer refuses it: sax never resolves an external entity nor expands a declared one, and
 * refusing the declaration also spares buffering a large DTD. The five XML entities and HTML's named ones (sax's
 * table, not the file's) are decoded; any other entity is an error.
 */
import { createReadStream } from 'node:fs'

import sax from 'sax'

import { MAX_FIELD_CHARS, SourceFileRefused } from './sourcePost'

/** The namespaces WXR uses, by the short names this module gives them (WordPress.com writes https URIs). */
function shortPrefix(uri: string): string | null {
  if (/^https?:\/\/wordpress\.org\/export\/1\.[0-2]\/excerpt\/$/.test(uri)) return 'excerpt'
  if (/^https?:\/\/wordpress\.org\/export\/1\.[0-2]\/$/.test(uri)) return 'wp'
  if (uri === 'http://purl.org/rss/1.0/modules/content/') return 'content'
  if (uri === 'http://purl.org/dc/elements/1.1/') return 'dc'
  return uri === '' ? '' : null
}

/** An element's name with WXR's usual prefix whatever prefix the file bound (`wp:post_id`), or null when foreign. */
function nameOf(tag: sax.QualifiedTag): string | null {
  const prefix = shortPrefix(tag.uri)
  if (prefix === null) return null
  return prefix ? `${prefix}:${tag.local}` : tag.local
}

export interface XmlField {
  name: string
  text: string
  attributes: Record<string, string>
  /** The fields of a nested record (`wp:postmeta`'s key and value). */
  children: XmlField[]
}

/** A record element (`item`, `wp:author`) with its child fields in order. */
export interface XmlRecord {
  name: string
  fields: XmlField[]
  /** The name of a field cut at MAX_FIELD_CHARS, if any. */
  oversized: string | null
}

const RECORDS = new Set(['item', 'wp:author', 'wp:wxr_version', 'wp:base_site_url', 'wp:base_blog_url'])

/**
 * The file's records, in order: `item`s, `wp:author`s, and the channel's `wp:wxr_version`, `wp:base_site_url` and
 * `wp:base_blog_url` as records of no fields whose text is their one field's. Throws SourceFileRefused on a DOCTYPE,
 * broken or truncated XML, naming the line.
 */
export async function* readXmlRecords(file: string): AsyncGenerator<XmlRecord> {
  const parser = sax.parser(true, { xmlns: true, position: true })
  const done: XmlRecord[] = []
  let depth = 0
  let record: { value: XmlRecord; depth: number } | null = null
  /** The open fields beneath the record, outermost first. */
  const open: { field: XmlField; depth: number }[] = []
  let failure: Error | null = null

  const refuse = (message: string) => new SourceFileRefused(`${message} (line ${parser.line + 1})`)

  parser.ondoctype = () => {
    throw refuse('The file has a DOCTYPE, which no WordPress export has: refused (entities are never expanded)')
  }
  parser.onerror = (error) => {
    failure ??= refuse(`The file is not well-formed XML: ${error.message.split('\n')[0]}`)
  }
  parser.onopentag = (node) => {
    depth++
    const tag = node as sax.QualifiedTag
    const name = nameOf(tag)
    if (!record) {
      if (name && RECORDS.has(name)) {
        record = { value: { name, fields: [], oversized: null }, depth }
        if (name !== 'item' && name !== 'wp:author') {
          const field: XmlField = { name, text: '', attributes: {}, children: [] }
          record.value.fields.push(field)
          open.push({ field, depth })
        }
      }
      return
    }
    if (depth > record.depth + 2 || !name) return
    const attributes = Object.fromEntries(Object.entries(tag.attributes).map(([key, value]) => [key, value.value]))
    const field: XmlField = { name, text: '', attributes, children: [] }
    if (depth === record.depth + 1) record.value.fields.push(field)
    else if (open.length > 0 && open.at(-1)!.depth === record.depth + 1) open.at(-1)!.field.children.push(field)
    else return
    open.push({ field, depth })
  }
  const addText = (text: string) => {
    const innermost = open.at(-1)
    if (!record || !innermost || innermost.depth !== depth) return
    if (innermost.field.text.length + text.length > MAX_FIELD_CHARS) {
      record.value.oversized ??= innermost.field.name
      return
    }
    innermost.field.text += text
  }
  parser.ontext = addText
  parser.oncdata = addText
  parser.onclosetag = () => {
    if (open.at(-1)?.depth === depth) open.pop()
    if (record && record.depth === depth) {
      done.push(record.value)
      record = null
      open.length = 0
    }
    depth--
  }

  const stream = createReadStream(file, { encoding: 'utf8', highWaterMark: 64 * 1024 })
  try {
    for await (const chunk of stream) {
      parser.write(chunk as string)
      if (failure) throw failure
      yield* done.splice(0)
    }
    parser.close()
  } catch (error) {
    throw error instanceof SourceFileRefused ? error : (failure ?? refuse(`The file could not be read: ${error}`))
  } finally {
    stream.destroy()
  }
  if (failure) throw failure
  yield* done.splice(0)
}

/** The trimmed text of a record's first field of that name ('' when it has none). */
export const fieldText = (record: { fields: XmlField[] } | XmlField, name: string): string =>
  ('fields' in record ? record.fields : record.children).find((field) => field.name === name)?.text.trim() ?? ''
