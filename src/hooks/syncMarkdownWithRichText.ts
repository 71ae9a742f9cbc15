/**
 * Keeps a long text's two forms in step on every save, whoever writes (docs/decisions/016):
 * - the cockpit sends the rich text: its markdown is derived from it;
 * - REST, MCP and `/cms-api` clients send markdown: it becomes rich text (refused with a field error naming what
 *   cannot be stored), and the markdown kept is the canonical form written back from that rich text.
 * Either way the stored markdown is exactly what the stored rich text says, so the public pages, feeds, search and
 * agents read the same text editors see.
 */
import { isDeepStrictEqual } from 'node:util'

import { type CollectionBeforeValidateHook, type TypeWithID, ValidationError } from 'payload'

import type { LongTextNames } from '../content/fields/markdownRichText'
import type { RichText } from '../content/richText/lexicalNodes'
import { lexicalToMarkdown } from '../content/richText/lexicalToMarkdown'
import { MarkdownRefused } from '../content/richText/markdownToLexical'
import { richTextFromMarkdown } from '../content/richText/richTextFromMarkdown'
import { markdownReferences } from '../content/richText/richTextReferences'

export function syncMarkdownWithRichText<D extends TypeWithID>(
  names: LongTextNames<D>,
): CollectionBeforeValidateHook<D> {
  return async ({ data, originalDoc, req, collection }) => {
    if (!data) return data
    // What the writer sent, unchecked: a shape the editor cannot read is refused below.
    const richText = data[names.richText] as RichText | null | undefined
    const markdown: unknown = data[names.markdown]
    const richTextChanged = richText !== undefined && !isDeepStrictEqual(richText, originalDoc?.[names.richText])
    const markdownChanged = typeof markdown === 'string' && markdown !== originalDoc?.[names.markdown]

    let source: RichText | null | undefined
    // A save that carries the rich text re-derives the markdown even when the text is unchanged: internal links
    // then point at their targets' current addresses.
    if (richTextChanged || (richText !== undefined && !markdownChanged)) source = richText
    else if (markdownChanged) {
      try {
        source = await richTextFromMarkdown(markdown, req)
      } catch (error) {
        if (!(error instanceof MarkdownRefused)) throw error
        throw new ValidationError(
          { collection: collection.slug, errors: [{ path: names.markdown, message: error.message }] },
          req.t,
        )
      }
    } else if (markdown === null && originalDoc?.[names.richText]) source = null
    else return data

    let derived = ''
    if (source) {
      try {
        derived = lexicalToMarkdown(source, await markdownReferences(req.payload, req, source))
      } catch {
        // Rich text from an API client that is not Lexical's shape: a field error, not a 500.
        throw new ValidationError(
          {
            collection: collection.slug,
            errors: [
              {
                path: names.richText,
                message: 'is not rich text the editor can read (Lexical JSON with a root node).',
              },
            ],
          },
          req.t,
        )
      }
    }
    return {
      ...data,
      [names.richText]: source && source.root.children.length > 0 ? source : null,
      [names.markdown]: derived,
    }
  }
}
