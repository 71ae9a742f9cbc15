/**
 * The confirmation mail. Like every mail to a subscriber it carries `List-Unsubscribe` with an https and a mailto
 * address and `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 2369, RFC 8058), so a mail program can offer
 * a one-click "unsubscribe" that needs no further step.
 */
import type { SendEmailOptions } from 'payload'

import { escapeHtml } from '../../ground/lib/escapeHtml'
import { absolute, subscribeConfirmPath, withToken } from '../../ground/paths'
import { noticeMail } from './mail/noticeMail'

export interface ConfirmationMailInput {
  baseUrl: string
  email: string
  confirmToken: string
  unsubscribeToken: string
  unsubscribeMailto: string
  ttlHours: number
}

const confirmUrlOf = (baseUrl: string, token: string) => absolute(baseUrl, withToken(subscribeConfirmPath, token))
export function confirmationMail(input: ConfirmationMailInput): SendEmailOptions {
  const confirmUrl = confirmUrlOf(input.baseUrl, input.confirmToken)
  const hours = `${input.ttlHours} hours`
  const ignore =
    'If you did not ask for this, ignore this mail: you will not be subscribed, and we will not write again.'
  return noticeMail(input, 'Confirm your subscription to PMS News', [
    {
      text: `Someone, we hope you, asked to subscribe ${input.email} to the PMS News newsletter: news about hotel property management systems.`,
      html: `Someone, we hope you, asked to subscribe <strong>${escapeHtml(input.email)}</strong> to the PMS News newsletter: news about hotel property management systems.`,
    },
    {
      text: `To confirm, open this link and press "Confirm subscription". It works once, for the next ${hours}:\n${confirmUrl}`,
      html: `<a href="${escapeHtml(confirmUrl)}" style="display: inline-block; padding: 0.6rem 1rem; background: #1f4fd1; color: #fff; text-decoration: none; border-radius: 4px">Confirm subscription</a>`,
    },
    {
      text: '',
      html: `The link works once, for the next ${hours}. If the button does not work, open this address:<br>${escapeHtml(confirmUrl)}`,
    },
    { text: ignore, html: ignore },
  ])
}
