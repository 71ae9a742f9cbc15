/**
 * Markdown (GFM, as `marked` reads it for the public pages) to the cockpit's Lexical rich text (docs/decisions/016).
 * Nothing a client sends is dropped in silence: every construct becomes a node that serializes back to the same
 * meaning; a block the editor has no node for (a quote of several paragraphs, a list item holding code, a list
 * mixing task and plain items) is kept verbatim in a markdown block; and an image path of ours that names no media
 * item is refused with `MarkdownRefused`, naming it.
 */
import { decodeHTML } from 'entities'
import { Marked, type Token, type Tokens } from 'marked'

import * as node from './lexicalNodes'
import type { LexicalNode, ListItemNode } from './lexicalNodes'

/** Markdown that cannot be stored as it is; `construct` says what, in words a writer understands. */
export class MarkdownRefused extends Error {
  constructor(readonly construct: string) {
    super(
      `The text holds ${construct}. Upload the image first (POST /api/images, or Media in the cockpit) and use the path it gets, or leave it out.`,
    )
    this.name = 'MarkdownRefused'
  }
}

/** A block the editor has no node for: the caller keeps its markdown verbatim. */
class NotNative extends Error {}

/** What an image source is: a media item of ours (by id), a path of ours that names nothing, or another site's. */
export type MediaLookup = (sources: string[]) => Promise<Map<string, { id: number } | 'missing' | 'external'>>

const lexer = new Marked({ gfm: true, breaks: false, async: false })

type MediaMap = Awaited<ReturnType<MediaLookup>>

const ALIGN = { left: 'left', center: 'center', right: 'right' } as const

function imageSources(tokens: Token[], found = new Set<string>()): Set<string> {
  for (const token of tokens) {
    if (token.type === 'image') found.add((token as Tokens.Image).href)
    const nested = token as {
      tokens?: Token[]
      items?: Token[]
      header?: Tokens.TableCell[]
      rows?: Tokens.TableCell[][]
    }
    if (nested.tokens) imageSources(nested.tokens, found)
    if (nested.items) imageSources(nested.items, found)
    for (const cell of [...(nested.header ?? []), ...(nested.rows ?? []).flat()]) imageSources(cell.tokens, found)
  }
  return found
}

/** Soft line breaks carry no meaning in HTML: they become spaces (the one normalisation of running text). */
const plain = (raw: string) => decodeHTML(raw).replace(/\n/g, ' ')

function inline(tokens: Token[], media: MediaMap, format = 0): LexicalNode[] {
  const out: LexicalNode[] = []
  for (const token of tokens) {
    switch (token.type) {
      case 'text': {
        const t = token as Tokens.Text
        if (t.tokens && t.tokens.length > 0) out.push(...inline(t.tokens, media, format))
        else if (t.text) out.push(node.text(plain(t.text), format))
        break
      }
      case 'escape':
        out.push(node.text((token as Tokens.Escape).text, format))
        break
      case 'strong':
        out.push(...inline((token as Tokens.Strong).tokens, media, format | node.FORMAT.bold))
        break
      case 'em':
        out.push(...inline((token as Tokens.Em).tokens, media, format | node.FORMAT.italic))
        break
      case 'del':
        out.push(...inline((token as Tokens.Del).tokens, media, format | node.FORMAT.strikethrough))
        break
      case 'codespan':
        out.push(node.text((token as Tokens.Codespan).text.replace(/\n/g, ' '), format | node.FORMAT.code))
        break
      case 'br':
        out.push(node.lineBreak())
        break
      case 'link': {
        const l = token as Tokens.Link
        out.push(node.link(l.href, l.title ?? null, inline(l.tokens, media, format)))
        break
      }
      case 'image': {
        const image = token as Tokens.Image
        if (media.get(image.href) === 'missing')
          throw new MarkdownRefused(`an image of ours that does not exist (${image.href})`)
        out.push(node.inlineImage(image.href, decodeHTML(image.text), image.title ?? null))
        break
      }
      case 'html':
        out.push(node.inlineHtml((token as Tokens.HTML).text))
        break
      default:
        throw new NotNative(token.type)
    }
  }
  return out
}

/** A paragraph that is nothing but one image of ours becomes a media block with its alt text and caption. */
function paragraphOrUpload(tokens: Token[], media: MediaMap): LexicalNode {
  const meaningful = tokens.filter((t) => !(t.type === 'text' && (t as Tokens.Text).text.trim() === ''))
  const only = meaningful.length === 1 && meaningful[0]!.type === 'image' ? (meaningful[0] as Tokens.Image) : null
  const found = only ? media.get(only.href) : undefined
  if (only && typeof found === 'object') return node.upload(found.id, decodeHTML(only.text), only.title ?? null)
  return node.paragraph(inline(tokens, media))
}

