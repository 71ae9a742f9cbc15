/**
 * The article card, the UI resource of the public MCP server's `get-article` tool (SEP-1865 "Resource Discovery":
 * the tool's `_meta.ui.resourceUri`). It fills itself from the tool's structuredContent (./cardData.ts,
 * ArticleCardData) when the host sends the result: view/articleCard.js.
 */
import type { McpUiResourceMeta } from '@modelcontextprotocol/ext-apps'

import { appDocument, appResourceUi } from './appDocument'
import { viewScript, viewStyle } from './viewCode'

export const ARTICLE_CARD_URI = 'ui://pms-news/article-card.html'

const script = viewScript('articleCard.js')
const style = viewStyle('articleCard.css')

/** The resource's text: a self-contained HTML5 document whose pictures and links are on `siteOrigin`. */
export function articleCardHtml(siteOrigin: string): string {
  return appDocument({ title: 'PMS News article', siteOrigin, script, style })
}

/** The resource's `_meta.ui`. */
export const articleCardUi = (siteOrigin: string): McpUiResourceMeta => appResourceUi(siteOrigin)
