/**
 * The serialized Lexical nodes our rich text uses, as Payload's editor stores them (lexical 0.50, richtext-lexical
 * 3.90): exactly the constructs markdown can express, so every body converts both ways (docs/decisions/016).
 */
export const FORMAT = { bold: 1, italic: 2, strikethrough: 4, code: 16 } as const

interface ElementBase {
  children: LexicalNode[]
  direction: 'ltr' | null
  format: '' | 'left' | 'center' | 'right'
  indent: number
  version: number
}

export interface TextNode {
  type: 'text'
  text: string
  format: number
  detail: 0
  mode: 'normal'
  style: ''
  version: 1
}
export interface LineBreakNode {
  type: 'linebreak'
  version: 1
}
export interface LinkNode extends ElementBase {
  type: 'link'
  fields: {
    linkType: 'custom' | 'internal'
    url?: string
    doc?: { relationTo: string; value: number | { id: number } } | null
    newTab?: boolean
    title?: string | null
  }
}
/** Raw HTML and images that are not media of ours, kept as written (inline blocks show them as chips). */
export interface InlineBlockNode {
  type: 'inlineBlock'
  version: 1
  fields:
    | { id: string; blockType: 'inlineHtml'; html: string }
    | { id: string; blockType: 'inlineImage'; src: string; alt: string; title?: string | null }
}
export interface ParagraphNode extends ElementBase {
  type: 'paragraph'
  textFormat: 0
  textStyle: ''
}
export interface HeadingNode extends ElementBase {
  type: 'heading'
  tag: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'
}
export interface QuoteNode extends ElementBase {
  type: 'quote'
}
export interface ListNode extends ElementBase {
  type: 'list'
  listType: 'bullet' | 'number' | 'check'
  start: number
  tag: 'ul' | 'ol'
}
export interface ListItemNode extends ElementBase {
  type: 'listitem'
  value: number
  checked?: boolean
}
export interface HorizontalRuleNode {
  type: 'horizontalrule'
  version: 1
}
export interface UploadNode {
  type: 'upload'
  version: 3
  format: ''
  id: string
  relationTo: 'media'
  value: number | { id: number }
  fields: { alt?: string | null; caption?: string | null } | null
}
export interface BlockNode {
  type: 'block'
  version: 2
  format: ''
  fields:
    | { id: string; blockName: ''; blockType: 'code'; language?: string | null; code: string }
    | { id: string; blockName: ''; blockType: 'html'; html: string }
    | { id: string; blockName: ''; blockType: 'markdown'; markdown: string }
}
export interface TableNode extends ElementBase {
  type: 'table'
}
export interface TableRowNode extends ElementBase {
  type: 'tablerow'
}
/** headerState: 0 none, 1 a header row's cell (Lexical's TableCellHeaderStates.ROW). */
export interface TableCellNode extends ElementBase {
  type: 'tablecell'
  headerState: 0 | 1 | 2 | 3
  colSpan: number
  rowSpan: number
  backgroundColor: null
}

type InlineNode = TextNode | LineBreakNode | LinkNode | InlineBlockNode
export type LexicalNode =
  | InlineNode
  | ParagraphNode
  | HeadingNode
  | QuoteNode
  | ListNode
  | ListItemNode
  | HorizontalRuleNode
  | UploadNode
  | BlockNode
  | TableNode
  | TableRowNode
  | TableCellNode

export interface RichText {
  root: { type: 'root'; children: LexicalNode[]; direction: 'ltr' | null; format: ''; indent: 0; version: 1 }
}

const element = { direction: 'ltr' as const, format: '' as const, indent: 0, version: 1 }

/** Ids of blocks and uploads, unique within a document as Payload's editor makes them (24 hex digits). */
let counter = 0
const nodeId = () =>
  `${Date.now().toString(16)}${(counter++ & 0xffff).toString(16).padStart(4, '0')}`.slice(-24).padStart(24, '0')

export const text = (value: string, format = 0): TextNode => ({
  type: 'text',
  text: value,
  format,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})
export const lineBreak = (): LineBreakNode => ({ type: 'linebreak', version: 1 })
export const paragraph = (children: LexicalNode[], format: ElementBase['format'] = ''): ParagraphNode => ({
  type: 'paragraph',
  ...element,
  format,
  textFormat: 0,
  textStyle: '',
  children,
})
export const heading = (level: number, children: LexicalNode[]): HeadingNode => ({
  type: 'heading',
  ...element,
  tag: `h${Math.min(Math.max(level, 1), 6)}` as HeadingNode['tag'],
  children,
})
export const quote = (children: LexicalNode[]): QuoteNode => ({ type: 'quote', ...element, children })
export const list = (listType: ListNode['listType'], start: number, children: ListItemNode[]): ListNode => ({
  type: 'list',
  ...element,
  listType,
  start,
  tag: listType === 'number' ? 'ol' : 'ul',
  children,
})
export const listItem = (value: number, children: LexicalNode[], checked?: boolean): ListItemNode => ({
  type: 'listitem',
  ...element,
  value,
  children,
  ...(checked === undefined ? {} : { checked }),
})
export const link = (url: string, title: string | null, children: LexicalNode[]): LinkNode => ({
  type: 'link',
  ...element,
  version: 3,
  fields: { linkType: 'custom', url, newTab: false, ...(title ? { title } : {}) },
  children,
})
export const horizontalRule = (): HorizontalRuleNode => ({ type: 'horizontalrule', version: 1 })
export const upload = (mediaId: number, alt: string, caption: string | null): UploadNode => ({
  type: 'upload',
  version: 3,
  format: '',
  id: nodeId(),
  relationTo: 'media',
  value: mediaId,
  fields: { alt, caption },
})
export const codeBlock = (language: string, code: string): BlockNode => ({
  type: 'block',
  version: 2,
  format: '',
  fields: { id: nodeId(), blockName: '', blockType: 'code', language, code },
})
export const htmlBlock = (html: string): BlockNode => ({
  type: 'block',
  version: 2,
  format: '',
  fields: { id: nodeId(), blockName: '', blockType: 'html', html },
})
export const markdownBlock = (markdown: string): BlockNode => ({
  type: 'block',
  version: 2,
  format: '',
  fields: { id: nodeId(), blockName: '', blockType: 'markdown', markdown },
})
export const inlineHtml = (html: string): InlineBlockNode => ({
  type: 'inlineBlock',
  version: 1,
  fields: { id: nodeId(), blockType: 'inlineHtml', html },
})
export const inlineImage = (src: string, alt: string, title: string | null): InlineBlockNode => ({
  type: 'inlineBlock',
  version: 1,
  fields: { id: nodeId(), blockType: 'inlineImage', src, alt, ...(title ? { title } : {}) },
})
export const table = (rows: TableRowNode[]): TableNode => ({
  type: 'table',
  ...element,
  direction: null,
  children: rows,
})
export const tableRow = (cells: TableCellNode[]): TableRowNode => ({ type: 'tablerow', ...element, children: cells })
export const tableCell = (header: boolean, align: ElementBase['format'], children: LexicalNode[]): TableCellNode => ({
  type: 'tablecell',
  ...element,
  headerState: header ? 1 : 0,
  colSpan: 1,
  rowSpan: 1,
  backgroundColor: null,
  children: [paragraph(children, align)],
})
export const root = (children: LexicalNode[]): RichText => ({
  root: { type: 'root', children, direction: 'ltr', format: '', indent: 0, version: 1 },
})
