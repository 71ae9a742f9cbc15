import { type MarkdownSitePage, sameForEveryRequest } from '../../sitePage'
import { HomeHtml } from './Html'
import { type HomePage, loadHomePage } from './load'
import { homeMarkdown } from './markdown'
import { homeMetadata } from './metadata'

/** `/`: what is new, and the ways into the rest of the site. */
export const homePage = {
  load: sameForEveryRequest(loadHomePage),
  Html: HomeHtml,
  markdown: homeMarkdown,
  metadata: homeMetadata,
} satisfies MarkdownSitePage<object, HomePage>
