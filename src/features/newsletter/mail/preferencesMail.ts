/**
 * The mail a confirmed subscriber gets when someone (we hope they) asked, with their address, to follow a PMS or
 * change how often mail comes: a subscriber's choices change only through their own preferences link.
 */
import type { SendEmailOptions } from 'payload'

import { escapeHtml } from '../../../ground/lib/escapeHtml'
import { absolute, preferencesPath, withToken } from '../../../ground/paths'
import { noticeMail } from './noticeMail'

export interface PreferencesMailInput {
  baseUrl: string
  email: string
  preferencesToken: string
  unsubscribeToken: string
  unsubscribeMailto: string
  /** PMS slugs the request asked to follow, ticked on the page the link opens. */
  follow: string[]
}

function preferencesUrlOf(baseUrl: string, token: string, follow: string[] = []): string {
  const url = absolute(baseUrl, withToken(preferencesPath, token))
  return follow.length > 0 ? `${url}&follow=${follow.map(encodeURIComponent).join(',')}` : url
}

export function preferencesMail(input: PreferencesMailInput): SendEmailOptions {
  const url = preferencesUrlOf(input.baseUrl, input.preferencesToken, input.follow)
  const ignore = 'If you did not ask for this, ignore this mail: nothing changes.'
  return noticeMail(input, 'Your PMS News newsletter preferences', [
    {
      text: `Someone, we hope you, asked to change what the PMS News newsletter sends to ${input.email}, which is subscribed already.`,
      html: `Someone, we hope you, asked to change what the PMS News newsletter sends to <strong>${escapeHtml(input.email)}</strong>, which is subscribed already.`,
    },
    {
      text: `To choose how often mail comes and which PMSes you follow, open your preferences:\n${url}`,
      html: `<a href="${escapeHtml(url)}">Open your preferences</a> to choose how often mail comes and which PMSes you follow.`,
    },
    { text: ignore, html: ignore },
  ])
}
