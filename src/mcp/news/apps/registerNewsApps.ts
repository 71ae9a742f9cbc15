/**
 * The news server's MCP Apps (SEP-1865): the article card of get-article and the comparison table of compare-pmses,
 * each a `ui://` resource of type `text/html;profile=mcp-app` the tool names in its `_meta.ui.resourceUri` (and in
 * the older `ui/resourceUri` key, for hosts that read only that). A host without MCP Apps ignores both and shows the
 * result's text, which carries the same content.
 */
import { RESOURCE_MIME_TYPE, RESOURCE_URI_META_KEY, registerAppResource } from '@modelcontextprotocol/ext-apps/server'
import type { McpServer } from '@modelcontextprotocol/server'

import { ARTICLE_CARD_URI, articleCardHtml, articleCardUi } from './articleCard'
import { COMPARISON_TABLE_URI, comparisonTableHtml, comparisonTableUi } from './comparisonTable'

/** The `_meta` of the tools that show an MCP App: which `ui://` resource renders their result. */
export interface AppToolMeta {
  article: Record<string, unknown>
  comparison: Record<string, unknown>
}

/** Each document per site origin, made once: a host reads it once per tool list, and hashing it is not free. */
const documents = new Map<string, string>()
const documentOf = (uri: string, origin: string, make: (origin: string) => string) => {
  const key = `${uri} ${origin}`
  let html = documents.get(key)
  if (html === undefined) documents.set(key, (html = make(origin)))
  return html
}

const toolMeta = (uri: string) => ({ ui: { resourceUri: uri }, [RESOURCE_URI_META_KEY]: uri })

/** Registers both resources on `server`; returns the `_meta` the tools that show them carry. */
export function registerNewsApps(server: McpServer, baseUrl: string): AppToolMeta {
  const origin = new URL(baseUrl).origin
  const apps = [
    {
      name: 'Article card',
      uri: ARTICLE_CARD_URI,
      description: "An article's headline, picture, summary and byline, with a link to read it on PMS News",
      html: articleCardHtml,
      ui: articleCardUi,
    },
    {
      name: 'Comparison table',
      uri: COMPARISON_TABLE_URI,
      description: 'PMSes side by side: their facts and capabilities, and the verdict of a comparison page',
      html: comparisonTableHtml,
      ui: comparisonTableUi,
    },
  ]
  for (const app of apps) {
    registerAppResource(
      server,
      app.name,
      app.uri,
      { description: app.description, mimeType: RESOURCE_MIME_TYPE, _meta: { ui: app.ui(origin) } },
      async () => ({
        contents: [
          {
            uri: app.uri,
            mimeType: RESOURCE_MIME_TYPE,
            text: documentOf(app.uri, origin, app.html),
            _meta: { ui: app.ui(origin) },
          },
        ],
      }),
    )
  }
  return { article: toolMeta(ARTICLE_CARD_URI), comparison: toolMeta(COMPARISON_TABLE_URI) }
}
