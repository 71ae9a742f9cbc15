/**
 * The one Lexical editor of the cockpit's long texts (article bodies, PMS profiles, glossary and comparison texts).
 * It offers exactly what markdown can say, so nothing an editor writes is lost on its way to the machine interfaces
 * (docs/decisions/016): no underline, alignment, indentation, colours or new-tab links. Raw HTML and images from
 * other sites, which REST and MCP bodies may carry, are kept as blocks an editor can see and remove.
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
    { name: 'code', type: 'code', label: 'Code', required: true },
  ],
}

const htmlBlock: Block = {
  slug: 'html',
  labels: { singular: 'HTML', plural: 'HTML' },
  fields: [{ name: 'html', type: 'code', label: 'HTML', required: true, admin: { language: 'html', description: 'Shown on the public page after sanitising: scripts, styles and frames never appear.' } }],
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
export const LINKABLE_COLLECTIONS = ['articles', 'pmses', 'glossary-terms'] as const

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
    LinkFeature({
      enabledCollections: [...LINKABLE_COLLECTIONS],
      fields: ({ defaultFields }) => [
        ...defaultFields.filter((field) => !('name' in field) || field.name !== 'newTab'),
        { name: 'title', type: 'text', label: 'Title (shown on hover)' },
      ],
    }),
    BlockquoteFeature(),
    UploadFeature({
      enabledCollections: ['media'],
      collections: {
        media: {
          fields: [
            { name: 'alt', type: 'text', label: 'Alt text (empty: the image\'s own)' },
            { name: 'caption', type: 'text', label: 'Caption' },
          ],
        },
      },
    }),
    HorizontalRuleFeature(),
    EXPERIMENTAL_TableFeature(),
    BlocksFeature({ blocks: [codeBlock, htmlBlock], inlineBlocks: [inlineHtml, inlineImage] }),
    FixedToolbarFeature(),
    InlineToolbarFeature(),
  ],
})
