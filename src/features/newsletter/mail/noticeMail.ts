/**
 * A short mail about a subscription (the confirmation, the preferences link): a few paragraphs as plain text and as
 * HTML, the site's signature, and the unsubscribe headers every mail to a subscriber carries (RFC 2369, RFC 8058).
 */
import type { SendEmailOptions } from 'payload'

import { escapeHtml } from '../../../ground/lib/escapeHtml'
import { unsubscribeHeaders } from './unsubscribeHeaders'

/** One paragraph: its text, and its HTML (escaped by the caller wherever it holds a value). */
export interface NoticeParagraph {
  text: string
  html: string
}

/** Whom a notice goes to, and the site and unsubscribe link it carries. */
export interface NoticeRecipient {
  baseUrl: string
  email: string
  unsubscribeToken: string
  unsubscribeMailto: string
}

export function noticeMail(
  recipient: NoticeRecipient,
  subject: string,
  paragraphs: NoticeParagraph[],
): SendEmailOptions {
  const { baseUrl } = recipient
  const signature = {
    text: `PMS News · ${baseUrl}`,
    html: `PMS News · <a href="${escapeHtml(baseUrl)}">${escapeHtml(new URL(baseUrl).host)}</a>`,
  }
  const all = [...paragraphs, signature]
  return {
    to: recipient.email,
    subject,
    text: all
      .map((paragraph) => paragraph.text)
      .filter(Boolean)
      .join('\n\n'),
    html: `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="color-scheme" content="light dark"></head>
<body style="font-family: system-ui, sans-serif; line-height: 1.5; max-width: 36rem">
${all.map((paragraph) => `<p>${paragraph.html}</p>`).join('\n')}
</body></html>`,
    headers: unsubscribeHeaders(baseUrl, recipient.unsubscribeToken, recipient.unsubscribeMailto),
  }
}
