import { type Field, type FieldHook, type TypeWithID, ValidationError } from 'payload'

import type { RichText } from '../richText/lexicalNodes'
import { richTextEditor } from '../richText/editor'
import { isRichTextShape } from '../richText/richTextShape'
import { richTextFromMarkdown } from '../richText/richTextFromMarkdown'
import type { FieldsHolding } from './fieldsHolding'

/** The two fields of a document of type `D` that hold one long text. */
export interface LongTextNames<D> {
  /** The markdown column every machine interface reads (and REST and MCP write). */
  markdown: FieldsHolding<D, string>
  /** The Lexical column the cockpit edits: the source of truth (docs/decisions/016). */
  richText: FieldsHolding<D, { root: object }>
}

interface MarkdownRichTextOptions<D> extends LongTextNames<D> {
  label: string
  required?: boolean
  description?: string
}

/**
 * A long text as the cockpit's rich text plus its markdown form. Register `syncMarkdownWithRichText` with the
 * same names as the collection's first beforeValidate hook; it keeps the two in step for every writer.
 */
export function markdownRichText<D extends TypeWithID>({
  markdown,
  richText,
  label,
  required = false,
  description,
}: MarkdownRichTextOptions<D>): Field[] {
  // A row written without rich text (by SQL, or before the rich text existed) opens in the cockpit with its
  // markdown converted, so that saving it there never saves an empty text over the real one. Only signed-in
  // readers pay for it; the public pages read the markdown.
  const fromMarkdown: FieldHook<D, RichText | null | undefined, D> = async ({ value, siblingData, req }) => {
    const text: unknown = siblingData?.[markdown]
    return value || !req.user || typeof text !== 'string' || text === ''
      ? value
      : richTextFromMarkdown(text, req).catch(() => value)
  }
  return [
    {
      name: richText,
      type: 'richText',
      label,
      editor: richTextEditor,
      admin: { description },
      hooks: { afterRead: [fromMarkdown], beforeValidate: [refuseMalformed<D>(richText)] },
      // Not a NOT NULL column (rows written by SQL carry markdown only); required for writers through Payload.
      ...(required ? { validate: (value: unknown) => (hasText(value) ? true : `${label} is required.`) } : {}),
    },
    {
      name: markdown,
      type: 'textarea',
      label: `${label} (markdown)`,
      // Derived from the rich text on every save; the cockpit neither shows nor sends it.
      admin: { disabled: true },
    },
  ]
}

/**
 * Runs before Payload's own rich-text hooks, which would crash on a malformed tree (a 500 instead of a 400): the
 * value is whatever the writer sent.
 */
const refuseMalformed =
  <D extends TypeWithID>(name: string): FieldHook<D, unknown> =>
  ({ value, collection, req }) => {
    if (value === undefined || isRichTextShape(value)) return value
    throw new ValidationError(
      {
        collection: collection?.slug,
        errors: [{ path: name, message: 'is not rich text the editor can read (Lexical JSON with a root node).' }],
      },
      req.t,
    )
  }

function hasText(value: unknown): boolean {
  const children = (value as { root?: { children?: unknown[] } } | null)?.root?.children
  return Array.isArray(children) && children.length > 0
}
