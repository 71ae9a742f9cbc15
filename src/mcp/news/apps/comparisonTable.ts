/**
 * The comparison table, the UI resource of the public MCP server's `compare-pmses` tool (SEP-1865 "Resource
 * Discovery": the tool's `_meta.ui.resourceUri`). It fills itself from the tool's structuredContent (./cardData.ts,
 * ComparisonTableData) when the host sends the result: view/comparisonTable.js.
 */
import type { McpUiResourceMeta } from '@modelcontextprotocol/ext-apps'

import { appDocument, appResourceUi } from './appDocument'
import { viewScript, viewStyle } from './viewCode'

export const COMPARISON_TABLE_URI = 'ui://pms-news/comparison-table.html'

const script = viewScript('comparisonTable.js')
const style = viewStyle('comparisonTable.css')

/** The resource's text: a self-contained HTML5 document whose links are on `siteOrigin`. */
export function comparisonTableHtml(siteOrigin: string): string {
  return appDocument({ title: 'PMS News comparison', siteOrigin, script, style })
}

/** The resource's `_meta.ui`. */
export const comparisonTableUi = (siteOrigin: string): McpUiResourceMeta => appResourceUi(siteOrigin)
