/**
 * The mail of one notification: what happened, in a sentence, and links to the article and the inbox in the
 * cockpit, as plain text and HTML. It carries no note's words and no secret: the links lead to the cockpit, which
 * asks the person to sign in. Its Message-ID is the notification's, so that a mail repeated after a lost SMTP answer
 * (a retry of its job) is dropped by receiving systems that saw it arrive.
 */
import type { SendEmailOptions } from 'payload'

import { escapeHtml } from '../../ground/lib/escapeHtml'
import type { NotificationMailFacts } from './notificationRows'
import { mailSentence, mailSubject } from './notificationText'

export const cockpitArticlePath = (articleId: number) => `/cockpit/collections/articles/${articleId}`
export const INBOX_PATH = '/cockpit/inbox'
const ACCOUNT_PATH = '/cockpit/account'

export function notificationMail(baseUrl: string, facts: NotificationMailFacts): SendEmailOptions {
  const articleUrl = facts.articleId === null ? null : `${baseUrl}${cockpitArticlePath(facts.articleId)}`
  const inboxUrl = `${baseUrl}${INBOX_PATH}`
  const accountUrl = `${baseUrl}${ACCOUNT_PATH}`
  const sentence = mailSentence(facts)
  const link = (url: string, words: string) => `<a href="${escapeHtml(url)}">${escapeHtml(words)}</a>`
  const footer = 'You get this mail because you have an account in the PMS News cockpit.'
  return {
    to: facts.email,
    subject: mailSubject(facts),
    text: [
      sentence,
      articleUrl ? `Open the article: ${articleUrl}` : '',
      `Your inbox: ${inboxUrl}`,
      `${footer} Choose which mails you get on your account page: ${accountUrl}`,
    ]
      .filter(Boolean)
      .join('\n\n'),
    html: `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="color-scheme" content="light dark"></head>
<body style="font-family: system-ui, sans-serif; line-height: 1.5; max-width: 36rem">
<p>${escapeHtml(sentence)}</p>
${articleUrl ? `<p>${link(articleUrl, 'Open the article in the cockpit')}</p>` : ''}
<p>${link(inboxUrl, 'Your inbox')}</p>
<p style="color: #666">${escapeHtml(footer)} ${link(accountUrl, 'Choose which mails you get')}.</p>
</body></html>`,
    headers: { 'Message-ID': `<notification-${facts.id}@${new URL(baseUrl).host}>` },
  }
}
