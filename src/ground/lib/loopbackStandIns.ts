/**
 * Loopback stand-ins, for tests only: `https://cimd.test=http://127.0.0.1:4100,…`, each an https origin whose documents
 * are fetched from a server on this machine instead, over plain http. They exist because the documents a stranger
 * names (OAUTH_CLIENT_METADATA_TEST_ORIGINS: Client ID Metadata Documents; WEB_BOT_AUTH_TEST_DIRECTORIES: Web Bot Auth
 * key directories) must live at https URLs on public addresses, which a test on one machine cannot serve. Each is
 * refused unless BASE_URL itself is a loopback address (src/ground/env.ts): no site that people or agents reach can turn one
 * on.
 */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost'])

export const isLoopbackUrl = (url: string): boolean => {
  const parsed = URL.parse(url)
  return parsed !== null && LOOPBACK_HOSTS.has(parsed.hostname)
}

/** The origins and the loopback origin standing in for each; throws with the offending entry named. */
export function parseLoopbackStandIns(value: string): Map<string, string> {
  const origins = new Map<string, string>()
  for (const entry of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [from = '', to = ''] = entry.split('=')
    const origin = URL.parse(from)
    const standIn = URL.parse(to)
    if (origin?.protocol !== 'https:' || origin.origin !== from.replace(/\/$/, ''))
      throw new Error(`"${entry}": ${from} is not an https origin`)
    if (standIn?.protocol !== 'http:' || !isLoopbackUrl(to))
      throw new Error(`"${entry}": ${to} is not an http origin on a loopback address`)
    origins.set(origin.origin, standIn.origin)
  }
  return origins
}
