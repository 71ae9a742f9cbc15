/** The unsubscribe link and headers every mail to a subscriber carries. */
import { absolute, unsubscribePath, withToken } from '../../../ground/paths'

const unsubscribeUrlOf = (baseUrl: string, token: string) => absolute(baseUrl, withToken(unsubscribePath, token))

/** RFC 2369 `List-Unsubscribe` and RFC 8058 `List-Unsubscribe-Post`, for every mail to a subscriber. */
export function unsubscribeHeaders(baseUrl: string, unsubscribeToken: string, mailto: string): Record<string, string> {
  const mailtoUrl = `mailto:${mailto}?subject=${encodeURIComponent(`unsubscribe ${unsubscribeToken}`)}`
  return {
    'List-Unsubscribe': `<${unsubscribeUrlOf(baseUrl, unsubscribeToken)}>, <${mailtoUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    'List-Id': `PMS News newsletter <newsletter.${new URL(baseUrl).hostname}>`,
  }
}
