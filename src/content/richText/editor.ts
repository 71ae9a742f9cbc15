/**
 * The one Lexical editor of the cockpit's long texts (article bodies, PMS profiles, glossary and comparison texts).
 * It offers exactly what markdown can say, so nothing an editor writes is lost on its way to the machine interfaces
 * (docs/decisions/016): no underline, alignment, indentation, colours or new-tab links. Raw HTML, images from other
 * sites and markdown without a node of its own, which REST and MCP bodies may carry, are kept as blocks an editor
 * can see, edit and remove.
 */
import {
  BlockquoteFeature,
  BlocksFeature,
  BoldFeature,
  ChecklistFeature,
  EXPERIMENTAL_TableFeature,
  FixedToolbarFeature,
  HeadingFeature,
  HorizontalRuleFeature,
  InlineCodeFeature,
  InlineToolbarFeature,
  ItalicFeature,
  LinkFeature,
  lexicalEditor,
  OrderedListFeature,
  ParagraphFeature,
  StrikethroughFeature,
  UnorderedListFeature,
  UploadFeature,
} from '@payloadcms/richtext-lexical'
import type { Block } from 'payload'

const codeBlock: Block = {
  slug: 'code',
  labels: { singular: 'Code', plural: 'Code' },
  fields: [
    // Free text, not a fixed list: a fence's info string (`jsonc`, `http`, `mermaid`) must survive as written.
    { name: 'language', type: 'text', label: 'Language', admin: { placeholder: 'e.g. json, ts, http' } },
    { name: 'code', type: 'code', label: 'Code' },
  ],
}

const htmlBlock: Block = {
  slug: 'html',
  labels: { singular: 'HTML', plural: 'HTML' },
  fields: [
    {
      name: 'html',
      type: 'code',
      label: 'HTML',
      required: true,
      admin: {
        language: 'html',
        description: 'Shown on the public page after sanitising: scripts, styles and frames never appear.',
      },
    },
  ],
}

/** Markdown the editor has no node for (a quote of several paragraphs, a list item holding code), kept as written. */
const markdownBlock: Block = {
  slug: 'markdown',
  labels: { singular: 'Markdown', plural: 'Markdown' },
  fields: [
    {
      name: 'markdown',
      type: 'code',
      label: 'Markdown (kept as written)',
      required: true,
      admin: { language: 'markdown' },
    },
  ],
}

const inlineHtml: Block = {
  slug: 'inlineHtml',
  labels: { singular: 'Inline HTML', plural: 'Inline HTML' },
  fields: [{ name: 'html', type: 'text', label: 'HTML', required: true }],
}

const inlineImage: Block = {
  slug: 'inlineImage',
  labels: { singular: 'Image from another site', plural: 'Images from other sites' },
  fields: [
    { name: 'src', type: 'text', label: 'Image URL', required: true },
    { name: 'alt', type: 'text', label: 'Alt text' },
    { name: 'title', type: 'text', label: 'Title' },
  ],
}

/** Internal links follow the linked item: its URL is looked up whenever the text is turned into markdown. */
const LINKABLE_COLLECTIONS = ['articles', 'pmses', 'glossary-terms'] as const

export const richTextEditor = lexicalEditor({
  features: [
    ParagraphFeature(),
    HeadingFeature(),
    BoldFeature(),
    ItalicFeature(),
    StrikethroughFeature(),
    InlineCodeFeature(),
    UnorderedListFeature(),
    OrderedListFeature(),
    ChecklistFeature(),
    // Links and uploads stay ids when documents are read (maxDepth 0): the markdown already has their addresses,
    // and the public pages' reads would otherwise pay a query per image. The editor fetches what it shows.
    LinkFeature({
      enabledCollections: [...LINKABLE_COLLECTIONS],
      maxDepth: 0,
      fields: ({ defaultFields }) => [
        ...defaultFields.filter((field) => !('name' in field) || field.name !== 'newTab'),
        { name: 'title', type: 'text', label: 'Title (shown on hover)' },
      ],
    }),
    BlockquoteFeature(),
    UploadFeature({
      enabledCollections: ['media'],
      maxDepth: 0,
      collections: {
        media: {
          fields: [
            { name: 'alt', type: 'text', label: "Alt text (empty: the image's own)" },
            { name: 'caption', type: 'text', label: 'Caption' },
          ],
        },
      },
    }),
    HorizontalRuleFeature(),
    EXPERIMENTAL_TableFeature(),
    BlocksFeature({ blocks: [codeBlock, htmlBlock, markdownBlock], inlineBlocks: [inlineHtml, inlineImage] }),
    FixedToolbarFeature(),
    InlineToolbarFeature(),
  ],
})
