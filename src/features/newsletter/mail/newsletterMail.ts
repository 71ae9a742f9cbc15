/**
 * A newsletter mail, digest or issue (docs/decisions/036-newsletter-delivery.md): HTML and a plain-text part with the
 * same content, absolute links straight to our pages (no redirect, no tracking pixel), pictures from our media,
 * colours that follow the reader's light or dark mode, and in every mail the subscriber's preferences link and
 * RFC 8058 one-click unsubscribe headers.
 */
import { escapeHtml } from '../../../ground/lib/escapeHtml'
import type { ArticleSummary } from '../../../content/articles/articleSummaries'
import { absolute, preferencesPath, unsubscribePath, withToken } from '../../../ground/paths'
import { unsubscribeHeaders } from './unsubscribeHeaders'

export interface NewsletterMailInput {
  baseUrl: string
  to: string
  subject: string
  /** The mail's first heading. */
  heading: string
  /** An issue's intro, as HTML and as text (a digest has none). */
  intro: { html: string; text: string } | null
  articles: ArticleSummary[]
  /** Why this mail comes, and how often: the first line of the footer. */
  reason: string
  unsubscribeToken: string
  preferencesToken: string
  unsubscribeMailto: string
  /** Stable per mail: a mail sent again after a worker died mid-send carries the same one, which mail systems use to drop repeats. */
  messageId: string
}

export interface NewsletterMail {
  to: string
  subject: string
  html: string
  text: string
  headers: Record<string, string>
  messageId: string
}

const dateOf = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    : ''

/** The light colours are inline (what every client reads); the dark ones are a media query the clients that support it apply. */
const DARK_MODE_CSS = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  body, .mail { background: #111418 !important; color: #e6e8eb !important; }
  a { color: #8ab4ff !important; }
  .muted { color: #a5adb8 !important; }
  .card { border-color: #2c323a !important; }
}`

function articleHtml(article: ArticleSummary): string {
  const image = article.image
    ? `<a href="${escapeHtml(article.url)}"><img src="${escapeHtml(article.image.src)}" width="${article.image.width}" height="${article.image.height}" alt="${escapeHtml(article.image.alt)}" style="display:block;width:100%;max-width:${article.image.width}px;height:auto;border-radius:6px;margin:0 0 10px"></a>`
    : ''
  const meta = [article.pmsName, dateOf(article.publishedAt)].filter(Boolean).join(' · ')
  return `<tr><td class="card" style="padding:16px 0;border-top:1px solid #e3e6ea">
${image}<p class="muted" style="margin:0 0 4px;font-size:13px;color:#5b6474">${escapeHtml(meta)}</p>
<h2 style="margin:0 0 6px;font-size:19px;line-height:1.3"><a href="${escapeHtml(article.url)}" style="color:#1a4fd0;text-decoration:none">${escapeHtml(article.title)}</a></h2>
${article.excerpt ? `<p style="margin:0">${escapeHtml(article.excerpt)}</p>` : ''}
</td></tr>`
}

function articleText(article: ArticleSummary): string {
  const meta = [article.pmsName, dateOf(article.publishedAt)].filter(Boolean).join(' · ')
  return [`## ${article.title}`, meta, ...(article.excerpt ? [article.excerpt] : []), article.url].join('\n')
}

export function newsletterMail(input: NewsletterMailInput): NewsletterMail {
  const preferencesUrl = absolute(input.baseUrl, withToken(preferencesPath, input.preferencesToken))
  const unsubscribeUrl = absolute(input.baseUrl, withToken(unsubscribePath, input.unsubscribeToken))
  const site = new URL(input.baseUrl).host
  const honesty = 'No tracking: this mail has no tracking pixel, and its links go straight to our pages.'
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark">
<title>${escapeHtml(input.subject)}</title><style>${DARK_MODE_CSS}</style></head>
<body style="margin:0;padding:0">
<table role="presentation" class="mail" width="100%" cellpadding="0" cellspacing="0" style="font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;font-size:16px;line-height:1.5;color:#1d2330">
<tr><td align="center" style="padding:24px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px">
<tr><td style="padding-bottom:8px"><a href="${escapeHtml(input.baseUrl)}" style="font-weight:700;font-size:18px;color:#1a4fd0;text-decoration:none">PMS News</a></td></tr>
<tr><td><h1 style="margin:8px 0 12px;font-size:24px;line-height:1.25">${escapeHtml(input.heading)}</h1></td></tr>
${input.intro ? `<tr><td style="padding-bottom:8px">${input.intro.html}</td></tr>` : ''}
${input.articles.map(articleHtml).join('\n')}
<tr><td class="muted" style="padding-top:20px;border-top:1px solid #e3e6ea;font-size:13px;color:#5b6474">
<p style="margin:0 0 6px">${escapeHtml(input.reason)}</p>
<p style="margin:0 0 6px"><a href="${escapeHtml(preferencesUrl)}" style="color:#1a4fd0">Change how often and about which PMSes</a> · <a href="${escapeHtml(unsubscribeUrl)}" style="color:#1a4fd0">Unsubscribe</a></p>
<p style="margin:0">${honesty} PMS News · <a href="${escapeHtml(input.baseUrl)}" style="color:#1a4fd0">${escapeHtml(site)}</a></p>
</td></tr>
</table></td></tr></table>
</body></html>`
  const text = [
    `PMS News: ${input.heading}`,
    '',
    ...(input.intro ? [input.intro.text.trim(), ''] : []),
    input.articles.map(articleText).join('\n\n'),
    '',
    '--',
    input.reason,
    `Change how often and about which PMSes: ${preferencesUrl}`,
    `Unsubscribe: ${unsubscribeUrl}`,
    honesty,
    `PMS News · ${input.baseUrl}`,
  ].join('\n')
  return {
    to: input.to,
    subject: input.subject,
    html,
    text,
    headers: unsubscribeHeaders(input.baseUrl, input.unsubscribeToken, input.unsubscribeMailto),
    messageId: input.messageId,
  }
}
