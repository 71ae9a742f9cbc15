/**
 * One MCP Apps view as a UI resource (SEP-1865, specification 2026-01-26, "UI Resource Format"): a complete HTML5
 * document carrying its script and stylesheet inline, under a Content-Security-Policy of its own, stricter than the one
 * the spec has hosts build — nothing by default, the inline script and stylesheet by their SHA-256 hashes (CSP Level
 * 3, "hash-source"), pictures from the site's origin alone, no connections, frames, fonts, forms or base URL. The
 * resource's `_meta.ui` declares the same origin to the host ("Content Security Policy Enforcement"), and asks for
 * the host's border.
 */
import { createHash } from 'node:crypto'

import type { McpUiResourceMeta } from '@modelcontextprotocol/ext-apps'

import { escapeHtml } from '../../../ground/lib/escapeHtml'

/** The origin itself (`https://pms.news`): an http(s) URL with no path, query or trailing slash; anything else throws. */
export function checkedSiteOrigin(siteOrigin: string): string {
  let url: URL | undefined
  try {
    url = new URL(siteOrigin)
  } catch {
    url = undefined
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== siteOrigin)
    throw new TypeError(
      `siteOrigin must be an http(s) origin such as https://pms.news, not ${JSON.stringify(siteOrigin)}`,
    )
  return siteOrigin
}

/** A CSP hash-source for an inline element's text: `'sha256-…'`, the base64 of its UTF-8 text's SHA-256. */
const hashSource = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/** The policy the document declares for itself. */
function viewPolicy({ siteOrigin, script, style }: { siteOrigin: string; script: string; style: string }) {
  return [
    "default-src 'none'",
    `script-src ${hashSource(script)}`,
    `style-src ${hashSource(style)}`,
    `img-src ${siteOrigin}`,
    // Neither falls back to default-src.
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ')
}

/** The document: the policy first, so that it governs everything after it. */
export function appDocument({
  title,
  siteOrigin,
  script,
  style,
}: {
  title: string
  siteOrigin: string
  script: string
  style: string
}): string {
  const origin = checkedSiteOrigin(siteOrigin)
  const policy = viewPolicy({ siteOrigin: origin, script, style })
  return `<!doctype html>
<html lang="en" data-site-origin="${escapeHtml(origin)}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${escapeHtml(policy)}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${style}</style>
</head>
<body>
<main id="app"><p class="notice">Waiting for PMS News…</p></main>
<script>${script}</script>
</body>
</html>
`
}

/**
 * The resource's `_meta.ui` (ext-apps' McpUiResourceMeta): pictures come from the site's origin, and the view asks
 * for the host's border and background.
 */
export function appResourceUi(siteOrigin: string): McpUiResourceMeta {
  return { csp: { resourceDomains: [checkedSiteOrigin(siteOrigin)] }, prefersBorder: true }
}
