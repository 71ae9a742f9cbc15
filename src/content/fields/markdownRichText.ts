import { type Field, type FieldHook, ValidationError } from 'payload'

import { richTextEditor } from '../richText/editor'
import { isRichTextShape } from '../richText/richTextShape'
import { richTextFromMarkdown } from '../richText/richTextFromMarkdown'

interface MarkdownRichTextNames {
  /** The markdown column every machine interface reads (and REST and MCP write). */
  markdown: string
  /** The Lexical column the cockpit edits: the source of truth (docs/decisions/016). */
  richText: string
  label: string
  required?: boolean
  description?: string
}

/**
 * A long text as the cockpit's rich text plus its markdown form. Register `syncMarkdownWithRichText` with the
 * same names as the collection's first beforeValidate hook; it keeps the two in step for every writer.
 */
export function markdownRichText({
  markdown,
  richText,
  label,
  required = false,
  description,
}: MarkdownRichTextNames): Field[] {
  // A row written without rich text (by SQL, or before the rich text existed) opens in the cockpit with its
  // markdown converted, so that saving it there never saves an empty text over the real one. Only signed-in
  // readers pay for it; the public pages read the markdown.
  const fromMarkdown: FieldHook = async ({ value, siblingData, req }) =>
    value || !req.user || typeof siblingData?.[markdown] !== 'string' || siblingData[markdown] === ''
      ? value
      : richTextFromMarkdown(siblingData[markdown], req).catch(() => value)
  return [
    {
      name: richText,
      type: 'richText',
      label,
      editor: richTextEditor,
      admin: { description },
      hooks: { afterRead: [fromMarkdown], beforeValidate: [refuseMalformed(richText)] },
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

/** Runs before Payload's own rich-text hooks, which would crash on a malformed tree (a 500 instead of a 400). */
const refuseMalformed =
  (name: string): FieldHook =>
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
