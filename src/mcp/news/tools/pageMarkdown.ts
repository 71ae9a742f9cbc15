import type { CountedMarkdown } from '../../../ground/markdown/countTokens'

/** A page's markdown as its markdown URL answers it, whether or not the page keeps a part's token count. */
export const markdownText = (rendered: string | CountedMarkdown): string =>
  typeof rendered === 'string' ? rendered : rendered.markdown
