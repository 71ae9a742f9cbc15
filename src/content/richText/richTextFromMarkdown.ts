import type { PayloadRequest } from 'payload'

import { env } from '../../ground/env'
import { markdownToLexical } from './markdownToLexical'
import { mediaLookup } from './richTextReferences'

/** A markdown text as the cockpit's rich text, its images and links resolved against the request's own reads. */
export const richTextFromMarkdown = (markdown: string, req: PayloadRequest) =>
  markdownToLexical(markdown, mediaLookup(req.payload, req, env.baseUrl))
