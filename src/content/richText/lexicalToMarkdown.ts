/**
 * The cockpit's Lexical rich text to markdown, the form every machine interface reads (docs/decisions/016). The
 * output is canonical: converting it back with markdownToLexical and out again gives the same text.
 */
import { escapeCell, escapeInline, escapeLineStart } from './escapeMarkdown'
import {
  FORMAT,
  type InlineBlockNode,
  type LexicalNode,
  type LinkNode,
  type ListNode,
  type RichText,
  type TextNode,
  type UploadNode,
} from './lexicalNodes'

/** Where uploads and internal links point, looked up by the caller beforehand (see richTextReferences). */
export interface MarkdownReferences {
  media: (id: number) => { url: string; alt: string | null } | null
  doc: (relationTo: string, id: number) => string | null
}

const MARKERS: Array<[number, string]> = [
  [FORMAT.strikethrough, '~~'],
  [FORMAT.bold, '**'],
  [FORMAT.italic, '*'],
]

const idOf = (value: number | { id: number }) => (typeof value === 'object' ? value.id : value)

function codeSpan(value: string): string {
  const longest = Math.max(0, ...(value.match(/`+/g) ?? []).map((run) => run.length))
  const fence = '`'.repeat(longest + 1)
  const pad = /^[` ]|[` ]$/.test(value) && value.trim() !== '' ? ' ' : ''
  return `${fence}${pad}${value}${pad}${fence}`
}

function destination(url: string, title: string | null | undefined): string {
  const target = /[\s()<>]/.test(url) || url === '' ? `<${url.replace(/[<>\\]/g, '\\$&')}>` : url.replace(/\\/g, '\\\\')
  return title ? `${target} "${title.replace(/["\\]/g, '\\$&')}"` : target
}

function inlineBlock(block: InlineBlockNode): string {
  const fields = block.fields
  if (fields.blockType === 'inlineHtml') return fields.html
  return `![${escapeInline(fields.alt)}](${destination(fields.src, fields.title)})`
}

/**
 * Runs of text keep one stack of open emphasis markers: a marker closes when the next run lacks its format, and
 * whitespace moves outside the markers (`** a **` would not be emphasis).
 */
function inline(nodes: LexicalNode[], refs: MarkdownReferences, inCell: boolean): string {
  let out = ''
  let open: number[] = []
  let pendingSpace = ''
  const closeTo = (keep: number) => {
    const index = open.findIndex((format) => !(keep & format))
    if (index === -1) return
    for (const format of open.slice(index).reverse()) out += MARKERS.find(([f]) => f === format)![1]
    open = open.slice(0, index)
  }
  const flushSpace = () => {
    out += pendingSpace
    pendingSpace = ''
  }
  for (const child of nodes) {
    if (child.type !== 'text') {
      closeTo(0)
      flushSpace()
      if (child.type === 'linebreak') out += inCell ? '<br>' : '\\\n'
      else if (child.type === 'link' || (child as { type: string }).type === 'autolink')
        out += linkMarkdown(child as LinkNode, refs, inCell)
      else if (child.type === 'inlineBlock') out += inlineBlock(child)
      else if ('text' in child && typeof child.text === 'string') out += escapeInline(child.text) // e.g. Lexical's tab node
      continue
    }
    const { format } = child as TextNode
    const text = String((child as TextNode).text ?? '').replace(/\n/g, ' ')
    const lead = /^\s*/.exec(text)![0]
    const core = text.slice(lead.length).trimEnd()
    if (core === '') {
      // Plain space between two formatted runs stays plain; it never opens a format.
      closeTo(format)
      pendingSpace += text
      continue
    }
    closeTo(format)
    flushSpace()
    out += lead
    for (const [marker] of MARKERS)
      if (format & marker && !open.includes(marker)) {
        out += MARKERS.find(([f]) => f === marker)![1]
        open.push(marker)
      }
    const escaped = format & FORMAT.code ? codeSpan(core) : escapeInline(core)
    out += inCell ? escapeCell(escaped) : escaped
    pendingSpace = text.slice(lead.length + core.length)
  }
  closeTo(0)
  flushSpace()
  return out
}

function linkMarkdown(link: LinkNode, refs: MarkdownReferences, inCell: boolean): string {
  const { fields } = link
  const url =
    fields.linkType === 'internal' && fields.doc
      ? (refs.doc(fields.doc.relationTo, idOf(fields.doc.value)) ?? '')
      : (fields.url ?? '')
  return `[${inline(link.children, refs, inCell)}](${destination(url, fields.title)})`
}

/** Escapes what each line of a paragraph would otherwise start as block markup. */
const lines = (value: string) =>
  value
    .split('\n')
    .map((line) => escapeLineStart(line.trimStart()))
    .join('\n')

/**
 * Two lists in a row would read back as one: the second takes the other bullet (`*`) or delimiter (`)`), which
 * CommonMark reads as a new list (§5.3).
 */
function listMarkdown(list: ListNode, refs: MarkdownReferences, alternate = false): string {
  let number = list.start || 1
  const out: string[] = []
  for (const item of list.children) {
    if (item.type !== 'listitem') continue
    const nested = item.children.find((c): c is ListNode => c.type === 'list')
    if (nested && item.children.length === 1) {
      // Lexical keeps a nested list in an item of its own, right after the item it belongs to.
      const body = listMarkdown(nested, refs).replace(
        /^/gm,
        ' '.repeat(out.length ? markerOf(list, number - 1, false).length : 2),
      )
      out.push(out.length ? `${out.pop()}\n${body}` : `${markerOf(list, number, false)}\n${body}`)
      continue
    }
    const marker = markerOf(list, number, item.checked, alternate)
    const content = lines(inline(item.children, refs, false)).replace(/\n/g, `\n${' '.repeat(marker.length)}`)
    out.push(`${marker}${content}`.trimEnd())
    number += 1
  }
  return out.join('\n')
}

function markerOf(list: ListNode, number: number, checked: boolean | undefined, alternate = false): string {
  if (list.listType === 'number') return `${number}${alternate ? ')' : '.'} `
  const bullet = alternate ? '*' : '-'
  if (list.listType === 'check') return checked ? `${bullet} [x] ` : `${bullet} [ ] `
  return `${bullet} `
}

function fence(code: string, language: string | null | undefined): string {
  const longest = Math.max(2, ...(code.match(/^`{3,}/gm) ?? []).map((run) => run.length))
  const marks = '`'.repeat(longest + 1)
  return `${marks}${language ?? ''}\n${code}\n${marks}`
}

function upload(node: UploadNode, refs: MarkdownReferences): string {
  const value = node.value as
    number | { id: number; prefix?: string | null; filename?: string | null; alt?: string | null }
  const found =
    typeof value === 'object' && value.filename
      ? { url: `/media/${value.prefix}/${value.filename}`, alt: value.alt ?? null }
      : refs.media(idOf(value))
  if (!found) return ''
  const alt = node.fields?.alt ?? found.alt ?? ''
  return `![${escapeInline(alt)}](${destination(found.url, node.fields?.caption)})`
}

function table(node: LexicalNode & { type: 'table' }, refs: MarkdownReferences): string {
  const rows = node.children
    .filter((row) => row.type === 'tablerow')
    .map((row) => (row as { children: LexicalNode[] }).children)
  if (rows.length === 0) return ''
  const width = Math.max(...rows.map((cells) => cells.length))
  const cellText = (cell: LexicalNode | undefined) => {
    const paragraphs = cell && 'children' in cell ? (cell.children as LexicalNode[]) : []
    return paragraphs.map((p) => ('children' in p ? inline(p.children as LexicalNode[], refs, true) : '')).join('<br>')
  }
  const alignOf = (cell: LexicalNode | undefined) => {
    const first = cell && 'children' in cell ? (cell.children as LexicalNode[])[0] : undefined
    return first && 'format' in first ? first.format : ''
  }
  const render = (cells: LexicalNode[]) =>
    `| ${Array.from({ length: width }, (_, i) => cellText(cells[i])).join(' | ')} |`
  const rule = `| ${Array.from({ length: width }, (_, i) => ({ left: ':--', center: ':-:', right: '--:' })[alignOf(rows[0]![i]) as 'left'] ?? '---').join(' | ')} |`
  return [render(rows[0]!), rule, ...rows.slice(1).map(render)].join('\n')
}

function block(node: LexicalNode, refs: MarkdownReferences, previous: LexicalNode | undefined): string {
  switch (node.type) {
    case 'paragraph':
      return lines(inline(node.children, refs, false))
    case 'heading':
      return `${'#'.repeat(Number(node.tag.slice(1)))} ${inline(node.children, refs, false).replace(/\\\n/g, ' ')}`.trimEnd()
    case 'quote':
      return `> ${lines(inline(node.children, refs, false)).replace(/\n/g, '\n> ')}`.trimEnd()
    case 'list':
      return listMarkdown(
        node,
        refs,
        previous?.type === 'list' && (previous.listType === 'number') === (node.listType === 'number'),
      )
    case 'horizontalrule':
      return '---'
    case 'upload':
      return upload(node, refs)
    case 'block': {
      const fields = node.fields
      if (fields.blockType === 'code') return fence(fields.code ?? '', fields.language)
      return fields.blockType === 'html' ? fields.html : fields.markdown
    }
    case 'table':
      return table(node, refs)
    default:
      return 'children' in node ? lines(inline(node.children as LexicalNode[], refs, false)) : ''
  }
}

export function lexicalToMarkdown(richText: RichText | null | undefined, refs: MarkdownReferences): string {
  if (richText != null && !Array.isArray(richText.root?.children)) throw new TypeError('rich text without a root node')
  const parts: string[] = []
  let previous: LexicalNode | undefined
  for (const child of richText?.root?.children ?? []) {
    const part = block(child, refs, previous)
    if (part.trim() === '') continue
    parts.push(part)
    previous = child
  }
  return parts.join('\n\n')
}
