/**
 * The OAuth server's own pages (sign-in, consent, device code, errors) in the site's look: the same header, footer
 * and stylesheet as the public pages (src/features/site/components). They are plain strings because oidc-provider's device-flow
 * hooks take HTML, and the interaction pages are served outside Next by src/features/oauth/interactions.ts.
 */
import fs from 'node:fs'
import path from 'node:path'

import { escapeHtml } from '../../ground/lib/escapeHtml'
import { PROJECT_ROOT } from '../../ground/lib/projectRoot'

const siteCss = fs.readFileSync(path.join(PROJECT_ROOT, 'src/features/site/components/site.css'), 'utf8')

const OAUTH_CSS = `
.oauth { max-width: 32rem; margin: 0 auto; }
.oauth form { margin: 1rem 0; }
.oauth label { display: block; font-weight: 600; margin: 0.75rem 0 0.25rem; }
.oauth input[type=email], .oauth input[type=password], .oauth input[type=text] { font: inherit; width: 100%; box-sizing: border-box; padding: 0.45rem 0.6rem; border: 1px solid var(--line); border-radius: 4px; background: var(--bg); color: var(--ink); }
.oauth button { font: inherit; padding: 0.45rem 1rem; border: 1px solid var(--accent); background: var(--accent); color: var(--on-accent); border-radius: 4px; cursor: pointer; margin-right: 0.5rem; }
.oauth button.secondary { background: var(--bg); color: var(--ink); border-color: var(--line); }
.oauth .actions { margin-top: 1.25rem; display: flex; gap: 0.5rem; flex-wrap: wrap; }
.oauth .problem { border-left: 4px solid var(--problem); background: var(--problem-surface); padding: 0.6rem 0.9rem; }
.oauth .facts th { width: 35%; }
.oauth ul.scopes li { margin: 0.3rem 0; }
.oauth code.user-code { font-size: 1.4rem; letter-spacing: 0.1em; }
.oauth p.client { border-left: 4px solid var(--line); padding: 0.2rem 0 0.2rem 0.8rem; overflow-wrap: anywhere; }
.oauth .client-claim { color: var(--muted); font-size: 0.92rem; }
`

export { escapeHtml }

/** A whole document: `body` is trusted HTML made by the functions of this module (every value in it escaped). */
export function oauthPage(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)} · PMS News</title><style>${siteCss}${OAUTH_CSS}</style></head>
<body><header class="site-header"><a href="/" class="brand">PMS News</a>
<nav class="site-nav" aria-label="Sections"><a href="/compare">Comparisons</a><a href="/glossary">Glossary</a></nav></header>
<main><div class="oauth">${body}</div></main>
<footer class="site-footer"><div class="site-footer-inner"><p>PMS News: news about hotel property management systems.</p></div></footer></body></html>`
}

export const problemBox = (message: string | undefined) =>
  message ? `<p class="problem" role="alert">${escapeHtml(message)}</p>` : ''