function listItems(list: Tokens.List, media: MediaMap): ListItemNode[] {
  const tasks = list.items.filter((item) => item.task).length
  if (tasks > 0 && tasks < list.items.length) throw new NotNative('mixed task list')
  const items: ListItemNode[] = []
  list.items.forEach((item, index) => {
    const blocks = item.tokens.filter((t) => t.type !== 'checkbox' && t.type !== 'space')
    const nested = blocks.filter((t) => t.type === 'list') as Tokens.List[]
    const content = blocks.filter((t) => t.type !== 'list')
    if (
      content.length > 1 ||
      content.some((t) => t.type !== 'text' && t.type !== 'paragraph') ||
      (content.length === 1 && blocks[0] !== content[0])
    ) {
      throw new NotNative('list item with blocks')
    }
    const value = index + 1
    const children = content[0]
      ? inline(
          (content[0] as Tokens.Paragraph).tokens ?? lexer.Lexer.lexInline((content[0] as Tokens.Text).text),
          media,
        )
      : []
    items.push(node.listItem(value, children, tasks > 0 ? Boolean(item.checked) : undefined))
    for (const sub of nested)
      items.push(node.listItem(value, [node.list(listTypeOf(sub), Number(sub.start) || 1, listItems(sub, media))]))
  })
  return items
}

const listTypeOf = (list: Tokens.List) =>
  list.items.length > 0 && list.items.every((item) => item.task) ? 'check' : list.ordered ? 'number' : 'bullet'

function blocks(tokens: Token[], media: MediaMap): LexicalNode[] {
  const out: LexicalNode[] = []
  for (const token of tokens) {
    try {
      out.push(...block(token, media))
    } catch (error) {
      if (!(error instanceof NotNative)) throw error
      out.push(node.markdownBlock(token.raw.replace(/\s+$/, '')))
    }
  }
  return out
}

function block(token: Token, media: MediaMap): LexicalNode[] {
  const out: LexicalNode[] = []
  {
    switch (token.type) {
      case 'space':
        break
      case 'paragraph':
      case 'text':
        out.push(
          paragraphOrUpload(
            (token as Tokens.Paragraph).tokens ?? lexer.Lexer.lexInline((token as Tokens.Text).text),
            media,
          ),
        )
        break
      case 'heading':
        out.push(node.heading((token as Tokens.Heading).depth, inline((token as Tokens.Heading).tokens, media)))
        break
      case 'code': {
        const code = token as Tokens.Code
        out.push(node.codeBlock((code.lang ?? '').trim(), code.text))
        break
      }
      case 'blockquote': {
        const inner = (token as Tokens.Blockquote).tokens.filter((t) => t.type !== 'space')
        if (inner.length > 1 || inner.some((t) => t.type !== 'paragraph')) {
          throw new NotNative('block quote with blocks')
        }
        out.push(node.quote(inner[0] ? inline((inner[0] as Tokens.Paragraph).tokens, media) : []))
        break
      }
      case 'list': {
        const l = token as Tokens.List
        out.push(node.list(listTypeOf(l), Number(l.start) || 1, listItems(l, media)))
        break
      }
      case 'hr':
        out.push(node.horizontalRule())
        break
      case 'html':
        out.push(node.htmlBlock((token as Tokens.HTML).text.replace(/\n+$/, '')))
        break
      case 'table': {
        const t = token as Tokens.Table
        const row = (cells: Tokens.TableCell[], header: boolean) =>
          node.tableRow(
            cells.map((cell, i) =>
              node.tableCell(header, t.align[i] ? ALIGN[t.align[i]!] : '', inline(cell.tokens, media)),
            ),
          )
        out.push(node.table([row(t.header, true), ...t.rows.map((cells) => row(cells, false))]))
        break
      }
      default:
        throw new NotNative(token.type)
    }
  }
  return out
}

/** Markdown to rich text; image sources are looked up in one call so that a body costs one query at most. */
export async function markdownToLexical(markdown: string, lookupMedia: MediaLookup): Promise<node.RichText> {
  const tokens = lexer.lexer(markdown)
  const sources = [...imageSources(tokens)]
  const media = sources.length > 0 ? await lookupMedia(sources) : new Map()
  return node.root(blocks(tokens, media))
}
